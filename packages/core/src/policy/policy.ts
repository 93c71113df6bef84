// The policy model: what a policy file declares, and what evaluating policies over a plan gives.
// Plain frozen data, so results can be stored with a revision and hashed into its digest.
import type { Diagnostic } from '../types.js';

export const POLICY_SCOPES = ['step', 'object', 'plan'] as const;
/** What a policy looks at: each step of the plan, each object of the state after it, or the plan as a whole. */
export type PolicyScope = (typeof POLICY_SCOPES)[number];

export const ENFORCEMENTS = ['advisory', 'mandatory', 'overridable'] as const;
/** `advisory`: shown; `mandatory`: apply refuses; `overridable`: apply refuses unless overridden by name with a reason. */
export type Enforcement = (typeof ENFORCEMENTS)[number];

/** Where a policy's text is: the file (as the caller named it) and 1-based positions. */
export interface PolicySource {
  readonly file: string;
  /** 0-based index of the YAML document in the file. */
  readonly document: number;
  readonly line: number;
  readonly column: number;
}

/** One policy as written: `condition` is CEL and true means the policy is violated. */
export interface Policy {
  readonly name: string;
  readonly description: string;
  readonly scope: PolicyScope;
  readonly condition: string;
  /** Shown when violated; `messageExpression` (CEL, a string) replaces it when present. */
  readonly message: string;
  readonly messageExpression?: string;
  readonly enforcement: Enforcement;
  readonly source?: PolicySource;
}

/** A policy file's text as the caller read it; `path` is how diagnostics name it. */
export interface PolicyFile {
  readonly path: string;
  readonly text: string;
}

/** One violation: which policy, of what enforcement, on which subject (`kind/name`, or `plan`), saying what. */
export interface PolicyResult {
  readonly policy: string;
  readonly enforcement: Enforcement;
  readonly scope: PolicyScope;
  readonly subject: string;
  readonly message: string;
}

/** A policy that could not be evaluated on a subject: never a pass, the caller refuses. */
export interface PolicyEvaluationError {
  readonly policy: string;
  readonly enforcement: Enforcement;
  readonly subject: string;
  readonly code: 'policy_eval_error' | 'policy_budget_exceeded';
  readonly message: string;
}

/** What evaluating a policy set over a plan gives; both lists are sorted by policy, then subject. */
export interface PolicyReport {
  readonly results: readonly PolicyResult[];
  readonly errors: readonly PolicyEvaluationError[];
}

/** Which stored policy set a report was made with: the org's set version (0: none pushed) and its digest. */
export interface PolicySetRef {
  readonly version: number;
  /** SHA-256 (hex) of the set's canonical JSON (its files' paths and texts, sorted by path). */
  readonly digest: string;
}

/**
 * A plan's policy outcome, as the service evaluated it at plan-and-store: stored with the revision
 * and part of its digest, evaluated again inside the apply's transaction (a different outcome
 * refuses the apply). Absent from plans made where no policy set was consulted.
 */
export interface PlanPolicy extends PolicyReport {
  readonly set: PolicySetRef;
}
