// The subjects a policy's guards can let through, looked up instead of tried one by one: the
// subjects of a scope are grouped by the value of a field the first time a guard asks for it
// (`kind`, `op`), each group in subject order, so a policy still meets its subjects in order.
import type { Guard, Literal } from './condition-guards.js';
import type { SubjectView } from './subject-view.js';

/**
 * The fields subjects are grouped by: read straight from the step or object. Grouping by another
 * (`protect` of an object) would work it out for every subject, where the guards before it
 * (`kind`) would have spared most.
 */
const GROUPED: ReadonlySet<string> = new Set(['kind', 'op', 'change']);

export class SubjectIndex {
  private readonly byField = new Map<string, Map<unknown, SubjectView[]>>();

  constructor(readonly subjects: readonly SubjectView[]) {}

  private group(field: string): Map<unknown, SubjectView[]> {
    let groups = this.byField.get(field);
    if (groups === undefined) {
      groups = new Map();
      for (let i = 0; i < this.subjects.length; i++) {
        const subject = this.subjects[i] as SubjectView;
        const value = subject.get(field);
        const group = groups.get(value);
        if (group === undefined) groups.set(value, [subject]);
        else group.push(subject);
      }
      this.byField.set(field, groups);
    }
    return groups;
  }

  private with(field: string, value: Literal): readonly SubjectView[] {
    return this.group(field).get(value) ?? [];
  }

  /**
   * The subjects that may pass `guards`, in subject order: the smallest group an equality guard
   * names (every subject it leaves out fails that guard), or all of them. Callers still run
   * every guard on each.
   */
  candidates(guards: readonly Guard[]): readonly SubjectView[] {
    let best = this.subjects;
    for (const guard of guards) {
      if (guard.equals === undefined || !GROUPED.has(guard.equals.field)) continue;
      const found = this.with(guard.equals.field, guard.equals.value);
      if (found.length < best.length) best = found;
    }
    return best;
  }
}
