// The catalog of the planner's diagnostic codes and of the errors its functions throw: one place
// that callers (the CLI's exit codes, the service's HTTP statuses) can map from.

/** Codes of diagnostics the planner adds (plans with an `error` diagnostic have no steps). */
export const PLAN_DIAGNOSTIC_CODES = {
  protectedDelete: 'protected_delete',
  unresolvedCredential: 'unresolved_credential',
  unresolvedReference: 'unresolved_reference',
  ingestVersionExceeded: 'ingest_version_exceeded',
  ingestBehind: 'ingest_behind',
  duplicateName: 'duplicate_name',
  sensitivePlaceholder: 'sensitive_placeholder',
  /** Severity `info`: a delete and a create of the same configuration; aliases would rename instead. */
  possibleRename: 'possible_rename',
} as const;

export type PlanDiagnosticCode = (typeof PLAN_DIAGNOSTIC_CODES)[keyof typeof PLAN_DIAGNOSTIC_CODES];

/** Codes of `PlanError`, thrown when a plan cannot be applied to a state. */
export type PlanErrorCode = 'plan_has_errors' | 'plan_stale' | 'step_target_missing';

/** A plan that cannot be applied as asked; `code` says why, the message what to do next. */
export class PlanError extends Error {
  override readonly name = 'PlanError';
  readonly code: PlanErrorCode;

  constructor(code: PlanErrorCode, message: string) {
    super(message);
    this.code = code;
  }
}
