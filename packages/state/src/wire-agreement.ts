// Core's wire types (core/src/wire/) and the types generated from schemas/openapi.yaml name the
// same members: checked when compiled, so neither can gain or lose one alone. Types only.
import type {
  PlanPolicy, Policy, PolicyFile, PolicyOverride, ServiceErrorEntry, WireApplyRequest, WirePlanRequest, WirePolicyPush, WirePolicySet, WirePruneRequest,
  WireRevision, WireUnstoredPlan,
} from '@capctl/core';
import type { components } from './generated/openapi.js';

type Schemas = components['schemas'];

/** `true` when A and B have the same member names, else the names only one of them has. */
type SameMembers<A, B> = [Exclude<keyof A, keyof B>, Exclude<keyof B, keyof A>] extends [never, never]
  ? true
  : { readonly onlyInCore: Exclude<keyof A, keyof B>; readonly onlyInOpenApi: Exclude<keyof B, keyof A> };

export type WireAgreement = [
  SameMembers<WireRevision, Schemas['ConfigRevision']>,
  SameMembers<WireUnstoredPlan, Schemas['UnstoredPlan']>,
  SameMembers<WirePlanRequest, Schemas['RevisionCreate']>,
  SameMembers<WireApplyRequest, Schemas['RevisionApply']>,
  SameMembers<WirePruneRequest, Schemas['RevisionPrune']>,
  SameMembers<ServiceErrorEntry, Schemas['Error']>,
  SameMembers<WirePolicyPush, Schemas['PolicyPush']>,
  SameMembers<WirePolicySet, Schemas['PolicySet']>,
  SameMembers<PolicyFile, Schemas['PolicyFile']>,
  SameMembers<Policy, Schemas['Policy']>,
  SameMembers<PolicyOverride, Schemas['PolicyOverride']>,
  SameMembers<PlanPolicy, Schemas['PlanPolicy']>,
  SameMembers<PlanPolicy['results'][number], Schemas['PlanPolicy']['results'][number]>,
  SameMembers<PlanPolicy['errors'][number], Schemas['PlanPolicy']['errors'][number]>,
];

// Fails to compile, naming the members, when one of the pairs above differs.
export const wireAgreement: WireAgreement = [true, true, true, true, true, true, true, true, true, true, true, true, true, true];
