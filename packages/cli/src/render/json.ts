// The plan for machines (`capctl plan --format json`): the masked plan as stable JSON that
// carries its format version first, and the target it was made against when known. Written as
// it is produced (planJsonChunks): each step is masked and ordered when its turn comes.
import { maskStep, PLAN_FORMAT_VERSION, planMeaningDigest, type Plan, type PlanPolicy, type Step } from '@capctl/core';
import { jsonChunks, JsonLazyArray } from './json-chunks.js';
import type { ShownTarget } from './shown-target.js';

/**
 * The members of a step, a schema reason, a diagnostic and the policy report in one order, whichever adapter made the
 * plan: the service's order (PreviewStep, CompatibilityReason and Diagnostic in
 * schemas/openapi.yaml), which the HTTP answer has. Members an order does not list follow as they are.
 */
export const KEY_ORDER = {
  step: [
    'kind', 'op', 'name', 'variant', 'final_version', 'id', 'current_version', 'destination', 'create', 'update', 'patch', 'before',
    'after', 'compatibility', 'mode', 'checked_versions', 'failed_versions', 'reasons', 'equals_version', 'weakened_mode', 'renamed_from', 'drift', 'credential', 'env_reads',
  ],
  reason: ['pointer', 'rule', 'message', 'direction', 'verdict', 'keyword', 'witness', 'version', 'fixes'],
  diagnostic: ['severity', 'code', 'message', 'pointer'],
  policy: ['set', 'results', 'errors'],
  policy_result: ['policy', 'enforcement', 'scope', 'subject', 'message'],
  policy_error: ['policy', 'enforcement', 'subject', 'code', 'message'],
} as const satisfies Record<string, readonly string[]>;

function ordered(value: object, order: readonly string[]): Record<string, unknown> {
  const fields = value as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const key of order) if (fields[key] !== undefined) out[key] = fields[key];
  for (const [key, member] of Object.entries(fields)) if (!(key in out)) out[key] = member;
  return out;
}

function orderedStep(step: object): Record<string, unknown> {
  const out = ordered(step, KEY_ORDER.step);
  const reasons = out['reasons'];
  return Array.isArray(reasons) ? { ...out, reasons: reasons.map((r: object) => ordered(r, KEY_ORDER.reason)) } : out;
}

/**
 * The policy report (schemas/plan.schema.json `policy`): its set, then its violations and errors
 * in KEY_ORDER, as lazy arrays (a report may hold a violation per step), made as they are written.
 */
function orderedPolicy(policy: PlanPolicy): Record<string, unknown> {
  return {
    ...ordered(policy, KEY_ORDER.policy),
    set: { version: policy.set.version, digest: policy.set.digest },
    results: new JsonLazyArray(policy.results, (r) => ordered(r, KEY_ORDER.policy_result)),
    errors: new JsonLazyArray(policy.errors, (e) => ordered(e, KEY_ORDER.policy_error)),
  };
}

/** A lazy array's elements, made now. */
const made = (value: unknown): unknown => (value instanceof JsonLazyArray ? value.items.map((item) => value.map(item)) : value);

const ORDERED_MEMBERS: Readonly<Record<string, (value: unknown) => unknown>> = {
  policy: (policy) => orderedPolicy(policy as PlanPolicy),
  steps: (steps) => new JsonLazyArray(steps as readonly Step[], (step) => orderedStep(maskStep(step))),
  diagnostics: (diagnostics) => (diagnostics as readonly object[]).map((d) => ordered(d, KEY_ORDER.diagnostic)),
};

/**
 * The masked plan's members in output order: `format_version` first, other fields as the plan
 * orders them (members of steps, reasons and diagnostics in KEY_ORDER), then `meaning_digest`
 * (what `apply --expect-digest` compares). Steps are a lazy array, masked as they are written.
 */
function planMembers(plan: Plan): Record<string, unknown> {
  const out: Record<string, unknown> = { format_version: PLAN_FORMAT_VERSION };
  for (const [key, value] of Object.entries(plan)) {
    if (key !== 'format_version') out[key] = ORDERED_MEMBERS[key]?.(value) ?? value;
  }
  return { ...out, meaning_digest: planMeaningDigest(plan) };
}

/** The masked plan as a JSON value (planMembers with its lazy arrays made). */
export function planJsonValue(plan: Plan): Record<string, unknown> {
  const out = planMembers(plan);
  const policy = out['policy'] as Record<string, unknown> | undefined;
  return {
    ...out,
    steps: made(out['steps']),
    ...(policy === undefined ? {} : { policy: { ...policy, results: made(policy['results']), errors: made(policy['errors']) } }),
  };
}

/** Two-space JSON with a trailing newline, in chunks; `target` (schemas/plan.schema.json) after the version. */
export function* planJsonChunks(plan: Plan, target?: ShownTarget): Generator<string> {
  const { format_version: version, ...rest } = planMembers(plan);
  yield* jsonChunks({ format_version: version, ...(target === undefined ? {} : { target: { ...target } }), ...rest });
  yield '\n';
}

/** The whole of planJsonChunks as one string (tests, and small plans). */
export const renderPlanJson = (plan: Plan, target?: ShownTarget): string => [...planJsonChunks(plan, target)].join('');
