// The CEL environment of every policy: the standard library with the strings extension, whose
// walking operations charge the cost meter, and the rewrite that meters every comprehension.
import { celEnv, celFunc, CelScalar, isCelError, isCelList, isCelMap, listType, parse, type CelEnv, type CelValue } from '@bufbuild/cel';
import { strings } from '@bufbuild/cel/ext';
import { RE2JS } from '@bufbuild/re2';
import { METER } from './cost-meter.js';

type Expr = ReturnType<typeof parse>['expr'];

/** The library's own equality, which the metered one calls (built on first use, as the environment is). */
let standardEquals: ReturnType<CelEnv['funcs']['find']> | null = null;
const equalsGroup = () => (standardEquals ??= celEnv({ funcs: strings }).funcs.find('_==_'));

/** The size of what an operation walks: a list's or map's entries, else one. */
const sizeOf = (v: CelValue): number => (isCelList(v) || isCelMap(v) ? v.size : 1);

/** An error operand is the result (CEL errors propagate), where the library would compare it as a value. */
function propagate(...values: readonly CelValue[]): void {
  for (const v of values) if (isCelError(v)) throw v;
}

function equal(a: CelValue, b: CelValue): boolean {
  propagate(a, b);
  if (isCelList(a) || isCelMap(a)) METER.charge(sizeOf(a) + sizeOf(b));
  return equalsGroup()?.call(0, undefined, [a, b]) === true;
}

/** The name of the function that charges a comprehension; `@` cannot be written in a policy. */
export const COST_FUNCTION = '@cost';

const metered = () => {
  const { DYN, BOOL } = CelScalar;
  return [
    celFunc(COST_FUNCTION, [DYN], DYN, (range: CelValue) => {
      METER.charge(sizeOf(range));
      return range as never;
    }),
    celFunc('_==_', [DYN, DYN], BOOL, (a: CelValue, b: CelValue) => equal(a, b)),
    celFunc('_!=_', [DYN, DYN], BOOL, (a: CelValue, b: CelValue) => !equal(a, b)),
    celFunc('@in', [DYN, listType(DYN)], BOOL, (x: CelValue, list) => {
      propagate(x);
      METER.charge(list.size);
      for (const element of list) if (equalsGroup()?.call(0, undefined, [x, element]) === true) return true;
      return false;
    }),
  ];
};

/** Compiled patterns by source: a policy's `matches` runs on every subject with the same pattern. */
const patterns = new Map<string, RE2JS>();
const MAX_PATTERNS = 1_000;

export function compiledPattern(pattern: string): RE2JS {
  let re = patterns.get(pattern);
  if (re === undefined) {
    re = RE2JS.compile(pattern);
    if (patterns.size >= MAX_PATTERNS) patterns.clear();
    patterns.set(pattern, re);
  }
  return re;
}

let env: CelEnv | undefined;

/** The environment of every policy, built on first use: loading core costs nothing until a policy runs. */
export function policyEnv(): CelEnv {
  env ??= celEnv({ funcs: [...strings, ...metered()], re2: { compile: compiledPattern } });
  return env;
}

/** Wraps the range of every comprehension in `@cost(...)`, in place; returns the tree. */
export function meterComprehensions(root: Expr): Expr {
  let next = 1n << 40n;
  const visit = (e: Expr | undefined): void => {
    if (e === undefined) return;
    const k = e.exprKind;
    switch (k.case) {
      case 'selectExpr': visit(k.value.operand); break;
      case 'callExpr': visit(k.value.target); k.value.args.forEach(visit); break;
      case 'listExpr': k.value.elements.forEach(visit); break;
      case 'structExpr': for (const entry of k.value.entries) { if (entry.keyKind.case === 'mapKey') visit(entry.keyKind.value); visit(entry.value); } break;
      case 'comprehensionExpr': {
        const c = k.value;
        [c.iterRange, c.accuInit, c.loopCondition, c.loopStep, c.result].forEach(visit);
        if (c.iterRange !== undefined) {
          const call = { $typeName: 'cel.expr.Expr.Call', function: COST_FUNCTION, args: [c.iterRange] };
          c.iterRange = { $typeName: 'cel.expr.Expr', id: next++, exprKind: { case: 'callExpr', value: call } } as unknown as Expr;
        }
        break;
      }
      default: break;
    }
  };
  visit(root);
  return root;
}
