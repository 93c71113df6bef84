// Data cannot drive the terminal: for hostile strings in every field, the plain text (coloured
// or not, any width) and Ink's plan view hold no control byte, DEL, C1, bidi or zero-width
// character that the renderer did not write itself, and one output line per line of the model.
import fc from 'fast-check';
import { cleanup, render } from 'ink-testing-library';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hostileStrings, planWith } from '../../testing/hostile-plan.js';
import { objectSchema, PlanBuilder } from '../../testing/plan-fixture.js';
import { ApplyFlow } from '../../ui/apply-flow.js';
import { PlanView } from '../../ui/plan-view.js';
import { maskPlan } from '@capctl/core';
import { createPalette, plainPalette } from '../palette.js';
import { planLines } from '../plan-lines.js';
import { renderPlanText } from '../text.js';
import { terminalText } from './terminal-text.js';

afterEach(cleanup);

/** Colour codes as the palette writes them (`ESC [ n m`), which are the renderer's own. */
const OWN_SGR = /\u001b\[\d+m/g;
/** Everything a terminal acts on or hides but a newline: C0 but LF, DEL, C1, bidi, zero-width, separators, tags. */
// eslint-disable-next-line no-control-regex
const FORBIDDEN = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u00ad\u061c\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff\u{e0000}-\u{e007f}]/u;

describe('terminalText and the terminal renderers, for any strings in any field', () => {
  it('write no control, bidi or invisible character from data, and no extra line', () => {
    const seen = { escape: 0, carriageReturn: 0, bidi: 0, coloured: 0, narrow: 0 };
    fc.assert(
      fc.property(hostileStrings, fc.boolean(), fc.option(fc.integer({ min: 1, max: 120 })), (texts, color, width) => {
        const plan = planWith(texts);
        const text = renderPlanText(plan, { palette: createPalette({ color }), width: width ?? undefined });
        expect(text.replace(OWN_SGR, '')).not.toMatch(FORBIDDEN);
        if (!color) expect(text).not.toContain('\u001b');
        // Without a width nothing wraps: one line per model line, whatever newlines the data held.
        if (width === null) expect(text.split('\n').length).toBe(planLines(maskPlan(plan)).length + 1);
        if (texts.some((t) => t.includes('\u001b'))) seen.escape += 1;
        if (texts.some((t) => t.includes('\r'))) seen.carriageReturn += 1;
        if (texts.some((t) => /[\u202a-\u202e\u2066-\u2069]/.test(t))) seen.bidi += 1;
        if (color) seen.coloured += 1;
        if (width !== null) seen.narrow += 1;
      }),
      { numRuns: 200 },
    );
    for (const [outcome, count] of Object.entries(seen)) expect(count, outcome).toBeGreaterThan(20);
  });

  it('leave nothing but text from data in Ink\'s plan view', () => {
    let hostile = 0;
    fc.assert(
      fc.property(hostileStrings, (texts) => {
        const { lastFrame, unmount } = render(<PlanView plan={planWith(texts)} color={false} />);
        expect(lastFrame() ?? '').not.toMatch(FORBIDDEN);
        unmount();
        if (texts.some((t) => /[\r\b\u001b\u202e]/.test(t))) hostile += 1;
      }),
      { numRuns: 25 },
    );
    expect(hostile).toBeGreaterThan(10);
  });
});

describe('the attacks a pull request could make on a terminal review', () => {
  /** A breaking change whose new required property's name erases the lines above it. */
  const erasing = '\u001b[1A\u001b[2K\u001b[1A\u001b[2Kid';
  const plan = new PlanBuilder()
    .updateResource('destination', 'pager', { label: 'pager', config: { url: 'https://old.example' } }, { label: 'pager', config: { url: 'https://evil.example' } })
    .updateAction('cart', {
      from: 1,
      to: 2,
      before: { variant: 'cart', schema: objectSchema([]) },
      after: { variant: 'cart', schema: objectSchema([erasing]) },
      breaking: [{ pointer: '/required/0', rule: 'required_added', message: `property "${erasing}" is now required` }],
    })
    .deleteAction('legacy', 4, { variant: 'legacy' })
    .build();

  it('ANSI in a required name shows as \\x1b in plain text, and the DELETE and the URL change stay', () => {
    const text = renderPlanText(plan, { palette: plainPalette });
    expect(text).not.toContain('\u001b');
    expect(text).toContain('property "\\x1b[1A\\x1b[2K\\x1b[1A\\x1b[2Kid" is now required');
    expect(text).toContain('  - action legacy  v4  DELETE');
    expect(text).toContain('config.url: "https://old.example" → "https://evil.example"');
  });

  it('CR, backspace and bidi controls in names show as escapes in Ink', () => {
    const hidden = new PlanBuilder().createAction('safe\r  - action prod  DELETE\b\b\u202eesrever', objectSchema(['id'])).build();
    const { lastFrame } = render(<PlanView plan={hidden} color={false} />);
    const frame = lastFrame() ?? '';
    expect(frame).toContain('+ action safe\\r  - action prod  DELETE\\x08\\x08\\u202eesrever');
    expect(frame).not.toMatch(FORBIDDEN);
  });

  it('a service message and a pasted answer show their escapes in the confirm prompt and the outcome', async () => {
    const failing = () => Promise.reject(new Error('refused\u001b[2K\r\u202eok'));
    const app = render(<ApplyFlow plan={plan} apply={failing} color={false} allowBreaking onDone={() => undefined} />);
    const frame = (): string => app.frames.filter((f) => f.trim() !== '').at(-1) ?? '';
    app.stdin.write('yes\u202e');
    await vi.waitFor(() => expect(frame()).toContain('yes\\u202e'), { timeout: 15_000, interval: 20 });
    app.stdin.write('\u0008');
    await vi.waitFor(() => expect(frame()).not.toContain('\\u202e'), { timeout: 15_000, interval: 20 });
    app.stdin.write('\r');
    await vi.waitFor(() => expect(frame()).toContain('Apply failed: refused\\x1b[2K\\r\\u202eok'), { timeout: 15_000, interval: 20 });
    expect(app.frames.join('')).not.toMatch(FORBIDDEN);
  });

  it('writes each kind of character as git and less would let a reader see it', () => {
    expect(terminalText('a\u001b[31mb\r\n\t\u007f\u0085\u202e\u200b\u{e0041}')).toBe('a\\x1b[31mb\\r\\n\\t\\x7f\\x85\\u202e\\u200b\\u{e0041}');
    expect(terminalText('naïve café → 東京')).toBe('naïve café → 東京');
  });
});
