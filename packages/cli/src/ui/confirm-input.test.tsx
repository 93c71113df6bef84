// The typed confirmation reads whole chunks: keys typed just before a cancel key in the same
// chunk (fast typing, a paste, a terminal driver) are kept, as they stay on screen.
import { cleanup, render } from 'ink-testing-library';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfirmInput } from './confirm-input.js';
import { listening } from './key-signal.js';

afterEach(cleanup);

const WAIT = { timeout: 15_000, interval: 20 };

describe('ConfirmInput', () => {
  it.each([
    ['Ctrl-D', '\u0004', false],
    ['Ctrl-C', '\u0003', true],
    ['Ctrl-C before a Ctrl-D', '\u0003\u0004', true],
    ['Ctrl-D before a Ctrl-C', '\u0004\u0003', false],
  ])('cancels on %s in the same chunk as the typed text, keeping that text, interrupted only for a Ctrl-C', async (_name, key, interrupted) => {
    const onCancel = vi.fn();
    const onSubmit = vi.fn();
    const { stdin } = render(<ConfirmInput onSubmit={onSubmit} onCancel={onCancel} />);
    await listening(stdin);
    stdin.write(`ye${key}`);
    await vi.waitFor(() => expect(onCancel).toHaveBeenCalled(), WAIT);
    expect(onCancel).toHaveBeenCalledWith('ye', interrupted);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it.each([
    ['Ctrl-C', '\u0003', true],
    ['Ctrl-D', '\u0004', false],
    ['Esc', '\u001b', false],
  ])('cancels on %s alone, interrupted only for a Ctrl-C', async (_name, key, interrupted) => {
    const onCancel = vi.fn();
    const { stdin } = render(<ConfirmInput onSubmit={vi.fn()} onCancel={onCancel} />);
    await listening(stdin);
    stdin.write('ye');
    stdin.write(key);
    await vi.waitFor(() => expect(onCancel).toHaveBeenCalled(), WAIT);
    expect(onCancel).toHaveBeenCalledWith('ye', interrupted);
  });

  it('drops control characters typed or pasted into the answer, so "y\u0007es" answers yes and no escape reaches the terminal', async () => {
    const onCancel = vi.fn();
    const onSubmit = vi.fn();
    const { stdin, lastFrame } = render(<ConfirmInput onSubmit={onSubmit} onCancel={onCancel} />);
    // Written once Ink listens, so no chunk is lost.
    await listening(stdin);
    stdin.write('y\u0007e\u001b[2Js\u0000');
    await vi.waitFor(() => expect(lastFrame()).toContain('ye[2Js'), WAIT);
    stdin.write('\r');
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalled(), WAIT);
    expect(onSubmit.mock.calls[0]?.[0]).toBe('ye[2Js');
    expect(lastFrame()).not.toMatch(/[\u0000\u0007\u001b]/);
    expect(onCancel).not.toHaveBeenCalled();
  });
});
