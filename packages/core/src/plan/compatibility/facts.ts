// What a conjunction of subschemas says through its own (non-combinator) keywords: the instance
// types, a finite value set, and the tightest bounds. Over-approximates: ignoring a keyword only
// lets the conjunction admit more, which keeps every proof built on these facts sound.
import type { JsonObject, JsonValue } from '../../types.js';
import { isJsonObject } from '../../json-object.js';
import { jsonEqual } from '../canonical-json.js';
import { keywordsOf, type SchemaNode } from './schema-node.js';

export const TYPES = ['null', 'boolean', 'object', 'array', 'string', 'number', 'integer'] as const;
export type InstanceType = (typeof TYPES)[number];

export function typeOfValue(value: JsonValue): InstanceType {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value as InstanceType;
}

/**
 * The types a `type` keyword admits (integer within number), or undefined when it constrains
 * nothing ajv enforces: absent, `type: []` (ajv then checks no type at all), or a list with a
 * word that is no JSON type (ajv refuses to compile it).
 */
export function declaredTypes(value: JsonValue | undefined): Set<InstanceType> | undefined {
  const list = typeof value === 'string' ? [value] : Array.isArray(value) ? value : undefined;
  if (list === undefined || list.length === 0) return undefined;
  const out = new Set<InstanceType>();
  for (const t of list) {
    if (typeof t !== 'string' || !(TYPES as readonly string[]).includes(t)) return undefined;
    out.add(t as InstanceType);
    if (t === 'number') out.add('integer');
  }
  return out;
}

/** The types a schema's `type` admits with OpenAPI `nullable: true` adding null, as ajv reads them; undefined without `type`. */
export function typesOfSchema(k: JsonObject): Set<InstanceType> | undefined {
  const declared = declaredTypes(k['type']);
  if (declared !== undefined && k['nullable'] === true) declared.add('null');
  return declared;
}

export const admitsValueType = (types: ReadonlySet<InstanceType>, value: JsonValue): boolean => types.has(typeOfValue(value));

const num = (v: JsonValue | undefined): number | undefined => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);

export interface Bound { readonly value: number; readonly exclusive: boolean }

export interface Facts {
  /** `number` here means "numbers that need not be integers"; `integer` alone means integers only. */
  readonly types: Set<InstanceType>;
  /** Every value the conjunction admits, when `const`/`enum` (or the types) make that a finite list. */
  readonly values: JsonValue[] | undefined;
  readonly lower: Bound | undefined;
  readonly upper: Bound | undefined;
  readonly multipleOf: number[];
  readonly minLength: number;
  readonly maxLength: number | undefined;
  readonly patterns: string[];
  readonly formats: string[];
  readonly minItems: number;
  readonly maxItems: number | undefined;
  readonly uniqueItems: boolean;
  readonly required: Set<string>;
  readonly minProperties: number;
  readonly maxProperties: number | undefined;
}

function tighter(a: Bound | undefined, b: Bound | undefined, lower: boolean): Bound | undefined {
  if (a === undefined) return b;
  if (b === undefined) return a;
  if (a.value === b.value) return a.exclusive ? a : b;
  return (lower ? a.value > b.value : a.value < b.value) ? a : b;
}

export function factsOf(nodes: readonly SchemaNode[]): Facts {
  let types = new Set<InstanceType>(TYPES);
  let values: JsonValue[] | undefined;
  let lower: Bound | undefined;
  let upper: Bound | undefined;
  const f = { multipleOf: [] as number[], patterns: [] as string[], formats: [] as string[], required: new Set<string>() };
  let minLength = 0, minItems = 0, minProperties = 0, uniqueItems = false;
  let maxLength: number | undefined, maxItems: number | undefined, maxProperties: number | undefined;
  const min = (a: number | undefined, b: number | undefined) => (a === undefined ? b : b === undefined ? a : Math.min(a, b));
  for (const node of nodes) {
    const k = keywordsOf(node);
    const declared = typesOfSchema(k);
    if (declared !== undefined) types = new Set([...types].filter((t) => declared.has(t)));
    // `not: {type: ...}` alone removes exactly those types.
    const not = k['not'];
    if (isJsonObject(not) && Object.keys(not).length === 1) {
      const excluded = declaredTypes(not['type']);
      if (excluded !== undefined) types = new Set([...types].filter((t) => !excluded.has(t)));
    }
    const listed = k['const'] !== undefined ? [k['const']] : Array.isArray(k['enum']) ? k['enum'] : undefined;
    if (listed !== undefined) values = values === undefined ? [...listed] : values.filter((v) => listed.some((w) => jsonEqual(v, w)));
    lower = tighter(lower, num(k['minimum']) === undefined ? undefined : { value: num(k['minimum'])!, exclusive: false }, true);
    upper = tighter(upper, num(k['maximum']) === undefined ? undefined : { value: num(k['maximum'])!, exclusive: false }, false);
    if (num(k['exclusiveMinimum']) !== undefined) lower = tighter(lower, { value: num(k['exclusiveMinimum'])!, exclusive: true }, true);
    if (num(k['exclusiveMaximum']) !== undefined) upper = tighter(upper, { value: num(k['exclusiveMaximum'])!, exclusive: true }, false);
    if (num(k['multipleOf']) !== undefined && num(k['multipleOf'])! > 0) f.multipleOf.push(num(k['multipleOf'])!);
    minLength = Math.max(minLength, num(k['minLength']) ?? 0);
    maxLength = min(maxLength, num(k['maxLength']));
    if (typeof k['pattern'] === 'string') f.patterns.push(k['pattern']);
    if (typeof k['format'] === 'string') f.formats.push(k['format']);
    minItems = Math.max(minItems, num(k['minItems']) ?? 0);
    maxItems = min(maxItems, num(k['maxItems']));
    uniqueItems ||= k['uniqueItems'] === true;
    if (Array.isArray(k['required'])) for (const r of k['required']) if (typeof r === 'string') f.required.add(r);
    minProperties = Math.max(minProperties, num(k['minProperties']) ?? 0);
    maxProperties = min(maxProperties, num(k['maxProperties']));
  }
  // No type is inferred from `multipleOf`: ajv's float test admits 5e-324 as a multiple of 2.
  if (values !== undefined) {
    values = values.filter((v) => admitsValueType(types, v));
    types = new Set(values.map(typeOfValue));
  } else if ([...types].every((t) => t === 'null' || t === 'boolean')) {
    values = [...(types.has('null') ? [null] : []), ...(types.has('boolean') ? [true, false] : [])];
  }
  return { types, values, lower, upper, minLength, maxLength, minItems, maxItems, uniqueItems, minProperties, maxProperties, ...f };
}

/** A number type is present: integers at least. */
export const hasNumbers = (facts: Facts): boolean => facts.types.has('integer') || facts.types.has('number');
