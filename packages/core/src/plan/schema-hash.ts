// The hash that stands for a stored action schema in the state's version history: SHA-256 (hex)
// of its canonical JSON, so equal schemas (whatever their key order) hash alike and a history of
// 10,000 actions loads and compares as short strings instead of parsed schemas.
import { createHash } from 'node:crypto';
import type { JsonValue } from '../types.js';
import { stableStringify } from './canonical-json.js';

/** SHA-256 (hex) of the canonical JSON of `schema`; computed by whoever stores a version. */
export function schemaHash(schema: JsonValue): string {
  return createHash('sha256').update(stableStringify(schema)).digest('hex');
}
