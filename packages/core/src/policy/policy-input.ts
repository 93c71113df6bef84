// The values policies see, in the shapes of subject-shapes.ts: each step of a plan, each object
// of the state after it, and the plan. Secrets are masked first, so a message cannot quote one.
import { KIND_MODULES, KIND_RANK } from '../kinds/kinds.js';
import { compareText } from '../compare-text.js';
import { celMap } from '@bufbuild/cel';
import type { Plan, State } from '../types.js';
import { JsonMap } from './json-view.js';
import { ObjectView } from './object-view.js';
import { StepView } from './step-view.js';
import type { SubjectView } from './subject-view.js';

/** What a guard or the native evaluator reads a subject's fields with. */
export type View = SubjectView;

const EMPTY = Object.freeze({});

/**
 * The live objects of `state` with `plan`'s steps applied, in kind order, then by name. Live
 * objects are walked as the planner reads the state (kinds in KIND_MODULES order, each in state
 * order, a later one of the same name in the place of the first).
 */
function resultingObjects(plan: Plan, state: State): ObjectView[] {
  const objects = new Map<string, ObjectView>();
  for (const kind of KIND_MODULES) {
    for (const o of kind.objects(state)) {
      if (typeof o.deleted_at === 'string') continue;
      const name = kind.nameOf(o);
      const address = `${kind.kind}/${name}`;
      objects.set(address, new ObjectView(kind.kind, name, address, o.id, '', o, kind));
    }
  }
  for (const step of plan.steps) {
    const address = `${step.kind}/${step.name}`;
    if (step.op === 'delete') {
      objects.delete(address);
      continue;
    }
    if (step.renamed_from !== undefined) objects.delete(`${step.kind}/${step.renamed_from}`);
    const id = step.id ?? objects.get(address)?.id ?? '';
    objects.set(address, new ObjectView(step.kind, step.name, address, id, step.op, step.after ?? EMPTY));
  }
  return [...objects.values()].sort((a, b) => KIND_RANK[a.kind] - KIND_RANK[b.kind] || compareText(a.name, b.name));
}

/** The plan as policies see it; steps and objects are built on first use, and shared by every policy. */
export interface PolicyInput {
  readonly steps: () => readonly StepView[];
  readonly objects: () => readonly ObjectView[];
  readonly plan: unknown;
  /** The same, for the native evaluator. */
  readonly planView: JsonMap;
}

/** The plan's view: `steps` and `objects` are built when an expression first reads them. */
class PlanView extends JsonMap {
  constructor(entries: [string, unknown][], private readonly lazy: Readonly<Record<string, { cel: () => unknown; raw: () => unknown }>>) {
    super(entries);
  }
  override get(key: string): unknown {
    return this.lazy[key]?.cel() ?? super.get(key);
  }
  override raw(key: string): unknown {
    return this.lazy[key]?.raw() ?? super.raw(key);
  }
  override has(key: string): boolean {
    return this.lazy[key] !== undefined || super.has(key);
  }
}

export function policyInput(plan: Plan, state: State): PolicyInput {
  let steps: StepView[] | undefined;
  let objects: ObjectView[] | undefined;
  const stepSubjects = () => (steps ??= plan.steps.map((s) => new StepView(s)));
  const objectSubjects = () => (objects ??= resultingObjects(plan, state));
  const s = plan.summary;
  const once = <T>(make: () => T) => {
    let value: T | undefined;
    return () => (value ??= make());
  };
  const view = new PlanView(
    [
      ['summary', { create: BigInt(s.create), update: BigInt(s.update), delete: BigInt(s.delete), unchanged: BigInt(s.unchanged), breaking: BigInt(s.breaking) }],
      ['partial', plan.partial === true],
      ['serial', BigInt(plan.serial)],
    ],
    {
      steps: { cel: once(() => stepSubjects().map((x) => x.cel())), raw: once(() => [...stepSubjects()]) },
      objects: { cel: once(() => objectSubjects().map((x) => x.cel())), raw: once(() => [...objectSubjects()]) },
    },
  );
  return { steps: stepSubjects, objects: objectSubjects, plan: celMap(view as never), planView: view };
}
