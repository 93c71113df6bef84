// Reads and compiles a set of policy files: each CEL expression parsed and type-checked against
// its scope's variables, every problem at `file:line:column`. Compiled once, evaluated per plan.
import { parse, plan as planExpression, type CelResult } from '@bufbuild/cel';
import type { Diagnostic } from '../types.js';
import { compareText } from '../compare-text.js';
import { accepts, BOOL, shapeName, STRING, type CelShape } from './cel-shape.js';
import { checkExpression } from './cel-check.js';
import type { Policy, PolicyFile } from './policy.js';
import { readPolicyFile, type ExpressionSource, type ReadPolicy } from './read-policy-file.js';
import { SCOPE_VARIABLES } from './subject-shapes.js';
import { conditionGuards, type Guard } from './condition-guards.js';
import { compileNative, type NativeExpression } from './native-eval.js';
import { meterComprehensions, policyEnv } from './policy-env.js';

/** A planned CEL expression: bindings in, a value or a CelError out; never throws. */
export type PlannedExpression = (bindings: Record<string, unknown>) => CelResult;

export interface CompiledPolicy {
  readonly policy: Policy;
  /** Native checks of the condition's simple conjuncts: a subject any of them rejects passes. */
  readonly guards: readonly Guard[];
  readonly condition: PlannedExpression;
  readonly messageExpression?: PlannedExpression;
  /** The same expressions evaluated natively, where native-eval.ts handles them (step and object scopes). */
  readonly native?: { readonly condition?: NativeExpression; readonly messageExpression?: NativeExpression };
  /**
   * The native condition for subjects every one of `guards` let through, the conjuncts they proved
   * left out; evaluate-policies.ts runs it only when these are the policy's guards.
   */
  readonly guarded?: { readonly guards: readonly Guard[]; readonly condition: NativeExpression };
}

/** Policies ready to evaluate, sorted by name (names are unique). */
export interface PolicySet {
  readonly policies: readonly CompiledPolicy[];
}

export interface PolicyCompilation {
  /** Absent when any diagnostic is an error: a set that does not compile is never evaluated. */
  readonly set?: PolicySet;
  readonly policies: readonly Policy[];
  readonly diagnostics: readonly Diagnostic[];
}


const WANTED: Readonly<Record<ExpressionSource['key'], CelShape>> = { condition: BOOL, messageExpression: STRING };

interface SyntaxError { readonly rawMessage?: string; readonly message: string; readonly location?: { readonly start?: { readonly offset?: number } } }

interface Compiled {
  readonly run: PlannedExpression;
  readonly guards: readonly Guard[];
  readonly native: NativeExpression | undefined;
  readonly guarded: NativeExpression | undefined;
}

function compileExpression(read: ReadPolicy, source: ExpressionSource, diagnostics: Diagnostic[]): Compiled | undefined {
  const { file } = read.policy.source ?? { file: '' };
  const report = (code: Diagnostic['code'], message: string, offset: number) =>
    diagnostics.push({ severity: 'error', code, message: `policy \`${read.policy.name}\`: ${source.key}: ${message}`, pointer: `/${source.key}`, file, ...source.at(offset) });
  let parsed: ReturnType<typeof parse>;
  try {
    parsed = parse(source.text);
  } catch (error) {
    const e = error as SyntaxError;
    report('cel_syntax', (e.rawMessage ?? e.message).replace(/^<input>:\d+:\d+: /, ''), e.location?.start?.offset ?? 0);
    return undefined;
  }
  const checked = checkExpression(parsed, SCOPE_VARIABLES[read.policy.scope], policyEnv().funcs);
  for (const p of checked.problems) report(p.code, p.message, p.offset);
  if (checked.problems.length > 0) return undefined;
  if (!accepts(WANTED[source.key], checked.type)) {
    report('cel_type', `the expression gives ${shapeName(checked.type)}; it must give ${shapeName(WANTED[source.key])}`, 0);
    return undefined;
  }
  const { scope } = read.policy;
  const subject = SCOPE_VARIABLES[scope][scope];
  const guards = scope === 'plan' || subject?.kind !== 'record' ? [] : conditionGuards(parsed.expr, scope, subject.fields);
  const roots = scope === 'plan' ? ['plan'] : [scope, 'plan'];
  const native = compileNative(parsed.expr, roots);
  const proven = new Set(guards.flatMap((g) => (g.proves === undefined ? [] : [g.proves])));
  const guarded = proven.size === 0 || native === undefined ? undefined : compileNative(parsed.expr, roots, proven);
  const planned = planExpression(policyEnv(), { ...parsed, expr: meterComprehensions(parsed.expr) });
  return { run: (bindings) => planned(bindings as never), guards, native, guarded };
}

export function compilePolicies(files: readonly PolicyFile[]): PolicyCompilation {
  const diagnostics: Diagnostic[] = [];
  const reads: ReadPolicy[] = [];
  for (const file of files) {
    const read = readPolicyFile(file);
    diagnostics.push(...read.diagnostics);
    reads.push(...read.policies);
  }
  const byName = new Map<string, ReadPolicy>();
  for (const read of reads) {
    const first = byName.get(read.policy.name);
    if (first === undefined) {
      byName.set(read.policy.name, read);
      continue;
    }
    const [a, b] = [first.policy.source, read.policy.source];
    diagnostics.push({
      severity: 'error', code: 'duplicate_policy', pointer: '/name', file: b?.file, line: b?.line, column: b?.column,
      message: `policy \`${read.policy.name}\` is also defined at ${a?.file}:${a?.line}:${a?.column}; rename one of the two`,
    });
  }
  const compiled: CompiledPolicy[] = [];
  for (const read of byName.values()) {
    const expressions = new Map(read.expressions.map((s) => [s.key, compileExpression(read, s, diagnostics)] as const));
    const condition = expressions.get('condition');
    const messageExpression = expressions.get('messageExpression');
    if (condition === undefined || (read.policy.messageExpression !== undefined && messageExpression === undefined)) continue;
    compiled.push(Object.freeze({
      policy: read.policy, guards: condition.guards, condition: condition.run,
      ...(messageExpression === undefined ? {} : { messageExpression: messageExpression.run }),
      native: { condition: condition.native, messageExpression: messageExpression?.native },
      ...(condition.guarded === undefined ? {} : { guarded: { guards: condition.guards, condition: condition.guarded } }),
    }));
  }
  compiled.sort((a, b) => compareText(a.policy.name, b.policy.name));
  const policies = Object.freeze([...byName.values()].map((r) => r.policy).sort((a, b) => compareText(a.name, b.name)));
  const sorted = diagnostics.sort((a, b) => compareText(a.file ?? '', b.file ?? '') || (a.line ?? 0) - (b.line ?? 0) || (a.column ?? 0) - (b.column ?? 0));
  const failed = sorted.some((d) => d.severity === 'error');
  return Object.freeze({ ...(failed ? {} : { set: Object.freeze({ policies: Object.freeze(compiled) }) }), policies, diagnostics: Object.freeze(sorted) });
}
