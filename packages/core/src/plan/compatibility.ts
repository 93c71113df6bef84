// Schema compatibility of an action update: `backward` only when every payload valid under the
// old schema is provably valid under the new one; anything not proven is `breaking`, with reasons.
import type { CompatibilityDirection, CompatibilityReason, DirectionResult, JsonObject, JsonValue, SchemaComparison } from '../types.js';
import { isJsonObject } from '../json-object.js';
import { escapeSegment } from '../parse/json-pointer.js';
import { jsonEqual } from './canonical-json.js';
import { arrayBounds, numericBounds, objectBounds, stringBounds } from './schema-bounds.js';

type Reason = CompatibilityReason;


/** Keywords this analysis understands; any other keyword that changed is not proven compatible. */
const ANALYSED = new Set([
  'type', 'enum', 'const', 'required', 'properties', 'additionalProperties', 'items',
  'minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'multipleOf',
  'minLength', 'maxLength', 'pattern', 'format', 'minItems', 'maxItems', 'uniqueItems',
  'minProperties', 'maxProperties',
]);
const ANNOTATIONS = new Set(['$schema', '$comment', 'title', 'description', 'default', 'examples', 'deprecated', 'readOnly', 'writeOnly']);
const ALL_TYPES = ['null', 'boolean', 'object', 'array', 'number', 'string'];

const asSchema = (v: JsonValue | undefined): JsonObject | undefined => (v === true || v === undefined ? {} : isJsonObject(v) ? v : undefined);

/**
 * A keyword's value as text: a string as it is, anything else as JSON. (`String` throws on an
 * object without a prototype, and a schema that is not valid JSON Schema may hold one anywhere.)
 */
const asText = (value: JsonValue): string => (typeof value === 'string' ? value : JSON.stringify(value));

function typeOfValue(value: JsonValue): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

/** The instance types a schema admits, as far as `type`, `const` and `enum` say. */
function admittedTypes(s: JsonObject): string[] {
  const declared = typeof s['type'] === 'string' ? [s['type']] : Array.isArray(s['type']) ? s['type'].map(asText) : undefined;
  const values = s['const'] !== undefined ? [s['const']] : Array.isArray(s['enum']) ? s['enum'] : undefined;
  if (values === undefined) return declared ?? ALL_TYPES;
  const fromValues = [...new Set(values.map(typeOfValue))];
  return declared === undefined ? fromValues : fromValues.filter((t) => declared.includes(t) || (t === 'integer' && declared.includes('number')));
}

const accepts = (types: readonly string[] | undefined, t: string): boolean =>
  types === undefined || types.includes(t) || (t === 'integer' && types.includes('number'));

function checkType(o: JsonObject, n: JsonObject, pointer: string, out: Reason[]): string[] {
  const oldTypes = admittedTypes(o);
  const newTypes = typeof n['type'] === 'string' ? [n['type']] : Array.isArray(n['type']) ? n['type'].map(asText) : undefined;
  if (n['type'] !== undefined && newTypes === undefined) {
    out.push({ pointer: `${pointer}/type`, rule: 'unproven', message: '`type` is neither a string nor an array and could not be compared' });
  }
  const lost = oldTypes.filter((t) => !accepts(newTypes, t));
  if (lost.length > 0) {
    out.push({
      pointer: `${pointer}/type`, rule: 'type_narrowed',
      message: `type no longer accepts ${lost.map((t) => `\`${t}\``).join(', ')}: such payloads are now rejected`,
    });
  }
  return oldTypes;
}

function checkValues(o: JsonObject, n: JsonObject, pointer: string, out: Reason[]): void {
  const oldValues = o['const'] !== undefined ? [o['const']] : Array.isArray(o['enum']) ? o['enum'] : undefined;
  if (n['const'] !== undefined && !(oldValues?.length === 1 && jsonEqual(oldValues[0], n['const']))) {
    out.push({ pointer: `${pointer}/const`, rule: 'const_added', message: `only ${JSON.stringify(n['const'])} is now allowed: other payloads are rejected` });
  }
  const newEnum = n['enum'];
  if (newEnum === undefined) return;
  if (!Array.isArray(newEnum) || oldValues === undefined) {
    out.push({ pointer: `${pointer}/enum`, rule: 'enum_added', message: 'an `enum` was added: values outside it are now rejected' });
    return;
  }
  for (const value of oldValues) {
    if (!newEnum.some((v) => jsonEqual(v, value))) {
      out.push({ pointer: `${pointer}/enum`, rule: 'enum_value_removed', message: `enum value ${JSON.stringify(value)} was removed: payloads using it are now rejected` });
    }
  }
}

function checkUnanalysed(o: JsonObject, n: JsonObject, pointer: string, out: Reason[]): void {
  const keys = [...new Set([...Object.keys(o), ...Object.keys(n)])].sort();
  for (const key of keys) {
    if (ANALYSED.has(key) || ANNOTATIONS.has(key) || jsonEqual(o[key], n[key])) continue;
    out.push({ pointer: `${pointer}/${escapeSegment(key)}`, rule: 'unproven', message: `\`${key}\` changed and could not be proven compatible; treat the change as breaking` });
  }
}

