// The planner's rules, one by one: creates, updates, deletes, renames, checks against the state.
import { describe, expect, it } from 'vitest';
import type { ActionStep, Step } from '../types.js';
import { applyPlan } from './apply-plan.js';
import { aDefinition, aDestination, aMetricsSource, anAction, aSource, aState, objectSchema, planOf } from '../testing/index.js';
import { plan } from './plan.js';

const only = (steps: readonly Step[]): Step => {
  expect(steps).toHaveLength(1);
  return steps[0] as Step;
};

describe('plan: creates', () => {
  it('creates a new action at version 1 with the seed fields', () => {
    const p = planOf(aDefinition().withAction(anAction('deploy', { aliases: ['ship'] })));
    expect(only(p.steps)).toEqual({
      kind: 'action', op: 'create', name: 'deploy', variant: 'deploy', current_version: 0, final_version: 1,
      destination: { by: 'default_sink', value: 'default_sink' },
      create: { schema: objectSchema(), variant: 'deploy', version: 1, alias: ['ship'] },
      after: { aliases: ['ship'], compatibility: 'backward', destinations: [], protect: false, queries: [], schema: objectSchema(), sources: [], variant: 'deploy' },
    });
    expect(p.summary).toEqual({ create: 1, update: 0, delete: 0, unchanged: 0, breaking: 0 });
    expect(p.format_version).toBe(2);
    expect(p.serial).toBe(0);
  });

  it('names destinations by sorted, comma-joined labels', () => {
    const def = aDefinition().withDestination(aDestination('b'), aDestination('a')).withAction(anAction('x', { destinations: ['b', 'a'] }));
    const step = planOf(def).steps.find((s) => s.kind === 'action') as ActionStep;
    expect(step.destination).toEqual({ by: 'label', value: 'a,b' });
  });

  it('fills defaults and resolves bare query names to metrics/query', () => {
    const def = aDefinition().withMetrics(aMetricsSource('prom', ['lag'])).withAction(anAction('x', { queries: ['lag'] }));
    const p = planOf(def);
    expect(p.steps.map((s) => `${s.kind}:${s.name}`)).toEqual(['metrics:prom', 'query:prom/lag', 'action:x']);
    expect(p.steps[0]?.after).toMatchObject({ status: 'active', config: {}, poll_interval_seconds: null, credential_id: null, protect: false });
    expect(p.steps[2]?.after?.['queries']).toEqual(['prom/lag']);
  });

  it('carries no id on creates unless assignId is given', () => {
    const def = aDefinition().withAction(anAction('a'));
    expect(only(planOf(def).steps).id).toBeUndefined();
    expect(only(planOf(def, aState(), { assignId: (kind, name) => `${kind}-${name}-7` }).steps).id).toBe('action-a-7');
  });

  it('records the serial of the state it was made against', () => {
    const state = aState().applied(aDefinition().withAction(anAction('a')));
    expect(planOf(aDefinition().withAction(anAction('a')), state).serial).toBe(1);
  });
});

