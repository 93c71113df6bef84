// The values policies see, in the shapes of subject-shapes.ts: each step of a plan, each object
// of the state after it, and the plan. Secrets are masked first, so a message cannot quote one.
import { indexState } from '../plan/current.js';
import { maskConfig, maskStep } from '../plan/mask.js';
import { KIND_RANK } from '../kinds/kinds.js';
import { compareText } from '../compare-text.js';
import { celMap } from '@bufbuild/cel';
import type { ActionStep, JsonObject, Plan, State, Step, StepKind } from '../types.js';
import { JsonMap } from './json-view.js';

/** A subject's fields as native values (guards read them), and the same as a CEL map. */
export type View = ReadonlyMap<string, unknown>;

export interface Subject {
  readonly address: string;
  readonly view: View;
  readonly cel: unknown;
}

/** Nested JSON (`before`, `after`, `fields`) is converted when a policy first reads it. */
const subject = (address: string, entries: [string, unknown][]): Subject => {
  const view = new JsonMap(entries);
  return { address, view, cel: celMap(view as never) };
};

const EMPTY: JsonObject = Object.freeze({});

const addressOf = (kind: StepKind, name: string): string => `${kind}/${name}`;

function stepView(raw: Step): Subject {
  const step = raw.kind === 'destination' ? maskStep(raw) : raw;
  const action = step.kind === 'action' ? (step as ActionStep) : undefined;
  const address = addressOf(step.kind, step.name);
  const fields = step.after ?? step.before ?? EMPTY;
  return subject(address, [
    ['kind', step.kind],
    ['op', step.op],
    ['name', step.name],
    ['address', address],
    ['id', step.id ?? ''],
    ['before', step.before ?? EMPTY],
    ['after', step.after ?? EMPTY],
    ['changed_fields', step.op === 'update' ? (step.patch ?? []).map((p) => p.path) : []],
    ['renamed_from', step.renamed_from ?? ''],
    ['drift', step.drift !== undefined],
    ['protect', fields['protect'] === true],
    ['current_version', BigInt(action?.current_version ?? 0)],
    ['final_version', BigInt(action?.final_version ?? 0)],
    ['mode', action?.mode ?? ''],
    ['breaking', action?.compatibility === 'breaking'],
    ['weakened_mode', { from: action?.weakened_mode?.from ?? '', to: action?.weakened_mode?.to ?? '' }],
  ]);
}

interface Resulting {
  readonly kind: StepKind;
  readonly name: string;
  readonly id: string;
  readonly fields: JsonObject;
  readonly change: '' | 'create' | 'update';
}

/** The live objects of `state` with `plan`'s steps applied, in kind order, then by name. */
function resultingObjects(plan: Plan, state: State): Resulting[] {
  const objects = new Map<string, Resulting>();
  for (const o of indexState(state).all) objects.set(addressOf(o.kind, o.name), { kind: o.kind, name: o.name, id: o.id, fields: o.fields, change: '' });
  for (const step of plan.steps) {
    const address = addressOf(step.kind, step.name);
    if (step.op === 'delete') {
      objects.delete(address);
      continue;
    }
    if (step.renamed_from !== undefined) objects.delete(addressOf(step.kind, step.renamed_from));
    const id = step.id ?? objects.get(address)?.id ?? '';
    objects.set(address, { kind: step.kind, name: step.name, id, fields: step.after ?? EMPTY, change: step.op });
  }
  return [...objects.values()].sort((a, b) => KIND_RANK[a.kind] - KIND_RANK[b.kind] || compareText(a.name, b.name));
}

function objectView(o: Resulting): Subject {
  const fields = o.kind === 'destination' && typeof o.fields['config'] === 'object' && o.fields['config'] !== null
    ? { ...o.fields, config: maskConfig(o.fields['config'] as JsonObject) }
    : o.fields;
  const address = addressOf(o.kind, o.name);
  return subject(address, [
    ['kind', o.kind], ['name', o.name], ['address', address], ['id', o.id], ['protect', fields['protect'] === true],
    ['fields', fields], ['change', o.change],
  ]);
}

/** The plan as policies see it; steps and objects are built on first use. */
export interface PolicyInput {
  readonly steps: () => readonly Subject[];
  readonly objects: () => readonly Subject[];
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
  let steps: Subject[] | undefined;
  let objects: Subject[] | undefined;
  const stepSubjects = () => (steps ??= plan.steps.map(stepView));
  const objectSubjects = () => (objects ??= resultingObjects(plan, state).map(objectView));
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
      steps: { cel: once(() => stepSubjects().map((x) => x.cel)), raw: once(() => stepSubjects().map((x) => x.view)) },
      objects: { cel: once(() => objectSubjects().map((x) => x.cel)), raw: once(() => objectSubjects().map((x) => x.view)) },
    },
  );
  return { steps: stepSubjects, objects: objectSubjects, plan: celMap(view as never), planView: view };
}
