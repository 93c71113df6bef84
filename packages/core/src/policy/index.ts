// @capctl/core/policy: the policy engine (CEL over plans), an entry of its own so that loading
// core costs nothing until a policy runs. Pure: no I/O. docs/policies.md describes the API.
export {
  ENFORCEMENTS, POLICY_SCOPES,
  type Enforcement, type Policy, type PolicyEvaluationError, type PolicyFile, type PolicyReport, type PolicyResult, type PolicyScope, type PolicySource,
} from './policy.js';
export { compilePolicies, type CompiledPolicy, type PolicyCompilation, type PolicySet } from './compile-policies.js';
export { evaluatePolicies, PLAN_SUBJECT, type EvaluateOptions } from './evaluate-policies.js';
export { comparePolicyReports, comparisonSize, type PolicyFlagChange, type PolicyReportComparison } from './compare-reports.js';
export { stateReport } from './state-report.js';
export { policyVerdict, type PolicyOverride, type PolicyVerdict } from './policy-verdict.js';
export { POLICY_CODES, PolicyError, type PolicyCode } from './policy-codes.js';
export { readPolicyTests, type ExpectedResult, type PolicyTestCase, type PolicyTestsRead } from './read-policy-tests.js';
export { runPolicyCase, runPolicyTests, type PolicyCaseOutcome } from './run-policy-tests.js';
