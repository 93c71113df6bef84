// JSON objects as CEL maps that convert each nested object once, on first read: the library
// turns a plain object into a new Map on every access, which a policy on every step would repeat.
import { celMap, type CelMap } from '@bufbuild/cel';
import type { JsonObject, JsonValue } from '../types.js';

/** Only parsed JSON objects: a map converted before is left as it is. */
const isPlainObject = (v: unknown): v is JsonObject => typeof v === 'object' && v !== null && Object.getPrototypeOf(v) === Object.prototype;

/** A Map whose plain-object values become JSON views on first read (kept beside the raw value). */
export class JsonMap extends Map<string, unknown> {
  private converted: Map<string, CelMap> | undefined;

  override get(key: string): unknown {
    const value = super.get(key);
    if (!isPlainObject(value)) return value;
    this.converted ??= new Map();
    let view = this.converted.get(key);
    if (view === undefined) {
      view = jsonView(value);
      this.converted.set(key, view);
    }
    return view;
  }

  /** The value as stored: plain JSON, for the native evaluator. */
  raw(key: string): unknown {
    return super.get(key);
  }
}

/** A CEL map of `object`'s entries; nested objects become such maps when first read. */
export function jsonView(object: JsonObject): CelMap {
  return celMap(new JsonMap(Object.entries(object) as [string, JsonValue][]) as never);
}
