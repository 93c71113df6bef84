// Action schemas must be JSON Schemas that work: valid against the 2020-12 meta-schema (so
// `type: strnig` is an error, not a schema that accepts nothing) and with regular expressions
// that compile (`pattern`, `patternProperties`), with `$ref`s that resolve inside the schema
// (action-schema-refs.ts) and no `$id` naming two subschemas (ajv refuses such a schema outright,
// so it could validate nothing), each problem at its place in the file.
import type { ErrorObject } from 'ajv';
import { error, type Finding } from './finding.js';
import { joinPointer } from './json-pointer.js';
import { isJsonObject } from '../json-object.js';
import { refFindings } from './action-schema-refs.js';
import { schemaMetaValidator } from './schema-meta-validator.js';

// Where JSON Schema 2020-12 holds subschemas: a `pattern` anywhere else (in `examples`, in
// `enum`, a property named `pattern`) is data, not a regular expression.
const SCHEMA_MAPS = new Set(['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas']);
const SCHEMA_LISTS = new Set(['allOf', 'anyOf', 'oneOf', 'prefixItems']);
const SCHEMA_ONE = new Set([
  'not', 'if', 'then', 'else', 'items', 'contains', 'additionalProperties', 'propertyNames',
  'unevaluatedItems', 'unevaluatedProperties', 'additionalItems', 'contentSchema',
]);

function metaMessage(e: ErrorObject): string {
  if (e.keyword === 'enum' && /\/type(\/\d+)?$/.test(e.instancePath)) {
    const allowed = (e.params as { allowedValues?: unknown[] }).allowedValues ?? [];
    return `is not a JSON Schema type; use one of ${allowed.join(', ')}`;
  }
  return `is not valid JSON Schema here: ${e.message ?? 'invalid'} (\`${e.keyword}\`)`;
}

/** One finding per place: the meta-schema reports a bad `type` three ways (enum, type, anyOf). */
function metaFindings(schema: unknown, base: string, file: number | undefined): Finding[] {
  const validate = schemaMetaValidator();
  if (validate(schema)) return [];
  const byPlace = new Map<string, ErrorObject>();
  for (const e of validate.errors ?? []) {
    const path = e.instancePath.replace(/\/type\/\d+$/, '/type');
    const seen = byPlace.get(path);
    if (seen === undefined || (seen.keyword !== 'enum' && e.keyword === 'enum')) byPlace.set(path, e);
  }
  return [...byPlace.values()].map((e) => error('action_schema', { ...(file === undefined ? {} : { file }), pointer: base + e.instancePath }, metaMessage(e)));
}

function regexProblem(source: string): string | undefined {
  try {
    // ajv compiles `pattern` with the `u` flag: check it the way it will be used.
    new RegExp(source, 'u');
    return undefined;
  } catch (cause) {
    return (cause instanceof Error ? cause.message : String(cause)).replace(/^Invalid regular expression: /, '');
  }
}

/** Where a schema without its own `$id` sits, for resolving relative ones as ajv does. */
const DEFAULT_BASE = 'https://capctl.invalid/schema';

/** The resource a `$id` names (its fragment dropped), resolved against the enclosing one; undefined when it is no URI. */
function resourceOf(id: string, base: string): string | undefined {
  try {
    const url = new URL(id, base);
    url.hash = '';
    return url.href;
  } catch {
    return undefined;
  }
}

/** Regular expressions that do not compile and `$id`s used twice, each at its place. */
function walkFindings(schema: unknown, base: string, file: number | undefined): Finding[] {
  const findings: Finding[] = [];
  // The path of the schema being visited: pointers are built only for a problem.
  const path: string[] = [];
  const place = (...last: string[]) => ({ ...(file === undefined ? {} : { file }), pointer: joinPointer(base, ...path, ...last) });
  // The resources named so far (with where), and the base URI of each enclosing schema.
  const resources = new Map<string, string>();
  const bases: string[] = [DEFAULT_BASE];
  const visit = (node: unknown): void => {
    if (!isJsonObject(node)) return;
    const id = node['$id'];
    const resource = typeof id === 'string' && !id.startsWith('#') ? resourceOf(id, bases[bases.length - 1] ?? DEFAULT_BASE) : undefined;
    if (resource !== undefined) {
      const first = resources.get(resource);
      if (first !== undefined) findings.push(error('action_schema', place('$id'), `names the same schema as the \`$id\` at ${first}: ajv refuses a schema whose \`$id\` names two subschemas; give each its own \`$id\` or drop one`));
      else resources.set(resource, joinPointer(base, ...path, '$id'));
      bases.push(resource);
    }
    visitKeywords(node);
    if (resource !== undefined) bases.pop();
  };
  const visitKeywords = (node: Readonly<Record<string, unknown>>): void => {
    const pattern = node['pattern'];
    const bad = typeof pattern === 'string' ? regexProblem(pattern) : undefined;
    if (bad !== undefined) findings.push(error('action_schema', place('pattern'), `is not a regular expression that compiles: ${bad}`));
    const patterns = node['patternProperties'];
    for (const key of isJsonObject(patterns) ? Object.keys(patterns) : []) {
      const problem = regexProblem(key);
      if (problem !== undefined) findings.push(error('action_schema', { ...place('patternProperties', key), key: true }, `is not a regular expression that compiles: ${problem}`));
    }
    // Only keywords that hold subschemas are entered; the rest (most of a schema) cost a look-up.
    for (const keyword of Object.keys(node)) {
      const child = node[keyword];
      if (SCHEMA_ONE.has(keyword)) visitAt(keyword, child);
      else if (SCHEMA_LISTS.has(keyword) && Array.isArray(child)) {
        path.push(keyword);
        child.forEach((item, i) => visitAt(String(i), item));
        path.pop();
      } else if (SCHEMA_MAPS.has(keyword) && isJsonObject(child)) {
        path.push(keyword);
        for (const name of Object.keys(child)) visitAt(name, child[name]);
        path.pop();
      }
    }
  };
  const visitAt = (segment: string, node: unknown): void => {
    path.push(segment);
    visit(node);
    path.pop();
  };
  // Depth is bounded: the input was checked against MAX_DEPTH before this runs.
  visit(schema);
  return findings;
}

/** Which actions' schemas to check, by variant; every action's when left out. */
export type SchemaSelection = (variant: string) => boolean;

/** Problems of the action schemas in one file's object (or one definition), with in-file pointers. */
export function actionSchemaFindings(value: Readonly<Record<string, unknown>>, file?: number, selected?: SchemaSelection): Finding[] {
  const actions = value['actions'];
  if (!Array.isArray(actions)) return [];
  const findings: Finding[] = [];
  actions.forEach((action, index) => {
    if (!isJsonObject(action)) return;
    const schema = action['schema'];
    if (!isJsonObject(schema) && typeof schema !== 'boolean') return;
    if (selected !== undefined && !(typeof action['variant'] === 'string' && selected(action['variant']))) return;
    const base = `/actions/${index}/schema`;
    findings.push(...metaFindings(schema, base, file), ...walkFindings(schema, base, file), ...refFindings(schema, base, file));
  });
  return findings;
}
