// The values policies see, in the shapes of subject-shapes.ts: each step of a plan, each object
// of the state after it, and the plan. Secrets are masked before a policy can read them, so a
// message cannot quote one.
import { byKind, KIND_MODULES } from '../kinds/kinds.js';
import { compareText } from '../compare-text.js';
import { celMap } from '@bufbuild/cel';
import type { Plan, State } from '../types.js';
import { JsonMap } from './json-view.js';
import { ObjectView } from './object-view.js';
import { StepView } from './step-view.js';

const EMPTY = Object.freeze({});

/**
 * The live objects of `state` with `plan`'s steps applied, in kind order, then by name. Live
 * objects are walked as the planner reads the state (kinds in KIND_MODULES order, each in state
 * order, a later one of the same name in the place of the first); names are kept per kind, so
 * the order of the result is the sort of its `kind/name` addresses by kind rank, then name.
 */
function resultingObjects(plan: Plan, state: State): ObjectView[] {
  const live = byKind(() => new Map<string, ObjectView>());
  for (const kind of KIND_MODULES) {
    const objects = live[kind.kind];
    for (const o of kind.objects(state)) {
      if (typeof o.deleted_at === 'string') continue;
      const name = kind.nameOf(o);
      objects.set(name, new ObjectView(kind.kind, name, o.id, '', o, kind));
    }
  }
  for (const step of plan.steps) {
    const objects = live[step.kind];
    if (step.op === 'delete') {
      objects.delete(step.name);
      continue;
    }
    if (step.renamed_from !== undefined) objects.delete(step.renamed_from);
    const id = step.id ?? objects.get(step.name)?.id ?? '';
    objects.set(step.name, new ObjectView(step.kind, step.name, id, step.op, step.after ?? EMPTY));
  }
  // KIND_MODULES is in kind rank order.
  return KIND_MODULES.flatMap((kind) => byName([...live[kind.kind].values()]));
}

/** `views` sorted by name; a plan's steps usually come in that order already, and checking is cheaper than sorting. */
function byName(views: ObjectView[]): ObjectView[] {
  for (let i = 1; i < views.length; i++) {
    if (compareText((views[i - 1] as ObjectView).name, (views[i] as ObjectView).name) > 0) return views.sort((a, b) => compareText(a.name, b.name));
  }
  return views;
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
