// A failed call of the service, whichever way it came (an HTTP answer or a use case called in this
// process), as the one typed error, told more precisely by what was asked: both adapters go
// through `explained`, so they raise exactly the same errors.
import type { OrgConfigService } from '@capctl/core';
import { isStateError, StateError } from './errors.js';
import type { TargetDescription } from './errors.js';

/** The object asked for by id: a not-found then is more likely a wrong id than a wrong org. */
export interface MissingObject {
  readonly what: string;
  readonly id: string;
  /** The command that lists the objects of this kind. */
  readonly list: string;
}

/** A refusal said with the next step of the command that was refused (which role, which check). */
export interface RefusalHint {
  readonly code: 'forbidden' | 'invalid_request';
  readonly hint: string;
}

/** A conflict of a credential write: the service's message with the next step for that command. */
export interface ConflictHint {
  readonly fallback: string;
  readonly hint: string;
}

export interface AnswerContext {
  readonly missing?: MissingObject;
  readonly conflict?: ConflictHint;
  readonly refusals?: readonly RefusalHint[];
}

/** The state error of a failure, said with what the call asked for. */
export function answerError(error: StateError, target: TargetDescription, context: AnswerContext = {}): StateError {
  const status = error.status === undefined ? {} : { status: error.status };
  if (error.code === 'conflict' && context.conflict !== undefined) {
    return new StateError('conflict', error.entries[0]?.message ?? context.conflict.fallback, { ...status, hint: context.conflict.hint });
  }
  const refusal = context.refusals?.find((r) => r.code === error.code);
  if (refusal !== undefined) {
    return new StateError(error.code, error.message, { ...status, details: error.details, entries: error.entries, hint: refusal.hint });
  }
  const { missing } = context;
  if (error.code === 'not_found' && missing !== undefined) {
    return new StateError('not_found', `${missing.what} ${missing.id} was not found at ${target.where} (org ${target.orgId})`, {
      ...status,
      hint: `list the ${missing.what}s of this org with \`${missing.list}\``,
    });
  }
  return error;
}

const revisionMissing = (id: string): AnswerContext => ({ missing: { what: 'revision', id, list: 'capctl revisions list' } });
const credentialMissing = (id: string): AnswerContext => ({ missing: { what: 'credential', id, list: 'capctl credentials list' } });
const actionMissing = (variant: string): AnswerContext => ({ missing: { what: 'action', id: variant, list: 'capctl export' } });
const actionVersionMissing = (variant: string, version: number): AnswerContext => ({
  missing: { what: `action ${variant} version`, id: String(version), list: `capctl schemas list ${variant}` },
});
const labelTaken = (label: string): AnswerContext => ({
  conflict: { fallback: `a credential labelled ${label} already exists`, hint: `choose another --label, or change that one with \`capctl credentials update ${label}\`` },
});
const policyPush: AnswerContext = {
  refusals: [
    { code: 'forbidden', hint: 'pushing policies needs a key with the admin role (`capctl keys create --role admin`); plan and apply keys may not change them' },
    { code: 'invalid_request', hint: 'run `capctl policies validate DIR` and fix each problem at its file:line:column' },
  ],
};
const policyVersionMissing = (version: number | undefined): AnswerContext => ({
  missing: { what: 'policy set version', id: String(version), list: 'capctl policies list' },
});
const credentialInUse = (id: string): AnswerContext => ({
  ...credentialMissing(id),
  conflict: { fallback: `credential ${id} is in use`, hint: 'apply a definition whose objects no longer name the credential, then delete it' },
});

/**
 * The service with its failures as state errors: `stateErrorOf` says what a failure is (over
 * HTTP it already is a state error; in this process it is a service error), and each call adds
 * what it asked for. Failures that are not the service's (a network error) pass as they are.
 */
export function explained(service: OrgConfigService, stateErrorOf: (error: unknown) => unknown, target: TargetDescription): OrgConfigService {
  async function call<T>(work: () => Promise<T>, context?: AnswerContext): Promise<T> {
    try {
      return await work();
    } catch (failure) {
      const error = stateErrorOf(failure);
      throw isStateError(error) ? answerError(error, target, context) : error;
    }
  }
  return {
    readState: () => call(() => service.readState()),
    planRevision: (request) => call(() => service.planRevision(request)),
    applyRevision: (id, request) => call(() => service.applyRevision(id, request), revisionMissing(id)),
    listRevisions: (query) => call(() => service.listRevisions(query)),
    getRevision: (id) => call(() => service.getRevision(id), revisionMissing(id)),
    pruneRevisions: (request) => call(() => service.pruneRevisions(request)),
    listActionVersions: (variant) => call(() => service.listActionVersions(variant), actionMissing(variant)),
    getActionVersion: (variant, version) => call(() => service.getActionVersion(variant, version), actionVersionMissing(variant, version)),
    createCredential: (input) => call(() => service.createCredential(input), labelTaken(input.label)),
    pushPolicies: (request) => call(() => service.pushPolicies(request), policyPush),
    readPolicies: (version) => call(() => service.readPolicies(version), policyVersionMissing(version)),
    listCredentials: () => call(() => service.listCredentials()),
    updateCredential: (id, change) => call(() => service.updateCredential(id, change), credentialMissing(id)),
    deleteCredential: (id) => call(() => service.deleteCredential(id), credentialInUse(id)),
  };
}
