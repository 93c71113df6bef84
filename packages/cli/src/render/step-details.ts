// What a step changes, described once from its `before`/`after`/`patch` so that the text,
// Markdown and Ink renderings only lay it out. Expects a plan already masked.
import { canonicalize, canonicalView, isBreaking, isJsonObject, modeWeakening, type CompatibilityReason, type JsonObject, type JsonValue, type Step, type StepKind } from '@capctl/core';
import { fieldChanges, parsePointer, type FieldChange } from './field-changes.js';
import type { Style } from './palette.js';
import { ABSENT, ARROW, BADGE_BREAKING, BADGE_DELETE, BADGE_MODE_WEAKENED, DRIFT_LABEL, KIND_ORDER, OP_STYLE, OP_SYMBOL, versionLabel, type Badge } from './symbols.js';
import { jsonDiff, type DiffLine } from './unified-diff.js';
import { compatibilityNote } from './compatibility-text.js';
import { actorText } from './actor-text.js';

export interface VersionMove {
  readonly from: number;
  readonly to: number;
}

export interface StepDetails {
  readonly step: Step;
  /** `+`, `~` or `-`. */
  readonly symbol: string;
  readonly opStyle: Style;
  /** Actions only. */
  readonly versions?: VersionMove;
  readonly badges: readonly Badge[];
  /** Short explanations: "schema equals v2", "renamed from checkout". */
  readonly notes: readonly string[];
  readonly reasons: readonly CompatibilityReason[];
  /** Updates: changed fields other than an action's schema and version. */
  readonly fields: readonly FieldChange[];
  /** Action updates whose schema changed: the schema's unified diff. */
  readonly schemaDiff: readonly DiffLine[];
  /** Updates and deletes of an object changed outside capctl since its last apply: applying reverts that. */
  readonly drift?: DriftDetails;
  /** Creates: the new object's fields, one per value (arrays whole), sorted; an action's schema apart. */
  readonly attributes: readonly Attribute[];
  /** Action creates: the new schema as pretty JSON, one line each. */
  readonly schema: readonly string[];
}

/** A field of a new object: `config.url`, `"https://hooks.example.com"`. */
export interface Attribute {
  readonly path: string;
  readonly value: JsonValue;
}

export interface DriftDetails {
  /** Dotted paths of the fields changed outside capctl, e.g. `config.url`. */
  readonly fields: readonly string[];
  readonly changedAt: string;
  /** Who made the last of those changes (`key ci-bot (user alice)`); absent when unknown. */
  readonly by?: string;
  /** Whether applying sets the fields back (update) or deletes the object with them (delete). */
  readonly op: 'update' | 'delete';
}

export function describeStep(step: Step): StepDetails {
  const schemaDiff = actionSchemaDiff(step);
  return {
    step,
    ...createdObject(step),
    symbol: OP_SYMBOL[step.op],
    opStyle: OP_STYLE[step.op],
    ...(step.kind === 'action' ? { versions: { from: step.current_version, to: step.final_version } } : {}),
    badges: [
      ...(isBreaking(step) ? [BADGE_BREAKING] : []),
      ...(modeWeakening(step) !== undefined ? [BADGE_MODE_WEAKENED] : []),
      ...(step.op === 'delete' ? [BADGE_DELETE] : []),
    ],
    notes: stepNotes(step),
    reasons: step.kind === 'action' ? (step.reasons ?? []) : [],
    fields: step.op === 'update' ? visibleFields(step, schemaDiff.length > 0) : [],
    schemaDiff,
    ...(step.op !== 'create' && step.drift !== undefined ? { drift: driftDetails(step.op, step.drift) } : {}),
  };
}

function driftDetails(op: 'update' | 'delete', drift: NonNullable<Step['drift']>): DriftDetails {
  return {
    fields: drift.fields.map((field) => parsePointer(field).join('.') || '/'), changedAt: drift.changed_at, op,
    ...(drift.by === undefined ? {} : { by: actorText(drift.by) }),
  };
}

/**
 * `changed outside capctl by key ci-bot (user alice) at 2026-11-24T10:00:00.000Z: config.url;
 * applying sets it back to the definition` (a delete: `applying deletes the object with it`).
 */
export function driftText(drift: DriftDetails): string {
  const fields = drift.fields.length === 0 ? '' : `: ${drift.fields.join(', ')}`;
  const it = drift.fields.length === 1 ? 'it' : 'them';
  const by = drift.by === undefined ? '' : ` by ${drift.by}`;
  const outcome = drift.op === 'delete' ? `applying deletes the object with ${it}` : `applying sets ${it} back to the definition`;
  return `${DRIFT_LABEL}${by} at ${drift.changedAt}${fields}; ${outcome}`;
}

function stepNotes(step: Step): string[] {
  const notes: string[] = [];
  if (step.renamed_from !== undefined) notes.push(`renamed from ${step.renamed_from}`);
  if (step.kind !== 'action') return notes;
  const weakened = modeWeakening(step);
  if (weakened !== undefined) notes.push(`mode ${weakened.from} ${ARROW} ${weakened.to}`);
  if (step.equals_version !== undefined) notes.push(`schema equals ${versionLabel(step.equals_version)}`);
  const compatibility = compatibilityNote(step);
  if (compatibility !== undefined) notes.push(compatibility);
  return notes;
}

/** An action's version and schema are shown as the arrow and the schema diff, not as fields. */
function visibleFields(step: Step, schemaShown: boolean): readonly FieldChange[] {
  const fields = fieldChanges(step.before, step.after, step.patch).map((field) => labelCredential(field, step));
  if (step.kind !== 'action') return fields;
  return fields.filter((field) => !isUnder(field.path, 'version') && !(schemaShown && isUnder(field.path, 'schema')));
}

