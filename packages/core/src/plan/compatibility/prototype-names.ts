// Property names that JavaScript finds on every object through its prototype (`__proto__`,
// `constructor`, `toString`, ...): ajv looks properties up with `data[name]`, so a schema that
// names one judges inherited values the analysis never sees. Such a schema is left unproven.
import type { JsonValue } from '../../types.js';
import { isJsonObject } from '../../json-object.js';

/** Keywords whose object keys are property names. */
const NAME_MAPS = new Set(['properties', 'dependentRequired', 'dependentSchemas', 'dependencies']);
/** Keywords whose string entries (or whose map's string lists) are property names. */
const NAME_LISTS = new Set(['required', 'dependentRequired', 'dependencies']);

const inherited = (name: string): boolean => Object.hasOwn(Object.prototype, name);

/** The first inherited property name a schema uses, with the keyword that names it; undefined when none. */
export function prototypeName(schema: JsonValue, depth = 0): { readonly keyword: string; readonly name: string } | undefined {
  if (typeof schema !== 'object' || schema === null) return undefined;
  if (depth > 64) return { keyword: 'schema', name: '(nested too deeply to scan)' };
  if (Array.isArray(schema)) {
    for (const v of schema) {
      const found = prototypeName(v, depth + 1);
      if (found !== undefined) return found;
    }
    return undefined;
  }
  for (const [key, value] of Object.entries(schema)) {
    if (inherited(key)) return { keyword: key, name: key };
    if (NAME_MAPS.has(key) && isJsonObject(value)) {
      const name = Object.keys(value).find(inherited);
      if (name !== undefined) return { keyword: key, name };
    }
    if (NAME_LISTS.has(key)) {
      const lists = Array.isArray(value) ? [value] : isJsonObject(value) ? Object.values(value).filter(Array.isArray) : [];
      const name = lists.flat().find((x): x is string => typeof x === 'string' && inherited(x));
      if (name !== undefined) return { keyword: key, name };
    }
    const found = prototypeName(value, depth + 1);
    if (found !== undefined) return found;
  }
  return undefined;
}