describe('plan: updates and unchanged objects', () => {
  const base = aDefinition().withDestination(aDestination('d', { config: { url: 'https://a.example.com', response_time_sla_ms: 100 } }));

  it('counts unchanged objects without making steps', () => {
    const state = aState().applied(base);
    const p = planOf(base, state);
    expect(p.steps).toEqual([]);
    expect(p.summary).toEqual({ create: 0, update: 0, delete: 0, unchanged: 1, breaking: 0 });
  });

  it('updates a changed resource with before, after and an RFC 6902 patch', () => {
    const state = aState().applied(base);
    const changed = aDefinition().withDestination(aDestination('d', { config: { url: 'https://a.example.com', response_time_sla_ms: 250 } }));
    const step = only(planOf(changed, state).steps);
    expect(step).toMatchObject({ kind: 'destination', op: 'update', name: 'd', id: 'destination:d' });
    expect(step.before?.['config']).toEqual({ url: 'https://a.example.com', response_time_sla_ms: 100 });
    expect(step.after?.['config']).toEqual({ url: 'https://a.example.com', response_time_sla_ms: 250 });
    expect(step.patch).toEqual([{ op: 'replace', path: '/config/response_time_sla_ms', value: 250 }]);
  });

  it('treats key order of values as irrelevant', () => {
    const state = aState().applied(aDefinition().withAction(anAction('a', { schema: { type: 'object', required: ['x'] } })));
    const p = planOf(aDefinition().withAction(anAction('a', { schema: { required: ['x'], type: 'object' } })), state);
    expect(p.steps).toEqual([]);
  });

  it('keeps the version when only aliases or bindings change', () => {
    const state = aState().applied(aDefinition().withDestination(aDestination('d')).withAction(anAction('a')));
    const def = aDefinition().withDestination(aDestination('d')).withAction(anAction('a', { aliases: ['b'], destinations: ['d'] }));
    const step = only(planOf(def, state).steps) as ActionStep;
    expect(step).toMatchObject({ op: 'update', current_version: 1, final_version: 1, update: { version: 1, alias: ['b'] } });
    expect(step.compatibility).toBeUndefined();
    expect(step.destination).toEqual({ by: 'label', value: 'd' });
  });

  it('bumps the version and classifies compatibility when the schema changes', () => {
    const state = aState().applied(aDefinition().withAction(anAction('a')));
    const def = aDefinition().withAction(anAction('a', { schema: objectSchema({ id: { type: 'string' } }, { required: ['id'] }) }));
    const p = planOf(def, state);
    const step = only(p.steps) as ActionStep;
    expect(step).toMatchObject({ op: 'update', id: 'action:a', current_version: 1, final_version: 2, compatibility: 'breaking' });
    expect(step.reasons).toEqual([expect.objectContaining({ pointer: '/required', rule: 'required_added' })]);
    expect(step.patch).toEqual([{ op: 'add', path: '/schema/required', value: ['id'] }]);
    expect(p.summary.breaking).toBe(1);
  });

  it('marks a widening schema change compatible under the default mode, without reasons', () => {
    const state = aState().applied(aDefinition().withAction(anAction('a')));
    const step = only(planOf(aDefinition().withAction(anAction('a', { schema: objectSchema({ id: { type: ['string', 'null'] } }) })), state).steps) as ActionStep;
    expect(step.compatibility).toBe('compatible');
    expect(step).toMatchObject({ mode: 'backward', checked_versions: [1], failed_versions: [] });
    expect(step.reasons).toBeUndefined();
  });
});

describe('plan: deletes', () => {
  const full = aDefinition()
    .withMetrics(aMetricsSource('m', ['q']))
    .withDestination(aDestination('d'))
    .withAction(anAction('a', { destinations: ['d'], queries: ['m/q'] }))
    .withSource(aSource('s', 'a'));

  it('deletes objects missing from the definition last, in reverse dependency order', () => {
    const state = aState().applied(full);
    const p = planOf(aDefinition().withAction(anAction('z')), state);
    expect(p.steps.map((s) => `${s.op} ${s.kind} ${s.name}`)).toEqual([
      'create action z', 'delete source s', 'delete action a', 'delete destination d', 'delete query m/q', 'delete metrics m',
    ]);
    expect(p.steps[1]?.patch).toEqual([{ op: 'remove', path: '' }]);
    expect(p.steps[2]).toMatchObject({ kind: 'action', id: 'action:a', current_version: 1, final_version: 1, destination: { by: 'label', value: 'd' } });
    expect(p.summary).toMatchObject({ create: 1, delete: 5 });
  });

  it('fails the plan when it removes a protected object, naming it and the way out', () => {
    const state = aState().applied(aDefinition().withAction(anAction('keep', { protect: true })));
    const p = planOf(aDefinition(), state);
    expect(p.steps).toEqual([]);
    expect(p.diagnostics).toEqual([expect.objectContaining({ severity: 'error', code: 'protected_delete', pointer: '/actions' })]);
    expect(p.diagnostics[0]?.message).toMatch(/action "keep" is protected.*protect: false/);
  });

  it('deletes a formerly protected object once protect: false was applied', () => {
    const protectedState = aState().applied(aDefinition().withAction(anAction('keep', { protect: true })));
    const unprotect = planOf(aDefinition().withAction(anAction('keep', { protect: false })), protectedState);
    expect(unprotect.steps.map((s) => s.op)).toEqual(['update']);
    const state = protectedState.applied(aDefinition().withAction(anAction('keep', { protect: false })));
    expect(planOf(aDefinition(), state).steps.map((s) => `${s.op} ${s.name}`)).toEqual(['delete keep']);
  });

  it('points at the metrics source queries when a protected query is removed', () => {
    const state = aState().applied(aDefinition().withMetrics(aMetricsSource('m', [], { queries: [{ name: 'q', config: { expression: 'x' }, protect: true }] })));
    const p = planOf(aDefinition().withMetrics(aMetricsSource('m')), state);
    expect(p.diagnostics.map((d) => [d.code, d.pointer])).toEqual([['protected_delete', '/resources/metrics/0/queries']]);
  });
});