function checkObject(o: JsonObject, n: JsonObject, pointer: string, out: Reason[]): void {
  objectBounds(o, n, pointer, out);
  const oldRequired = new Set(Array.isArray(o['required']) ? o['required'] : []);
  for (const name of Array.isArray(n['required']) ? n['required'] : []) {
    if (!oldRequired.has(name)) {
      out.push({ pointer: `${pointer}/required`, rule: 'required_added', message: `property \`${asText(name)}\` is now required: payloads without it are rejected` });
    }
  }
  if (jsonEqual(o['properties'], n['properties']) && jsonEqual(o['additionalProperties'], n['additionalProperties'])) return;
  if (o['patternProperties'] !== undefined || n['patternProperties'] !== undefined) {
    out.push({ pointer: `${pointer}/properties`, rule: 'unproven', message: 'properties changed beside `patternProperties` and could not be proven compatible' });
    return;
  }
  const oProps = isJsonObject(o['properties']) ? o['properties'] : {};
  const nProps = isJsonObject(n['properties']) ? n['properties'] : {};
  const oAdditional = o['additionalProperties'] ?? true;
  const nAdditional = n['additionalProperties'] ?? true;
  for (const name of Object.keys(nProps).sort()) {
    const at = `${pointer}/properties/${escapeSegment(name)}`;
    if (Object.hasOwn(oProps, name)) walk(oProps[name], nProps[name], at, out);
    else checkAddedProperty(name, oAdditional, nProps[name], at, out);
  }
  for (const name of Object.keys(oProps).sort()) {
    if (Object.hasOwn(nProps, name)) continue;
    if (nAdditional === false) {
      out.push({ pointer: `${pointer}/properties/${escapeSegment(name)}`, rule: 'property_removed', message: `property \`${name}\` was removed while additionalProperties is false: payloads with it are now rejected` });
    } else walk(oProps[name], nAdditional, `${pointer}/properties/${escapeSegment(name)}`, out);
  }
  if (nAdditional === false && oAdditional !== false) {
    out.push({ pointer: `${pointer}/additionalProperties`, rule: 'additional_properties_closed', message: 'additionalProperties is now false: payloads with unlisted properties are rejected' });
  } else walk(oAdditional, nAdditional, `${pointer}/additionalProperties`, out);
}

/**
 * A property the old schema did not list was still accepted through `additionalProperties`, with
 * any value it allowed; typing it now rejects some of those payloads. One reason says so, rather
 * than the narrowed keywords, because the fix is about the object, not the property.
 */
function checkAddedProperty(name: string, oAdditional: JsonValue, added: JsonValue | undefined, pointer: string, out: Reason[]): void {
  const narrowed: Reason[] = [];
  walk(oAdditional, added, pointer, narrowed);
  if (narrowed.length === 0) return;
  const any = oAdditional === true || (isJsonObject(oAdditional) && Object.keys(oAdditional).length === 0);
  out.push({
    pointer, rule: 'property_added_to_open_object',
    message: `property \`${name}\` was added with constraints while additionalProperties is not false: old payloads may carry \`${name}\` `
      + `with ${any ? 'any value' : 'any value additionalProperties allowed'}, and some are now rejected; close the schema `
      + '(additionalProperties: false) in an earlier change before adding typed properties, or apply this one with --allow-breaking',
  });
}

function checkArray(o: JsonObject, n: JsonObject, pointer: string, out: Reason[]): void {
  arrayBounds(o, n, pointer, out);
  if (n['items'] === undefined || jsonEqual(o['items'], n['items'])) return;
  if (Array.isArray(o['items']) || Array.isArray(n['items'])) {
    out.push({ pointer: `${pointer}/items`, rule: 'unproven', message: 'tuple `items` changed and could not be proven compatible' });
  } else walk(o['items'], n['items'], `${pointer}/items`, out);
}

/** Adds to `out` every reason a payload valid under `before` may be invalid under `after`. */
function walk(before: JsonValue | undefined, after: JsonValue | undefined, pointer: string, out: Reason[]): void {
  if (before === false || jsonEqual(before, after)) return;
  if (after === false) {
    out.push({ pointer, rule: 'schema_closed', message: 'the schema now rejects every value' });
    return;
  }
  const o = asSchema(before);
  const n = asSchema(after);
  if (o === undefined || n === undefined) {
    out.push({ pointer, rule: 'unproven', message: 'the schema is not an object or boolean and could not be compared' });
    return;
  }
  checkUnanalysed(o, n, pointer, out);
  const types = checkType(o, n, pointer, out);
  checkValues(o, n, pointer, out);
  const admits = (t: string) => types.includes(t) || (t === 'number' && types.includes('integer'));
  if (admits('number')) numericBounds(o, n, pointer, out);
  if (admits('string')) stringBounds(o, n, pointer, out);
  if (admits('array')) checkArray(o, n, pointer, out);
  if (admits('object')) checkObject(o, n, pointer, out);
}

function direction(before: JsonValue, after: JsonValue, dir: CompatibilityDirection): DirectionResult {
  const found: Reason[] = [];
  walk(before, after, '', found);
  const reasons = found.map((r): Reason => ({ ...r, direction: dir, verdict: r.rule === 'unproven' ? 'unproven' : 'breaking' }));
  const verdict = reasons.length === 0 ? 'proven' : reasons.some((r) => r.verdict === 'breaking') ? 'breaking' : 'unproven';
  return { verdict, reasons };
}

/** Both relations between the old schema and the new one: backward (old payloads stay valid) and forward. */
export function compareSchemas(before: JsonValue, after: JsonValue): SchemaComparison {
  return { backward: direction(before, after, 'backward'), forward: direction(after, before, 'forward') };
}
