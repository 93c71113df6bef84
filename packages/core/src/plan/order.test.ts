// Step order, impact roll-up and the guards renderers branch on.
import { describe, expect, it } from 'vitest';
import type { Step } from '../types.js';
import { aDefinition, anAction, aState, planOf } from '../testing/index.js';
import { planImpact, stepImpact } from './impact.js';
import { orderSteps } from './order.js';
import { isActionStep, isBreaking, isCreate, isDelete, isUpdate } from './step-guards.js';

const step = (kind: Step['kind'], op: Step['op'], name: string): Step => ({ kind, op, name }) as Step;

describe('orderSteps', () => {
  it('puts creates and updates in dependency order, then deletes in reverse, ties by name', () => {
    const steps = [
      step('source', 'create', 's'), step('metrics', 'delete', 'm'), step('action', 'update', 'b'), step('action', 'create', 'a'),
      step('query', 'create', 'm/q'), step('destination', 'delete', 'd'), step('metrics', 'create', 'm2'), step('source', 'delete', 's0'),
    ];
    expect(orderSteps(steps).map((s) => `${s.op} ${s.kind} ${s.name}`)).toEqual([
      'create metrics m2', 'create query m/q', 'create action a', 'update action b', 'create source s',
      'delete source s0', 'delete destination d', 'delete metrics m',
    ]);
  });
});

describe('impact and guards', () => {
  it('rolls step impacts up to the worst one', () => {
    const state = aState().applied(aDefinition().withAction(anAction('a'), anAction('b')));
    const breaking = planOf(aDefinition().withAction(anAction('a', { schema: { type: 'string' } }), anAction('b')), state);
    const deleting = planOf(aDefinition().withAction(anAction('a')), state);
    expect(planImpact(planOf(aDefinition().withAction(anAction('a'), anAction('b')), state))).toBe('none');
    expect(planImpact(planOf(aDefinition().withAction(anAction('a'), anAction('b'), anAction('c')), state))).toBe('change');
    expect(planImpact(deleting)).toBe('delete');
    expect(planImpact(breaking)).toBe('breaking');
    expect(stepImpact(breaking.steps[0] as Step)).toBe('breaking');
  });

  it('answers what a step is', () => {
    const s = step('action', 'delete', 'x');
    expect([isCreate(s), isUpdate(s), isDelete(s), isActionStep(s), isBreaking(s)]).toEqual([false, false, true, true, false]);
  });
});
