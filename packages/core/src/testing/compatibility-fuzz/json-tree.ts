// Paths into JSON values for the fuzzer: where the subschemas of a schema are, reading and
// replacing the value at a path without touching the input, and a copy that keeps own
// `__proto__` keys and -0 (which a JSON round trip would lose).
import type { JsonObject, JsonValue } from '../../types.js';
import { isJsonObject } from '../../json-object.js';
import { SCHEMA_LISTS, SCHEMA_MAPS, SINGLE_SCHEMA } from './vocabulary.js';

export type Path = readonly (string | number)[];

export function copy(v: JsonValue): JsonValue {
  if (Array.isArray(v)) return v.map(copy);
  if (isJsonObject(v)) return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, copy(x)])) as JsonObject;
  return v;
}

export function getAt(v: JsonValue, path: Path): JsonValue | undefined {
  let cur: JsonValue | undefined = v;
  for (const s of path) {
    if (Array.isArray(cur) && typeof s === 'number') cur = cur[s];
    else if (isJsonObject(cur) && Object.hasOwn(cur, String(s))) cur = cur[String(s)];
    else return undefined;
  }
  return cur;
}

/** `v` with the value at `path` replaced (`undefined`: removed); the input is not changed. */
export function setAt(v: JsonValue, path: Path, value: JsonValue | undefined): JsonValue {
  if (path.length === 0) return value ?? true;
  const [head, ...rest] = path;
  if (Array.isArray(v) && typeof head === 'number') {
    const out = [...v];
    if (rest.length === 0 && value === undefined) out.splice(head, 1);
    else out[head] = setAt(v[head] ?? null, rest, value);
    return out;
  }
  if (!isJsonObject(v)) return v;
  const key = String(head);
  const entries = Object.entries(v).filter(([k]) => rest.length > 0 || value !== undefined || k !== key);
  if (rest.length === 0 && value === undefined) return Object.fromEntries(entries) as JsonObject;
  const next = setAt(Object.hasOwn(v, key) ? v[key] as JsonValue : {}, rest, value);
  const out = Object.hasOwn(v, key) ? entries.map(([k, x]) => [k, k === key ? next : x] as const) : [...entries, [key, next] as const];
  return Object.fromEntries(out) as JsonObject;
}

/** The paths of every subschema in a schema document (the root first). */
export function schemaPaths(v: JsonValue, path: Path = [], out: Path[] = []): Path[] {
  out.push(path);
  if (!isJsonObject(v) || out.length > 400) return out;
  for (const k of SINGLE_SCHEMA) if (Object.hasOwn(v, k)) schemaPaths(v[k] as JsonValue, [...path, k], out);
  for (const k of SCHEMA_MAPS) {
    const m = v[k];
    if (Object.hasOwn(v, k) && isJsonObject(m)) for (const [name, s] of Object.entries(m)) if (!Array.isArray(s)) schemaPaths(s, [...path, k, name], out);
  }
  for (const k of SCHEMA_LISTS) {
    const l = v[k];
    if (!Object.hasOwn(v, k)) continue;
    if (Array.isArray(l)) l.forEach((s, i) => schemaPaths(s, [...path, k, i], out));
    else if (k === 'items') schemaPaths(l as JsonValue, [...path, k], out);
  }
  return out;
}

/** A stable text of a value: JSON with -0 written as -0 (JSON.parse reads it back as -0). */
export function jsonText(v: JsonValue, space?: number): string {
  const mark = '\u0000-0\u0000';
  return JSON.stringify(v, (_k, x: unknown) => (Object.is(x, -0) ? mark : x), space).replaceAll(JSON.stringify(mark), '-0');
}

export const sizeOf = (v: JsonValue): number => jsonText(v).length;
