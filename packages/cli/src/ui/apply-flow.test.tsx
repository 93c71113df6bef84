import { cleanup, render } from 'ink-testing-library';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { everyKindPlan, PlanBuilder } from '../testing/plan-fixture.js';
import { ApplyFlow } from './apply-flow.js';
import { CANCELLED_MESSAGE, CONFIRM_PROMPT, PLAN_ERRORS_MESSAGE, type ApplyOutcome, type ApplyResult } from './messages.js';

afterEach(cleanup);

/** Lets Ink read what was typed and re-render. */
/** Generous: on a loaded machine, loading Ink alone can take a second. */
const WAIT = { timeout: 15_000, interval: 20 };
const tick = () => new Promise((resolve) => setTimeout(resolve, 20));

async function type(stdin: { write: (data: string) => void }, text: string): Promise<void> {
  for (const char of text) {
    stdin.write(char);
    await tick();
  }
  stdin.write('\r');
  await tick();
}

function mount(apply: () => Promise<ApplyResult>, plan = everyKindPlan()) {
  const outcomes: ApplyOutcome[] = [];
  const app = render(<ApplyFlow plan={plan} apply={apply} color={false} onDone={(outcome) => outcomes.push(outcome)} />);
  // The last frame with content: under CI, Ink ends with an empty frame when the app exits.
  const lastFrame = (): string => app.frames.filter((frame) => frame.trim() !== '').at(-1) ?? '';
  return { ...app, lastFrame, outcomes };
}

