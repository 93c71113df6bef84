// The interactive apply in Ink: the plan window, the typed confirmation, the spinner and the
// outcome. Every key is written once Ink listens, and each wait is on a signal that it was read.
import { cleanup, render } from 'ink-testing-library';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { everyKindPlan, PlanBuilder } from '../testing/plan-fixture.js';
import { ApplyFlow, CancelledEnd } from './apply-flow.js';
import { planDocument } from './plan-document.js';
import { KeySignal, listening, reading } from './key-signal.js';
import { CANCELLED_MESSAGE, CONFIRM_PROMPT, PLAN_ERRORS_MESSAGE, type ApplyOutcome, type ApplyResult } from './messages.js';

afterEach(cleanup);

/** Generous: on a loaded machine, loading Ink alone can take a second. */
const WAIT = { timeout: 15_000, interval: 20 };

async function mount(apply: () => Promise<ApplyResult>, plan = everyKindPlan(), onCancelKey?: (answer: string, interrupted: boolean) => void) {
  const outcomes: ApplyOutcome[] = [];
  const keys = new KeySignal();
  const app = render(<ApplyFlow plan={plan} apply={apply} color={false} onKey={keys.onKey} onDone={(outcome) => outcomes.push(outcome)} onCancelKey={onCancelKey} />);
  // The last frame with content: under CI, Ink ends with an empty frame when the app exits.
  const lastFrame = (): string => app.frames.filter((frame) => frame.trim() !== '').at(-1) ?? '';
  if (outcomes.length === 0) {
    await listening(app.stdin);
    // The first frame with the status line, which lists the keys.
    await vi.waitFor(() => expect(lastFrame()).toContain('PgUp PgDn'), WAIT);
  }
  /** Types each character (Enter last, when given) and waits until the flow has read it. */
  const type = async (text: string, enter = true): Promise<void> => {
    for (const char of text) await keys.press(app.stdin, char);
    if (enter) app.stdin.write('\r');
  };
  return { ...app, lastFrame, outcomes, keys, type };
}

