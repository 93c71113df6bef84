// Reads the state into the planner's view: per kind, live objects by name and soft-deleted ones
// by name, each with the managed fields in the same shape as the desired objects.
import type { ActionState, JsonObject, JsonValue, ObjectDrift, State, StepKind } from '../types.js';

/** One object of the state as the planner compares it. */
export interface CurrentObject {
  readonly kind: StepKind;
  readonly name: string;
  readonly id: string;
  readonly deleted: boolean;
  readonly protect: boolean;
  /** Managed fields (reference lists sorted); not in canonical key order. */
  readonly fields: JsonObject;
  /** Actions only: the state object, for versions and history. */
  readonly action?: ActionState;
  /** Changed outside capctl since its last applied revision. */
  readonly drift?: ObjectDrift;
}

export interface CurrentIndex {
  readonly live: { readonly [K in StepKind]: ReadonlyMap<string, CurrentObject> };
  readonly deleted: { readonly [K in StepKind]: ReadonlyMap<string, CurrentObject> };
  /** Every live object, in state order (objects never matched by name are deleted). */
  readonly all: readonly CurrentObject[];
}

const sorted = (names: readonly string[]): string[] => [...names].sort();
const json = (value: unknown): JsonValue => value as JsonValue;

function currentObjects(state: State): CurrentObject[] {
  const out: CurrentObject[] = [];
  const push = (kind: StepKind, name: string, o: { id: string; deleted_at: string | null; protect: boolean; drift?: ObjectDrift }, fields: JsonObject, action?: ActionState) =>
    out.push({
      kind, name, id: o.id, deleted: typeof o.deleted_at === 'string', protect: o.protect === true, fields,
      ...(action ? { action } : {}), ...(o.drift !== undefined ? { drift: o.drift } : {}),
    });
  for (const a of state.actions) {
    push('action', a.variant, a, {
      variant: a.variant, aliases: sorted(a.aliases), destinations: sorted(a.destinations),
      queries: sorted(a.queries), sources: sorted(a.sources), schema: a.schema, protect: a.protect,
    }, a);
  }
  for (const d of state.destinations) {
    push('destination', d.label, d, { label: d.label, type: d.type, config: json(d.config), credential_id: d.credential_id, protect: d.protect });
  }
  for (const m of state.metrics) {
    push('metrics', m.name, m, {
      name: m.name, kind: m.kind, endpoint: m.endpoint, poll_interval_seconds: m.poll_interval_seconds,
      credential_id: m.credential_id, config: json(m.config), status: m.status, protect: m.protect,
    });
  }
  for (const q of state.queries) {
    push('query', `${q.metrics}/${q.name}`, q, { metrics: q.metrics, name: q.name, status: q.status, config: json(q.config), protect: q.protect });
  }
  for (const s of state.sources) {
    push('source', s.name, s, {
      name: s.name, type: s.type, config: json(s.config), credential_id: s.credential_id,
      status: s.status, ingest: json(s.ingest), protect: s.protect,
    });
  }
  return out;
}

const emptyMaps = () => ({
  action: new Map<string, CurrentObject>(), destination: new Map<string, CurrentObject>(),
  metrics: new Map<string, CurrentObject>(), query: new Map<string, CurrentObject>(), source: new Map<string, CurrentObject>(),
});

/** Among two objects of one name, the one to match: the lower id when live, the newer when deleted. */
function preferred(a: CurrentObject, b: CurrentObject): CurrentObject {
  if (!a.deleted) return a.id <= b.id ? a : b;
  const va = a.action?.version ?? 0;
  const vb = b.action?.version ?? 0;
  if (va !== vb) return va > vb ? a : b;
  return a.id >= b.id ? a : b;
}

/** Indexes the state by kind and name, so matching never scans. */
export function indexState(state: State): CurrentIndex {
  const live = emptyMaps();
  const deleted = emptyMaps();
  const all: CurrentObject[] = [];
  for (const o of currentObjects(state)) {
    const map = o.deleted ? deleted[o.kind] : live[o.kind];
    const existing = map.get(o.name);
    map.set(o.name, existing === undefined ? o : preferred(existing, o));
    if (!o.deleted) all.push(o);
  }
  return { live, deleted, all };
}
