// A failed answer of the service, whichever way it came (an HTTP response or a use case called
// in this process), as the one typed error: both adapters raise exactly the same errors.
import { StateError, errorFromResponse } from './errors.js';
import type { ServiceErrorEntry, TargetDescription } from './errors.js';

/** The object asked for by id: a 404 then is more likely a wrong id than a wrong org. */
export interface MissingObject {
  readonly what: string;
  readonly id: string;
  /** The command that lists the objects of this kind. */
  readonly list: string;
}

/** A 409 of a credential write: the service's message with the next step for that command. */
export interface ConflictHint {
  readonly fallback: string;
  readonly hint: string;
}

export interface AnswerContext {
  readonly missing?: MissingObject;
  readonly conflict?: ConflictHint;
}

export function answerError(status: number, entries: readonly ServiceErrorEntry[], target: TargetDescription, context: AnswerContext = {}): StateError {
  if (status === 409 && context.conflict !== undefined) {
    return new StateError('conflict', entries[0]?.message ?? context.conflict.fallback, { status: 409, hint: context.conflict.hint });
  }
  const error = errorFromResponse(status, entries, target);
  const { missing } = context;
  if (error.code === 'not_found' && missing !== undefined) {
    return new StateError('not_found', `${missing.what} ${missing.id} was not found at ${target.where} (org ${target.orgId})`, {
      status: error.status,
      hint: `list the ${missing.what}s of this org with \`${missing.list}\``,
    });
  }
  return error;
}

export const revisionMissing = (id: string): AnswerContext => ({ missing: { what: 'revision', id, list: 'capctl revisions list' } });
export const credentialMissing = (id: string): AnswerContext => ({ missing: { what: 'credential', id, list: 'capctl credentials list' } });
export const actionMissing = (variant: string): AnswerContext => ({ missing: { what: 'action', id: variant, list: 'capctl export' } });
export const actionVersionMissing = (variant: string, version: number): AnswerContext => ({
  missing: { what: `action ${variant} version`, id: String(version), list: `capctl schemas list ${variant}` },
});
export const labelTaken = (label: string): AnswerContext => ({
  conflict: { fallback: `a credential labelled ${label} already exists`, hint: `choose another --label, or change that one with \`capctl credentials update ${label}\`` },
});
export const credentialInUse = (id: string): AnswerContext => ({
  ...credentialMissing(id),
  conflict: { fallback: `credential ${id} is in use`, hint: 'apply a definition whose objects no longer name the credential, then delete it' },
});
