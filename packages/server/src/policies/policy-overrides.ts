// The overrides an apply request gives (`ApplyRequest.overrides`), checked: first their shape (before
// any lock is taken), then against the plan's policy report: only an overridable policy that the
// report flags may be overridden, each once, with a reason. A mistake is invalid_request at its place.
import { invalidField, type PlanPolicy, type PolicyOverride } from '@capctl/core';

const MAX_REASON = 1000;

/** The request's overrides as {policy, reason}, each checked at `/overrides/N`; none when absent. */
export function requestedOverrides(overrides: unknown): readonly PolicyOverride[] {
  if (overrides === undefined) return [];
  if (!Array.isArray(overrides)) throw invalidField('/overrides', 'must be a list of {policy, reason}');
  return overrides.map((item: unknown, index) => {
    const { policy, reason } = (item ?? {}) as Partial<PolicyOverride>;
    if (typeof policy !== 'string' || policy === '') throw invalidField(`/overrides/${index}/policy`, 'must name the overridable policy to apply despite');
    if (typeof reason !== 'string' || reason.trim() === '') {
      throw invalidField(`/overrides/${index}/reason`, `needs a reason: say why \`${policy}\` may be set aside for this apply (it is recorded with the revision)`);
    }
    if (reason.length > MAX_REASON) throw invalidField(`/overrides/${index}/reason`, `must be at most ${MAX_REASON} characters`);
    return { policy, reason };
  });
}

/**
 * Each override against the report: it must name a policy the report flags, that is overridable
 * (a mandatory one never is; an advisory one refuses nothing), once.
 */
export function checkOverridesAgainst(report: PlanPolicy | undefined, overrides: readonly PolicyOverride[]): void {
  const flagged = new Map((report?.results ?? []).map((r) => [r.policy, r.enforcement] as const));
  const seen = new Set<string>();
  overrides.forEach(({ policy }, index) => {
    const at = `/overrides/${index}/policy`;
    const enforcement = flagged.get(policy);
    if (enforcement === undefined) {
      throw invalidField(at, `\`${policy}\` flags nothing in this plan's policy report; override only an overridable policy the report lists, or leave it out`);
    }
    if (enforcement === 'mandatory') throw invalidField(at, `\`${policy}\` is mandatory and cannot be overridden; change the definition so that it passes and plan again`);
    if (enforcement === 'advisory') throw invalidField(at, `\`${policy}\` is advisory and refuses nothing; leave the override out`);
    if (seen.has(policy)) throw invalidField(at, `\`${policy}\` is overridden twice; give it once, with one reason`);
    seen.add(policy);
  });
}
