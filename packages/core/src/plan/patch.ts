// RFC 6902 patches of a step: from the object as it is to the object as it will be.
import jsonpatch from 'fast-json-patch';
import type { JsonObject, PatchOperation } from '../types.js';

/** The patch of a delete: the whole object goes. */
export const DELETE_PATCH: readonly PatchOperation[] = Object.freeze([{ op: 'remove', path: '' }]);

/** Operations turning `before` into `after` (both in canonical key order, so the result is stable). */
export function diffPatch(before: JsonObject, after: JsonObject): PatchOperation[] {
  return jsonpatch.compare(before, after) as PatchOperation[];
}
