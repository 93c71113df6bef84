// The native evaluator's shortcuts give what the library gives: sizes of strings counted without
// splitting them, and conditions whose guard-proven conjuncts are skipped; and its folds bind
// their variables as the library does (shadowed, nested, a fold run again for each item of another).
import { celMap, isCelError, parse, plan as planExpression } from '@bufbuild/cel';
import { describe, expect, it } from 'vitest';
import { aDefinition, aState, planOf } from '../testing/index.js';
import { compilePolicies, type PolicySet } from './compile-policies.js';
import { evaluatePolicies } from './evaluate-policies.js';
import { JsonMap } from './json-view.js';
import { BAIL, compileNative, isNativeError } from './native-eval.js';
import { policyEnv } from './policy-env.js';
import { METER } from './cost-meter.js';

const list = [
  { kind: 'action', name: 'a', n: 1n },
  { kind: 'source', name: 'b', n: 2n },
  { kind: 'action', name: 'ab', n: 3n },
].map((item) => new JsonMap(Object.entries(item)));
const step = new JsonMap(Object.entries({ name: 'a😀b', lone: 'x\ud800y', pair: '😀😀', list, after: { n: 2n } }));

/** The native value (or 'error') and the library's, of `text` over `step`. */
function both(text: string): { native: unknown; library: unknown } {
  const parsed = parse(text);
  const native = compileNative(parsed.expr, ['step']);
  if (native === undefined) throw new Error(`not compiled: ${text}`);
  METER.reset(1e9);
  const fast = native({ step });
  if (fast === BAIL) throw new Error(`bailed: ${text}`);
  METER.reset(1e9);
  const slow = planExpression(policyEnv(), parsed)({ step: celMap(step as never) } as never);
  return { native: isNativeError(fast) ? 'error' : fast, library: isCelError(slow) ? 'error' : slow };
}

describe('native comprehensions', () => {
  it.each([
    // the inner fold's `x` shadows the outer one only inside it
    "step.list.exists(x, step.list.exists(x, x.kind == 'source') && x.name == 'ab')",
    "step.list.filter(x, step.list.filter(x, x.n > 1).size() == 2 && x.kind == 'action').size()",
    // one fold run again for every item of another, reading the outer item
    'step.list.all(x, step.list.exists(y, y.n == x.n))',
    'step.list.map(x, step.list.filter(y, y.n < x.n).size()).size() == 3 && step.list.exists_one(x, step.list.filter(y, y.n < x.n).size() == 2)',
    // the accumulator of a fold that stops early, then the same variable names in a second fold
    "step.list.exists(x, x.n == 1) && step.list.all(x, x.n > 0) && !step.list.exists(x, x.name == 'zz')",
    'step.list.map(x, x.n).size() + step.list.filter(x, x.n != 2).size()',
  ])('%s', (text) => {
    const { native, library } = both(text);
    expect(native).toEqual(library);
    expect(native).not.toBe('error');
  });
});

describe('native size of a string', () => {
  it.each(['size(step.name)', 'size(step.pair)', 'step.pair.size() == 2', 'size(step.name + step.pair)'])('%s counts code points', (text) => {
    const { native, library } = both(text);
    expect(native).toEqual(library);
  });

  it('counts a lone surrogate as one', () => {
    expect(both('size(step.lone)').native).toBe(3n);
  });
});

describe('conditions after their guards', () => {
  // Each condition has conjuncts its guards prove and others they do not, some of which fail or
  // give a value that is not a bool: the report is the one of the whole condition.
  const conditions = [
    "step.kind == 'action' && step.after.schema", "step.op == 'create' && step.after.compatibility", "step.after.schema && step.kind == 'action'",
    "step.kind == 'destination' && step.after.config.url.startsWith('https://ok')", "step.kind in ['action'] && !step.protect && step.name.startsWith('a')",
    "step.op != 'delete' && step.kind == 'action' && step.final_version == 1", "step.kind == 'action' && (step.op == 'delete' || step.after.missing)",
    "step.kind == 'action'", "!step.drift && step.op != 'update'", "step.kind == 'action' && step.name == 'a1' && step.after.schema.type == 'object'",
  ];
  function set(guarded: boolean): PolicySet {
    const text = conditions.map((c, i) => `name: p${i}\nscope: step\ncondition: ${JSON.stringify(c)}\nmessage: m\nenforcement: advisory`).join('\n---\n');
    const compiled = compilePolicies([{ path: 'g.yaml', text }]).set;
    if (compiled === undefined) throw new Error('does not compile');
    // Without guards and without the condition written for them: every conjunct runs.
    return guarded ? compiled : { policies: compiled.policies.map(({ guarded: _guarded, ...p }) => ({ ...p, guards: [] })) };
  }
  const state = aState().applied(aDefinition().withDestination('d').withAction('a1', { destinations: ['d'] }).withAction('gone'));
  const plan = planOf(aDefinition().withDestination('d', { config: { url: 'https://hooks.example.com/e' } }).withAction('a1', { destinations: ['d'], schema: { type: 'object', required: ['x'] } }).withAction('a2'), state);

  it('give the report of the whole condition, errors included', () => {
    const skipping = set(true);
    expect(skipping.policies.filter((p) => p.guarded !== undefined).length).toBe(conditions.length);
    const report = evaluatePolicies(skipping, plan, state.build());
    expect(report).toEqual(evaluatePolicies(set(false), plan, state.build()));
    expect(report.errors.map((e) => `${e.policy} ${e.message}`)).toEqual([
      'p0 policy `p0` on action/a1: condition failed: no matching overload for _&&_',
      'p1 policy `p1` on action/a2: condition failed: no matching overload for _&&_',
      'p2 policy `p2` on action/a1: condition failed: no matching overload for _&&_',
      'p6 policy `p6` on action/a1: condition failed: field not found: missing',
    ]);
    expect(report.results.map((r) => `${r.policy} ${r.subject}`)).toEqual([
      'p4 action/a1', 'p4 action/a2', 'p5 action/a2', 'p7 action/a1', 'p7 action/a2', 'p7 action/gone', 'p8 action/a2', 'p8 action/gone', 'p9 action/a1',
    ]);
  });
});
