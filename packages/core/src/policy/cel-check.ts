// A type checker for policy expressions over CEL's parsed tree: undeclared variables, unknown
// fields of the subjects, calls no overload of the library accepts, comparisons that are always
// false. The library's own signatures decide overloads, so the checker and the evaluator agree.
import type { parse } from '@bufbuild/cel';
import { didYouMean } from '../parse/suggest.js';
import {
  accepts, BOOL, BYTES, common, DOUBLE, DYN, fromCelType, INT, isDyn, isNumeric, listOf, mapOf, NULL, shapeName, STRING, UINT, type CelShape,
} from './cel-shape.js';
import type { PolicyCode } from './policy-codes.js';

type Parsed = ReturnType<typeof parse>;
type Expr = Parsed['expr'];
type Call = Extract<Expr['exprKind'], { case: 'callExpr' }>['value'];
type Comprehension = Extract<Expr['exprKind'], { case: 'comprehensionExpr' }>['value'];

/** The functions the evaluator knows, by name (a CelEnv's `funcs`). */
export interface FunctionTable {
  find(name: string): Iterable<{ readonly target: Parameters<typeof fromCelType>[0] | undefined; readonly arguments: readonly Parameters<typeof fromCelType>[0][]; readonly result: Parameters<typeof fromCelType>[0] }> | undefined;
}

export interface CheckProblem {
  readonly code: Extract<PolicyCode, 'cel_undeclared' | 'cel_unknown_field' | 'cel_type' | 'cel_unknown_function'>;
  readonly message: string;
  /** Offset in the expression (UTF-16 units). */
  readonly offset: number;
}

export interface Checked {
  readonly type: CelShape;
  readonly problems: readonly CheckProblem[];
}

const OPERATORS: Readonly<Record<string, string>> = {
  '_==_': '==', '_!=_': '!=', '_<_': '<', '_<=_': '<=', '_>_': '>', '_>=_': '>=', '_+_': '+', '_-_': '-', '_*_': '*',
  '_/_': '/', '_%_': '%', '-_': 'unary -', '!_': '!', '@in': 'in', '_&&_': '&&', '_||_': '||', '_?_:_': '?:',
};

const named = (fn: string) => `\`${OPERATORS[fn] ?? fn}\``;

const CONSTANT_TYPES: Readonly<Record<string, CelShape>> = {
  boolValue: BOOL, int64Value: INT, uint64Value: UINT, doubleValue: DOUBLE, stringValue: STRING, bytesValue: BYTES, nullValue: NULL,
};

/** Whether `==` between the two can ever be true: same type, numbers, null, or unknown. */
function comparable(a: CelShape, b: CelShape): boolean {
  if (isDyn(a) || isDyn(b) || (isNumeric(a) && isNumeric(b))) return true;
  if ((a.kind === 'scalar' && a.name === 'null_type') || (b.kind === 'scalar' && b.name === 'null_type')) return true;
  const kindOf = (t: CelShape) => (t.kind === 'record' ? 'map' : t.kind === 'scalar' ? t.name : t.kind);
  return kindOf(a) === kindOf(b);
}

