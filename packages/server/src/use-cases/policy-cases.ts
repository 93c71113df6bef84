// The policy use cases of the config service: push a new version of the org's policy set (only a
// caller who may change policies, and only a set that compiles) and read the one in force.
import {
  invalidField, isError, MAX_POLICY_MESSAGE, MAX_POLICY_PATH, notFound, policySetDigest, ServiceError, sortedPolicyFiles,
  type Caller, type ConfigService, type PolicyFile, type PolicyPushRequest, type StoredPolicySet,
} from '@capctl/core';
import { compiledPolicySet } from '../policies/compiled-sets.js';
import { createPolicySetRepository, type PolicySetRecord } from '../policies/policy-set-repository.js';
import type { Db } from '../tables/database.js';
import { recordedActor } from './recorded-actor.js';

type PolicyCases = Pick<ConfigService, 'pushPolicies' | 'readPolicies'>;

/** The empty set of an org that never pushed one. */
const EMPTY_DIGEST = policySetDigest([]);

/** Who may change policies: an admin key, or the local user (who owns the local database). */
function mayChangePolicies(caller: Caller): boolean {
  return caller.role === 'admin' || caller.role === 'local';
}

function forbidden(caller: Caller): ServiceError {
  return new ServiceError('forbidden',
    `this key has the ${caller.role} role, which may not change the org's policies; push them with a key made by \`capctl keys create --role admin\``);
}

/**
 * A path as a push names a file: relative to the pushed directory, so a stored set (and every
 * diagnostic and policy source naming it) never holds a path of the pusher's machine.
 */
function isRelativePath(path: string): boolean {
  return !/^(\/|[A-Za-z]:|~)/.test(path) && !path.includes('\\') && !path.split('/').some((part) => part === '..' || part === '');
}

/** The request's files, each checked at its pointer; paths relative and unique. */
function requestFiles(request: PolicyPushRequest): PolicyFile[] {
  if (!Array.isArray(request.files)) throw invalidField('/files', 'must be a list of {path, text}');
  const seen = new Map<string, number>();
  return request.files.map((file: unknown, index) => {
    const { path, text } = (file ?? {}) as Partial<PolicyFile>;
    if (typeof path !== 'string' || path.length === 0 || path.length > MAX_POLICY_PATH) {
      throw invalidField(`/files/${index}/path`, `must be a file path of 1 to ${MAX_POLICY_PATH} characters`);
    }
    if (!isRelativePath(path)) {
      throw invalidField(`/files/${index}/path`, `${JSON.stringify(path)} must be a path relative to the pushed directory, /-separated and without .., e.g. deletes/budget.yaml`);
    }
    if (typeof text !== 'string') throw invalidField(`/files/${index}/text`, 'must be the file\'s text');
    const first = seen.get(path);
    if (first !== undefined) throw invalidField(`/files/${index}/path`, `${JSON.stringify(path)} is also /files/${first}; send each file once`);
    seen.set(path, index);
    return { path, text };
  });
}

async function storedSet(orgId: string, record: PolicySetRecord | undefined): Promise<StoredPolicySet> {
  if (record === undefined) {
    return { org_id: orgId, version: 0, digest: EMPTY_DIGEST, files: [], policies: [], pushed_at: null, pushed_by: null, message: null };
  }
  const { policies } = await compiledPolicySet(record.digest, record.files);
  return { org_id: orgId, ...record, policies };
}

export function createPolicyCases(db: Db, clock: () => Date): PolicyCases {
  const sets = createPolicySetRepository(db);
  return {
    async pushPolicies(caller, orgId, request) {
      if (!mayChangePolicies(caller)) throw forbidden(caller);
      const files = sortedPolicyFiles(requestFiles(request));
      const message = request.message ?? null;
      if (message !== null && (typeof message !== 'string' || message.length > MAX_POLICY_MESSAGE)) {
        throw invalidField('/message', `must be a string of at most ${MAX_POLICY_MESSAGE.toLocaleString('en-US')} characters`);
      }
      const digest = policySetDigest(files);
      const compilation = await compiledPolicySet(digest, files);
      const problems = compilation.diagnostics.filter(isError);
      if (problems.length > 0) {
        const index = new Map(request.files.map((f, i) => [f.path, i] as const));
        const entries = problems.map((d) => ({
          code: d.code,
          message: `${d.file ?? ''}:${d.line ?? 1}:${d.column ?? 1}: ${d.message}`,
          pointer: `/files/${index.get(d.file ?? '') ?? 0}/text`,
        }));
        throw new ServiceError('invalid_request', `the policies have ${entries.length} problem${entries.length === 1 ? '' : 's'}; nothing was pushed. Fix them (\`capctl policies validate DIR\` shows each) and push again`, { entries });
      }
      const at = clock().toISOString();
      const record = await sets.push(orgId, { digest, files, pushedBy: recordedActor(caller, at), message }, at);
      return { org_id: orgId, ...record, policies: compilation.policies };
    },

    async readPolicies(orgId, version) {
      if (version === undefined) return storedSet(orgId, await sets.current(orgId));
      if (!Number.isInteger(version) || version < 0) throw invalidField('/version', 'must be a whole number');
      if (version === 0) return storedSet(orgId, undefined);
      const record = await sets.get(orgId, version);
      if (record === undefined) throw notFound('policy set version', String(version));
      return storedSet(orgId, record);
    },
  };
}
