// The policy codec both sides use: a stored set encoded by the route decodes to the same set in
// the HTTP adapter, a push encoded by the adapter decodes to the request the service is given,
// and a push body the API does not take is refused at its pointer.
import { describe, expect, it } from 'vitest';
import { isServiceError } from '../service-errors.js';
import type { StoredPolicySet } from '../service.js';
import { decodePolicyPush, decodePolicyQuery, decodePolicySet, encodePolicyPush, encodePolicyQuery, encodePolicySet } from './policy-codec.js';

const set: StoredPolicySet = {
  org_id: '7', version: 2, digest: 'e'.repeat(64),
  files: [{ path: 'budget.yaml', text: 'name: delete-budget\n' }, { path: 'hooks/allow.yaml', text: 'name: webhook-allow-list\n' }],
  policies: [
    {
      name: 'delete-budget', description: 'At most 10 deletes.', scope: 'plan', condition: 'plan.summary.delete > 10', message: 'too many deletes',
      messageExpression: "'deletes ' + string(plan.summary.delete)", enforcement: 'overridable', source: { file: 'budget.yaml', document: 0, line: 1, column: 1 },
    },
    { name: 'webhook-allow-list', description: '', scope: 'step', condition: 'false', message: 'never', enforcement: 'mandatory' },
  ],
  pushed_at: '2026-01-02T00:00:00.000Z',
  pushed_by: { key_id: 'k9', key_name: 'owners', user: 'alice', role: 'admin', at: '2026-01-02T00:00:00.000Z' },
  message: 'tighten the budget',
};
const empty: StoredPolicySet = { org_id: '7', version: 0, digest: 'f'.repeat(64), files: [], policies: [], pushed_at: null, pushed_by: null, message: null };

function refusal(work: () => unknown): unknown {
  try {
    work();
  } catch (error) {
    return isServiceError(error) ? [error.code, error.pointer ?? null] : error;
  }
  return 'accepted';
}

describe('the policy codec', () => {
  it('decodes the set it encodes, through JSON, the empty set too', () => {
    for (const stored of [set, empty]) expect(decodePolicySet(JSON.parse(JSON.stringify(encodePolicySet(stored))))).toEqual(stored);
    expect(Object.keys(encodePolicySet(set)).sort()).toEqual(['digest', 'files', 'message', 'org_id', 'policies', 'pushed_at', 'pushed_by', 'version']);
  });

  it('sends only the members openapi.yaml names: a policy\'s own fields and its source', () => {
    const noisy = { ...set, policies: [{ ...set.policies[0], compiled: { ast: 1 } } as never], extra: true } as StoredPolicySet;
    const wire = JSON.parse(JSON.stringify(encodePolicySet(noisy)));
    expect(Object.keys(wire)).not.toContain('extra');
    expect(wire.policies[0]).toEqual(set.policies[0]);
  });

  it('gives the service the push the client made', () => {
    for (const request of [{ files: set.files }, { files: set.files, message: 'why' }, { files: [] }]) {
      expect(decodePolicyPush(JSON.parse(JSON.stringify(encodePolicyPush(request))))).toEqual(request);
    }
    expect(Object.keys(encodePolicyPush({ files: [] }))).toEqual(['files']);
    expect(decodePolicyQuery(encodePolicyQuery(3))).toBe(3);
    expect(decodePolicyQuery(encodePolicyQuery(0))).toBe(0);
    expect(decodePolicyQuery(encodePolicyQuery())).toBeUndefined();
  });

  it('refuses a push body the API does not take, at its pointer', () => {
    const file = { path: 'a.yaml', text: 'name: a\n' };
    expect(refusal(() => decodePolicyPush([]))).toEqual(['invalid_request', '/']);
    expect(refusal(() => decodePolicyPush({}))).toEqual(['invalid_request', '/files']);
    expect(refusal(() => decodePolicyPush({ files: [file, null] }))).toEqual(['invalid_request', '/files/1']);
    expect(refusal(() => decodePolicyPush({ files: [{ text: 'x' }] }))).toEqual(['invalid_request', '/files/0/path']);
    expect(refusal(() => decodePolicyPush({ files: [{ path: 'p'.repeat(1001), text: 'x' }] }))).toEqual(['invalid_request', '/files/0/path']);
    expect(refusal(() => decodePolicyPush({ files: [file, { path: 'b.yaml', text: ['x'] }] }))).toEqual(['invalid_request', '/files/1/text']);
    expect(refusal(() => decodePolicyPush({ files: [{ ...file, mode: 0o644 }] }))).toEqual(['invalid_request', '/files/0/mode']);
    expect(refusal(() => decodePolicyPush({ files: [], message: 5 }))).toEqual(['invalid_request', '/message']);
    expect(refusal(() => decodePolicyPush({ files: [], message: 'm'.repeat(2001) }))).toEqual(['invalid_request', '/message']);
    expect(refusal(() => decodePolicyPush({ files: [], message: 'm'.repeat(2000) }))).toBe('accepted');
    expect(refusal(() => decodePolicyPush({ files: [], version: 9 }))).toEqual(['invalid_request', '/version']);
    expect(refusal(() => decodePolicyQuery({ version: '-1' }))).toEqual(['invalid_request', null]);
    expect(refusal(() => decodePolicyQuery({ version: '1.5' }))).toEqual(['invalid_request', null]);
  });
});
