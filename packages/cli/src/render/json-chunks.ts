// JSON as it is produced: the chunks of `JSON.stringify(value, null, 2)`, byte for byte, with the
// objects and arrays near the top written member by member, so that a plan of 100,000 steps is
// never one string. Arrays may be given lazily (JsonLazyArray): each element made as it is written.

/** An array whose elements are made when written: `map` runs once per item, in order. */
export class JsonLazyArray<T = unknown> {
  constructor(readonly items: readonly T[], readonly map: (item: T) => unknown) {}
}

/** Levels below which a value is written by one JSON.stringify call (steps are small). */
const STREAMED_DEPTH = 2;

const INDENT = '  ';

/** `JSON.stringify(value, null, 2)` placed at `depth`: its inner lines indented to that depth. */
function whole(value: unknown, depth: number): string | undefined {
  if (depth === 0 || value === null || typeof value !== 'object') return JSON.stringify(value, null, 2) as string | undefined;
  // Nested `depth` arrays deep, JSON.stringify indents the value's inner lines by `depth` levels
  // itself; the brackets' own lines are cut off: a slice, not a pass over a step's text.
  let nested: unknown = value;
  for (let level = 0; level < depth; level++) nested = [nested];
  const text = JSON.stringify(nested, null, 2);
  // Opening: `[` and a line break, then the next level's indent, `depth` times; closing likewise.
  const opening = 2 * depth + depth * (depth + 1);
  const closing = 2 * depth + depth * (depth - 1);
  return text.slice(opening, text.length - closing);
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return (proto === Object.prototype || proto === null) && typeof (value as { toJSON?: unknown }).toJSON !== 'function';
}

/**
 * The chunks of `JSON.stringify(value, null, 2)` for a JSON value (plain objects, arrays, strings,
 * numbers, booleans, null; members that are undefined are left out as JSON.stringify leaves them).
 * Undefined at the top yields nothing, as JSON.stringify returns undefined.
 */
export function* jsonChunks(value: unknown, depth = 0): Generator<string> {
  const streamed = depth < STREAMED_DEPTH;
  if (value instanceof JsonLazyArray) {
    yield* arrayChunks(value.items, value.map, depth);
  } else if (streamed && Array.isArray(value)) {
    yield* arrayChunks(value, (item) => item, depth);
  } else if (streamed && isPlainObject(value)) {
    yield* objectChunks(value, depth);
  } else {
    const text = whole(value, depth);
    if (text !== undefined) yield text;
  }
}

/** Whether JSON.stringify writes the member at all (undefined, functions and symbols it leaves out). */
const written = (value: unknown): boolean => value !== undefined && typeof value !== 'function' && typeof value !== 'symbol';

function* objectChunks(value: Record<string, unknown>, depth: number): Generator<string> {
  const inner = `\n${INDENT.repeat(depth + 1)}`;
  let first = true;
  for (const [key, member] of Object.entries(value)) {
    if (!written(member)) continue;
    yield `${first ? '{' : ','}${inner}${JSON.stringify(key)}: `;
    first = false;
    yield* jsonChunks(member, depth + 1);
  }
  yield first ? '{}' : `\n${INDENT.repeat(depth)}}`;
}

function* arrayChunks<T>(items: readonly T[], map: (item: T) => unknown, depth: number): Generator<string> {
  const inner = `\n${INDENT.repeat(depth + 1)}`;
  for (const [index, item] of items.entries()) {
    yield `${index === 0 ? '[' : ','}${inner}`;
    const element = map(item);
    // JSON.stringify writes an element it cannot write as null.
    if (written(element)) yield* jsonChunks(element, depth + 1);
    else yield 'null';
  }
  yield items.length === 0 ? '[]' : `\n${INDENT.repeat(depth)}]`;
}
