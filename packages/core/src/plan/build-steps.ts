// Turns pairings of desired and current objects into steps (create, update, delete), counting
// unchanged objects and recording each action's version after the plan.
import type { ActionState, ActionStep, CompatibilityMode, JsonObject, JsonValue, PlanOptions, Step } from '../types.js';
import { canonicalObject, jsonEqual } from './canonical-json.js';
import { checkMode, isTransitive, strongerMode, type ComparedVersion } from './compatibility-mode.js';
import type { CurrentObject } from './current.js';
import type { Pairing } from './match.js';
import type { DesiredObject } from './normalize.js';
import { DELETE_PATCH, diffPatch } from './patch.js';
import { modeWeakening } from './step-guards.js';
import { planVersion } from './versions.js';

export interface BuiltSteps {
  readonly steps: readonly Step[];
  readonly unchanged: number;
  /** Every desired action's version once the plan is applied, by variant. */
  readonly finalVersions: ReadonlyMap<string, number>;
}

const names = (fields: JsonObject, key: string): string[] => (fields[key] as string[] | undefined) ?? [];

function destinationOf(fields: JsonObject): ActionStep['destination'] {
  const labels = names(fields, 'destinations');
  return labels.length === 0 ? { by: 'default_sink', value: 'default_sink' } : { by: 'label', value: labels.join(',') };
}

/** The versions a transitive mode compares with, ascending, the current one (with its schema) last. */
function storedVersions(action: ActionState, mode: CompatibilityMode, options: PlanOptions): ComparedVersion[] {
  const current = { version: action.version, schema: action.schema };
  if (!isTransitive(mode)) return [current];
  const earlier = new Map((options.earlierSchemas?.get(action.id) ?? []).map((s) => [s.version, s.schema]));
  const versions = [...new Set(action.history.map((h) => h.version))].filter((v) => v !== action.version).sort((a, b) => a - b);
  return [...versions.map((version) => ({ version, schema: earlier.get(version) })), current];
}

/**
 * The step's compatibility fields: only an update whose schema changed is checked, under the mode
 * asking all that the stored mode and the desired one ask: a mode weakened in the same plan does
 * not excuse this plan's schema change (the weakening needs its own allowance).
 */
function compatibilityOf(live: CurrentObject, fields: JsonObject, options: PlanOptions): Partial<ActionStep> {
  const action = live.action as ActionState;
  const mode = strongerMode(action.compatibility, fields['compatibility'] as CompatibilityMode);
  const check = checkMode(mode, fields['schema'] as JsonValue, storedVersions(action, mode, options));
  return {
    compatibility: check.compatibility, mode, checked_versions: check.checked_versions, failed_versions: check.failed_versions,
    ...(check.reasons.length > 0 ? { reasons: check.reasons } : {}),
  };
}

function actionStep(p: Pairing, desired: DesiredObject, live: CurrentObject | undefined, id: string | undefined, options: PlanOptions): ActionStep {
  const revived = p.current?.deleted === true;
  const fields = canonicalObject(desired.fields);
  const schema = fields['schema'] as JsonValue;
  const v = planVersion(p.current?.action, schema, revived);
  const op = live === undefined ? 'create' : 'update';
  const alias = names(fields, 'aliases');
  const compat = live !== undefined && v.schemaChanged ? compatibilityOf(live, fields, options) : {};
  const before = live ? canonicalObject(live.fields) : undefined;
  const step: ActionStep = {
    kind: 'action', op, name: desired.name, ...(id !== undefined ? { id } : {}),
    variant: desired.name, current_version: v.current_version, final_version: v.final_version,
    destination: destinationOf(fields),
    ...(op === 'create'
      ? { create: { schema, variant: desired.name, version: v.final_version, alias } }
      : { update: { version: v.final_version, alias, schema } }),
    ...compat,
    ...(v.equals_version !== undefined ? { equals_version: v.equals_version } : {}),
    ...(p.renamedFrom !== undefined ? { renamed_from: p.renamedFrom } : {}),
    ...(live?.drift !== undefined ? { drift: live.drift } : {}),
    ...(before ? { before } : {}),
    after: fields,
    ...(before ? { patch: diffPatch(before, fields) } : {}),
  };
  const weakened = modeWeakening(step);
  return weakened === undefined ? step : { ...step, weakened_mode: weakened };
}

function deleteStep(current: CurrentObject): Step {
  const before = canonicalObject(current.fields);
  // A delete reverts a direct write too (it removes what was written): the step says so, as an update's does.
  const base = { op: 'delete' as const, name: current.name, id: current.id, ...(current.drift !== undefined ? { drift: current.drift } : {}) };
  if (current.kind !== 'action') return { kind: current.kind, ...base, before, patch: DELETE_PATCH };
  const version = current.action?.version ?? 0;
  return {
    kind: 'action', ...base, variant: current.name, current_version: version, final_version: version,
    destination: destinationOf(current.fields), before, patch: DELETE_PATCH,
  };
}

function resourceStep(desired: DesiredObject, live: CurrentObject | undefined, id: string | undefined, renamedFrom?: string): Step {
  const kind = desired.kind as Exclude<typeof desired.kind, 'action'>;
  const after = canonicalObject(desired.fields);
  if (live === undefined) return { kind, op: 'create', name: desired.name, ...(id !== undefined ? { id } : {}), after };
  const before = canonicalObject(live.fields);
  return {
    kind, op: 'update', name: desired.name, id: live.id,
    ...(renamedFrom !== undefined ? { renamed_from: renamedFrom } : {}),
    ...(live.drift !== undefined ? { drift: live.drift } : {}),
    before, after, patch: diffPatch(before, after),
  };
}

/** Steps for every pairing that changes something; `options.assignId` names new objects. */
export function buildSteps(pairings: readonly Pairing[], options: PlanOptions): BuiltSteps {
  const steps: Step[] = [];
  const finalVersions = new Map<string, number>();
  let unchanged = 0;
  for (const p of pairings) {
    const desired = p.desired;
    if (desired === undefined) {
      if (p.current !== undefined) steps.push(deleteStep(p.current));
      continue;
    }
    const live = p.current !== undefined && !p.current.deleted ? p.current : undefined;
    if (live !== undefined && p.renamedFrom === undefined && jsonEqual(desired.fields, live.fields)) {
      unchanged += 1;
      if (desired.kind === 'action') finalVersions.set(desired.name, live.action?.version ?? 1);
      continue;
    }
    const id = p.current?.id ?? options.assignId?.(desired.kind, desired.name);
    const step = desired.kind === 'action' ? actionStep(p, desired, live, id, options) : resourceStep(desired, live, id, p.renamedFrom);
    if (step.kind === 'action') finalVersions.set(desired.name, (step as ActionStep).final_version);
    steps.push(step);
  }
  return { steps, unchanged, finalVersions };
}