/** `credential_id` is shown as a definition names it: `credential`, by label (the plan carries them). */
function labelCredential(field: FieldChange, step: Step): FieldChange {
  if (field.path !== 'credential_id' || step.credential === undefined) return field;
  const { before, after } = step.credential;
  return { path: 'credential', ...(before === undefined ? {} : { before }), ...(after === undefined ? {} : { after }) };
}

/** An object as shown in a diff: its credential by label under `credential`, like a definition. */
function shownObject(fields: JsonObject | undefined, label: string | undefined): JsonObject | undefined {
  if (fields === undefined || !('credential_id' in fields)) return fields;
  const { credential_id: id, ...rest } = fields;
  return { ...rest, credential: label ?? id ?? null };
}

function isUnder(path: string, field: string): boolean {
  return path === field || path.startsWith(`${field}.`);
}

function actionSchemaDiff(step: Step): readonly DiffLine[] {
  if (step.kind !== 'action' || step.op !== 'update') return [];
  const before = step.before?.['schema'];
  const after = step.update?.schema ?? step.after?.['schema'];
  if (before === undefined || after === undefined) return [];
  return jsonDiff(before, after, {
    before: `${step.name} ${versionLabel(step.current_version)}`,
    after: `${step.name} ${versionLabel(step.final_version)}`,
  });
}

/** The whole object's diff, from what it is now to what it will be (Markdown folds). */
export function objectDiff(step: Step): readonly DiffLine[] {
  const after = step.op === 'delete' ? undefined : shownObject(step.after ?? fallbackAfter(step), step.credential?.after);
  const before = step.op === 'create' ? undefined : shownObject(step.before, step.credential?.before);
  return jsonDiff(before, after, { before: `${step.kind} ${step.name} (now)`, after: `${step.kind} ${step.name} (planned)` });
}

/**
 * A create lists what it makes, as Terraform lists `+` attributes: nested objects by dotted path,
 * every other value whole. An action's version is the headline's arrow and its schema a block.
 */
function createdObject(step: Step): Pick<StepDetails, 'attributes' | 'schema'> {
  const object = step.op === 'create' ? shownObject(step.after ?? fallbackAfter(step), step.credential?.after) : undefined;
  if (object === undefined) return { attributes: [], schema: [] };
  // One canonical form: its leaves and its schema are canonical already, so neither is sorted again.
  const canonical = canonicalView(object) as JsonObject;
  if (step.kind !== 'action') return { attributes: leaves(canonical, '', undefined, []), schema: [] };
  const schema = canonical['schema'];
  return { attributes: leaves(canonical, '', ACTION_HEADLINE_FIELDS, []), schema: schema === undefined ? [] : JSON.stringify(schema, null, 2).split('\n') };
}

/** An action's fields that its headline and schema block show instead of its attributes. */
const ACTION_HEADLINE_FIELDS: ReadonlySet<string> = new Set(['schema', 'version']);

/**
 * The leaves of a canonical object, in its key order, pushed to `out`: a nested object's by
 * dotted path (`prefix` is the path so far with its dot), any other value, and an empty object
 * (`{}`), whole, so that no field of the new object goes unlisted. `skip` names top-level keys left out.
 */
function leaves(object: JsonObject, prefix: string, skip: ReadonlySet<string> | undefined, out: Attribute[]): Attribute[] {
  for (const key of Object.keys(object)) {
    if (skip?.has(key) === true) continue;
    const value = object[key] as JsonValue;
    const path = prefix + key;
    if (isJsonObject(value) && Object.keys(value).length > 0) leaves(value, `${path}.`, undefined, out);
    else out.push({ path, value });
  }
  return out;
}

/** A step made without `after` still says what an action will hold. */
function fallbackAfter(step: Step): JsonObject | undefined {
  if (step.kind !== 'action') return undefined;
  const payload = step.create ?? step.update;
  return payload === undefined ? undefined : (JSON.parse(JSON.stringify(payload)) as JsonObject);
}

/** `v0 → v1`, or `v3` when an update keeps the version. */
export function versionText(versions: VersionMove): string {
  if (versions.from === versions.to) return versionLabel(versions.to);
  return `${versionLabel(versions.from)} ${ARROW} ${versionLabel(versions.to)}`;
}

/** One field change as `path: old → new`, values as compact JSON. */
export function fieldChangeText(field: FieldChange): string {
  return `${field.path}: ${formatValue(field.before)} ${ARROW} ${formatValue(field.after)}`;
}

/** One field of a new object as `path: value`, the value as compact JSON. */
export function attributeText(attribute: Attribute): string {
  return `${attribute.path}: ${formatValue(attribute.value)}`;
}

export function formatValue(value: JsonValue | undefined): string {
  if (value === undefined) return ABSENT;
  // A scalar is its own canonical form. Compact JSON of the canonical copy is what parsing its
  // indented text and writing it again gave: the keys come back in the same order.
  if (typeof value !== 'object' || value === null) return JSON.stringify(value);
  return JSON.stringify(canonicalize(value));
}

export interface KindGroup {
  readonly kind: StepKind;
  readonly steps: readonly Step[];
}

/** Steps grouped by kind in dependency order; within a kind the plan's own order is kept. */
export function groupByKind(steps: readonly Step[]): readonly KindGroup[] {
  return KIND_ORDER.map((kind) => ({ kind, steps: steps.filter((step) => step.kind === kind) })).filter(
    (group) => group.steps.length > 0,
  );
}
