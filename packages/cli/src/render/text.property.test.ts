// The text plan is made a step at a time, each chunk tested once for what logLine changes, and
// rows given no width are made without wrapping: for hostile strings in every field, coloured or
// not, at any width or none, it is the line-by-line rendering (each line laid out, each row
// through logLine), byte for byte.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { maskStep, type Plan } from '@capctl/core';
import { hostileStrings, planWith } from '../testing/hostile-plan.js';
import { layoutLine } from './layout.js';
import { createPalette, type Palette } from './palette.js';
import { eachPlanLine } from './plan-lines.js';
import { logLine } from './safe-text/log-text.js';
import { renderPlanText } from './text.js';

/**
 * The renderer line by line, as it was: every line through layoutLine, every row through logLine.
 * No width is the widest width, so that such lines go through the wrapping code too.
 */
function lineByLine(plan: Plan, palette: Palette, width: number | undefined, foldAt: number | undefined): string {
  let text = '';
  for (const line of eachPlanLine(plan, { foldAt, eachStep: maskStep })) {
    for (const row of layoutLine(line, palette, width ?? Number.MAX_SAFE_INTEGER)) text += `${logLine(row)}\n`;
  }
  return text;
}

describe('the text plan, a step at a time', () => {
  it('is the line-by-line rendering for any strings, palette and width', () => {
    let commands = 0;
    fc.assert(
      fc.property(hostileStrings, fc.boolean(), fc.option(fc.integer({ min: 1, max: 100 })), fc.option(fc.constantFrom(2, 20)), (texts, color, width, foldAt) => {
        const plan = planWith(texts);
        const palette = createPalette({ color });
        const expected = lineByLine(plan, palette, width ?? undefined, foldAt ?? undefined);
        expect(renderPlanText(plan, { palette, width: width ?? undefined, foldAt: foldAt ?? undefined })).toBe(expected);
        if (expected.includes('\\x3a:') || expected.includes('#\\x23[')) commands += 1;
      }),
      { numRuns: 300 },
    );
    // Enough plans held a command that logLine changed, so the chunk's slow way was taken.
    expect(commands).toBeGreaterThan(30);
  });
});