describe('plan: renames', () => {
  it('renames an action through aliases, keeping its id and history', () => {
    const state = aState().applied(aDefinition().withAction(anAction('old')));
    const p = planOf(aDefinition().withAction(anAction('new', { aliases: ['old'] })), state);
    const step = only(p.steps) as ActionStep;
    expect(step).toMatchObject({ op: 'update', name: 'new', variant: 'new', id: 'action:old', renamed_from: 'old', current_version: 1, final_version: 1 });
    expect(step.patch).toContainEqual({ op: 'replace', path: '/variant', value: 'new' });
  });

  it('renames a destination through aliases: one update keeping its id, and the action follows the label', () => {
    const state = aState().applied(aDefinition().withDestination(aDestination('pager')).withAction(anAction('a', { destinations: ['pager'] })));
    const def = aDefinition().withDestination(aDestination('oncall', { aliases: ['pager'], config: { url: 'https://hooks.example.com/pager' } }))
      .withAction(anAction('a', { destinations: ['oncall'] }));
    const p = planOf(def, state);
    expect(p.steps.map((s) => `${s.op} ${s.kind} ${s.name}`)).toEqual(['update destination oncall', 'update action a']);
    expect(p.steps[0]).toMatchObject({ id: 'destination:pager', renamed_from: 'pager', patch: [{ op: 'replace', path: '/label', value: 'oncall' }] });
    expect(p.summary).toMatchObject({ create: 0, update: 2, delete: 0 });
    const after = applyPlan(state.build(), p);
    expect(after.destinations.map((d) => [d.id, d.label])).toEqual([['destination:pager', 'oncall']]);
    expect(planOf(def, after).steps).toEqual([]);
  });

  it('renames a source through aliases', () => {
    const state = aState().applied(aDefinition().withAction(anAction('a')).withSource(aSource('orders', 'a')));
    const p = planOf(aDefinition().withAction(anAction('a')).withSource(aSource('orders-eu', 'a', 1, {
      aliases: ['orders'], config: { queue_url: 'https://sqs.example.com/orders', region: 'eu-west-1' },
    })), state);
    expect(only(p.steps)).toMatchObject({ kind: 'source', op: 'update', name: 'orders-eu', id: 'source:orders', renamed_from: 'orders' });
  });

  it('renames a metrics source through aliases, and its queries follow it without a delete', () => {
    const state = aState().applied(aDefinition().withMetrics(aMetricsSource('prom', ['lag'])).withAction(anAction('a', { queries: ['prom/lag'] })));
    const def = aDefinition().withMetrics(aMetricsSource('prom2', ['lag'], { aliases: ['prom'], endpoint: 'https://metrics.example.com/prom' }))
      .withAction(anAction('a', { queries: ['prom2/lag'] }));
    const p = planOf(def, state);
    expect(p.steps.map((s) => `${s.op} ${s.kind} ${s.name} ${s.id} ${s.renamed_from ?? ''}`)).toEqual([
      'update metrics prom2 metrics:prom prom', 'update query prom2/lag query:prom/lag prom/lag', 'update action a action:a ',
    ]);
    expect(planOf(def, applyPlan(state.build(), p)).steps).toEqual([]);
  });

  it('does not rename a destination that the definition still claims by label', () => {
    const state = aState().applied(aDefinition().withDestination(aDestination('pager')));
    const p = planOf(aDefinition().withDestination(aDestination('pager'), aDestination('oncall', { aliases: ['pager'] })), state);
    expect(p.diagnostics.map((d) => d.code)).toEqual([]);
    expect(p.steps.map((s) => `${s.op} ${s.name}`)).toEqual(['create oncall']);
  });

  it('does not rename an action that the definition still claims by variant', () => {
    const state = aState().applied(aDefinition().withAction(anAction('old')));
    const p = planOf(aDefinition().withAction(anAction('old'), anAction('new', { aliases: ['legacy'] })), state);
    expect(p.steps.map((s) => `${s.op} ${s.name}`)).toEqual(['create new']);
  });
});

