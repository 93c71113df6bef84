// The window's model: the same lines as the text renderer, the deletes and breaking changes found
// by their badges (not by a name that reads DELETE), and rows laid out only for the window.
import { maskPlan, type Plan, type Step } from '@capctl/core';
import { describe, expect, it } from 'vitest';
import { createPalette } from '../render/palette.js';
import { planLines, TERMINAL_OBJECT_LINES } from '../render/plan-lines.js';
import { renderPlanText } from '../render/text.js';
import { everyKindPlan, objectSchema, PlanBuilder } from '../testing/plan-fixture.js';
import { PlanDocument, planDocument } from './plan-document.js';
import { fitsIn, lastTop, lineRows, lineText, pageFrom, searchLines, windowRows, type Row } from './window-rows.js';

const text = (rows: readonly Row[]): string[] => rows.map((row) => ' '.repeat(row.indent) + row.parts.map((p) => p.text).join(''));

describe('planDocument', () => {
  it('holds the lines the text renderer prints, row for row at a width', () => {
    const plan = everyKindPlan();
    const lines = planDocument(plan);
    const printed = renderPlanText(plan, { palette: createPalette({ color: false }), width: 60, foldAt: TERMINAL_OBJECT_LINES }).trimEnd().split('\n');
    expect(text(windowRows(lines, 0, Number.POSITIVE_INFINITY, 60)).map((row) => row.trimEnd())).toEqual(printed);
  });

  it('finds each delete and breaking change by its badge, in order, and keeps the summary and notes as the header', () => {
    const document = planDocument(everyKindPlan());
    expect(document.attention.map((index) => lineText(document.at(index)!))).toEqual([
      '~ action cart  v1 → v2  BREAKING',
      '- action legacy  v4  DELETE',
      '- source old-queue  DELETE',
    ]);
    expect(document.header.map(lineText)).toEqual([
      'Plan: 3 to create, 3 to update, 2 to delete, 12 unchanged.',
      '1 breaking schema change: apply refuses it unless --allow-breaking is given.',
    ]);
  });

  it('makes, step by step, every line the presenter makes for the whole plan, notes and diagnostics included', () => {
    const plan = notedPlan();
    const document = planDocument(plan, true);
    const expected = planLines(maskPlan(plan), { allowBreaking: true, foldAt: TERMINAL_OBJECT_LINES });
    expect(Array.from({ length: document.length }, (_, index) => document.at(index))).toEqual(expected);
    expect(document.header.map(lineText)).toEqual([
      'Plan: 3 to create, 2 to update, 0 to delete, 0 unchanged.',
      expect.stringMatching(/^Partial plan: only action\/cart/),
      expect.stringMatching(/^1 object was changed outside capctl/),
      expect.stringMatching(/^Reads from the environment: PAGER_TOKEN/),
      expect.stringMatching(/^CAUTION: 1 action weakens its compatibility mode \(cart: backward → none\)/),
    ]);
  });

  it('keeps the lines of a few steps only, whatever the plan\'s size, and finds lines again on demand', () => {
    const builder = new PlanBuilder();
    for (let i = 0; i < 400; i++) builder.createAction(`bulk-${i}`, objectSchema(['id']));
    const document = planDocument(builder.build());
    expect(document.complete).toBe(true);
    expect(document.kept).toBeLessThanOrEqual(64);
    expect(lineText(document.at(document.length - 1)!)).toMatch(/^Plan: 400 to create/);
    expect(lineText(document.at(1)!)).toBe('+ action bulk-0  v0 → v1');
    expect(document.kept).toBeLessThanOrEqual(64);
  });

  it('counts in slices that yield to the event loop, and stops when told', async () => {
    const builder = new PlanBuilder();
    for (let i = 0; i < 50; i++) builder.createAction(`bulk-${i}`, objectSchema(['id']));
    const document = new PlanDocument(builder.build());
    const stop = { stopped: false };
    let turns = 0;
    const counted = document.count(stop, 0);
    // Each slice of no time counts one step, then yields: the event loop turns in between.
    await new Promise<void>((resolve) => setImmediate(() => {
      turns += 1;
      stop.stopped = true;
      resolve();
    }));
    expect(await counted).toBe(false);
    expect(turns).toBe(1);
    expect(document.complete).toBe(false);
    expect(document.length).toBeGreaterThan(0);
    expect(await document.count()).toBe(true);
    expect(document.complete).toBe(true);
  });

  it('lets a key be drawn first: after quiet(), counting waits before its first slice', async () => {
    const plan = everyKindPlan();
    const eager = new PlanDocument(plan);
    const counted = eager.count();
    // Without a key, the first slice runs at once.
    expect(eager.length).toBeGreaterThan(0);
    await counted;
    const document = new PlanDocument(plan);
    document.quiet();
    const done = document.count();
    expect(document.length).toBe(0);
    expect(await done).toBe(true);
    expect(document.length).toBe(eager.length);
  });

  it('searches the plan in slices, finding what the whole lines hold', async () => {
    const document = new PlanDocument(everyKindPlan());
    const found = await document.search('PAGER');
    expect(found?.map((index) => lineText(document.at(index)!))).toEqual(['~ destination pager', 'destinations: ["pager"]']);
    expect(await document.search('')).toEqual([]);
    expect(await document.search('pager', { stopped: true })).toBeUndefined();
  });

  it('does not take a create named DELETE for a delete', () => {
    const plan = new PlanBuilder().createAction('DELETE', objectSchema(['id'])).createAction('BREAKING', objectSchema(['id'])).build();
    expect(planDocument(plan).attention).toEqual([]);
  });
});

