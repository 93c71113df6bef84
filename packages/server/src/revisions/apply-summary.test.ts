// The operator notification's markdown: counts, one row per step, escaping, and the cut.
import { describe, expect, it } from 'vitest';
import { PLAN_FORMAT_VERSION, type Plan, type PlanSummary, type Step } from '@capctl/core';
import { applySummaryMarkdown } from './apply-summary.js';
import { decodeCursor, encodeCursor } from './cursor.js';

const create: Step = {
  kind: 'action', op: 'create', name: 'checkout', variant: 'checkout', id: '7', current_version: 0, final_version: 1,
  destination: { by: 'default_sink', value: 'default_sink' }, create: { schema: {}, variant: 'checkout', version: 1, alias: [] },
};
const breaking: Step = {
  kind: 'action', op: 'update', name: 'refund', variant: 'refund', id: '8', current_version: 2, final_version: 3,
  destination: { by: 'default_sink', value: 'default_sink' }, compatibility: 'breaking',
};
const remove: Step = { kind: 'destination', op: 'delete', name: 'ops|old', id: '9' };
// The summary is the plan's own answer; the markdown repeats it rather than counting again.
const planOf = (steps: readonly Step[], summary: PlanSummary): Plan => ({ format_version: PLAN_FORMAT_VERSION, serial: 11, steps, summary, diagnostics: [] });

describe('applySummaryMarkdown', () => {
  it('counts the steps and lists each with its version change', () => {
    expect(applySummaryMarkdown({ revisionId: '4', serial: 12, plan: planOf([create, breaking, remove], { create: 1, update: 1, delete: 1, unchanged: 5, breaking: 1 }) })).toBe([
      '### Config revision 4 applied',
      '',
      '3 steps: 1 created, 1 updated, 1 deleted. State serial is now 12.',
      '',
      '| | kind | name | version |',
      '|---|---|---|---|',
      '| + | action | checkout | v0 → v1 |',
      '| ~ | action | refund | v2 → v3 (breaking) |',
      '| - | destination | ops\\|old |  |',
    ].join('\n'));
  });

  it('cuts after 100 rows and says how many more', () => {
    const text = applySummaryMarkdown({ revisionId: '5', serial: 1, plan: planOf(Array.from({ length: 130 }, () => create), { create: 130, update: 0, delete: 0, unchanged: 0, breaking: 0 }) });
    expect(text.split('\n').filter((l) => l.startsWith('| + |'))).toHaveLength(100);
    expect(text).toContain('… and 30 more steps');
  });
});

describe('revision cursors', () => {
  it('round-trip an id and refuse anything else', () => {
    expect(decodeCursor(encodeCursor('3f2a9c1e-0b7d-4e2a-9f1c-5d6e7f8a9b0c'))).toBe('3f2a9c1e-0b7d-4e2a-9f1c-5d6e7f8a9b0c');
    expect(decodeCursor('not-a-cursor')).toBeUndefined();
    expect(decodeCursor(Buffer.from('rev:../x').toString('base64url'))).toBeUndefined();
  });
});
