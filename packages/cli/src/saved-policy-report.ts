// Whether a saved plan's policy report has the shape core gives it: the file may have been
// edited, and a report of another shape must be refused as damage, not fail while it is shown.
import { ENFORCEMENTS, POLICY_SCOPES } from '@capctl/core';

type Fields = Record<string, unknown>;

const isObject = (v: unknown): v is Fields => v !== null && typeof v === 'object' && !Array.isArray(v);
const strings = (v: Fields, keys: readonly string[]): boolean => keys.every((key) => typeof v[key] === 'string');
const oneOf = (v: unknown, values: readonly string[]): boolean => typeof v === 'string' && values.includes(v);

const isResult = (v: unknown): boolean =>
  isObject(v) && strings(v, ['policy', 'subject', 'message']) && oneOf(v['enforcement'], ENFORCEMENTS) && oneOf(v['scope'], POLICY_SCOPES);

const isError = (v: unknown): boolean =>
  isObject(v) && strings(v, ['policy', 'subject', 'code', 'message']) && oneOf(v['enforcement'], ENFORCEMENTS);

/** True when absent (a plan no policy set was consulted for) or shaped as core's PlanPolicy. */
export function isSavedPolicyReport(value: unknown): boolean {
  if (value === undefined) return true;
  if (!isObject(value) || !isObject(value['set'])) return false;
  const { version, digest } = value['set'];
  if (!Number.isInteger(version) || (version as number) < 0 || typeof digest !== 'string') return false;
  const { results, errors } = value;
  return Array.isArray(results) && Array.isArray(errors) && results.every(isResult) && errors.every(isError);
}
