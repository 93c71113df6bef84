// A native evaluator for the common shape of per-subject conditions (fields of the subject,
// literals, comparisons, `&&`, `||`, `!`, `in` a literal list, string tests, `size`, `has`, and
// the comprehensions of `exists`, `all`, `filter`, `map` over lists),
// giving what CEL gives, errors included. Anything else is not compiled, and a value it does not
// handle at run time (a list or map compared) returns BAIL: the library evaluates instead.
// native-eval.property.test.ts holds it to the library on random expressions and subjects.
import type { parse } from '@bufbuild/cel';
import { compiledPattern } from './policy-env.js';
import { METER } from './cost-meter.js';
import {
  BAIL, compare, fail, INT_MAX, INT_MIN, isNativeError, isPlain, isScalar, scalarEquals, select, shared, type Frame, type NativeError, type NativeExpression, type NativeResult,
} from './native-values.js';

export { BAIL, isNativeError, NativeError, type Frame, type NativeExpression } from './native-values.js';

type Expr = ReturnType<typeof parse>['expr'];

type Compiled = (frame: Frame) => NativeResult;

/** The number of code points of `text` (CEL's size of a string), without splitting it. */
function codePoints(text: string): number {
  let n = text.length;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    // A high surrogate followed by a low one is one code point; a lone one counts as one.
    if (c >= 0xd800 && c <= 0xdbff && i + 1 < text.length) {
      const d = text.charCodeAt(i + 1);
      if (d >= 0xdc00 && d <= 0xdfff) {
        n--;
        i++;
      }
    }
  }
  return n;
}

/**
 * Compiles `expr` over the variables `roots`, or undefined when it has a part this does not
 * handle. `proven` are conjuncts known to be true on every subject it will meet (the condition's
 * guards passed): they are not evaluated again, and an `&&` beside one gives what the other side gives.
 */
