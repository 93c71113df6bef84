// Which fields of an object an update changes: named by the step's JSON Patch (or, without
// one, by comparing `before` and `after`), with old and new values read from `before`/`after`.
import { isJsonObject, type JsonObject, type JsonValue, type PatchOperation } from '@capctl/core';
import { canonicalJson } from './unified-diff.js';

export interface FieldChange {
  /** Dotted path, e.g. `config.headers.Authorization`; arrays are shown whole. */
  readonly path: string;
  /** Absent when the field is added. */
  readonly before?: JsonValue;
  /** Absent when the field is removed. */
  readonly after?: JsonValue;
}

/**
 * Changed fields, sorted by path. The planner's patch names them when present: unlike the
 * masked values, it still shows that a secret header changed. Without one, `before` and
 * `after` are compared.
 */
export function fieldChanges(
  before: JsonObject | undefined,
  after: JsonObject | undefined,
  patch: readonly PatchOperation[] | undefined,
): readonly FieldChange[] {
  const usePatch = patch !== undefined && patch.length > 0;
  const changes =
    !usePatch && before !== undefined && after !== undefined ? compareObjects(before, after, []) : fromPatch(before, after, patch ?? []);
  return [...changes].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

function compareObjects(before: JsonObject, after: JsonObject, path: readonly string[]): FieldChange[] {
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return keys.flatMap((key) => compareValues(before[key], after[key], [...path, key]));
}

function compareValues(before: JsonValue | undefined, after: JsonValue | undefined, path: readonly string[]): FieldChange[] {
  if (isJsonObject(before) && isJsonObject(after)) return compareObjects(before, after, path);
  if (sameJson(before, after)) return [];
  return [change(path, before, after)];
}

function change(path: readonly string[], before: JsonValue | undefined, after: JsonValue | undefined): FieldChange {
  return {
    path: path.join('.'),
    ...(before === undefined ? {} : { before }),
    ...(after === undefined ? {} : { after }),
  };
}

/** Compared canonically: key order is not a change. */
function sameJson(a: JsonValue | undefined, b: JsonValue | undefined): boolean {
  if (a === undefined || b === undefined) return a === b;
  return canonicalJson(a) === canonicalJson(b);
}

function fromPatch(
  before: JsonObject | undefined,
  after: JsonObject | undefined,
  patch: readonly PatchOperation[],
): FieldChange[] {
  const seen = new Map<string, FieldChange>();
  for (const operation of patch) {
    if (operation.op === 'test') continue;
    const path = fieldPath(before ?? after, parsePointer(operation.path));
    if (path.length === 0 || seen.has(path.join('.'))) continue;
    const old = lookup(before, path);
    const next = after === undefined ? (operation.op === 'remove' ? undefined : operation.value) : lookup(after, path);
    seen.set(path.join('.'), change(path, old, next));
  }
  return [...seen.values()];
}

/** RFC 6901 pointer to segments. */
export function parsePointer(pointer: string): string[] {
  if (pointer === '') return [];
  return pointer
    .slice(1)
    .split('/')
    .map((segment) => segment.replaceAll('~1', '/').replaceAll('~0', '~'));
}

/** Cuts the path at the first array, so that a changed list shows as the whole list. */
function fieldPath(root: JsonObject | undefined, segments: readonly string[]): string[] {
  const path: string[] = [];
  let node: JsonValue | undefined = root;
  for (const segment of segments) {
    if (Array.isArray(node)) break;
    path.push(segment);
    node = isJsonObject(node) ? node[segment] : undefined;
  }
  return path;
}

function lookup(root: JsonObject | undefined, path: readonly string[]): JsonValue | undefined {
  let node: JsonValue | undefined = root;
  for (const segment of path) node = isJsonObject(node) ? node[segment] : undefined;
  return node;
}
