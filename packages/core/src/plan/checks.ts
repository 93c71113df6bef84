// Plan-time checks that need the state: protected objects the definition removes, sources that
// ingest an action version the plan does not reach, and sources left behind by a version bump.
import { kindModule, parentField, parentKind } from '../kinds/kinds.js';
import type { ActionStep, Diagnostic, JsonObject, Step } from '../types.js';
import type { Pairing } from './match.js';
import type { ObjectsByKind, DesiredObject } from './normalize.js';
import { PLAN_DIAGNOSTIC_CODES } from './plan-codes.js';


/** Where a removed object would have been written: its parent's nested list (a metrics source's queries), else its list. */
function removedPointer(p: Pairing, wanted: ObjectsByKind<DesiredObject>): string {
  const kind = kindModule(p.kind);
  const parent = parentKind(kind);
  if (parent !== undefined) {
    const owner = p.current?.fields[parentField(kind) as string];
    const written = typeof owner === 'string' ? wanted[parent.kind].get(owner) : undefined;
    if (written !== undefined) return `${written.pointer}/${kind.nestedIn as string}`;
  }
  return kind.pointer;
}

/** An error for every protected live object that the definition no longer has. */
export function protectedDeletes(pairings: readonly Pairing[], wanted: ObjectsByKind<DesiredObject>): Diagnostic[] {
  return pairings
    .filter((p) => p.desired === undefined && p.current?.protect === true)
    .map((p) => ({
      severity: 'error',
      code: PLAN_DIAGNOSTIC_CODES.protectedDelete,
      pointer: removedPointer(p, wanted),
      message: `${p.kind} "${p.name}" is protected (protect: true) and this definition removes it; `
        + 'to delete it, first apply a definition that keeps it with protect: false, then remove it',
    }));
}

/** An error for every source whose `ingest` names an action missing from the plan or a version beyond it. */
export function ingestChecks(wanted: ObjectsByKind<DesiredObject>, finalVersions: ReadonlyMap<string, number>): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const source of wanted.source.values()) {
    const ingest = source.fields['ingest'] as JsonObject;
    const variant = String(ingest['variant']);
    const version = Number(ingest['version']);
    const reached = finalVersions.get(variant);
    if (reached === undefined) {
      out.push({
        severity: 'error', code: PLAN_DIAGNOSTIC_CODES.unresolvedReference, pointer: `${source.pointer}/ingest/variant`,
        message: `source "${source.name}" ingests action "${variant}", which the definition does not define; add the action or fix ingest.variant`,
      });
    } else if (version > reached) {
      out.push({
        severity: 'error', code: PLAN_DIAGNOSTIC_CODES.ingestVersionExceeded, pointer: `${source.pointer}/ingest/version`,
        message: `source "${source.name}" ingests version ${version} of action "${variant}", which is at version ${reached} after this plan; set ingest.version to at most ${reached}`,
      });
    }
  }
  return out;
}

/**
 * A warning for every source that ingests an older version of an action this plan moves to a new
 * version: the source keeps ingesting payloads of the old schema, which may be meant (a pinned
 * consumer) or forgotten. Only bumps made by this plan are named, so a pin is said once.
 */
export function ingestBehind(wanted: ObjectsByKind<DesiredObject>, steps: readonly Step[]): Diagnostic[] {
  const bumped = new Map<string, ActionStep>();
  for (const step of steps) {
    if (step.kind === 'action' && step.op === 'update' && step.final_version > step.current_version) bumped.set(step.variant, step);
  }
  const out: Diagnostic[] = [];
  for (const source of wanted.source.values()) {
    const ingest = source.fields['ingest'] as JsonObject;
    const step = bumped.get(String(ingest['variant']));
    const version = Number(ingest['version']);
    if (step === undefined || version >= step.final_version) continue;
    out.push({
      // The list, not the item: a plan is byte-identical whatever the order of the definition's lists.
      severity: 'warning', code: PLAN_DIAGNOSTIC_CODES.ingestBehind, pointer: kindModule('source').pointer,
      message: `source "${source.name}" ingests version ${version} of action "${step.variant}", which this plan moves from version `
        + `${step.current_version} to ${step.final_version}; set ingest.version to ${step.final_version} to ingest the new schema, or keep ${version} on purpose`,
    });
  }
  return out;
}