export function compileNative(expr: Expr, roots: readonly string[], proven: ReadonlySet<Expr> = new Set()): NativeExpression | undefined {
  let scope: ReadonlySet<string> = new Set(roots);
  const within = <T>(names: readonly string[], f: () => T): T => {
    const outer = scope;
    scope = new Set([...outer, ...names]);
    try {
      return f();
    } finally {
      scope = outer;
    }
  };
  const build = (e: Expr | undefined): Compiled | undefined => {
    if (e === undefined) return undefined;
    // A proven conjunct gives true, and reading the scalar field it tests costs nothing and cannot fail.
    if (proven.has(e)) return () => true;
    const k = e.exprKind;
    switch (k.case) {
      case 'constExpr': {
        const c = k.value.constantKind;
        if (c.case === 'stringValue' || c.case === 'int64Value' || c.case === 'boolValue' || c.case === 'doubleValue') {
          const value = c.case === 'stringValue' ? shared(c.value) : c.value;
          return () => value;
        }
        return c.case === 'nullValue' ? () => null : undefined;
      }
      case 'identExpr': {
        const name = shared(k.value.name);
        return scope.has(name) ? (f) => f[name] : undefined;
      }
      case 'listExpr': {
        const items = k.value.elements.map(build);
        if (k.value.optionalIndices.length > 0 || items.some((i) => i === undefined)) return undefined;
        return (f) => {
          const out: unknown[] = [];
          for (const item of items as Compiled[]) {
            const v = item(f);
            if (v === BAIL || isNativeError(v)) return v;
            out.push(v);
          }
          return out;
        };
      }
      case 'comprehensionExpr': return comprehension(k.value);
      case 'selectExpr': {
        const operand = build(k.value.operand);
        const { testOnly } = k.value;
        const field = shared(k.value.field);
        return operand && ((s) => select(operand(s), field, testOnly));
      }
      case 'callExpr': return call(k.value.function, k.value.target, k.value.args);
      default: return undefined;
    }
  };

  /** A fold as the library runs it: the start value, then the range (charged its size), each item while the condition is true. */
  const comprehension = (c: Extract<Expr['exprKind'], { case: 'comprehensionExpr' }>['value']): Compiled | undefined => {
    if (c.iterVar2 !== '') return undefined;
    const [iterVar, accuVar] = [shared(c.iterVar), shared(c.accuVar)];
    const init = build(c.accuInit);
    const range = build(c.iterRange);
    const [cond, step] = within([iterVar, accuVar], () => [build(c.loopCondition), within([], () => build(c.loopStep))]);
    const result = within([accuVar], () => build(c.result));
    if (!init || !range || !cond || !step || !result) return undefined;
    return (f) => {
      let accu = init(f);
      if (accu === BAIL || isNativeError(accu)) return accu;
      const items = range(f);
      if (items === BAIL || isNativeError(items)) return items;
      if (!Array.isArray(items)) {
        if (typeof items === 'object' && items !== null) return BAIL;
        METER.charge(1);
        return fail('type mismatch: iterable');
      }
      METER.charge(items.length);
      // One frame for every item: nothing keeps a frame past the item's step (a nested
      // comprehension makes its own above it), so each item only rebinds the two variables.
      const frame: Frame = Object.create(f) as Frame;
      for (const item of items) {
        frame[iterVar] = item;
        frame[accuVar] = accu;
        const go = cond(frame);
        if (go === BAIL || isNativeError(go)) return go;
        if (go !== true) break;
        accu = step(frame);
        if (accu === BAIL) return BAIL;
      }
      const done: Frame = Object.create(f) as Frame;
      done[accuVar] = accu;
      return result(done);
    };
  };

  /** `key in map` of a JSON object (lists that are not literals are the library's: it charges them). */
  const keyIn = (argExprs: readonly Expr[]): Compiled | undefined => {
    const [key, map] = argExprs.map(build);
    if (key === undefined || map === undefined) return undefined;
    return (s) => {
      const k = key(s);
      if (k === BAIL || isNativeError(k)) return k;
      const m = map(s);
      if (m === BAIL || isNativeError(m)) return m;
      if (!isPlain(m) || typeof k !== 'string') return BAIL;
      // The library says a key whose value is null is not there: that answer is its to give.
      if (!Object.hasOwn(m, k)) return false;
      return m[k] === null ? BAIL : true;
    };
  };

  const call = (fn: string, targetExpr: Expr | undefined, argExprs: readonly Expr[]): Compiled | undefined => {
    const target = targetExpr === undefined ? undefined : build(targetExpr);
    if (targetExpr !== undefined && target === undefined) return undefined;
    if (fn === '@in') {
      const list = argExprs[1]?.exprKind;
      if (list?.case !== 'listExpr') return keyIn(argExprs);
      const items = list.value.elements.map(build);
      const needle = build(argExprs[0]);
      if (needle === undefined || items.some((i) => i === undefined)) return undefined;
      const values = items.map((i) => (i as Compiled)({}));
      if (!values.every(isScalar)) return undefined;
      return (s) => {
        const v = needle(s);
        if (v === BAIL || isNativeError(v)) return v;
        return isScalar(v) ? values.some((x) => scalarEquals(v, x)) : BAIL;
      };
    }
    const args = argExprs.map(build);
    if (args.some((a) => a === undefined)) return undefined;
    const [a, b, c] = args as Compiled[];
    const first = argExprs[0]?.exprKind;
    const ownAccumulator = first?.case === 'identExpr' && first.value.name.startsWith('@');
    switch (fn) {
      case '_&&_':
      case '_||_': {
        const absorbing = fn === '_||_';
        const [left, right] = argExprs;
        if (!absorbing && (proven.has(left as Expr) || proven.has(right as Expr))) {
          // `true && y` is y when y is a bool, BAIL or an error, else the overload error `&&` gives.
          const other = proven.has(left as Expr) ? b! : a!;
          return (s) => {
            const y = other(s);
            return typeof y === 'boolean' || y === BAIL || isNativeError(y) ? y : fail(`no matching overload for ${fn}`);
          };
        }
        return (s) => {
          const x = a!(s);
          if (x === absorbing) return absorbing;
          const y = b!(s);
          if (y === absorbing) return absorbing;
          if (x === BAIL || y === BAIL) return BAIL;
          if (isNativeError(x)) return x;
          if (isNativeError(y)) return y;
          return typeof x === 'boolean' && typeof y === 'boolean' ? !absorbing : fail(`no matching overload for ${fn}`);
        };
      }
      case '@not_strictly_false':
      case '__not_strictly_false__': return (f) => {
        const x = a!(f);
        return x === BAIL ? BAIL : x !== false;
      };
      case '!_': return (s) => {
        const x = a!(s);
        return typeof x === 'boolean' ? !x : x === BAIL || isNativeError(x) ? x : fail('no such overload: !_');
      };
      case '_?_:_': return (s) => {
        const x = a!(s);
        return x === true ? b!(s) : x === false ? c!(s) : x === BAIL || isNativeError(x) ? x : fail('no such overload: _?_:_');
      };
      case '_==_':
      case '_!=_': return (s) => {
        const x = a!(s);
        if (x === BAIL || isNativeError(x)) return x;
        const y = b!(s);
        if (y === BAIL || isNativeError(y)) return y;
        if (!isScalar(x) || !isScalar(y)) return BAIL;
        return scalarEquals(x, y) === (fn === '_==_');
      };
      case '_<_': case '_<=_': case '_>_': case '_>=_': return (s) => {
        const x = a!(s);
        if (x === BAIL || isNativeError(x)) return x;
        const y = b!(s);
        if (y === BAIL || isNativeError(y)) return y;
        return isScalar(x) && isScalar(y) ? compare(fn, x, y) : BAIL;
      };
      case 'startsWith': case 'endsWith': case 'contains': case 'matches': {
        if (target === undefined || a === undefined || args.length !== 1) return undefined;
        return (s) => {
          const t = target(s);
          if (t === BAIL || isNativeError(t)) return t;
          const x = a(s);
          if (x === BAIL || isNativeError(x)) return x;
          if (typeof t !== 'string' || typeof x !== 'string') return isScalar(t) && isScalar(x) ? fail(`no such overload: ${fn}`) : BAIL;
          if (fn === 'startsWith') return t.startsWith(x);
          if (fn === 'endsWith') return t.endsWith(x);
          if (fn === 'contains') return t.includes(x);
          try {
            return compiledPattern(x).test(t);
          } catch (error) {
            return fail(error instanceof Error ? error.message : 'invalid pattern');
          }
        };
      }
      case 'size': {
        const of = target ?? (args.length === 1 ? a : undefined);
        if (of === undefined || args.length !== (target === undefined ? 1 : 0)) return undefined;
        return (s) => {
          const x = of(s);
          if (x === BAIL || isNativeError(x)) return x;
          if (typeof x === 'string') return BigInt(codePoints(x));
          if (Array.isArray(x)) return BigInt(x.length);
          return BAIL;
        };
      }
      case '_+_': case '_-_': return (s) => {
        const x = a!(s);
        if (x === BAIL || isNativeError(x)) return x;
        const y = b!(s);
        if (y === BAIL || isNativeError(y)) return y;
        if (fn === '_+_' && Array.isArray(x) && Array.isArray(y)) {
          // A comprehension's accumulator is its own: appended to in place, not copied per item.
          if (ownAccumulator) {
            for (const v of y) x.push(v);
            return x;
          }
          return [...x, ...y];
        }
        if (typeof x === 'bigint' && typeof y === 'bigint') {
          const r = fn === '_+_' ? x + y : x - y;
          return r < INT_MIN || r > INT_MAX ? fail('integer overflow') : r;
        }
        if (typeof x === 'number' && typeof y === 'number') return fn === '_+_' ? x + y : x - y;
        if (fn === '_+_' && typeof x === 'string' && typeof y === 'string') return x + y;
        return isScalar(x) && isScalar(y) ? fail(`no such overload: ${fn}`) : BAIL;
      };
      default: return undefined;
    }
  };

  const root = build(expr);
  // Only scalars and errors leave: a list or map as the result is the library's to represent.
  return root && ((s) => {
    const value = root(s);
    return value === BAIL || isNativeError(value) || isScalar(value) ? value : BAIL;
  });
}