describe('ApplyFlow', () => {
  it('shows the summary on top, a window of the plan, and asks for a typed yes', async () => {
    const { lastFrame } = await mount(vi.fn());
    const rows = lastFrame().split('\n');
    expect(rows[0]).toBe('Plan: 3 to create, 3 to update, 2 to delete, 12 unchanged.');
    expect(rows[2]).toMatch(/^─+$/);
    expect(rows[3]).toBe('Metrics sources');
    expect(rows.at(-1)).toContain(CONFIRM_PROMPT);
    expect(rows.at(-2)).toMatch(/^line 1 of \d+ · Tab deletes\/breaking \(3\) · ↑↓ PgUp PgDn$/);
    // The window fits the terminal (24 rows here), whatever the plan's length.
    expect(rows.length).toBeLessThanOrEqual(24);
  });

  it('scrolls with the arrows and jumps to each delete or breaking change with Tab, while letters go to the prompt', async () => {
    const { lastFrame, keys, stdin, type } = await mount(vi.fn());
    await keys.press(stdin, '\t');
    expect(lastFrame().split('\n')[3]).toBe('  ~ action cart  v1 → v2  BREAKING');
    expect(lastFrame()).toContain('delete or breaking change 1 of 3');
    await keys.press(stdin, '\u001b[B');
    expect(lastFrame().split('\n')[3]).not.toBe('  ~ action cart  v1 → v2  BREAKING');
    await keys.press(stdin, '\u001b[A');
    expect(lastFrame().split('\n')[3]).toBe('  ~ action cart  v1 → v2  BREAKING');
    await type('jk', false);
    expect(lastFrame().split('\n')[3]).toBe('  ~ action cart  v1 → v2  BREAKING');
    expect(lastFrame().split('\n').at(-1)).toContain(`${CONFIRM_PROMPT} jk`);
  });

  it('applies once after yes, shows a spinner meanwhile, then the summary with the revision id', async () => {
    let finish: (result: ApplyResult) => void = () => undefined;
    const apply = vi.fn(() => new Promise<ApplyResult>((resolve) => (finish = resolve)));
    const { lastFrame, outcomes, type } = await mount(apply);
    await type('yes');
    await vi.waitFor(() => {
      expect(lastFrame()).toMatch(/Applying 8 changes… (\d+ ms|\d+\.\ds)/);
      expect(apply).toHaveBeenCalledTimes(1);
    }, WAIT);
    finish({ revisionId: 'rev-42' });
    await vi.waitFor(() => expect(outcomes).toEqual(['applied']), WAIT);
    expect(lastFrame()).toMatch(/Applied revision rev-42: 3 created, 3 updated, 2 deleted in (\d+ ms|\d+\.\ds)/);
    expect(apply).toHaveBeenCalledTimes(1);
  });

  it('cancels on anything but the exact text yes and never applies', async () => {
    for (const answer of ['no', 'YES', 'yes ', 'y', '']) {
      const apply = vi.fn(() => Promise.resolve({ revisionId: 'never' }));
      const { lastFrame, outcomes, unmount, type } = await mount(apply);
      await type(answer);
      await vi.waitFor(() => expect(outcomes).toEqual(['aborted']), WAIT);
      expect(lastFrame()).toContain(CANCELLED_MESSAGE);
      expect(apply).not.toHaveBeenCalled();
      unmount();
    }
  });

  it('cancels on Ctrl-C, Ctrl-D and Esc before confirmation, keeping what was typed, never applying, and reads nothing after', async () => {
    for (const key of ['\u0003', '\u0004', '\u001b']) {
      const apply = vi.fn(() => Promise.resolve({ revisionId: 'never' }));
      const flow = await mount(apply);
      await flow.type('ye', false);
      flow.stdin.write(key);
      await vi.waitFor(() => expect(flow.outcomes).toEqual(['aborted']), WAIT);
      expect(flow.lastFrame()).toContain(`${CONFIRM_PROMPT} ye\n${CANCELLED_MESSAGE}`);
      // The app has stopped reading: what is typed now cannot reach the prompt.
      await vi.waitFor(() => expect(reading(flow.stdin)).toBe(false), WAIT);
      flow.stdin.write('s\r');
      expect(apply).not.toHaveBeenCalled();
      flow.unmount();
    }
  });

  it('keeps the typed answer on screen after yes', async () => {
    const apply = vi.fn(() => Promise.resolve({ revisionId: 'rev-7' }));
    const { lastFrame, outcomes, type } = await mount(apply);
    await type('yes');
    await vi.waitFor(() => expect(outcomes).toEqual(['applied']), WAIT);
    expect(lastFrame()).toContain(`${CONFIRM_PROMPT} yes\nApplied revision rev-7`);
  });

  it('reads a line that arrives in one chunk, as from a paste or a fast typist', async () => {
    const apply = vi.fn(() => Promise.resolve({ revisionId: 'rev-1' }));
    const { stdin, outcomes } = await mount(apply);
    stdin.write('yes\r');
    await vi.waitFor(() => expect(outcomes).toEqual(['applied']), WAIT);
    expect(apply).toHaveBeenCalledTimes(1);
  });

  it('cancels a chunked no and a chunk holding Ctrl-C', async () => {
    for (const chunk of ['no\r', 'ye\u0003', 'yes\u0003\r']) {
      const apply = vi.fn(() => Promise.resolve({ revisionId: 'never' }));
      const { stdin, outcomes, unmount } = await mount(apply);
      stdin.write(chunk);
      await vi.waitFor(() => expect(outcomes).toEqual(['aborted']), WAIT);
      await vi.waitFor(() => expect(reading(stdin)).toBe(false), WAIT);
      expect(apply).not.toHaveBeenCalled();
      unmount();
    }
  });

  it('hands Ctrl-C, Ctrl-D and Esc to onCancelKey with what was typed, and leaves the end to it; Enter ends by itself', async () => {
    for (const [key, interrupted] of [['\u0003', true], ['\u0004', false], ['\u001b', false]] as const) {
      const answers: string[] = [];
      const apply = vi.fn(() => Promise.resolve({ revisionId: 'never' }));
      const { stdin, outcomes, type, lastFrame, unmount } = await mount(apply, everyKindPlan(), (answer, how) => answers.push(`${answer} ${how}`));
      await type('ye', false);
      stdin.write(key);
      await vi.waitFor(() => expect(answers).toEqual([`ye ${interrupted}`]), WAIT);
      // The flow itself neither re-renders to its end nor reports one: its caller ends it.
      expect(outcomes).toEqual([]);
      expect(lastFrame()).not.toContain(CANCELLED_MESSAGE);
      expect(apply).not.toHaveBeenCalled();
      unmount();
    }
    const answers: string[] = [];
    const { outcomes, type } = await mount(vi.fn(), everyKindPlan(), (answer) => answers.push(answer));
    await type('no');
    await vi.waitFor(() => expect(outcomes).toEqual(['aborted']), WAIT);
    expect(answers).toEqual([]);
  });

  it('draws the cancelled end row for row as the flow ends after a cancel key', async () => {
    const { stdin, outcomes, type, lastFrame } = await mount(vi.fn());
    await type('ye', false);
    stdin.write('\u0003');
    await vi.waitFor(() => expect(outcomes).toEqual(['aborted']), WAIT);
    const end = render(<CancelledEnd document={planDocument(everyKindPlan())} answer="ye" color={false} />);
    expect(end.lastFrame()).toBe(lastFrame());
    expect(lastFrame().split('\n').slice(-2)).toEqual([`${CONFIRM_PROMPT} ye`, CANCELLED_MESSAGE]);
  });

  it('lets a typo be corrected with backspace', async () => {
    const apply = vi.fn(() => Promise.resolve({ revisionId: 'rev-2' }));
    const { lastFrame, outcomes, type } = await mount(apply);
    await type('yess\u007f');
    await vi.waitFor(() => expect(outcomes).toEqual(['applied']), WAIT);
    expect(lastFrame()).toContain('Applied revision rev-2');
  });

  it('shows the error message when apply fails', async () => {
    const apply = vi.fn(() => Promise.reject(new Error('revision 9 is stale: destination "pager" changed since the plan. Plan again.')));
    const { lastFrame, outcomes, type } = await mount(apply);
    await type('yes');
    await vi.waitFor(() => expect(outcomes).toEqual(['failed']), WAIT);
    expect(lastFrame()).toContain('Apply failed: revision 9 is stale: destination "pager" changed since the plan. Plan again.');
    expect(lastFrame()).not.toContain('    at ');
  });

  it('refuses a plan with errors without asking', async () => {
    const apply = vi.fn(() => Promise.resolve({ revisionId: 'never' }));
    const plan = new PlanBuilder().deleteResource('destination', 'pager', { label: 'pager' }).error('pager is protected', '/x').build();
    const { lastFrame, outcomes } = await mount(apply, plan);
    await vi.waitFor(() => expect(outcomes).toEqual(['aborted']), WAIT);
    expect(lastFrame()).toContain(PLAN_ERRORS_MESSAGE);
    expect(lastFrame()).not.toContain(CONFIRM_PROMPT);
    expect(apply).not.toHaveBeenCalled();
  });
});
