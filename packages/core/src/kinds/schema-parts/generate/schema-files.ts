// Which parts of which files in schemas/ the kinds own, and what each holds: a kind's own parts
// come from its schema part (../index.ts); its name, list and state members from kinds.ts. The
// org id and digest patterns come from id-patterns.ts (id-pattern-places.ts).
import { COMPATIBILITY_MODES } from '../../../plan/compatibility-mode.js';
import type { JsonObject, JsonValue, StepKind } from '../../../types.js';
import type { Kind } from '../../kind.js';
import { KIND_MODULES, KINDS } from '../../kinds.js';
import { OPENAPI_STATE_MEMBERS, STATE_MEMBERS, type StateMembers } from '../common.js';
import { SCHEMA_PARTS } from '../index.js';
import type { KindSchemaPart } from '../schema-part.js';
import { SchemaGenerationError } from './generation-error.js';
import { ID_PATTERN_PLACES } from './id-pattern-places.js';
import { getIn, setIn, spliceNames, type Path } from './json-path.js';

/** One file of schemas/ and how the kinds' parts are set in its parsed value. */
export interface SchemaFile {
  readonly name: string;
  readonly format: 'json' | 'yaml';
  apply(doc: JsonValue): JsonValue;
}

const SORTED_KINDS: readonly StepKind[] = [...KINDS].sort();
const COLLECTIONS: readonly string[] = KIND_MODULES.map((k) => k.collection).sort();
const isCollection = (name: string): boolean => COLLECTIONS.includes(name);
const isKind = (name: string): boolean => (KINDS as readonly string[]).includes(name);
/** The kind as openapi.yaml names its components: `ActionDefinition`, `MetricsState`. */
const pascal = (kind: StepKind): string => kind[0]!.toUpperCase() + kind.slice(1);

function partOf(kind: StepKind): KindSchemaPart {
  const part = (SCHEMA_PARTS as Partial<Record<string, KindSchemaPart>>)[kind];
  if (part === undefined) {
    throw new SchemaGenerationError('missing_schema_part', `kind ${kind} has no schema part: add packages/core/src/kinds/schema-parts/${kind}.ts and list it in schema-parts/index.ts`);
  }
  return part;
}

/** Where a top-level kind's list sits in a schema of the definition: `/resources/metrics` → properties.resources.properties.metrics. */
const listPath = (kind: Kind): Path => kind.pointer.split('/').slice(1).flatMap((segment) => ['properties', segment]);
const TOP_LEVEL = KIND_MODULES.filter((k) => k.nestedIn === undefined);

/**
 * A state object's schema: the common members around the kind's own, which must be the kind
 * module's fields (kinds.ts), each required. So a field added to a kind without its schema, or
 * a schema left behind by a removed field, stops the generation.
 */
export function stateObject(kind: Kind, own: JsonObject, members: StateMembers, extra: JsonObject): JsonObject {
  const fields = kind.fields.map((f) => f.name);
  const part = `packages/core/src/kinds/schema-parts/${kind.kind}.ts`;
  const properties = { ...members.first, ...own, ...members.last };
  for (const name of fields) {
    if (!(name in properties)) throw new SchemaGenerationError('field_without_schema', `field ${name} of kind ${kind.kind} has no state schema: add it to the state parts of ${part}`);
  }
  for (const name of Object.keys(own)) {
    if (!fields.includes(name)) throw new SchemaGenerationError('schema_without_field', `the state parts of ${part} describe ${name}, which kind ${kind.kind} has no field for: remove it there, or add the field to the kind`);
  }
  return { type: 'object', required: [...Object.keys(members.first), ...fields, 'deleted_at'], ...extra, properties };
}

type Setter = (doc: JsonValue) => JsonValue;
const set = (path: Path, value: (old: JsonValue | undefined) => JsonValue): Setter => (doc) => setIn(doc, path, value(getIn(doc, path)));
/** Setters are made when a file is generated, so that a missing part is reported, not thrown on import. */
const apply = (setters: () => readonly Setter[]) => (doc: JsonValue): JsonValue => setters().reduce((d, s) => s(d), doc);

const definitionSchema = (): Setter[] => [
  ...TOP_LEVEL.map((k) => set(listPath(k), () => {
    const list = partOf(k.kind).definition.list;
    if (list === undefined) throw new SchemaGenerationError('missing_list_description', `kind ${k.kind} is a definition list: give it definition.list in packages/core/src/kinds/schema-parts/${k.kind}.ts`);
    return { type: 'array', description: list, items: { $ref: `#/$defs/${k.kind}` } };
  })),
  ...KIND_MODULES.map((k) => set(['$defs', k.kind], () => partOf(k.kind).definition.item)),
];

const stateSchema = (): Setter[] => [
  set(['required'], (old) => spliceNames(old, isCollection, COLLECTIONS)),
  ...KIND_MODULES.map((k) => set(['properties', k.collection], () => ({ type: 'array', items: { $ref: `#/$defs/${k.kind}` } }))),
  ...KIND_MODULES.map((k) => set(['$defs', k.kind], () => stateObject(k, partOf(k.kind).state, STATE_MEMBERS, { additionalProperties: false }))),
];

