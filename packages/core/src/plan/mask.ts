// THE masking of secrets in plans: destination header values whose names look secret become
// `(sensitive)`. Every rendering (text, Ink, Markdown, JSON) and the service's responses use
// `maskPlan`; the unmasked plan is the one that gets applied.
import type { JsonObject, JsonValue, PatchOperation, Plan, Step } from '../types.js';

export const SENSITIVE_VALUE = '(sensitive)';

const SENSITIVE_NAME = /authorization|cookie|token|secret|key|password/i;

/** Header names that look like they carry a secret (case-insensitive). */
export function isSensitiveHeader(name: string): boolean {
  return SENSITIVE_NAME.test(name);
}

const isObject = (v: JsonValue | undefined): v is JsonObject => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Headers with every secret-looking value replaced by `(sensitive)`; anything else as it is. */
export function maskHeaders(headers: JsonValue | undefined): JsonValue | undefined {
  if (!isObject(headers)) return headers;
  const out: JsonObject = {};
  for (const [name, value] of Object.entries(headers)) out[name] = isSensitiveHeader(name) ? SENSITIVE_VALUE : value;
  return out;
}

/** `value` sits at `path` (segments) of a destination; mask the headers inside it, if any. */
function maskAt(path: readonly string[], value: JsonValue): JsonValue {
  const [first, second, third] = path;
  if (path.length >= 3 && first === 'config' && second === 'headers') {
    return third !== undefined && isSensitiveHeader(third) ? SENSITIVE_VALUE : value;
  }
  if (path.length === 2 && first === 'config' && second === 'headers') return maskHeaders(value) ?? value;
  if (!isObject(value)) return value;
  if (path.length === 1 && first === 'config') {
    return 'headers' in value ? { ...value, headers: maskHeaders(value['headers']) ?? null } : value;
  }
  if (path.length === 0 && isObject(value['config'])) {
    return { ...value, config: maskAt(['config'], value['config']) };
  }
  return value;
}

const unescape = (segment: string): string => segment.replace(/~1/g, '/').replace(/~0/g, '~');

function maskOperation(op: PatchOperation): PatchOperation {
  if (op.value === undefined) return op;
  const path = op.path === '' ? [] : op.path.split('/').slice(1).map(unescape);
  const value = maskAt(path, op.value);
  return value === op.value ? op : { ...op, value };
}

/** A copy of a destination step with secret-looking header values masked; other steps as they are. */
export function maskStep(step: Step): Step {
  if (step.kind !== 'destination') return step;
  return {
    ...step,
    ...(step.before ? { before: maskAt([], step.before) as JsonObject } : {}),
    ...(step.after ? { after: maskAt([], step.after) as JsonObject } : {}),
    ...(step.patch ? { patch: step.patch.map(maskOperation) } : {}),
  };
}

/** The plan as it may be shown or sent anywhere: every secret-looking header value masked. */
export function maskPlan(plan: Plan): Plan {
  return { ...plan, steps: plan.steps.map(maskStep) };
}
