// Targets of a partial plan (as Terraform's `-target`): which objects they select (the targets
// and what they depend on), which targets name nothing, and the marks a partial plan carries.
import type { Definition, ObjectTarget, Plan, State } from '../types.js';
import { knownNames } from './partial-definition.js';

export const targetText = (t: ObjectTarget): string => `${t.kind}/${t.name}`;

/** A target that names no object of the definition or the state, with what it may have meant. */
export interface TargetProblem {
  /** Its place in the targets given. */
  readonly index: number;
  readonly target: ObjectTarget;
  /** e.g. `no action of that name in the definition or the state`. */
  readonly problem: string;
  /** The next step: the nearest names of that kind, or that there is none of the kind at all. */
  readonly hint: string;
}

/** Every target must name an object of the definition or of the state (a delete); else the nearest names. */
export function targetProblems(targets: readonly ObjectTarget[], definition: Definition, state: State): TargetProblem[] {
  const known = knownNames(definition, state);
  const problems: TargetProblem[] = [];
  targets.forEach((target, index) => {
    const names = known[target.kind];
    if (names.has(target.name)) return;
    const near = nearest(target.name, names);
    problems.push({
      index,
      target,
      problem: `no ${target.kind} of that name in the definition or the state`,
      hint: near.length > 0 ? `did you mean ${near.map((n) => `${target.kind}/${n}`).join(', ')}?` : `there is no ${target.kind} at all; check the kind`,
    });
  });
  return problems;
}

/** Up to three names, closest first (edit distance, then name). */
function nearest(name: string, names: ReadonlySet<string>): string[] {
  return [...names]
    .map((candidate) => ({ candidate, distance: editDistance(name, candidate) }))
    .sort((a, b) => a.distance - b.distance || (a.candidate < b.candidate ? -1 : 1))
    .slice(0, 3)
    .map((n) => n.candidate);
}

function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current.push(Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1)));
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}

/**
 * The plan, saying that it is partial and to which targets (sorted, once each), for every
 * renderer. With `compared` (how many objects the partial plan compared: the targets and their
 * dependencies), only those without a step count as unchanged: the others were not compared at all.
 */
export function markPartial(plan: Plan, targets: readonly ObjectTarget[], compared?: number): Plan {
  const summary = compared === undefined ? plan.summary : { ...plan.summary, unchanged: Math.max(0, compared - plan.steps.length) };
  return Object.freeze({ ...plan, summary, partial: true, targets: [...new Set(targets.map(targetText))].sort() });
}