describe('plan: drift', () => {
  const drift = { fields: ['/config/url'], changed_at: '2026-11-24T10:00:00.000Z' };
  /** The state with its one destination marked as changed outside capctl, to `url`. */
  const drifted = (url: string) => {
    const state = aState().applied(aDefinition().withDestination(aDestination('pager'))).build();
    const [d] = state.destinations;
    if (d === undefined) throw new Error('no destination');
    return { ...state, destinations: [{ ...d, config: { ...d.config, url }, drift }] };
  };

  it('copies the drift of a changed object onto its update step', () => {
    const p = planOf(aDefinition().withDestination(aDestination('pager')), drifted('https://elsewhere.example.com'));
    expect(only(p.steps)).toMatchObject({ op: 'update', name: 'pager', drift });
  });

  it('copies the drift of a changed object onto its delete step, with who made the change', () => {
    const by = { key_id: 'k1', key_name: 'ci-bot', user: 'alice', role: 'apply', at: drift.changed_at } as const;
    const state = drifted('https://elsewhere.example.com');
    const withBy = { ...state, destinations: state.destinations.map((d) => ({ ...d, drift: { ...drift, by } })) };
    expect(only(planOf(aDefinition(), withBy).steps)).toMatchObject({ op: 'delete', name: 'pager', drift: { ...drift, by } });
    // No drift, no field: the plan of an object nobody changed outside capctl is what it was.
    expect(only(planOf(aDefinition(), aState().applied(aDefinition().withDestination(aDestination('pager'))).build()).steps)).not.toHaveProperty('drift');
  });

  it('shows no step when the definition already says what was changed outside', () => {
    const p = planOf(aDefinition().withDestination(aDestination('pager', { config: { url: 'https://elsewhere.example.com' } })), drifted('https://elsewhere.example.com'));
    expect(p.steps).toEqual([]);
  });

  it('forgets the drift once a plan is applied', () => {
    const state = drifted('https://elsewhere.example.com');
    const after = applyPlan(state, planOf(aDefinition().withDestination(aDestination('pager')), state));
    expect(after.destinations[0]).not.toHaveProperty('drift');
  });
});

