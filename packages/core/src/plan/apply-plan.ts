// The reference semantics of applying a plan to a state; the service's apply gives the same
// result. Creates without an id get a deterministic one; deletes are soft (`deleted_at`).
import { byKind, KIND_MODULES } from '../kinds/kinds.js';
import type { ActionState, ActionStep, Actor, JsonObject, LastChange, Plan, State, Step, StepKind } from '../types.js';
import { PlanError } from './plan-codes.js';
import { schemaHash } from './schema-hash.js';

export interface ApplyOptions {
  /** Timestamp written to `deleted_at`; a fixed epoch by default, so results are deterministic. */
  readonly now?: string;
  /** The applied revision and who applied it: each object a step writes records it as its `last_change`. */
  readonly revision?: { readonly id: string; readonly by: Actor | null };
}

export const EPOCH = '1970-01-01T00:00:00.000Z';

type Stored = JsonObject & { id: string; deleted_at: string | null };


class Working {
  readonly lists: Record<StepKind, Stored[]>;
  private readonly positions = new Map<string, number>();

  constructor(state: State) {
    this.lists = byKind((_kind, module) => [...(module.objects(state) as unknown as Stored[])]);
    for (const kind of Object.keys(this.lists) as StepKind[]) this.lists[kind].forEach((o, i) => this.positions.set(`${kind}\u0000${o.id}`, i));
  }

  find(kind: StepKind, id: string): Stored | undefined {
    const at = this.positions.get(`${kind}\u0000${id}`);
    return at === undefined ? undefined : this.lists[kind][at];
  }

  /** A new id for a create without one: `kind:name`, suffixed when a renamed object already holds it. */
  freshId(kind: StepKind, name: string): string {
    let id = `${kind}:${name}`;
    for (let n = 2; this.positions.has(`${kind}\u0000${id}`); n++) id = `${kind}:${name}#${n}`;
    return id;
  }

  put(kind: StepKind, object: Stored): void {
    const key = `${kind}\u0000${object.id}`;
    const at = this.positions.get(key);
    if (at === undefined) {
      this.positions.set(key, this.lists[kind].length);
      this.lists[kind].push(object);
    } else this.lists[kind][at] = object;
  }
}

/** Action fields that follow the step's versions: a new version joins the history. */
function versioned(step: ActionStep, previous: Stored | undefined, after: JsonObject): Record<string, unknown> {
  const history = (previous as unknown as ActionState | undefined)?.history ?? [];
  const moved = previous === undefined || step.final_version !== step.current_version || step.op === 'create';
  return {
    version: step.final_version,
    history: moved ? [...history, { version: step.final_version, schema_hash: schemaHash(after['schema'] ?? null) }] : [...history],
  };
}

/** The stored object without its drift and last change: an applied step is the object's last change. */
function withoutDrift(stored: Stored | undefined): Stored | undefined {
  if (stored === undefined || !('drift' in stored || 'last_change' in stored)) return stored;
  const { drift: _drift, last_change: _lastChange, ...rest } = stored;
  return rest as Stored;
}

function applyStep(work: Working, step: Step, now: string, change: LastChange | undefined): void {
  const existing = withoutDrift(step.id === undefined ? undefined : work.find(step.kind, step.id));
  const last: JsonObject = change === undefined ? {} : { last_change: change as unknown as JsonObject };
  if (step.op === 'delete') {
    if (existing === undefined) throw missing(step);
    work.put(step.kind, { ...existing, deleted_at: now, ...last });
    return;
  }
  if (step.op === 'update' && existing === undefined) throw missing(step);
  const after = step.after ?? {};
  const id = step.id ?? work.freshId(step.kind, step.name);
  const extra = step.kind === 'action' ? versioned(step as ActionStep, existing, after) : {};
  work.put(step.kind, { ...existing, ...after, ...extra, id, deleted_at: null, ...last } as Stored);
}

function missing(step: Step): PlanError {
  return new PlanError('step_target_missing',
    `${step.kind} "${step.name}" (id ${step.id ?? 'none'}) is not in the state; plan again against the current state`);
}

/** The state after `plan`; throws `PlanError` for a plan with errors or one made against another serial. */
export function applyPlan(state: State, plan: Plan, options: ApplyOptions = {}): State {
  if (plan.diagnostics.some((d) => d.severity === 'error')) {
    throw new PlanError('plan_has_errors', 'the plan has error diagnostics and cannot be applied; fix them and plan again');
  }
  if (plan.serial !== state.serial) {
    throw new PlanError('plan_stale', `the plan was made against serial ${plan.serial} but the state is at serial ${state.serial}; plan again`);
  }
  if (plan.steps.length === 0) return state;
  const work = new Working(state);
  const now = options.now ?? EPOCH;
  const change: LastChange | undefined = options.revision === undefined
    ? undefined : { origin: 'revision', revision_id: options.revision.id, at: now, by: options.revision.by };
  for (const step of plan.steps) applyStep(work, step, now, change);
  const lists = Object.fromEntries(KIND_MODULES.map((k) => [k.collection, work.lists[k.kind]]));
  return { ...state, serial: state.serial + 1, ...lists };
}
