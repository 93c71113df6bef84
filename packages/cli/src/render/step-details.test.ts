import { describe, expect, it } from 'vitest';
import { maskPlan, type Step } from '@capctl/core';
import { everyKindPlan, objectSchema, PlanBuilder } from '../testing/plan-fixture.js';
import { describeStep, objectDiff, versionText } from './step-details.js';

const stepNamed = (name: string): Step => {
  const step = maskPlan(everyKindPlan()).steps.find((candidate) => candidate.name === name);
  if (step === undefined) throw new Error(`fixture has no step ${name}`);
  return step;
};

describe('describeStep', () => {
  it('names changed fields from the patch, so a masked secret header still shows as changed', () => {
    const details = describeStep(stepNamed('pager'));
    expect(details.symbol).toBe('~');
    expect(details.fields).toEqual([
      { path: 'config.headers.Authorization', before: '(sensitive)', after: '(sensitive)' },
      { path: 'config.url', before: 'https://old.example/hook', after: 'https://new.example/hook' },
    ]);
    expect(details.badges).toEqual([]);
  });

  it('gives a breaking action update its badge, reasons, arrow and schema diff, and no schema field', () => {
    const details = describeStep(stepNamed('cart'));
    expect(details.badges.map((badge) => badge.label)).toEqual(['BREAKING']);
    expect(details.reasons.map((reason) => reason.rule)).toEqual(['required_added']);
    expect(details.versions).toEqual({ from: 1, to: 2 });
    expect(details.fields).toEqual([]);
    expect(details.schemaDiff.filter((line) => line.kind === 'add').map((line) => line.text)).toEqual([
      '+    },',
      '+    "sku": {',
      '+      "type": "string"',
      '+    "id",',
      '+    "sku"',
    ]);
  });

  it('explains an honest no-op and a rename', () => {
    expect(describeStep(stepNamed('refund')).notes).toEqual(['renamed from refunds', 'schema equals v1', 'backward compatible']);
  });

  it('badges deletes', () => {
    expect(describeStep(stepNamed('old-queue')).badges.map((badge) => badge.label)).toEqual(['DELETE']);
    expect(describeStep(stepNamed('legacy')).versions).toEqual({ from: 4, to: 4 });
  });

  it('compares before and after when a step has no patch, ignoring key order', () => {
    const plan = new PlanBuilder()
      .updateResource('query', 'm/q', { name: 'q', config: { expression: 'a', tags: { x: '1', y: '2' } } }, { config: { tags: { y: '2', x: '1' }, expression: 'b' }, name: 'q' })
      .build();
    const [step] = plan.steps;
    expect(step && describeStep(step).fields).toEqual([{ path: 'config.expression', before: 'a', after: 'b' }]);
  });
});

describe('objectDiff', () => {
  it('diffs a create from nothing and a delete to nothing', () => {
    const plan = new PlanBuilder().createResource('metrics', 'm', { name: 'm' }).deleteResource('source', 's', { name: 's' }).build();
    const [create, remove] = plan.steps;
    expect(create && objectDiff(create).map((line) => line.text)).toEqual([
      '--- metrics m (now)',
      '+++ metrics m (planned)',
      '@@ -0,0 +1,3 @@',
      '+{',
      '+  "name": "m"',
      '+}',
    ]);
    expect(remove && objectDiff(remove).map((line) => line.text).slice(2)).toEqual(['@@ -1,3 +0,0 @@', '-{', '-  "name": "s"', '-}']);
  });

  it('falls back to the create payload of an action without `after`', () => {
    const step: Step = {
      kind: 'action',
      op: 'create',
      name: 'a',
      variant: 'a',
      current_version: 0,
      final_version: 1,
      destination: { by: 'default_sink', value: 'default_sink' },
      create: { schema: objectSchema([]), variant: 'a', version: 1, alias: [] },
    };
    expect(objectDiff(step).some((line) => line.text === '+  "variant": "a",')).toBe(true);
  });
});

describe('versionText', () => {
  it('shows an arrow for a move and one version when it is kept', () => {
    expect(versionText({ from: 0, to: 1 })).toBe('v0 → v1');
    expect(versionText({ from: 3, to: 3 })).toBe('v3');
  });
});
