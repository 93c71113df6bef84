// Native pre-checks of a condition's simple conjuncts (`step.kind == 'action'`, `step.op in
// ['delete']`, `step.breaking`): when one is false the whole `&&` is false, whatever the other
// conjuncts would give (CEL's `&&` is false if any side is false, even beside an error), so the
// subject passes without running the interpreter. Only the subject's scalar fields are read.
import type { parse } from '@bufbuild/cel';
import type { CelShape } from './cel-shape.js';
import { shared } from './native-values.js';

type Expr = ReturnType<typeof parse>['expr'];
export type Literal = string | bigint | boolean;

/** What a guard reads a subject's scalar fields with (a subject view, or a map of them). */
export interface FieldReader {
  get(field: string): unknown;
}

/** A check of one subject view: false means the condition is false on it. */
export interface Guard {
  (view: FieldReader): boolean;
  /** Set when the check is `field == value`: the subjects it lets through can be looked up by value. */
  readonly equals?: { readonly field: string; readonly value: Literal };
  /** The conjunct the check reads: when the check passes, the conjunct is true (native-eval.ts need not run it). */
  readonly proves?: Expr;
}

const equalTo = (field: string, value: Literal): Guard => Object.assign((v: FieldReader) => v.get(field) === value, { equals: { field, value } });

function literal(e: Expr | undefined): Literal | undefined {
  if (e?.exprKind.case !== 'constExpr') return undefined;
  const c = e.exprKind.value.constantKind;
  if (c.case === 'stringValue') return shared(c.value);
  return c.case === 'int64Value' || c.case === 'boolValue' ? c.value : undefined;
}

function conjuncts(e: Expr): Expr[] {
  const k = e.exprKind;
  if (k.case === 'callExpr' && k.value.function === '_&&_' && k.value.target === undefined) return k.value.args.flatMap(conjuncts);
  return [e];
}

/** Guards for the conjuncts of `expr` that compare a scalar field of `subject` with literals. */
export function conditionGuards(expr: Expr, subject: string, fields: Readonly<Record<string, CelShape>>): Guard[] {
  const field = (e: Expr | undefined): string | undefined => {
    if (e?.exprKind.case !== 'selectExpr' || e.exprKind.value.testOnly) return undefined;
    const operand = e.exprKind.value.operand?.exprKind;
    const name = e.exprKind.value.field;
    if (operand?.case !== 'identExpr' || operand.value.name !== subject) return undefined;
    const shape = fields[name];
    return shape?.kind === 'scalar' && ['string', 'int', 'bool'].includes(shape.name) ? shared(name) : undefined;
  };
  const guards: Guard[] = [];
  for (const c of conjuncts(expr)) {
    const guard = (check: Guard): void => void guards.push(Object.assign(check, { proves: c }));
    const k = c.exprKind;
    const direct = field(c);
    if (direct !== undefined) {
      guard(equalTo(direct, true));
      continue;
    }
    if (k.case !== 'callExpr' || k.value.target !== undefined) continue;
    const [a, b] = k.value.args;
    const fn = k.value.function;
    if (fn === '!_') {
      const negated = field(a);
      if (negated !== undefined) guard(equalTo(negated, false));
    } else if (fn === '_==_' || fn === '_!=_') {
      const [name, value] = field(a) !== undefined ? [field(a), literal(b)] : [field(b), literal(a)];
      if (name === undefined || value === undefined) continue;
      guard(fn === '_==_' ? equalTo(name, value) : (v) => v.get(name) !== value);
    } else if (fn === '@in' && b?.exprKind.case === 'listExpr') {
      const name = field(a);
      const values = b.exprKind.value.elements.map(literal);
      if (name === undefined || values.some((x) => x === undefined)) continue;
      const set = new Set(values);
      guard((v) => set.has(v.get(name) as Literal));
    }
  }
  return guards;
}
