// What a proposed policy set changes: its report compared with the report of the set in force over
// the same plan and state. A violation is one policy on one subject; it is newly flagged, no longer
// flagged, or flagged with another enforcement or message. Pure: `capctl policies plan` shows it.
import { compareText } from '../compare-text.js';
import type { Enforcement, PolicyEvaluationError, PolicyReport, PolicyResult, PolicyScope } from './policy.js';

/** A violation both sets flag, whose enforcement or message differs. */
export interface PolicyFlagChange {
  readonly policy: string;
  readonly subject: string;
  readonly scope: PolicyScope;
  readonly before: { readonly enforcement: Enforcement; readonly message: string };
  readonly after: { readonly enforcement: Enforcement; readonly message: string };
}

/** Each list sorted by policy, then subject. */
export interface PolicyReportComparison {
  /** Flagged by the proposed set only. */
  readonly flagged: readonly PolicyResult[];
  /** Flagged by the set in force only: the proposed set stops flagging them. */
  readonly cleared: readonly PolicyResult[];
  /** Flagged by both, differently. */
  readonly changed: readonly PolicyFlagChange[];
  /** The proposed set's evaluation errors the set in force does not have (an error refuses every apply). */
  readonly errors: readonly PolicyEvaluationError[];
}

const key = (r: { readonly policy: string; readonly subject: string }): string => `${r.policy}\u0000${r.subject}`;
const byPolicyThenSubject = (a: { policy: string; subject: string }, b: { policy: string; subject: string }) =>
  compareText(a.policy, b.policy) || compareText(a.subject, b.subject);

/** What `proposed` flags that `inForce` does not, and the reverse; neither input is changed. */
export function comparePolicyReports(inForce: PolicyReport, proposed: PolicyReport): PolicyReportComparison {
  const before = new Map(inForce.results.map((r) => [key(r), r]));
  const after = new Map(proposed.results.map((r) => [key(r), r]));
  const flagged = proposed.results.filter((r) => !before.has(key(r)));
  const cleared = inForce.results.filter((r) => !after.has(key(r)));
  const changed: PolicyFlagChange[] = [];
  for (const r of proposed.results) {
    const old = before.get(key(r));
    if (old === undefined || (old.enforcement === r.enforcement && old.message === r.message)) continue;
    changed.push(Object.freeze({
      policy: r.policy, subject: r.subject, scope: r.scope,
      before: Object.freeze({ enforcement: old.enforcement, message: old.message }),
      after: Object.freeze({ enforcement: r.enforcement, message: r.message }),
    }));
  }
  const knownErrors = new Set(inForce.errors.map((e) => `${key(e)}\u0000${e.code}`));
  const errors = proposed.errors.filter((e) => !knownErrors.has(`${key(e)}\u0000${e.code}`));
  return Object.freeze({
    flagged: Object.freeze([...flagged].sort(byPolicyThenSubject)),
    cleared: Object.freeze([...cleared].sort(byPolicyThenSubject)),
    changed: Object.freeze(changed.sort(byPolicyThenSubject)),
    errors: Object.freeze([...errors].sort(byPolicyThenSubject)),
  });
}

/** How many differences a comparison holds (0: the proposed set changes nothing here). */
export const comparisonSize = (c: PolicyReportComparison): number => c.flagged.length + c.cleared.length + c.changed.length + c.errors.length;
