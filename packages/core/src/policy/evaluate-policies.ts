// Evaluates a compiled policy set over a plan and the state it was made against: each policy on
// each of its subjects, in a fixed order, under a counted budget. Pure: the service can run it
// inside the apply's transaction and get the same report the plan showed.
import { celError, isCelError, type CelResult } from '@bufbuild/cel';
import { compareText } from '../compare-text.js';
import type { Plan, State } from '../types.js';
import type { CompiledPolicy, PlannedExpression, PolicySet } from './compile-policies.js';
import { BAIL, isNativeError, type Frame, type NativeExpression } from './native-eval.js';
import { BudgetExceeded, METER } from './cost-meter.js';
import type { PolicyEvaluationError, PolicyReport, PolicyResult } from './policy.js';
import { policyInput, type PolicyInput } from './policy-input.js';
import type { SubjectView } from './subject-view.js';
import { SubjectIndex } from './subject-index.js';

export interface EvaluateOptions {
  /**
   * Units each policy may spend over all its subjects (a comprehension, `in` or an equality of
   * lists costs the size it walks). Default: the larger of 1,000,000 and 50 per step and object.
   */
  readonly budget?: number;
}

/** The subject of plan-scope results and errors. */
export const PLAN_SUBJECT = 'plan';

type Outcome = { readonly kind: 'pass' } | { readonly kind: 'violated'; readonly message: string } | { readonly kind: 'error'; readonly message: string };

const PASS: Outcome = Object.freeze({ kind: 'pass' });

/** What the library is given when the native evaluator leaves a subject to it; `subject` is set before each call. */
interface Library {
  readonly variable: string;
  readonly plan: unknown;
  subject: SubjectView | undefined;
}

/** The library's bindings, made only when it evaluates (the subject's CEL map included). */
const bindingsOf = (library: Library): Record<string, unknown> =>
  library.subject === undefined ? { plan: library.plan } : { [library.variable]: library.subject.cel(), plan: library.plan };

function describeValue(value: unknown): string {
  if (value === null) return 'null';
  if (typeof value === 'object') return 'a list or map';
  return `${typeof value === 'bigint' ? 'int' : typeof value} ${String(value)}`;
}

function errorText(result: CelResult): string {
  return isCelError(result) ? result.message : '';
}

/** The native evaluator's value where it has one, else the library's. */
function run(native: NativeExpression | undefined, planned: PlannedExpression, frame: Frame, library: Library): unknown {
  if (native !== undefined) {
    const spent = METER.used;
    try {
      const value = native(frame);
      if (value !== BAIL) return isNativeError(value) ? celError(value.nativeError) : value;
    } catch (error) {
      if (error instanceof BudgetExceeded) return celError(error);
      throw error;
    }
    // The library starts over: what the native attempt charged is given back, so the budget is the library's.
    METER.rewind(spent);
  }
  return planned(bindingsOf(library));
}

function evaluateOne(compiled: CompiledPolicy, condition: NativeExpression | undefined, frame: Frame, library: Library): Outcome {
  const verdict = run(condition, compiled.condition, frame, library) as CelResult;
  if (isCelError(verdict)) return { kind: 'error', message: `condition failed: ${errorText(verdict)}` };
  if (verdict === false) return PASS;
  if (verdict !== true) return { kind: 'error', message: `condition gave ${describeValue(verdict)}, not true or false` };
  if (compiled.messageExpression === undefined) return { kind: 'violated', message: compiled.policy.message };
  const message = run(compiled.native?.messageExpression, compiled.messageExpression, frame, library) as CelResult;
  if (isCelError(message)) return { kind: 'error', message: `messageExpression failed: ${errorText(message)}` };
  if (typeof message !== 'string') return { kind: 'error', message: `messageExpression gave ${describeValue(message)}, not a string` };
  return { kind: 'violated', message };
}

