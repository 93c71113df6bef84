// The wire codec both sides use: what the routes encode, the HTTP adapter decodes to the same
// objects, and a request encoded by the adapter decodes to the request the service is given.
import { describe, expect, it } from 'vitest';
import { aDefinition, anAction, planOf } from '../testing/index.js';
import type { PlanPolicy } from '../policy/policy.js';
import type { PlannedRevision, Revision, UnstoredPlan } from '../service.js';
import { decodePlanned, decodeRevision, decodeRevisionPage, encodePlanned, encodeRevision, encodeRevisionPage } from './revision-codec.js';
import {
  decodeApplyRequest, decodePlanRequest, decodePruneRequest, decodeRevisionQuery, encodeApplyRequest, encodePlanRequest, encodePruneRequest,
  encodeRevisionQuery,
} from './revision-requests.js';
import { isServiceError } from '../service-errors.js';

const plan = planOf(aDefinition().withAction(anAction('checkout')).withAction(anAction('refund')));
const actor = { key_id: 'k1', key_name: 'ci', user: 'ci-bot', role: 'apply' as const, at: '2026-01-02T00:00:00.000Z' };

const revision: Revision = {
  id: '42', org_id: '7', status: 'applied', plan, error_message: null, updated_at: '2026-01-02T00:00:00.000Z', applied_at: '2026-01-02T00:00:01.000Z',
  lineage: '9b2f7a4e-0000-4000-8000-000000000001', digest: 'a'.repeat(64), planned_by: actor, applied_by: null, message: 'Add checkout (#7)', overrides: [],
};
const partial: Revision = { ...revision, status: 'failed', error_message: 'the database went away', applied_at: null, plan: { ...plan, partial: true, targets: ['action/checkout'] } };
const unchanged: UnstoredPlan = { id: null, org_id: '7', status: 'no_changes', plan: { ...plan, steps: [] }, lineage: revision.lineage, digest: 'b'.repeat(64) };
const planPolicy: PlanPolicy = {
  set: { version: 3, digest: 'd'.repeat(64) },
  results: [{ policy: 'delete-budget', enforcement: 'overridable', scope: 'plan', subject: 'plan', message: 'the plan deletes 12 objects' }],
  errors: [{ policy: 'webhook-allow-list', enforcement: 'mandatory', subject: 'destination/hooks', code: 'policy_eval_error', message: 'no such key: url' }],
};
/** Applied despite an overridable policy, with the plan's policy report. */
const overridden: Revision = {
  ...revision, plan: { ...plan, policy: planPolicy }, overrides: [{ policy: 'delete-budget', reason: 'retiring the v1 actions (#12)' }],
};
const unchangedWithPolicy: UnstoredPlan = { ...unchanged, plan: { ...unchanged.plan, policy: { ...planPolicy, results: [], errors: [] } } };

describe('the revision codec', () => {
  it('decodes what it encodes: a revision, a partial one, a plan with no changes, a page', () => {
    expect(plan.steps.length).toBeGreaterThan(0);
    for (const answer of [revision, partial, unchanged, overridden, unchangedWithPolicy] as PlannedRevision[]) {
      expect(decodePlanned(JSON.parse(JSON.stringify(encodePlanned(answer))))).toEqual(answer);
    }
    expect(decodeRevision(encodeRevision(partial))).toEqual(partial);
    const page = { items: [revision, partial], next_cursor: 'c2' };
    expect(decodeRevisionPage(JSON.parse(JSON.stringify(encodeRevisionPage(page))))).toEqual(page);
  });

  it('puts the plan in the members openapi.yaml names, and no member it does not', () => {
    const wire = encodeRevision(partial) as unknown as Record<string, unknown>;
    expect(Object.keys(wire).sort()).toEqual([
      'applied_by', 'diagnostics', 'digest', 'error_message', 'id', 'lineage', 'message', 'org_id', 'overrides', 'partial', 'planned_by', 'preview_steps',
      'serial', 'status', 'summary', 'targets', 'updated_at',
    ]);
    // Overrides are always sent (empty when none); the policy report only when the plan has one.
    expect(wire['overrides']).toEqual([]);
    expect(Object.keys(wire)).not.toContain('policy');
    const withPolicy = encodeRevision(overridden);
    expect(withPolicy.policy).toEqual(planPolicy);
    expect(withPolicy.overrides).toEqual([{ policy: 'delete-budget', reason: 'retiring the v1 actions (#12)' }]);
    expect(encodePlanned(unchangedWithPolicy).policy).toEqual(unchangedWithPolicy.plan.policy);
    expect(wire['preview_steps']).toBe(plan.steps);
    // Absent, not null, where the API leaves a member out.
    expect(Object.keys(encodeRevision(revision))).not.toContain('partial');
    expect(Object.keys(encodePlanned(unchanged)).sort()).toEqual(['diagnostics', 'digest', 'id', 'lineage', 'org_id', 'preview_steps', 'serial', 'status', 'summary']);
  });
});

