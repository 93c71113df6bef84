// @capctl/core: load and validate definitions, plan them against a state. Pure: no I/O.
export type * from './types.js';
export type * from './service.js';
export { bindConfigService } from './service.js';
export {
  decodePlanned, decodeRevision, decodeRevisionPage, encodePlanned, encodeRevision, encodeRevisionPage, type WireRevision, type WireRevisionPage,
  type WireUnstoredPlan,
} from './wire/revision-codec.js';
export {
  decodeApplyRequest, decodePlanRequest, decodePruneRequest, decodeRevisionQuery, digestInvalid, encodeApplyRequest, MAX_OVERRIDE_REASON, encodePlanRequest,
  encodePruneRequest, encodeRevisionQuery, type WireApplyRequest, type WirePlanRequest, type WirePruneRequest, type WireRevisionQuery,
} from './wire/revision-requests.js';
export {
  decodePolicyPush, decodePolicyQuery, decodePolicySet, encodePolicyPush, encodePolicyQuery, encodePolicySet, MAX_POLICY_MESSAGE, MAX_POLICY_PATH,
  type WirePolicyPush, type WirePolicyQuery, type WirePolicySet,
} from './wire/policy-codec.js';
export { PLAN_FORMAT_VERSION } from './types.js';
export { DIGEST_PATTERN, isDigest, isOrgId, ORG_ID_PATTERN } from './id-patterns.js';
export { parseDefinition, parseLoadedDefinition, type ParseOptions } from './parse/parse-definition.js';
export { loadFile, mayShareObjects, type LoadResult } from './parse/load-files.js';
export { allowEntryProblem, DEFAULT_ENV_PREFIX, envVerdict, REFUSED_ENV_PREFIXES, type EnvAccess, type EnvReference, type Environment, type EnvVerdict } from './parse/env-references.js';
export type { VariableValues } from './parse/variables.js';
export { actionSchemaDiagnostics, validateDefinition, type ValidateOptions } from './parse/validate-definition.js';
export type { SchemaSelection } from './parse/action-schema-findings.js';
export { formatDiagnostic } from './parse/format-diagnostic.js';
export { locateDiagnostics } from './parse/locate-diagnostics.js';
export { definitionSchema } from './parse/schema-validator.js';
export { DIAGNOSTIC_CODES, type DiagnosticCode } from './parse/diagnostic-codes.js';
export { HIDDEN_OR_CONTROL } from './parse/names.js';
export { MAX_DEPTH, MAX_ALIAS_EXPANSION } from './parse/input-limits.js';
export { scanJson, type JsonProblem } from './parse/json-error-offset.js';
export { joinPointer, splitPointer } from './parse/json-pointer.js';
export { plan } from './plan/plan.js';
export { markPartial, targetProblems, targetText, type TargetProblem } from './plan/targets.js';
export { dependencyClosure, knownNames, partialDefinition, type KnownNames } from './plan/partial-definition.js';
export { applyPlan, EPOCH, type ApplyOptions } from './plan/apply-plan.js';
export { emptyState } from './plan/empty-state.js';
export {
  maskPlan, maskStep, maskHeaders, maskConfig, isSensitiveHeader, sensitiveHeadersOf, transformPlanSecrets, transformStepSecrets,
  SENSITIVE_VALUE, type SecretTransform, sensitiveFromEnv, showEnvSources, type SecretSource,
} from './plan/mask.js';
export { keepStoredConfigSecrets, type KeptConfig } from './plan/sensitive-placeholders.js';
export { escapeSegment } from './parse/json-pointer.js';
export { isJsonObject } from './json-object.js';
export { plural } from './plural.js';
export { closest, didYouMean } from './parse/suggest.js';
export { compareSchemas } from './plan/compatibility.js';
export {
  checkMode, isCompatibilityMode, isTransitive, requiredDirections, strongerMode, weakensMode, COMPATIBILITY_MODES, DEFAULT_COMPATIBILITY_MODE,
  type ComparedVersion, type ModeCheck,
} from './plan/compatibility-mode.js';
export { transitiveActionIds } from './plan/earlier-schemas.js';
export type { CompareOptions } from './plan/compatibility.js';
export { stepImpact, planImpact, worstImpact, type Impact } from './plan/impact.js';
export {
  isCreate, isUpdate, isDelete, isActionStep, isBreaking, modeWeakening, weakensActionMode, type BreakingStep, type ModeWeakening,
} from './plan/step-guards.js';
export { refusedBreakingSteps, type BreakingAllowance } from './plan/breaking-allowance.js';
export { hasErrors, isError } from './plan/has-errors.js';
export { compareSteps, orderSteps, KIND_RANK } from './plan/order.js';
export { COLLECTION_ORDER, DEFINITION_LISTS, KINDS, KIND_COLLECTION, KIND_MODULES, STATE_ORDER, byKind, kindModule, nestedKinds, parentKind } from './kinds/kinds.js';
export type { DefinitionReference } from './kinds/reference.js';
export { isCompared, type Field, type Stored } from './kinds/fields.js';
export { stateDrift, stateOverrides, type DriftedObject, type OverriddenObject } from './kinds/state-drift.js';
export { compareText } from './compare-text.js';
export {
  invalidField, invalidParameter, isServiceError, notFound, SERVICE_ERROR_STATUS, ServiceError, UNKNOWN_TARGET, type ServiceErrorCode, type ServiceErrorEntry,
  type ServiceErrorOptions,
} from './service-errors.js';
export type { Kind, StateObject } from './kinds/kind.js';
export type { Collection } from './kinds/kind.js';
export { stateToDefinition } from './kinds/export-definition.js';
export { escapeVariableReferences } from './parse/escape-references.js';
export { canonicalize, canonicalView, stableStringify, jsonEqual, type CanonicalViewOptions, type ProtoMember } from './plan/canonical-json.js';
export { schemaHash } from './plan/schema-hash.js';
export {
  planMeaning, planMeaningDigest, meaningDifferences, objectKey,
  type PlanMeaning, type ObjectMeaning, type MeaningChange, type MeaningDifference,
} from './plan/plan-meaning.js';
export { PlanError, PLAN_DIAGNOSTIC_CODES, type PlanErrorCode, type PlanDiagnosticCode } from './plan/plan-codes.js';
// The policy engine is its own entry (@capctl/core/policy); its data types are here, so that a
// plan, a revision and a stored policy set can be typed (and a report's verdict taken) without loading CEL.
export type { Enforcement, PlanPolicy, Policy, PolicyEvaluationError, PolicyFile, PolicyResult, PolicyScope, PolicySetRef } from './policy/policy.js';
export { policyVerdict, type PolicyOverride, type PolicyVerdict } from './policy/policy-verdict.js';
export { ENFORCEMENTS, POLICY_SCOPES } from './policy/policy.js';
export { policySetDigest, sortedPolicyFiles } from './policy/policy-set-digest.js';
