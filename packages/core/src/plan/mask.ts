// THE masking of secrets: destination header values whose names look secret, or that the
// destination names in `config.sensitive_headers`, become `(sensitive)`, or `(sensitive, env
// NAME)` once `showEnvSources` has said which environment variable a value came from. Every rendering (text,
// Ink, Markdown, JSON) and every response of the service goes through here; the service seals
// the same values at rest by passing its own transform to `transformPlanSecrets`.
import type { JsonObject, JsonValue, PatchOperation, Plan, Step } from '../types.js';
import { envReads } from './env-reads.js';
import { isJsonObject } from '../json-object.js';

export const SENSITIVE_VALUE = '(sensitive)';

const SENSITIVE_NAME = /authorization|cookie|token|secret|key|password/i;


/**
 * Header names that carry a secret: those that look like it (case-insensitive), and those a
 * destination lists in `sensitive_headers` (header names are case-insensitive too).
 */
export function isSensitiveHeader(name: string, extra: readonly string[] = []): boolean {
  if (SENSITIVE_NAME.test(name)) return true;
  const lower = name.toLowerCase();
  return extra.some((e) => e.toLowerCase() === lower);
}

/** The `sensitive_headers` a destination config names (none when absent or malformed). */
export function sensitiveHeadersOf(config: unknown): string[] {
  const list = isJsonObject(config as JsonValue) ? (config as JsonObject)['sensitive_headers'] : undefined;
  return Array.isArray(list) ? list.filter((n): n is string => typeof n === 'string') : [];
}

/** What becomes of one secret header value: masked, sealed or opened. */
export type SecretTransform = (value: string, header: string) => string;

/** What a secret read from environment variable `name` shows instead of its value. */
export const sensitiveFromEnv = (name: string): string => `(sensitive, env ${name})`;

/** A value that is already a mask, with or without its source: masking it again keeps it. */
const MASKED = /^\(sensitive(?:, env [A-Za-z_][A-Za-z0-9_]*)?\)$/;

const maskValue: SecretTransform = (value) => (MASKED.test(value) ? value : SENSITIVE_VALUE);

function transformValue(value: JsonValue, header: string, fn: SecretTransform): JsonValue {
  return typeof value === 'string' ? fn(value, header) : value;
}

/** Headers with every secret value transformed (masked by default); anything else as it is. */
export function maskHeaders(headers: JsonValue | undefined, extra: readonly string[] = [], fn: SecretTransform = maskValue): JsonValue | undefined {
  if (!isJsonObject(headers)) return headers;
  // Copied only when a value changes: a plan that is masked, sealed and opened shares the rest.
  let out: JsonObject | undefined;
  for (const [name, value] of Object.entries(headers)) {
    const next = isSensitiveHeader(name, extra) ? transformValue(value, name, fn) : value;
    if (next !== value) (out ??= { ...headers })[name] = next;
  }
  return out ?? headers;
}

/** A destination config with its secret header values transformed (masked by default). */
export function maskConfig<T extends object>(config: T, fn: SecretTransform = maskValue, extra: readonly string[] = sensitiveHeadersOf(config)): T {
  const headers = (config as { headers?: JsonValue }).headers;
  if (!isJsonObject(headers)) return config;
  const masked = maskHeaders(headers, extra, fn);
  return masked === headers ? config : { ...config, headers: masked } as T;
}

/** `value` sits at `path` (segments) of a destination; transform the headers inside it, if any. */
function maskAt(path: readonly string[], value: JsonValue, extra: readonly string[], fn: SecretTransform): JsonValue {
  const [first, second, third] = path;
  if (path.length === 3 && first === 'config' && second === 'headers' && third !== undefined) {
    return isSensitiveHeader(third, extra) ? transformValue(value, third, fn) : value;
  }
  if (path.length === 2 && first === 'config' && second === 'headers') return maskHeaders(value, extra, fn) ?? value;
  if (!isJsonObject(value)) return value;
  if (path.length === 1 && first === 'config') return maskConfig(value, fn, extra);
  if (path.length === 0 && isJsonObject(value['config'])) {
    const config = maskConfig(value['config'], fn, extra);
    return config === value['config'] ? value : { ...value, config };
  }
  return value;
}

const unescape = (segment: string): string => segment.replace(/~1/g, '/').replace(/~0/g, '~');

function maskOperation(op: PatchOperation, extra: readonly string[], fn: SecretTransform): PatchOperation {
  if (op.value === undefined) return op;
  const path = op.path === '' ? [] : op.path.split('/').slice(1).map(unescape);
  const value = maskAt(path, op.value, extra, fn);
  return value === op.value ? op : { ...op, value };
}

