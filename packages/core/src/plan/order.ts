// Step order: creates and updates in dependency order (a query needs its metrics source, an
// action its destinations and queries, a source the action it ingests), then deletes reversed.
import { compareText } from '../compare-text.js';
import { KIND_RANK } from '../kinds/kinds.js';
import type { Step } from '../types.js';

export { KIND_RANK };


/** Comparator: non-deletes by rank, then deletes by reverse rank; ties by kind, then name. */
export function compareSteps(a: Step, b: Step): number {
  const aDelete = a.op === 'delete';
  const bDelete = b.op === 'delete';
  if (aDelete !== bDelete) return aDelete ? 1 : -1;
  const rank = KIND_RANK[a.kind] - KIND_RANK[b.kind];
  if (rank !== 0) return aDelete ? -rank : rank;
  return compareText(a.kind, b.kind) || compareText(a.name, b.name);
}

/** A sorted copy of `steps`. */
export function orderSteps(steps: readonly Step[]): Step[] {
  return [...steps].sort(compareSteps);
}
