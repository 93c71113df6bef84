// A secret header value written as `(sensitive)` means "keep the stored value": the service never
// returns secret header values, so `capctl export` writes the placeholder, and the export must
// still plan to no changes. It resolves only against the live destination of the same label; on
// any other object it is an error, so the placeholder itself is never stored over a real secret.
import { escapeSegment } from '../parse/json-pointer.js';
import { isJsonObject } from '../json-object.js';
import type { Diagnostic, JsonObject, JsonValue } from '../types.js';
import { keepStoredSecrets, SENSITIVE_VALUE, sensitiveHeadersOf } from './mask.js';
import type { Pairing } from './match.js';
import { PLAN_DIAGNOSTIC_CODES } from './plan-codes.js';


function headersOf(fields: JsonObject | undefined): JsonObject | undefined {
  const config = fields?.['config'];
  return isJsonObject(config) && isJsonObject(config['headers']) ? config['headers'] : undefined;
}

export interface KeptConfig {
  readonly config: JsonObject;
  /** Secret headers given as the placeholder with no stored value to keep. */
  readonly missing: readonly string[];
}

/**
 * The placeholder rule on one destination config, for the planner and for the service's PATCH:
 * placeholders among its headers keep the values of `stored` (the live stored config). `known`
 * is a stored config whose `sensitive_headers` still mark secrets though its values may not be
 * kept (a deleted destination's); it defaults to `stored`.
 */
export function keepStoredConfigSecrets(config: JsonObject, stored: JsonValue | undefined, known: JsonValue | undefined = stored): KeptConfig {
  const headers = isJsonObject(config['headers']) ? config['headers'] : undefined;
  if (headers === undefined) return { config, missing: [] };
  const extra = [...sensitiveHeadersOf(config), ...sensitiveHeadersOf(known)];
  const kept = keepStoredSecrets(headers, isJsonObject(stored) ? stored['headers'] : undefined, extra);
  return { config: { ...config, headers: kept.headers }, missing: kept.missing };
}

export interface ResolvedPlaceholders {
  readonly pairings: readonly Pairing[];
  readonly diagnostics: readonly Diagnostic[];
}

export function resolveSensitivePlaceholders(pairings: readonly Pairing[]): ResolvedPlaceholders {
  const diagnostics: Diagnostic[] = [];
  const resolved = pairings.map((pairing): Pairing => {
    const desired = pairing.desired;
    const headers = pairing.kind === 'destination' ? headersOf(desired?.fields) : undefined;
    if (desired === undefined || headers === undefined || !Object.values(headers).includes(SENSITIVE_VALUE)) return pairing;
    const config = desired.fields['config'] as JsonObject;
    const stored = pairing.current !== undefined && !pairing.current.deleted ? pairing.current.fields['config'] : undefined;
    const kept = keepStoredConfigSecrets(config, stored, pairing.current?.fields['config']);
    for (const name of kept.missing) {
      diagnostics.push({
        severity: 'error',
        code: PLAN_DIAGNOSTIC_CODES.sensitivePlaceholder,
        pointer: `${desired.pointer}/config/headers/${escapeSegment(name)}`,
        message: `destination "${pairing.name}" header \`${name}\` is the placeholder ${SENSITIVE_VALUE}, but the service holds no `
          + 'value for it to keep; write the real value (the placeholder only keeps a value already stored)',
      });
    }
    return { ...pairing, desired: { ...desired, fields: { ...desired.fields, config: kept.config } } };
  });
  return { pairings: resolved, diagnostics };
}
