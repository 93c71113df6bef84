// The drift of a state, object by object: every live object whose last change was a direct API
// write, in state order (kinds in dependency order, then as the state lists them). Data only.
import type { ObjectDrift, State, StepKind } from '../types.js';
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