/**
 * A copy of a destination step with its secret header values transformed; other steps as they
 * are. A name listed as sensitive on either side of an update is sensitive on both.
 */
export function transformStepSecrets(step: Step, fn: SecretTransform): Step {
  if (step.kind !== 'destination') return step;
  const extra = [...sensitiveHeadersOf(step.before?.['config']), ...sensitiveHeadersOf(step.after?.['config'])];
  const before = step.before ? maskAt([], step.before, extra, fn) as JsonObject : undefined;
  const after = step.after ? maskAt([], step.after, extra, fn) as JsonObject : undefined;
  const patch = step.patch ? maskOperations(step.patch, extra, fn) : undefined;
  // A step with nothing to transform is the step itself, not a copy.
  if (before === step.before && after === step.after && patch === step.patch) return step;
  return { ...step, ...(before ? { before } : {}), ...(after ? { after } : {}), ...(patch ? { patch } : {}) };
}

/** The operations with their secret values transformed; the same array when none is. */
function maskOperations(ops: readonly PatchOperation[], extra: readonly string[], fn: SecretTransform): readonly PatchOperation[] {
  const masked = ops.map((op) => maskOperation(op, extra, fn));
  return masked.every((op, i) => op === ops[i]) ? ops : masked;
}

/** Where one secret header value came from: `{env: NAME}` of a destination's header. */
export interface SecretSource {
  readonly destination: string;
  readonly header: string;
  readonly env: string;
}

function stepWithSources(step: Step, sources: readonly SecretSource[]): Step {
  if (step.kind !== 'destination') return step;
  const own = sources.filter((s) => s.destination === step.name);
  const mine = new Map(own.map((s) => [s.header.toLowerCase(), s.env]));
  if (mine.size === 0) return step;
  const reads = envReads(step, own);
  const fn: SecretTransform = (value, header) => {
    const env = mine.get(header.toLowerCase());
    return env === undefined ? value : sensitiveFromEnv(env);
  };
  const extra = [...sensitiveHeadersOf(step.before?.['config']), ...sensitiveHeadersOf(step.after?.['config'])];
  // Only the desired side came from this environment: the stored value (before) keeps its mask.
  return {
    ...step,
    ...(reads.length > 0 ? { env_reads: reads } : {}),
    ...(step.after ? { after: maskAt([], step.after, extra, fn) as JsonObject } : {}),
    ...(step.patch ? { patch: step.patch.map((op) => maskOperation(op, extra, fn)) } : {}),
  };
}

/**
 * The plan with each secret header value read from the environment replaced by `(sensitive,
 * env NAME)`, so that every format says where the secret comes from; `maskPlan` keeps it. A
 * destination step that writes such values lists the variables in `env_reads`, so a pull request
 * that makes capctl read a new variable (and send it to a webhook) names it in its plan.
 */
export function showEnvSources(plan: Plan, sources: readonly SecretSource[]): Plan {
  if (sources.length === 0) return plan;
  return { ...plan, steps: plan.steps.map((step) => stepWithSources(step, sources)) };
}

/** The plan with every secret header value transformed (sealed, opened, ...). */
export function transformPlanSecrets(plan: Plan, fn: SecretTransform): Plan {
  return { ...plan, steps: plan.steps.map((step) => transformStepSecrets(step, fn)) };
}

/** A copy of a destination step with secret header values masked; other steps as they are. */
export function maskStep(step: Step): Step {
  return transformStepSecrets(step, maskValue);
}

/** The plan as it may be shown or sent anywhere: every secret header value masked. */
export function maskPlan(plan: Plan): Plan {
  return transformPlanSecrets(plan, maskValue);
}

export interface KeptHeaders {
  readonly headers: JsonObject;
  /** Secret headers given as the placeholder with no stored value to keep. */
  readonly missing: readonly string[];
}

/**
 * THE placeholder rule: a secret header written as `(sensitive)` (what responses and exports
 * show) keeps the stored value; where none is stored, its name is reported as missing.
 */
export function keepStoredSecrets(headers: JsonObject, stored: JsonValue | undefined, extra: readonly string[]): KeptHeaders {
  const kept: JsonObject = { ...headers };
  const missing: string[] = [];
  for (const [name, value] of Object.entries(headers)) {
    if (value !== SENSITIVE_VALUE || !isSensitiveHeader(name, extra)) continue;
    const previous = isJsonObject(stored) ? stored[name] : undefined;
    if (typeof previous === 'string') kept[name] = previous;
    else missing.push(name);
  }
  return { headers: kept, missing };
}