/** plan.schema.json's `step`: a kind with a step part adds its fields; every other kind carries only the common ones. */
function stepChoice(): JsonObject {
  const withStep = SORTED_KINDS.filter((k) => partOf(k).planStep !== undefined);
  const rest = SORTED_KINDS.filter((k) => partOf(k).planStep === undefined);
  return withStep.reduceRight<JsonObject>((otherwise, kind) => ({
    if: { type: 'object', properties: { kind: { const: kind } }, required: ['kind'] },
    then: { $ref: `#/$defs/${kind}Step` },
    else: otherwise,
  }), { type: 'object', properties: { kind: { enum: rest } } });
}

const planSchema = (): Setter[] => [
  set(['properties', 'targets', 'items', 'pattern'], () => `^(${SORTED_KINDS.join('|')})/.+$`),
  set(['$defs', 'stepBase', 'properties', 'kind', 'enum'], () => [...SORTED_KINDS]),
  ...SORTED_KINDS.flatMap((k) => {
    const step = partOf(k).planStep;
    return step === undefined ? [] : [set(['$defs', `${k}Step`], () => step)];
  }),
  (doc) => {
    const choice = stepChoice();
    return ['if', 'then', 'else'].reduce((d, key) => (choice[key] === undefined ? d : setIn(d, ['$defs', 'step', key], choice[key]!)), doc);
  },
  set(['$defs', 'compatibilityMode', 'enum'], () => [...COMPATIBILITY_MODES]),
];

const schemaRef = (name: string): JsonObject => ({ $ref: `#/components/schemas/${name}` });
const COMPONENTS: Path = ['components', 'schemas'];

const openApi = (): Setter[] => [
  ...KIND_MODULES.map((k) => set([...COMPONENTS, `${pascal(k.kind)}Definition`], () => partOf(k.kind).openapi.definition)),
  ...TOP_LEVEL.map((k) => set([...COMPONENTS, 'Definition', ...listPath(k)], () => ({ type: 'array', items: schemaRef(`${pascal(k.kind)}Definition`) }))),
  set([...COMPONENTS, 'PlanTarget', 'properties', 'kind', 'enum'], () => [...SORTED_KINDS]),
  set([...COMPONENTS, 'PreviewStep', 'properties', 'kind', 'enum'], () => [...SORTED_KINDS]),
  set([...COMPONENTS, 'CompatibilityMode', 'enum'], () => [...COMPATIBILITY_MODES]),
  ...KIND_MODULES.map((k) => set([...COMPONENTS, `${pascal(k.kind)}State`], () => stateObject(k, partOf(k.kind).openapi.state, OPENAPI_STATE_MEMBERS, {}))),
  set([...COMPONENTS, 'ConfigState', 'required'], (old) => spliceNames(old, isCollection, COLLECTIONS)),
  ...KIND_MODULES.map((k) => set([...COMPONENTS, 'ConfigState', 'properties', k.collection], () => ({ type: 'array', items: schemaRef(`${pascal(k.kind)}State`) }))),
];

const COUNTS: Path = ['properties', 'counts', 'oneOf', 1];

/** The org id and digest patterns of a file, each set from its constant; a place that moved away stops the generation. */
const idPatterns = (name: string): Setter[] => ID_PATTERN_PLACES.filter((p) => p.file === name).map((place) => set(place.path, (old) => {
  if (typeof old !== 'string') {
    throw new SchemaGenerationError('missing_id_pattern', `schemas/${name} has no pattern at ${place.path.join('.')}: fix the place in packages/core/src/kinds/schema-parts/generate/id-pattern-places.ts`);
  }
  return place.pattern.source;
}));

/** A file's own setters followed by its id patterns. */
const withIds = (file: SchemaFile): SchemaFile => ({ ...file, apply: (doc) => apply(() => idPatterns(file.name))(file.apply(doc)) });

const KIND_FILES: readonly SchemaFile[] = [
  { name: 'definition.schema.json', format: 'json', apply: apply(definitionSchema) },
  { name: 'state.schema.json', format: 'json', apply: apply(stateSchema) },
  { name: 'plan.schema.json', format: 'json', apply: apply(planSchema) },
  {
    name: 'drift.schema.json',
    format: 'json',
    apply: apply(() => ['drift', 'overridden'].map((list) => set(['properties', list, 'items', 'properties', 'kind', 'enum'], () => [...SORTED_KINDS]))),
  },
  {
    name: 'graph.schema.json',
    format: 'json',
    // Dependency order, as the graph lists its nodes; credentials follow.
    apply: apply(() => [set(['properties', 'nodes', 'items', 'properties', 'kind', 'enum'], (old) => spliceNames(old, isKind, KINDS))]),
  },
  {
    name: 'validate.schema.json',
    format: 'json',
    apply: apply(() => [
      set([...COUNTS, 'required'], (old) => spliceNames(old, isCollection, COLLECTIONS)),
      ...KIND_MODULES.map((k) => set([...COUNTS, 'properties', k.collection], () => ({ type: 'integer', minimum: 0 }))),
    ]),
  },
  { name: 'openapi.yaml', format: 'yaml', apply: apply(openApi) },
];

/** Files that hold id patterns and no kind's part. */
const ID_ONLY_FILES = [...new Set(ID_PATTERN_PLACES.map((p) => p.file))].filter((name) => !KIND_FILES.some((f) => f.name === name));

/** Every file with parts the kinds own or an id pattern, in the order they are written. */
export const SCHEMA_FILES: readonly SchemaFile[] = [
  ...KIND_FILES.map(withIds),
  ...ID_ONLY_FILES.map((name) => withIds({ name, format: name.endsWith('.yaml') ? 'yaml' : 'json', apply: (doc) => doc })),
];
