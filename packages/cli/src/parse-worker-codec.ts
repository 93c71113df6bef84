// How a parse worker sends a loaded file to the main thread. A value travels as JSON text when
// JSON says it exactly (no shared objects, no -0): the main thread then pays a JSON.parse, about
// half of what rebuilding a structured clone costs it. Anything else travels as a structured clone.
import { isJsonObject, mayShareObjects, type LoadResult, type SourceFile } from '@capctl/core';

export type WorkerResult = LoadResult | { readonly ok: true; readonly json: string };

/** Whether JSON.stringify would change the value: a -0 anywhere (it becomes 0). */
function holdsNegativeZero(value: unknown): boolean {
  if (typeof value === 'number') return Object.is(value, -0);
  if (Array.isArray(value)) return value.some(holdsNegativeZero);
  return isJsonObject(value) && Object.values(value).some(holdsNegativeZero);
}

export function encodeResult(file: SourceFile, result: LoadResult): WorkerResult {
  if (!result.ok || result.value === undefined || mayShareObjects(file) || holdsNegativeZero(result.value)) return result;
  return { ok: true, json: JSON.stringify(result.value) };
}

export function decodeResult(result: WorkerResult): LoadResult {
  return 'json' in result ? { ok: true, value: JSON.parse(result.json) as unknown } : result;
}
