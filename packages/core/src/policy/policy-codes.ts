// The catalog of policy codes: what reading, compiling and evaluating policies can report, with
// what each means and what the operator does about it. Codes are stable: tools match on them.

export const POLICY_CODES = {
  yaml_syntax: 'The policy file is not valid YAML: fix the text at the position shown.',
  policy_shape: 'A policy document does not match schemas/policies.schema.json: change it as the message says.',
  duplicate_policy: 'Two policies have one name: names identify policies in results and overrides, so rename one.',
  cel_syntax: 'A CEL expression does not parse: fix it at the position shown.',
  cel_undeclared: 'A CEL expression names a variable this scope does not have (step scope: `step`, `plan`; object scope: `object`, `plan`; plan scope: `plan`).',
  cel_unknown_field: 'A CEL expression selects a field the subject does not have: docs/policies.md lists every field.',
  cel_type: 'A CEL expression applies an operator or function to values of the wrong type, or its result is not of the type the key needs (`condition`: bool, `messageExpression`: string).',
  cel_unknown_function: 'A CEL expression calls a function CEL (with the strings extension) does not have.',
  policy_eval_error: 'A policy failed while it was evaluated (e.g. a missing key of `before`/`after`, a division by zero): guard the access with `has(...)` or `in`. An error is never a pass.',
  policy_budget_exceeded: 'A policy visited more elements than its budget allows (e.g. a step policy that walks every step of the plan): compute plan-wide facts in a plan-scope policy.',
  case_shape: 'A policy test case does not match schemas/policy-tests.schema.json: change it as the message says.',
  case_definition: 'The definition or state of a policy test case does not plan: fix it as the message says.',
  case_unknown_policy: 'A test case expects a result from a policy that no policy file defines: fix the name.',
} as const;

export type PolicyCode = keyof typeof POLICY_CODES;

/** A policy problem that stops a whole operation (e.g. evaluating a set that did not compile). */
export class PolicyError extends Error {
  override readonly name = 'PolicyError';
  readonly code: PolicyCode;
  constructor(code: PolicyCode, message: string) {
    super(message);
    this.code = code;
  }
}