/** The subjects of a scope; the plan is the one subject of plan-scope policies. */
function subjectsOf(compiled: CompiledPolicy, input: PolicyInput): readonly SubjectView[] | undefined {
  switch (compiled.policy.scope) {
    case 'step': return input.steps();
    case 'object': return input.objects();
    case 'plan': return undefined;
  }
}

/** Whether every guard of `compiled` lets `subject` through (a rejected subject passes). */
function guarded(compiled: CompiledPolicy, subject: SubjectView): boolean {
  for (const guard of compiled.guards) if (!guard(subject)) return false;
  return true;
}

/**
 * The report of `set` over `plan` (made against `state`). A policy stops at its first error,
 * which the report carries instead of its results: an error is never a pass, and the caller
 * refuses to apply.
 */
export function evaluatePolicies(set: PolicySet, plan: Plan, state: State, options: EvaluateOptions = {}): PolicyReport {
  const input = policyInput(plan, state);
  const indexes = new Map<readonly SubjectView[], SubjectIndex>();
  const indexOf = (subjects: readonly SubjectView[]) => {
    let index = indexes.get(subjects);
    if (index === undefined) indexes.set(subjects, (index = new SubjectIndex(subjects)));
    return index;
  };
  const results: PolicyResult[] = [];
  const errors: PolicyEvaluationError[] = [];
  for (const compiled of set.policies) {
    const { name: policy, enforcement, scope } = compiled.policy;
    const subjects = subjectsOf(compiled, input);
    const budget = options.budget ?? Math.max(1_000_000, 50 * (plan.steps.length + (scope === 'object' ? subjects?.length ?? 0 : 0)));
    METER.reset(budget);
    const found: PolicyResult[] = [];
    /** The outcome on one subject (the plan when `subject` is absent), or false when the policy stops there with an error. */
    const library: Library = { variable: scope, plan: input.plan, subject: undefined };
    // Every subject judged has passed the policy's guards (the plan has none): the conjuncts
    // they proved need not run again, as long as they are this policy's guards.
    const condition = compiled.guarded !== undefined && compiled.guarded.guards === compiled.guards ? compiled.guarded.condition : compiled.native?.condition;
    const judge = (frame: Frame, subject?: SubjectView): boolean => {
      library.subject = subject;
      const outcome = evaluateOne(compiled, condition, frame, library);
      if (outcome.kind === 'pass' && !METER.exceeded) return true;
      const address = subject === undefined ? PLAN_SUBJECT : subject.address;
      if (METER.exceeded) {
        errors.push({ policy, enforcement, subject: address, code: 'policy_budget_exceeded', message: `policy \`${policy}\` exceeded its evaluation budget of ${budget} units at ${address}; walk the plan's steps or objects once, in a plan-scope policy, rather than from every subject` });
        return false;
      }
      if (outcome.kind === 'error') {
        errors.push({ policy, enforcement, subject: address, code: 'policy_eval_error', message: `policy \`${policy}\` on ${address}: ${outcome.message}` });
        return false;
      }
      if (outcome.kind === 'violated') found.push(Object.freeze({ policy, enforcement, scope, subject: address, message: outcome.message }));
      return true;
    };
    let failed = false;
    if (subjects === undefined) {
      failed = !judge({ plan: input.planView });
    } else {
      // One frame per policy for the native evaluator: the subject is set in it before each call.
      const frame: Frame = { plan: input.planView };
      const candidates = indexOf(subjects).candidates(compiled.guards);
      for (let i = 0; i < candidates.length; i++) {
        const subject = candidates[i] as SubjectView;
        if (!guarded(compiled, subject)) continue;
        frame[scope] = subject;
        if (!judge(frame, subject)) {
          failed = true;
          break;
        }
      }
    }
    // A policy that failed has no results: its outcome is the error, whatever it found before.
    if (!failed) results.push(...found);
  }
  const order = (a: { policy: string; subject: string }, b: { policy: string; subject: string }) => compareText(a.policy, b.policy) || compareText(a.subject, b.subject);
  return Object.freeze({ results: Object.freeze(results.sort(order)), errors: Object.freeze(errors.sort(order)) });
}
