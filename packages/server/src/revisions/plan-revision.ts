// Endpoint 6 as a use case: validate the definition, plan it against the org's state with ids
// for created objects, and store the revision with the serial and a snapshot of that state.
import { randomUUID } from 'node:crypto';
import { hasErrors, isError, plan, validateDefinition, type Definition, type Diagnostic, type Plan } from '@capctl/core';
import type { HeaderSeal } from '../crypto/header-seal.js';
import type { ApiError } from '../http/envelope.js';
import { ServiceError } from '../http/errors.js';
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

export interface PlannedRevision {
  readonly row: RevisionRow;
  readonly plan: Plan;
}

/**
 * One envelope entry per error diagnostic, structured as the diagnostic is: its code, its
 * message, and its pointer into the request body, so clients place it without parsing text.
 */
export function diagnosticEntries(diagnostics: readonly Diagnostic[]): ApiError[] {
  return diagnostics.filter(isError).map((d) => ({ code: d.code, message: d.message, pointer: `/definition${d.pointer}` }));
}

/** The 400 for a definition that cannot be planned: every problem at once, through the one error handler. */
function definitionRejected(diagnostics: readonly Diagnostic[]): ServiceError {
  const entries = diagnosticEntries(diagnostics);
  return new ServiceError('invalid_request', `the definition has ${entries.length} problem${entries.length === 1 ? '' : 's'}; fix them and plan again`, { entries });
}

/**
 * Plans and stores a revision. Invalid definitions and plans with error diagnostics (a
 * protected delete, an unknown credential) store nothing and throw their diagnostics.
 */
export async function planRevision(ctx: RevisionContext, orgId: string, definition: unknown, createdBy: string | null): Promise<PlannedRevision> {
  const invalid = validateDefinition(definition);
  if (invalid.some(isError)) throw definitionRejected(invalid);
  const state = await ctx.configState.load(orgId);
  const planned = plan(definition as Definition, state, { assignId: () => randomUUID() });
  if (hasErrors(planned)) throw definitionRejected(planned.diagnostics);
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
  return { row, plan: planned };
}