describe('plan: checks against the state', () => {
  it('resolves a credential by label or id and stores the id', () => {
    const state = aState().withCredential('cred-1', 'hooks');
    const byLabel = planOf(aDefinition().withDestination(aDestination('d', { credential: 'hooks' })), state);
    const byId = planOf(aDefinition().withDestination(aDestination('d', { credential: 'cred-1' })), state);
    expect(byLabel.steps[0]?.after?.['credential_id']).toBe('cred-1');
    expect(byId.steps[0]?.after?.['credential_id']).toBe('cred-1');
  });

  it('explains a credential change by label, keeping the ids in before and after', () => {
    const credentials = aState().withCredential('cred-1', 'old-hooks').withCredential('cred-2', 'new-hooks');
    const first = planOf(aDefinition().withDestination(aDestination('d', { credential: 'old-hooks' })), credentials);
    expect(first.steps[0]?.credential).toEqual({ after: 'old-hooks' });
    const state = applyPlan(credentials.build(), first);
    const changed = plan(aDefinition().withDestination(aDestination('d', { credential: 'cred-2' })).build(), state);
    expect(changed.steps[0]).toMatchObject({ op: 'update', credential: { before: 'old-hooks', after: 'new-hooks' } });
    expect(changed.steps[0]?.after?.['credential_id']).toBe('cred-2');
    const none = plan(aDefinition().withDestination(aDestination('d')).build(), state);
    expect(none.steps[0]?.credential).toEqual({ before: 'old-hooks' });
  });

  it('reports an unknown credential at its reference and plans nothing', () => {
    const p = planOf(aDefinition().withDestination(aDestination('d'), aDestination('e', { credential: 'nope' })));
    expect(p.steps).toEqual([]);
    expect(p.summary).toEqual({ create: 0, update: 0, delete: 0, unchanged: 0, breaking: 0 });
    expect(p.diagnostics).toEqual([expect.objectContaining({ code: 'unresolved_credential', pointer: '/resources/destinations/1/credential' })]);
    expect(p.diagnostics[0]?.message).toContain('"nope"');
  });

  it('rejects an ingest version beyond the action version after the plan', () => {
    const p = planOf(aDefinition().withAction(anAction('a')).withSource(aSource('s', 'a', 2)));
    expect(p.diagnostics).toEqual([expect.objectContaining({ code: 'ingest_version_exceeded', pointer: '/resources/sources/0/ingest/version' })]);
    expect(p.diagnostics[0]?.message).toContain('at most 1');
  });

  it('warns on a source left at the version an update moves its action past, and only then', () => {
    const v1 = aDefinition().withAction(anAction('a', { schema: objectSchema({ x: {} }) })).withSource(aSource('s', 'a', 1));
    const state = aState().applied(v1);
    const bumped = planOf(aDefinition().withAction(anAction('a', { schema: objectSchema({ y: {} }) })).withSource(aSource('s', 'a', 1)), state);
    expect(bumped.steps.map((s) => [s.kind, s.op])).toEqual([['action', 'update']]);
    expect(bumped.diagnostics).toEqual([expect.objectContaining({ severity: 'warning', code: 'ingest_behind', pointer: '/resources/sources' })]);
    expect(bumped.diagnostics[0]?.message).toContain('from version 1 to 2; set ingest.version to 2');
    const followed = planOf(aDefinition().withAction(anAction('a', { schema: objectSchema({ y: {} }) })).withSource(aSource('s', 'a', 2)), state);
    expect(followed.diagnostics).toEqual([]);
    const aliasOnly = planOf(aDefinition().withAction(anAction('a', { schema: objectSchema({ x: {} }), aliases: ['b'] })).withSource(aSource('s', 'a', 1)), state);
    expect(aliasOnly.steps).toHaveLength(1);
    expect(aliasOnly.diagnostics).toEqual([]);
  });

  it('accepts an ingest version the plan reaches', () => {
    const state = aState().applied(aDefinition().withAction(anAction('a')));
    const def = aDefinition().withAction(anAction('a', { schema: { type: 'object' } })).withSource(aSource('s', 'a', 2));
    expect(planOf(def, state).diagnostics).toEqual([]);
  });

  it('reports a source ingesting an action the definition lacks', () => {
    const p = planOf(aDefinition().withSource(aSource('s', 'ghost')));
    expect(p.diagnostics.map((d) => [d.code, d.pointer])).toEqual([['unresolved_reference', '/resources/sources/0/ingest/variant']]);
  });

  it('reports a name defined twice', () => {
    const p = planOf(aDefinition().withAction(anAction('a'), anAction('a')));
    expect(p.diagnostics.map((d) => [d.code, d.pointer])).toEqual([['duplicate_name', '/actions/1']]);
  });
});

describe('plan: determinism', () => {
  it('gives byte-identical JSON for permuted lists and keys', () => {
    const a = aDefinition().withDestination(aDestination('d1'), aDestination('d2'))
      .withAction(anAction('x', { destinations: ['d1', 'd2'], schema: { type: 'object', required: ['a'] } }), anAction('y'));
    const b = aDefinition().withAction(anAction('y'), { schema: { required: ['a'], type: 'object' }, destinations: ['d2', 'd1'], variant: 'x' })
      .withDestination(aDestination('d2'), aDestination('d1'));
    expect(JSON.stringify(planOf(b))).toBe(JSON.stringify(planOf(a)));
  });
});

describe('plan: purity', () => {
  const deepFreeze = <T>(value: T): T => {
    if (typeof value === 'object' && value !== null) {
      Object.values(value).forEach(deepFreeze);
      Object.freeze(value);
    }
    return value;
  };

  it('never mutates the definition or the state (planning and applying)', () => {
    const state = deepFreeze(aState().withCredential('c1', 'hooks')
      .applied(aDefinition().withDestination(aDestination('d', { credential: 'hooks' })).withAction(anAction('a', { destinations: ['d'] }))).build());
    const definition = deepFreeze(aDefinition().withDestination(aDestination('d', { config: { url: 'https://x.example.com' } }))
      .withAction(anAction('b', { aliases: ['a'], schema: { type: 'string' } })).build());
    const snapshot = JSON.stringify({ state, definition });
    const p = plan(definition, state);
    const next = applyPlan(state, p);
    expect(next.serial).toBe(state.serial + 1);
    expect(JSON.stringify({ state, definition })).toBe(snapshot);
  });
});