describe('the request codecs', () => {
  it('give the service the request the client made', () => {
    const definition = aDefinition().withAction(anAction('checkout')).build();
    for (const request of [{ definition }, { definition, targets: [{ kind: 'action' as const, name: 'checkout' }], message: 'why' }]) {
      expect(decodePlanRequest(JSON.parse(JSON.stringify(encodePlanRequest(request))))).toEqual(request);
    }
    expect(decodeApplyRequest({}, encodeApplyRequest({ allowBreaking: false, allowBreakingVariants: ['checkout'], digest: 'c'.repeat(64) })))
      .toEqual({ allowBreaking: false, allowBreakingVariants: ['checkout'], digest: 'c'.repeat(64) });
    expect(decodeApplyRequest({}, encodeApplyRequest({ allowBreaking: true }))).toEqual({ allowBreaking: true, allowBreakingVariants: [] });
    expect(decodeApplyRequest({ allow_breaking: 'true' }, undefined)).toEqual({ allowBreaking: true });
    const overrides = [{ policy: 'delete-budget', reason: 'retiring the v1 actions' }, { policy: 'webhook-allow-list', reason: 'a partner\'s host, for a week' }];
    expect(decodeApplyRequest({}, JSON.parse(JSON.stringify(encodeApplyRequest({ allowBreaking: false, overrides })))))
      .toEqual({ allowBreaking: false, allowBreakingVariants: [], overrides });
    expect(Object.keys(encodeApplyRequest({ overrides: [] }))).not.toContain('overrides');
    const query = { limit: 5, cursor: 'c1', statuses: ['planned' as const, 'stale' as const] };
    expect(decodeRevisionQuery(encodeRevisionQuery(query))).toEqual(query);
    expect(decodeRevisionQuery(encodeRevisionQuery({}))).toEqual({});
    expect(decodePruneRequest(encodePruneRequest({ keep: 3, olderThanSeconds: 60 }))).toEqual({ keep: 3, olderThanSeconds: 60 });
  });

  it('refuse a body the API does not take, as the service error at its pointer', () => {
    const refusal = (work: () => unknown) => {
      try {
        work();
      } catch (error) {
        return isServiceError(error) ? [error.code, error.pointer ?? null, error.message] : error;
      }
      return 'accepted';
    };
    expect(refusal(() => decodeApplyRequest({}, { allow_breaking: 'yes' }))).toEqual(['invalid_request', '/allow_breaking', '/allow_breaking: must be a boolean']);
    expect(refusal(() => decodeApplyRequest({}, { digest: 5 }))).toEqual(['invalid_request', '/digest', expect.stringContaining('64 lowercase hex digits')]);
    expect(refusal(() => decodeApplyRequest({ allow_breaking: 'maybe' }, undefined))).toEqual(['invalid_request', null, '/allow_breaking: must be true or false']);
    expect(refusal(() => decodePruneRequest({ keep: 1, forever: true }))).toEqual(['invalid_request', '/forever', '/forever: is not an accepted field here; remove it']);
    expect(refusal(() => decodePruneRequest([]))).toEqual(['invalid_request', '/', expect.stringContaining('must be a JSON object')]);
    expect(refusal(() => decodeApplyRequest({}, { overrides: { policy: 'a', reason: 'b' } }))).toEqual(['invalid_request', '/overrides', expect.stringContaining('must be an array')]);
    expect(refusal(() => decodeApplyRequest({}, { overrides: [{ policy: 'a', reason: 'b' }, 'a'] }))).toEqual(['invalid_request', '/overrides/1', expect.any(String)]);
    expect(refusal(() => decodeApplyRequest({}, { overrides: [{ policy: '', reason: 'b' }] }))).toEqual(['invalid_request', '/overrides/0/policy', expect.stringContaining('non-empty string')]);
    expect(refusal(() => decodeApplyRequest({}, { overrides: [{ policy: 'a', reason: '  ' }] }))).toEqual(['invalid_request', '/overrides/0/reason', expect.stringContaining('non-empty string')]);
    expect(refusal(() => decodeApplyRequest({}, { overrides: [{ policy: 'a' }] }))).toEqual(['invalid_request', '/overrides/0/reason', expect.any(String)]);
    expect(refusal(() => decodeApplyRequest({}, { overrides: [{ policy: 'a', reason: 'r'.repeat(2001) }] }))).toEqual(['invalid_request', '/overrides/0/reason', expect.stringContaining('2,000')]);
    expect(refusal(() => decodeApplyRequest({}, { overrides: [{ policy: 'a', reason: 'r'.repeat(2000) }] }))).toBe('accepted');
    expect(refusal(() => decodeApplyRequest({}, { overrides: [{ policy: 'a', reason: 'b', by: 'me' }] }))).toEqual(['invalid_request', '/overrides/0/by', expect.any(String)]);
  });
});
