// The drift of a state, object by object: every live object whose last change was a direct API
// write, and every one whose last change was an apply that overrode policies; in state order
// (kinds in dependency order, then as the state lists them). Data only.
import type { PolicyOverride } from '../policy/policy-verdict.js';
import type { LastChange, ObjectDrift, State, StepKind } from '../types.js';
import { KIND_MODULES } from './kinds.js';

/** One object changed outside capctl since its last applied revision. */
export interface DriftedObject {
  readonly kind: StepKind;
  /** Variant, label or name (queries: `metrics/query`), as a definition names it. */
  readonly name: string;
  readonly id: string;
  readonly drift: ObjectDrift;
}

/** Every live object of the state with drift; soft-deleted objects are gone, whatever changed them. */
export function stateDrift(state: State): DriftedObject[] {
  const out: DriftedObject[] = [];
  for (const kind of KIND_MODULES) {
    for (const o of kind.objects(state)) {
      const drift = (o as { drift?: ObjectDrift }).drift;
      if (drift === undefined || typeof o.deleted_at === 'string') continue;
      out.push({ kind: kind.kind, name: kind.nameOf(o), id: o.id, drift });
    }
  }
  return out;
}

/** One live object whose last change was an apply that overrode policies: it stands on those overrides. */
export interface OverriddenObject {
  readonly kind: StepKind;
  /** Variant, label or name (queries: `metrics/query`), as a definition names it. */
  readonly name: string;
  readonly id: string;
  /** The object's last change: the applied revision, who applied it and when. */
  readonly change: LastChange;
  /** The policies that apply overrode, with why; never empty. */
  readonly overrides: readonly PolicyOverride[];
}

/**
 * Every live object of the state whose last change was an apply with policy overrides. A later
 * apply without overrides or a direct write of the object is its last change instead.
 */
export function stateOverrides(state: State): OverriddenObject[] {
  const out: OverriddenObject[] = [];
  for (const kind of KIND_MODULES) {
    for (const o of kind.objects(state)) {
      const change = (o as { last_change?: LastChange }).last_change;
      const overrides = change?.overrides ?? [];
      if (change === undefined || overrides.length === 0 || typeof o.deleted_at === 'string') continue;
      out.push({ kind: kind.kind, name: kind.nameOf(o), id: o.id, change, overrides });
    }
  }
  return out;
}
