// What a policy sees: the fields of `step`, `object` and `plan`, as the checker types them and as
// docs/policies.md lists them. policy-input.ts builds values of exactly these shapes.
import { BOOL, DYN, INT, listOf, mapOf, record, STRING, type CelShape } from './cel-shape.js';
import type { PolicyScope } from './policy.js';

const FIELDS = mapOf(STRING, DYN);

/** One step of the plan. Strings are `''` and numbers 0 where a step has no such thing. */
export const STEP_SHAPE = record('step', {
  kind: STRING,
  op: STRING,
  name: STRING,
  /** `kind/name`, as `--target` writes it: the subject of results. */
  address: STRING,
  id: STRING,
  /** The managed fields now (update, delete) and after the apply (create, update); `{}` when none. */
  before: FIELDS,
  after: FIELDS,
  /** JSON pointers the step's patch changes (update). */
  changed_fields: listOf(STRING),
  renamed_from: STRING,
  /** Changed outside capctl since its last applied revision. */
  drift: BOOL,
  protect: BOOL,
  current_version: INT,
  final_version: INT,
  /** The compatibility mode a schema change was checked under. */
  mode: STRING,
  breaking: BOOL,
  weakened_mode: record('weakened_mode', { from: STRING, to: STRING }),
});

/** One object of the state as it will be after the plan is applied. */
export const OBJECT_SHAPE = record('object', {
  kind: STRING,
  name: STRING,
  address: STRING,
  /** `''` for an object the plan creates (ids are assigned when the revision is stored). */
  id: STRING,
  protect: BOOL,
  fields: FIELDS,
  /** `create`, `update`, or `''` when the plan leaves the object as it is. */
  change: STRING,
});

export const SUMMARY_SHAPE = record('summary', { create: INT, update: INT, delete: INT, unchanged: INT, breaking: INT });

export const PLAN_SHAPE = record('plan', {
  steps: listOf(STEP_SHAPE),
  objects: listOf(OBJECT_SHAPE),
  summary: SUMMARY_SHAPE,
  partial: BOOL,
  serial: INT,
});

/** The variables of each scope. */
export const SCOPE_VARIABLES: Readonly<Record<PolicyScope, Readonly<Record<string, CelShape>>>> = Object.freeze({
  step: { step: STEP_SHAPE, plan: PLAN_SHAPE },
  object: { object: OBJECT_SHAPE, plan: PLAN_SHAPE },
  plan: { plan: PLAN_SHAPE },
});
