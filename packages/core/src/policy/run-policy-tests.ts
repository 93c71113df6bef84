// Runs policy test cases, as `opa test` runs Rego tests: each case's definition is validated and
// planned against the state its `state` definition leaves, the set evaluated, and the violations
// compared with the expected ones. Pure: the CLI reads the files and prints the outcomes.
import { applyPlan, EPOCH } from '../plan/apply-plan.js';
import { emptyState } from '../plan/empty-state.js';
import { plan } from '../plan/plan.js';
import { validateDefinition } from '../parse/validate-definition.js';
import { joinPointer, splitPointer } from '../parse/json-pointer.js';
import type { Definition, JsonValue, Plan, State } from '../types.js';
import type { PolicySet } from './compile-policies.js';
import { evaluatePolicies } from './evaluate-policies.js';
import type { PolicyResult } from './policy.js';
import type { ExpectedResult, PolicyTestCase } from './read-policy-tests.js';

export interface PolicyCaseOutcome {
  readonly name: string;
  readonly file: string;
  readonly line: number;
  readonly column: number;
  readonly passed: boolean;
  /** Expected violations the policies did not give. */
  readonly missing: readonly ExpectedResult[];
  /** Violations the policies gave that the case does not expect. */
  readonly unexpected: readonly PolicyResult[];
  /** Why the case could not be judged (its definitions do not plan, a policy failed, a name is unknown), each with its place. */
  readonly errors: readonly string[];
}

type Planned = { readonly plan: Plan; readonly state: State } | { readonly errors: string[] };

function planned(c: PolicyTestCase, key: 'state' | 'definition', value: JsonValue, state: State): Planned {
  const where = (pointer: string) => {
    const { line, column } = c.at(joinPointer(`/${key}`, ...splitPointer(pointer)));
    return `${c.file}:${line}:${column}`;
  };
  const problems = validateDefinition(value).filter((d) => d.severity === 'error');
  if (problems.length > 0) return { errors: problems.map((d) => `${where(d.pointer)}: ${key}: ${d.message}`) };
  const p = plan(value as unknown as Definition, state);
  const failed = p.diagnostics.filter((d) => d.severity === 'error');
  if (failed.length > 0) return { errors: failed.map((d) => `${where(d.pointer)}: ${key} does not plan: ${d.message}`) };
  return { plan: p, state };
}

function unknownPolicies(c: PolicyTestCase, names: ReadonlySet<string>): string[] {
  const named = [...(c.policies ?? []), ...c.expect.map((e) => e.policy)];
  return [...new Set(named.filter((n) => !names.has(n)))].map((n) => `${c.file}:${c.line}:${c.column}: no policy is named \`${n}\``);
}

function compare(expected: readonly ExpectedResult[], actual: readonly PolicyResult[]): { missing: ExpectedResult[]; unexpected: PolicyResult[] } {
  const left = [...actual];
  const missing: ExpectedResult[] = [];
  for (const e of expected) {
    const i = left.findIndex((r) => r.policy === e.policy && r.subject === e.subject && (e.message === undefined || e.message === r.message));
    if (i < 0) missing.push(e);
    else left.splice(i, 1);
  }
  return { missing, unexpected: left };
}

export function runPolicyCase(set: PolicySet, c: PolicyTestCase): PolicyCaseOutcome {
  const base = { name: c.name, file: c.file, line: c.line, column: c.column };
  const fail = (errors: string[]): PolicyCaseOutcome => ({ ...base, passed: false, missing: [], unexpected: [], errors });
  const unknown = unknownPolicies(c, new Set(set.policies.map((p) => p.policy.name)));
  if (unknown.length > 0) return fail(unknown);
  let state = emptyState();
  if (c.state !== undefined) {
    const before = planned(c, 'state', c.state, state);
    if ('errors' in before) return fail(before.errors);
    state = applyPlan(state, before.plan, { now: EPOCH });
  }
  const after = planned(c, 'definition', c.definition, state);
  if ('errors' in after) return fail(after.errors);
  const report = evaluatePolicies(set, after.plan, after.state);
  if (report.errors.length > 0) return fail(report.errors.map((e) => e.message));
  const only = c.policies === undefined ? undefined : new Set(c.policies);
  const actual = report.results.filter((r) => only === undefined || only.has(r.policy));
  const { missing, unexpected } = compare(c.expect, actual);
  return { ...base, passed: missing.length === 0 && unexpected.length === 0, missing, unexpected, errors: [] };
}

export function runPolicyTests(set: PolicySet, cases: readonly PolicyTestCase[]): PolicyCaseOutcome[] {
  return cases.map((c) => runPolicyCase(set, c));
}
