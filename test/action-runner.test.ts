// The step runner's own rules, held to what GitHub documents, so that the action's tests that
// use it (action-steps.test.ts) read GITHUB_OUTPUT, conditions and workflow commands as GitHub does.
import { describe, expect, it } from 'vitest';
import { condition, evaluate, interpolate } from './fixtures/action-expression.js';
import { parseKeyValueFile } from './fixtures/action-runner.js';
import { parseCommands, stoppedRegions } from './fixtures/workflow-commands.js';

describe('the step runner', () => {
  const contexts = { inputs: { mode: 'plan', comment: 'true' }, steps: { plan: { outputs: { exitcode: '1' } } }, github: { event: { pull_request: { number: 7 } } } };

  it('evaluates conditions as GitHub does: implied success(), loose and case-insensitive ==', () => {
    expect(condition("inputs.mode == 'plan' && inputs.comment == 'true' && github.event.pull_request.number", contexts, { failed: false })).toBe(true);
    expect(condition("inputs.mode == 'PLAN'", contexts, { failed: false })).toBe(true);
    expect(condition("inputs.mode == 'plan'", contexts, { failed: true })).toBe(false);
    expect(condition("(inputs.mode == 'plan' && steps.plan.outputs.exitcode == '1') || always()", contexts, { failed: true })).toBe(true);
    expect(condition('steps.plan.outputs.exitcode == 1', contexts, { failed: false })).toBe(true);
    expect(condition('steps.apply.outputs.exitcode', contexts, { failed: false })).toBe(false);
    expect(evaluate('steps.apply.outputs.exitcode || steps.plan.outputs.exitcode', contexts)).toBe('1');
    expect(interpolate('n=${{ github.event.pull_request.number }} x=${{ inputs.nothing }}', contexts)).toBe('n=7 x=');
  });

  it('reads GITHUB_OUTPUT lines and heredoc blocks', () => {
    expect(parseKeyValueFile('a=1\nb=x=y\nc<<EOF\nline 1\nline 2\nEOF\n')).toEqual({ a: '1', b: 'x=y', c: 'line 1\nline 2' });
    expect(() => parseKeyValueFile('c<<EOF\nnever closed\n')).toThrow('unterminated');
  });

  it('reads workflow commands, also indented or in the old form, except where they are stopped', () => {
    const log = ['::warning::one', '  ::add-mask::two', '##[error]three', '::stop-commands::tok', '::error::hidden', '::tok::', '::notice::four'].join('\n');
    expect(parseCommands(log).map((c) => `${c.name}:${c.message}`)).toEqual(['warning:one', 'add-mask:two', 'error:three', 'stop-commands:tok', 'notice:four']);
    expect(stoppedRegions(log)).toEqual([{ token: 'tok', from: 4, to: 5 }]);
  });
});
