// Endpoint 6 as a use case: validate the definition, plan it against the org's state with ids
// for created objects, and store the revision with the serial and a snapshot of that state.
import { randomUUID } from 'node:crypto';
import { plan, validateDefinition, type Definition, type Diagnostic, type Plan } from '@capctl/core';
import type { HeaderSeal } from '../crypto/header-seal.js';
import type { ApiError } from '../http/envelope.js';
import type { Db } from '../storage/database.js';
import type { ConfigStateRepository } from './config-state-repository.js';
import { stepsDigest } from './revision-digest.js';
import { createRevisionRepository, type RevisionRow } from './revision-repository.js';
import { takeSnapshot } from './snapshot.js';

export interface RevisionContext {
  readonly db: Db;
  readonly configState: ConfigStateRepository;
  readonly clock?: () => Date;
  /** Seals sensitive header values in the stored plan and snapshot; required wherever a key exists. */
  readonly secrets?: HeaderSeal;
}

export type PlanOutcome =
  | { readonly ok: true; readonly row: RevisionRow; readonly plan: Plan }
  | { readonly ok: false; readonly errors: readonly ApiError[] };

/** One API error per error diagnostic, its message led by the pointer into the request body. */
export function diagnosticErrors(diagnostics: readonly Diagnostic[]): ApiError[] {
  return diagnostics
    .filter((d) => d.severity === 'error')
    .map((d) => ({ code: 'invalid_request', message: `/definition${d.pointer}: ${d.message} (${d.code})` }));
}

/**
 * Plans and stores a revision. Invalid definitions and plans with error diagnostics (a
 * protected delete, an unknown credential) store nothing and give their diagnostics.
 */
export async function planRevision(ctx: RevisionContext, orgId: string, definition: unknown, createdBy: string | null): Promise<PlanOutcome> {
  const invalid = diagnosticErrors(validateDefinition(definition));
  if (invalid.length > 0) return { ok: false, errors: invalid };
  const state = await ctx.configState.load(orgId);
  const planned = plan(definition as Definition, state, { assignId: () => randomUUID() });
  const refused = diagnosticErrors(planned.diagnostics);
  if (refused.length > 0) return { ok: false, errors: refused };
  const at = (ctx.clock?.() ?? new Date()).toISOString();
  const row = await createRevisionRepository(ctx.db).insert({
    orgId,
    serial: state.serial,
    // Sealed at rest: a stored plan holds no sensitive header value in the clear, applied or not.
    plan: JSON.stringify(ctx.secrets?.sealPlan(orgId, planned) ?? planned),
    digest: stepsDigest(planned.steps),
    snapshot: JSON.stringify(takeSnapshot(state, ctx.secrets)),
    createdBy,
  }, at);
  return { ok: true, row, plan: planned };
}