describe('the window over the lines', () => {
  const lines = planDocument(new PlanBuilder().createAction('bulk', objectSchema(['id'], ['a', 'b'])).createResource('metrics', 'm'.repeat(150), { name: 'm' }).build());

  it('lays out rows from the top line and no more than the height', () => {
    const rows = text(windowRows(lines, 1, 3, 100));
    expect(rows).toHaveLength(3);
    expect(rows[0]).toBe(text(lineRows(lines.at(1)!, 100))[0]);
  });

  it('wraps a long line into rows of the width, as the text renderer does', () => {
    const long = searchLines(lines, 'm'.repeat(150))[0] ?? -1;
    expect(text(lineRows(lines.at(long)!, 100))).toEqual(['  + metrics', `      ${'m'.repeat(94)}`, `      ${'m'.repeat(56)}`]);
  });

  it('knows whether the plan fits, where the last screenful starts, and where a page up or down lands', () => {
    const total = windowRows(lines, 0, Number.POSITIVE_INFINITY, 100).length;
    expect(fitsIn(lines, total, 100)).toBe(true);
    expect(fitsIn(lines, total - 1, 100)).toBe(false);
    expect(lastTop(lines, total, 100)).toBe(0);
    const last = lastTop(lines, 4, 100);
    expect(windowRows(lines, last, 4, 100).length).toBeLessThanOrEqual(4);
    expect(windowRows(lines, last - 1, 100, 100).length).toBeGreaterThan(4);
    const down = pageFrom(lines, 0, 4, 100, true);
    expect(windowRows(lines, 0, Number.POSITIVE_INFINITY, 100).slice(0, 4)).toEqual(windowRows(lines, 0, 4, 100));
    expect(down).toBeGreaterThan(0);
    expect(pageFrom(lines, down, 4, 100, false)).toBe(0);
  });

  it('searches the lines ignoring case', () => {
    expect(searchLines(lines, 'BULK').map((index) => lineText(lines.at(index)!))).toEqual(['+ action bulk  v0 → v1', 'variant: "bulk"']);
    expect(searchLines(lines, '')).toEqual([]);
  });
});

/** A partial plan with every note under its summary (drift, environment reads, a weakened mode) and a diagnostic. */
function notedPlan(): Plan {
  const plan = new PlanBuilder()
    .createAction('cart', objectSchema(['id']))
    .createResource('destination', 'pager', { label: 'pager', config: { headers: { Authorization: 'Bearer s3cret' } } })
    .createResource('metrics', 'prom', { name: 'prom' })
    .updateResource('source', 'queue', { name: 'queue', batch: 1 }, { name: 'queue', batch: 2 })
    .drifted(['batch'])
    .updateAction('cart', { from: 1, to: 2, before: { variant: 'cart', compatibility: 'backward' }, after: { variant: 'cart', compatibility: 'none' } })
    .error('cannot delete a protected action', '/actions/0')
    .build();
  const steps = plan.steps.map((step): Step => (step.kind === 'destination' ? { ...step, env_reads: [{ header: 'Authorization', env: 'PAGER_TOKEN' }] } : step));
  return { ...plan, steps, partial: true, targets: ['action/cart'] };
}
