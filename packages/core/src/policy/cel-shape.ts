// The types the policy checker reasons with: CEL's scalars, lists and maps, plus records (maps
// whose keys are known, the subjects of policies), and how a library signature's type reads.
import type { CelType } from '@bufbuild/cel';

export type ScalarName = 'bool' | 'int' | 'uint' | 'double' | 'string' | 'bytes' | 'null_type' | 'type' | 'dyn';

export type CelShape =
  | { readonly kind: 'scalar'; readonly name: ScalarName }
  | { readonly kind: 'list'; readonly element: CelShape }
  | { readonly kind: 'map'; readonly key: CelShape; readonly value: CelShape }
  /** A map with known string keys: selecting any other key is an error the checker reports. */
  | { readonly kind: 'record'; readonly name: string; readonly fields: Readonly<Record<string, CelShape>> }
  /** A protobuf message type of the library (timestamps, durations): no subject has one. */
  | { readonly kind: 'message'; readonly name: string };

const scalar = (name: ScalarName): CelShape => Object.freeze({ kind: 'scalar', name });
export const DYN = scalar('dyn');
export const BOOL = scalar('bool');
export const INT = scalar('int');
export const UINT = scalar('uint');
export const DOUBLE = scalar('double');
export const STRING = scalar('string');
export const BYTES = scalar('bytes');
export const NULL = scalar('null_type');
export const TYPE = scalar('type');

export const listOf = (element: CelShape): CelShape => Object.freeze({ kind: 'list', element });
export const mapOf = (key: CelShape, value: CelShape): CelShape => Object.freeze({ kind: 'map', key, value });
export const record = (name: string, fields: Record<string, CelShape>): CelShape => Object.freeze({ kind: 'record', name, fields: Object.freeze(fields) });

export const isDyn = (t: CelShape): boolean => t.kind === 'scalar' && t.name === 'dyn';
export const isNumeric = (t: CelShape): boolean => t.kind === 'scalar' && (t.name === 'int' || t.name === 'uint' || t.name === 'double');

/** How a type is named in messages: `string`, `list(string)`, `map(string, dyn)`, `step`. */
export function shapeName(t: CelShape): string {
  switch (t.kind) {
    case 'scalar': return t.name;
    case 'list': return `list(${shapeName(t.element)})`;
    case 'map': return `map(${shapeName(t.key)}, ${shapeName(t.value)})`;
    case 'record': return t.name;
    case 'message': return t.name;
  }
}

/** A library signature's type (a CelType of @bufbuild/cel) as a shape. */
export function fromCelType(t: CelType): CelShape {
  switch (t.kind) {
    case 'scalar': return scalar(t.scalar as ScalarName);
    case 'list': return listOf(fromCelType(t.element));
    case 'map': return mapOf(fromCelType(t.key), fromCelType(t.value));
    case 'object': return Object.freeze({ kind: 'message', name: t.name });
  }
}

/** A record is a map at run time: where a map is wanted, it is a map(string, dyn). */
const asMap = (t: CelShape): CelShape => (t.kind === 'record' ? mapOf(STRING, DYN) : t);

/** Whether a value of type `actual` may be passed where `wanted` is declared (dyn either side: yes). */
export function accepts(wanted: CelShape, actual: CelShape): boolean {
  if (isDyn(wanted) || isDyn(actual)) return true;
  const a = asMap(actual);
  const w = asMap(wanted);
  if (w.kind === 'scalar') return a.kind === 'scalar' && a.name === w.name;
  if (w.kind === 'list') return a.kind === 'list' && accepts(w.element, a.element);
  if (w.kind === 'map') return a.kind === 'map' && accepts(w.key, a.key) && accepts(w.value, a.value);
  return w.kind === 'message' && a.kind === 'message' && a.name === w.name;
}

/** The one type of two branches or elements, or dyn when they differ. */
export function common(a: CelShape, b: CelShape): CelShape {
  if (shapeName(a) === shapeName(b)) return a;
  if (a.kind === 'scalar' && a.name === 'null_type') return b;
  if (b.kind === 'scalar' && b.name === 'null_type') return a;
  return DYN;
}
