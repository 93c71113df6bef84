// Setting one value deep inside a parsed document without touching the rest: members keep their
// order, a missing member is added last.
import type { JsonValue } from '../../../types.js';

export type Path = readonly (string | number)[];

/** `doc` with the value at `path` replaced by `value` (intermediate objects made as needed). */
export function setIn(doc: JsonValue, path: Path, value: JsonValue): JsonValue {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  if (Array.isArray(doc) && typeof head === 'number') return doc.map((item, i) => (i === head ? setIn(item, rest, value) : item));
  const object = typeof doc === 'object' && doc !== null && !Array.isArray(doc) ? doc : {};
  const key = String(head);
  return { ...object, [key]: setIn(object[key] ?? {}, rest, value) };
}

/** The value at `path`, or undefined. */
export function getIn(doc: JsonValue | undefined, path: Path): JsonValue | undefined {
  let at = doc;
  for (const step of path) {
    if (typeof at !== 'object' || at === null) return undefined;
    at = Array.isArray(at) ? at[step as number] : at[String(step)];
  }
  return at;
}

/**
 * A list of names in which the kinds' names are replaced by `names`, placed where the first of
 * them stood (at the end when none did); every other name keeps its place.
 */
export function spliceNames(list: JsonValue | undefined, isKindName: (name: string) => boolean, names: readonly string[]): string[] {
  const old = Array.isArray(list) ? (list as string[]) : [];
  const first = old.findIndex(isKindName);
  const kept = old.filter((n) => !isKindName(n));
  const at = first === -1 ? kept.length : old.slice(0, first).filter((n) => !isKindName(n)).length;
  return [...kept.slice(0, at), ...names, ...kept.slice(at)];
}
