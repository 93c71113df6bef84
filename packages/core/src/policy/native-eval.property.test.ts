// The native evaluator against the library, the standing judge: random expressions from a
// grammar of what native-eval.ts compiles (and some it does not), over random subjects whose JSON
// holds every kind of JSON value (plain objects, as JSON.parse makes them), must give the same value, or an error on both sides. The property
// counts its outcomes, so it cannot pass by compiling nothing.
import fc from 'fast-check';
import { celMap, isCelError, parse, plan as planExpression } from '@bufbuild/cel';
import { describe, expect, it } from 'vitest';
import { JsonMap } from './json-view.js';
import { BAIL, compileNative, isNativeError } from './native-eval.js';
import { policyEnv } from './policy-env.js';
import { METER } from './cost-meter.js';

const scalar = fc.oneof(
  fc.constantFrom('a', 'ab', 'b', '', 'x.example.com', 'é'), fc.integer({ min: -3, max: 3 }), fc.constantFrom(1.5, -0.5, 2, 1e300),
  fc.boolean(), fc.constant(null),
);
const json = fc.letrec((tie) => ({
  value: fc.oneof({ depthSize: 'small' }, scalar, scalar, fc.array(scalar, { maxLength: 3 }), tie('object')),
  object: fc.dictionary(fc.constantFrom('a', 'b', 'url', 'n'), tie('value'), { maxKeys: 4, noNullPrototype: true }),
}));

const subject = fc.record({
  kind: fc.constantFrom('action', 'destination'),
  op: fc.constantFrom('create', 'delete'),
  name: fc.constantFrom('a', 'ab', 'b'),
  protect: fc.boolean(),
  final_version: fc.bigInt({ min: -2n, max: 3n }),
  after: json.object,
  changed_fields: fc.array(fc.constantFrom('/a', '/b'), { maxLength: 2 }),
  weakened_mode: fc.record({ from: fc.constantFrom('', 'full'), to: fc.constantFrom('', 'none') }, { noNullPrototype: true }),
  // what `plan.steps` is to a plan-scope policy: views of several subjects
  list: fc.array(fc.record({ kind: fc.constantFrom('action', 'source'), op: fc.constantFrom('create', 'delete'), name: fc.constantFrom('a', 'ab', 'b'), n: scalar }, { noNullPrototype: true }), { maxLength: 4 }),
}, { noNullPrototype: true });

const predicate = fc.letrec<{ p: string }>((tie) => ({
  p: fc.oneof(
    { depthSize: 'small' },
    fc.constantFrom("x.kind == 'action'", "x.op != 'delete'", "x.name.startsWith('a')", 'x.missing == 1', 'x.n == 1', 'x.n', "x.name == step.name", 'has(x.n)'),
    fc.tuple(tie('p'), fc.constantFrom('&&', '||'), tie('p')).map(([a, op, b]) => `(${a} ${op} ${b})`),
    tie('p').map((a) => `!${a}`),
  ),
}));
const comprehension = fc.tuple(predicate.p, fc.constantFrom('step.list', 'step.changed_fields', 'step.after', 'step.name')).chain(([p, range]) => fc.constantFrom(
  `${range}.exists(x, ${p})`, `${range}.all(x, ${p})`, `${range}.exists_one(x, ${p})`, `size(${range}.filter(x, ${p}))`,
  `${range}.filter(x, ${p}).size() > 1`, `${range}.map(x, x.name).size()`, `${range}.map(x, ${p}, x.name).size() == 1`,
));

const literals = ["'a'", "'n'", "'url'", "'b'", "''", '1', '2', '0', '1.5', 'true', 'false', 'null', '9223372036854775807'];
const paths = ['step.kind', 'step.op', 'step.name', 'step.protect', 'step.final_version', 'step.after.a', 'step.after.b', 'step.after.url', 'step.after.n.a',
  'step.weakened_mode.to', 'step.changed_fields', 'step.after', 'step.missing'];
const atom = fc.oneof(
  comprehension,
  fc.constantFrom(...paths), fc.constantFrom(...literals), fc.constantFrom('has(step.after.a)', 'has(step.after.n.b)', 'size(step.name)', 'step.changed_fields.size()', 'size(step.after)'),
  // ints against JSON numbers (doubles), both ways round: CEL compares them by value
  fc.constantFrom('(step.after.a == 2)', '(2 == step.after.a)', '(step.after.a != 1)', '(step.final_version == 2.0)', '(step.after.a < 2)', '(2 >= step.after.b)'),
);
const expression = fc.letrec<{ e: string }>((tie) => ({
  e: fc.oneof(
    { depthSize: 'small' },
    atom,
    fc.tuple(tie('e'), fc.constantFrom('==', '!=', '<', '<=', '>', '>=', '&&', '||', '+', '-'), tie('e')).map(([a, op, b]) => `(${a} ${op} ${b})`),
    tie('e').map((a) => `!${a}`),
    fc.tuple(tie('e'), tie('e'), tie('e')).map(([c, a, b]) => `(${c} ? ${a} : ${b})`),
    fc.tuple(tie('e'), fc.constantFrom("['a', 1, true]", "['create', 'delete']", '[null, 1.5]', 'step.after', 'step.after.n', 'step.changed_fields')).map(([a, l]) => `(${a} in ${l})`),
    fc.tuple(tie('e'), fc.constantFrom('startsWith', 'endsWith', 'contains', 'matches'), fc.constantFrom("'a'", "'^a.*'", "'('", '1')).map(([a, m, x]) => `${a}.${m}(${x})`),
  ),
}));

function normal(value: unknown): unknown {
  if (typeof value === 'number' && Number.isNaN(value)) return 'NaN';
  return value;
}

describe('native evaluation', () => {
  it('gives what the library gives, errors included', () => {
    const counts = { compiled: 0, native: 0, values: 0, errors: 0, bailed: 0, folds: 0 };
    fc.assert(fc.property(expression.e, subject, (text, raw) => {
      let parsed;
      try {
        parsed = parse(text);
      } catch {
        return;
      }
      const native = compileNative(parsed.expr, ['step']);
      if (native === undefined) return;
      counts.compiled++;
      const view = new JsonMap(Object.entries({ ...raw, list: raw.list.map((item) => new JsonMap(Object.entries(item))) }));
      METER.reset(1e9);
      const fast = native({ step: view });
      if (fast === BAIL) {
        counts.bailed++;
        return;
      }
      counts.native++;
      if (/\.(exists|all|filter|map|exists_one)\(/.test(text)) counts.folds++;
      METER.reset(1e9);
      const slow = planExpression(policyEnv(), parsed)({ step: celMap(view as never) } as never);
      if (isCelError(slow) || isNativeError(fast)) {
        expect({ text, native: isNativeError(fast) ? 'error' : fast, library: isCelError(slow) ? 'error' : slow }).toEqual({ text, native: 'error', library: 'error' });
        counts.errors++;
      } else {
        expect({ text, value: normal(fast) }).toEqual({ text, value: normal(slow) });
        counts.values++;
      }
    }), { numRuns: 3000 });
    expect(counts.native).toBeGreaterThan(1000);
    expect(counts.folds).toBeGreaterThan(200);
    expect(counts.values).toBeGreaterThan(300);
    expect(counts.errors).toBeGreaterThan(300);
  });
});
