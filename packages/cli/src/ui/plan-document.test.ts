// The window's model: the same lines as the text renderer, the deletes and breaking changes found
// by their badges (not by a name that reads DELETE), and rows laid out only for the window.
import { describe, expect, it } from 'vitest';
import { createPalette } from '../render/palette.js';
import { TERMINAL_OBJECT_LINES } from '../render/plan-lines.js';
import { renderPlanText } from '../render/text.js';
import { everyKindPlan, objectSchema, PlanBuilder } from '../testing/plan-fixture.js';
import { planDocument } from './plan-document.js';
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