describe('ApplyFlow', () => {
  it('shows the plan and asks for a typed yes', () => {
    const { lastFrame } = mount(vi.fn());
    const frame = lastFrame();
    expect(frame).toContain('  ~ action cart  v1 → v2  BREAKING');
    expect(frame).toContain('Plan: 3 to create, 3 to update, 2 to delete, 12 unchanged.');
    expect(frame.trimEnd().split('\n').at(-1)).toContain(CONFIRM_PROMPT);
  });

  it('applies once after yes, shows a spinner meanwhile, then the summary with the revision id', async () => {
    let finish: (result: ApplyResult) => void = () => undefined;
    const apply = vi.fn(() => new Promise<ApplyResult>((resolve) => (finish = resolve)));
    const { lastFrame, stdin, outcomes } = mount(apply);
    await type(stdin, 'yes');
    await vi.waitFor(() => expect(lastFrame()).toMatch(/Applying 8 changes… \d+\.\ds/), WAIT);
    expect(apply).toHaveBeenCalledTimes(1);
    finish({ revisionId: 'rev-42' });
    await vi.waitFor(() => expect(outcomes).toEqual(['applied']), WAIT);
    expect(lastFrame()).toMatch(/Applied revision rev-42: 3 created, 3 updated, 2 deleted in (\d+ ms|\d+\.\ds)/);
    expect(apply).toHaveBeenCalledTimes(1);
  });

  it('cancels on anything but the exact text yes and never applies', async () => {
    for (const answer of ['no', 'YES', 'yes ', 'y', '']) {
      const apply = vi.fn(() => Promise.resolve({ revisionId: 'never' }));
      const { lastFrame, stdin, outcomes, unmount } = mount(apply);
      await type(stdin, answer);
      await vi.waitFor(() => expect(outcomes).toEqual(['aborted']), WAIT);
      expect(lastFrame()).toContain(CANCELLED_MESSAGE);
      expect(apply).not.toHaveBeenCalled();
      unmount();
    }
  });

  it('cancels on Ctrl-C before confirmation and never applies', async () => {
    const apply = vi.fn(() => Promise.resolve({ revisionId: 'never' }));
    const { lastFrame, stdin, outcomes } = mount(apply);
    stdin.write('ye');
    await tick();
    stdin.write('\u0003');
    await vi.waitFor(() => expect(outcomes).toEqual(['aborted']), WAIT);
    expect(lastFrame()).toContain(CANCELLED_MESSAGE);
    stdin.write('s\r');
    await tick();
    expect(apply).not.toHaveBeenCalled();
  });

  it('cancels on Ctrl-D and on Esc, like Ctrl-C, keeping what was typed on screen', async () => {
    for (const key of ['\u0004', '\u001b']) {
      const apply = vi.fn(() => Promise.resolve({ revisionId: 'never' }));
      const second = mount(apply);
      second.stdin.write('ye');
      await tick();
      second.stdin.write(key);
      await vi.waitFor(() => expect(second.outcomes).toEqual(['aborted']), WAIT);
      expect(second.lastFrame()).toContain(`${CONFIRM_PROMPT} ye\n${CANCELLED_MESSAGE}`);
      second.stdin.write('s\r');
      await tick();
      expect(apply).not.toHaveBeenCalled();
      second.unmount();
    }
  });

  it('keeps the typed answer on screen after yes', async () => {
    const apply = vi.fn(() => Promise.resolve({ revisionId: 'rev-7' }));
    const { stdin, lastFrame, outcomes } = mount(apply);
    await type(stdin, 'yes');
    await vi.waitFor(() => expect(outcomes).toEqual(['applied']), WAIT);
    expect(lastFrame()).toContain(`${CONFIRM_PROMPT} yes\nApplied revision rev-7`);
  });

  it('reads a line that arrives in one chunk, as from a paste or a fast typist', async () => {
    const apply = vi.fn(() => Promise.resolve({ revisionId: 'rev-1' }));
    const { stdin, outcomes } = mount(apply);
    stdin.write('yes\r');
    await vi.waitFor(() => expect(outcomes).toEqual(['applied']), WAIT);
    expect(apply).toHaveBeenCalledTimes(1);
  });

  it('cancels a chunked no and a chunk holding Ctrl-C', async () => {
    for (const chunk of ['no\r', 'ye\u0003', 'yes\u0003\r']) {
      const apply = vi.fn(() => Promise.resolve({ revisionId: 'never' }));
      const { stdin, outcomes, unmount } = mount(apply);
      stdin.write(chunk);
      await vi.waitFor(() => expect(outcomes).toEqual(['aborted']), WAIT);
      await tick();
      expect(apply).not.toHaveBeenCalled();
      unmount();
    }
  });

  it('lets a typo be corrected with backspace', async () => {
    const apply = vi.fn(() => Promise.resolve({ revisionId: 'rev-2' }));
    const { stdin, lastFrame, outcomes } = mount(apply);
    await type(stdin, 'yess\u007f');
    await vi.waitFor(() => expect(outcomes).toEqual(['applied']), WAIT);
    expect(lastFrame()).toContain('Applied revision rev-2');
  });

  it('shows the error message when apply fails', async () => {
    const apply = vi.fn(() => Promise.reject(new Error('revision 9 is stale: destination "pager" changed since the plan. Plan again.')));
    const { lastFrame, stdin, outcomes } = mount(apply);
    await type(stdin, 'yes');
    await vi.waitFor(() => expect(outcomes).toEqual(['failed']), WAIT);
    expect(lastFrame()).toContain('Apply failed: revision 9 is stale: destination "pager" changed since the plan. Plan again.');
    expect(lastFrame()).not.toContain('    at ');
  });

  it('refuses a plan with errors without asking', async () => {
    const apply = vi.fn(() => Promise.resolve({ revisionId: 'never' }));
    const plan = new PlanBuilder().deleteResource('destination', 'pager', { label: 'pager' }).error('pager is protected', '/x').build();
    const { lastFrame, outcomes } = mount(apply, plan);
    await vi.waitFor(() => expect(outcomes).toEqual(['aborted']), WAIT);
    expect(lastFrame()).toContain(PLAN_ERRORS_MESSAGE);
    expect(lastFrame()).not.toContain(CONFIRM_PROMPT);
    expect(apply).not.toHaveBeenCalled();
  });
});