export function checkExpression(parsed: Parsed, variables: Readonly<Record<string, CelShape>>, functions: FunctionTable): Checked {
  const problems: CheckProblem[] = [];
  const positions = parsed.sourceInfo?.positions ?? {};
  const offsetOf = (e: Expr) => positions[String(e.id)] ?? 0;
  const problem = (code: CheckProblem['code'], e: Expr, message: string, shift = 0) => {
    problems.push({ code, message, offset: offsetOf(e) + shift });
    return DYN;
  };

  function check(e: Expr, scope: ReadonlyMap<string, CelShape>): CelShape {
    const k = e.exprKind;
    switch (k.case) {
      case 'constExpr': return CONSTANT_TYPES[k.value.constantKind.case ?? ''] ?? DYN;
      case 'identExpr': {
        const type = scope.get(k.value.name) ?? variables[k.value.name];
        if (type !== undefined) return type;
        const known = [...Object.keys(variables)];
        return problem('cel_undeclared', e, `unknown variable \`${k.value.name}\`; this scope has ${known.map((n) => `\`${n}\``).join(', ')}${didYouMean(k.value.name, known)}`);
      }
      case 'selectExpr': {
        if (k.value.operand === undefined) return DYN;
        const operand = check(k.value.operand, scope);
        const field = select(e, operand, k.value.field);
        return k.value.testOnly ? BOOL : field;
      }
      case 'callExpr': return call(e, k.value, scope);
      case 'listExpr': {
        const types = k.value.elements.map((x) => check(x, scope));
        return listOf(types.reduce<CelShape | undefined>((a, t) => (a === undefined ? t : common(a, t)), undefined) ?? DYN);
      }
      case 'structExpr': {
        if (k.value.messageName !== '') return problem('cel_type', e, `message types are not available in policies (\`${k.value.messageName}\`); use a map literal`);
        let key: CelShape | undefined;
        let value: CelShape | undefined;
        for (const entry of k.value.entries) {
          const kt = entry.keyKind.case === 'mapKey' ? check(entry.keyKind.value, scope) : STRING;
          const vt = entry.value === undefined ? DYN : check(entry.value, scope);
          key = key === undefined ? kt : common(key, kt);
          value = value === undefined ? vt : common(value, vt);
        }
        return mapOf(key ?? DYN, value ?? DYN);
      }
      case 'comprehensionExpr': return comprehension(e, k.value, scope);
      default: return DYN;
    }
  }

  function select(e: Expr, operand: CelShape, field: string): CelShape {
    if (operand.kind === 'record') {
      const type = operand.fields[field];
      if (type !== undefined) return type;
      const known = Object.keys(operand.fields);
      return problem('cel_unknown_field', e, `\`${operand.name}\` has no field \`${field}\`${didYouMean(field, known)} (fields: ${known.join(', ')})`, 1);
    }
    if (operand.kind === 'map') return operand.value;
    if (isDyn(operand)) return DYN;
    return problem('cel_type', e, `cannot select \`${field}\` from a value of type ${shapeName(operand)}`, 1);
  }

  function comprehension(e: Expr, c: Comprehension, scope: ReadonlyMap<string, CelShape>): CelShape {
    const range = c.iterRange === undefined ? DYN : check(c.iterRange, scope);
    let first: CelShape;
    let second: CelShape | undefined;
    if (range.kind === 'list') [first, second] = c.iterVar2 !== '' ? [INT, range.element] : [range.element, undefined];
    else if (range.kind === 'map') [first, second] = [range.key, range.value];
    else if (range.kind === 'record') [first, second] = [STRING, DYN];
    else if (isDyn(range)) [first, second] = [DYN, DYN];
    else {
      [first, second] = [DYN, DYN];
      problem('cel_type', c.iterRange ?? e, `cannot iterate over a value of type ${shapeName(range)}; a list or a map is needed`);
    }
    const accuInit = c.accuInit === undefined ? DYN : check(c.accuInit, scope);
    const inner = new Map(scope);
    inner.set(c.iterVar, first);
    if (c.iterVar2 !== '' && second !== undefined) inner.set(c.iterVar2, second);
    inner.set(c.accuVar, accuInit);
    if (c.loopCondition !== undefined) check(c.loopCondition, inner);
    const stepType = c.loopStep === undefined ? accuInit : check(c.loopStep, inner);
    const after = new Map(scope);
    after.set(c.accuVar, isDyn(stepType) ? accuInit : stepType);
    return c.result === undefined ? DYN : check(c.result, after);
  }

  function call(e: Expr, c: Call, scope: ReadonlyMap<string, CelShape>): CelShape {
    const target = c.target === undefined ? undefined : check(c.target, scope);
    const args = c.args.map((a) => check(a, scope));
    const fn = c.function;
    switch (fn) {
      case '_&&_':
      case '_||_':
      case '!_':
        args.forEach((t, i) => {
          if (!accepts(BOOL, t)) problem('cel_type', c.args[i] ?? e, `${named(fn)} needs bool operands, not ${shapeName(t)}`);
        });
        return BOOL;
      case '@not_strictly_false':
      case '__not_strictly_false__':
        return BOOL;
      case '_?_:_': {
        const [cond = DYN, a = DYN, b = DYN] = args;
        if (!accepts(BOOL, cond)) problem('cel_type', c.args[0] ?? e, `the condition of \`?:\` must be bool, not ${shapeName(cond)}`);
        return common(a, b);
      }
      case '_[_]':
        return index(e, c, args[0] ?? DYN, args[1] ?? DYN);
      case '_==_':
      case '_!=_': {
        const [a = DYN, b = DYN] = args;
        if (!comparable(a, b)) problem('cel_type', e, `${named(fn)} compares ${shapeName(a)} with ${shapeName(b)}, which are never equal`);
        return BOOL;
      }
      case '@in': {
        const [a = DYN, b = DYN] = args;
        if (b.kind === 'list' && !comparable(a, b.element)) problem('cel_type', e, `\`in\` looks for ${shapeName(a)} in ${shapeName(b)}: never found`);
        if (b.kind === 'map' && !comparable(a, b.key)) problem('cel_type', e, `\`in\` looks for ${shapeName(a)} among the keys of ${shapeName(b)}: never found`);
      }
    }
    return overload(e, fn, target, args);
  }

  function index(e: Expr, c: Call, container: CelShape, key: CelShape): CelShape {
    if (container.kind === 'list') {
      if (!accepts(INT, key)) problem('cel_type', c.args[1] ?? e, `a list is indexed by int, not ${shapeName(key)}`);
      return container.element;
    }
    if (container.kind === 'map') return container.value;
    if (container.kind === 'record') {
      const keyExpr = c.args[1]?.exprKind;
      if (keyExpr?.case === 'constExpr' && keyExpr.value.constantKind.case === 'stringValue') return select(e, container, keyExpr.value.constantKind.value);
      return DYN;
    }
    if (isDyn(container)) return DYN;
    return problem('cel_type', e, `cannot index a value of type ${shapeName(container)}`);
  }

  function overload(e: Expr, fn: string, target: CelShape | undefined, args: readonly CelShape[]): CelShape {
    const group = functions.find(fn);
    if (group === undefined) return problem('cel_unknown_function', e, `unknown function \`${fn}\` (docs/policies.md lists the functions)`);
    const results: CelShape[] = [];
    for (const f of group) {
      if ((f.target === undefined) !== (target === undefined) || f.arguments.length !== args.length) continue;
      if (f.target !== undefined && target !== undefined && !accepts(fromCelType(f.target), target)) continue;
      if (!f.arguments.every((a, i) => accepts(fromCelType(a), args[i] ?? DYN))) continue;
      results.push(fromCelType(f.result));
    }
    if (results.length === 0) {
      const shown = args.map(shapeName).join(', ');
      const what = target === undefined ? `${named(fn)} does not take (${shown})` : `\`${fn}\` cannot be called on ${shapeName(target)} with (${shown})`;
      return problem('cel_type', e, what, target === undefined ? 0 : 1);
    }
    if (fn === '_+_' && args[0]?.kind === 'list' && args[1]?.kind === 'list') return listOf(common(args[0].element, args[1].element));
    return results.reduce((a, t) => (shapeName(a) === shapeName(t) ? a : DYN));
  }

  const type = check(parsed.expr, new Map());
  return { type, problems };
}
