// A policy set's report over a state alone, with nothing planned: its object-scope policies on each
// object as it is (step- and plan-scope policies look at a change, and there is none).
import { PLAN_FORMAT_VERSION, type Plan, type State } from '../types.js';
import type { PolicySet } from './compile-policies.js';
import { evaluatePolicies } from './evaluate-policies.js';
import type { PolicyReport } from './policy.js';

/** The plan that changes nothing: the state's objects are the objects after it. */
function noChange(state: State): Plan {
  return { format_version: PLAN_FORMAT_VERSION, serial: state.serial, steps: [], summary: { create: 0, update: 0, delete: 0, unchanged: 0, breaking: 0 }, diagnostics: [] };
}

export function stateReport(set: PolicySet, state: State): PolicyReport {
  return evaluatePolicies({ policies: set.policies.filter((p) => p.policy.scope === 'object') }, noChange(state), state);
}
