// Turns a definition into the desired objects, one per kind and name: defaults filled in,
// reference lists sorted, credentials resolved to ids, values in canonical key order.
import type {
  ActionDefinition, CredentialRef, Definition, Diagnostic, DestinationDefinition, JsonObject,
  JsonValue, MetricsDefinition, QueryDefinition, SourceDefinition, StepKind,
} from '../types.js';
import { canonicalObject } from './canonical-json.js';
import { PLAN_DIAGNOSTIC_CODES } from './plan-codes.js';

/** One object the definition asks for, with the fields the planner manages, in state shape. */
export interface DesiredObject {
  readonly kind: StepKind;
  /** Variant, label or name; queries: `metrics/query`. */
  readonly name: string;
  /** Where the object is written in the definition (for diagnostics). */
  readonly pointer: string;
  readonly fields: JsonObject;
  /** Earlier names that rename a live object of this kind (actions also keep them in `fields`). */
  readonly aliases: readonly string[];
}

export type ObjectsByKind<T> = { readonly [K in StepKind]: ReadonlyMap<string, T> };

export interface Desired {
  readonly objects: ObjectsByKind<DesiredObject>;
  readonly diagnostics: readonly Diagnostic[];
}

const sortedNames = (names: readonly string[] | undefined): string[] => [...new Set(names ?? [])].sort();

const json = (value: unknown): JsonValue => value as JsonValue;

/** Resolves a credential reference (an id, else a label) against the state's credentials. */
export function credentialResolver(credentials: readonly CredentialRef[]): (ref: string) => string | undefined {
  const byId = new Map(credentials.map((c) => [c.id, c.id]));
  const byLabel = new Map(credentials.map((c) => [c.label, c.id]));
  return (ref) => byId.get(ref) ?? byLabel.get(ref);
}

/** Full query names by bare name, so `q1` resolves to `metrics/q1` when exactly one source has it. */
function queryNameIndex(metrics: readonly MetricsDefinition[]): (ref: string) => string {
  const byBare = new Map<string, string[]>();
  for (const m of metrics) {
    for (const q of m.queries ?? []) {
      const list = byBare.get(q.name) ?? [];
      list.push(`${m.name}/${q.name}`);
      byBare.set(q.name, list);
    }
  }
  return (ref) => {
    if (ref.includes('/')) return ref;
    const full = byBare.get(ref);
    return full?.length === 1 && full[0] !== undefined ? full[0] : ref;
  };
}

class Collector {
  readonly objects: { [K in StepKind]: Map<string, DesiredObject> } = {
    action: new Map(), destination: new Map(), metrics: new Map(), query: new Map(), source: new Map(),
  };
  readonly diagnostics: Diagnostic[] = [];

  constructor(private readonly resolve: (ref: string) => string | undefined) {}

  add(kind: StepKind, name: string, pointer: string, fields: JsonObject, aliases?: readonly string[]): void {
    const existing = this.objects[kind].get(name);
    if (existing !== undefined) {
      this.error(PLAN_DIAGNOSTIC_CODES.duplicateName, pointer,
        `${kind} "${name}" is defined twice (also at ${existing.pointer}); keep one of them`);
      return;
    }
    this.objects[kind].set(name, { kind, name, pointer, fields: canonicalObject(fields), aliases: sortedNames(aliases) });
  }

  credential(ref: string | undefined, pointer: string): string | null {
    if (ref === undefined) return null;
    const id = this.resolve(ref);
    if (id !== undefined) return id;
    this.error(PLAN_DIAGNOSTIC_CODES.unresolvedCredential, `${pointer}/credential`,
      `credential "${ref}" matches no credential of this org by id or label; create it first or fix the reference`);
    return ref;
  }

  error(code: string, pointer: string, message: string): void {
    this.diagnostics.push({ severity: 'error', code, pointer, message });
  }
}

function addAction(c: Collector, a: ActionDefinition, pointer: string, queryName: (ref: string) => string): void {
  c.add('action', a.variant, pointer, {
    variant: a.variant,
    aliases: sortedNames(a.aliases),
    destinations: sortedNames(a.destinations),
    queries: sortedNames((a.queries ?? []).map(queryName)),
    sources: sortedNames(a.sources),
    schema: a.schema,
    protect: a.protect ?? false,
  }, a.aliases);
}

function addDestination(c: Collector, d: DestinationDefinition, pointer: string): void {
  c.add('destination', d.label, pointer, {
    label: d.label,
    type: d.type,
    config: json(d.config),
    credential_id: c.credential(d.credential, pointer),
    protect: d.protect ?? false,
  }, d.aliases);
}

function addQuery(c: Collector, metrics: string, q: QueryDefinition, pointer: string): void {
  c.add('query', `${metrics}/${q.name}`, pointer, {
    metrics,
    name: q.name,
    status: q.status ?? 'active',
    config: json(q.config),
    protect: q.protect ?? false,
  });
}

function addMetrics(c: Collector, m: MetricsDefinition, pointer: string): void {
  c.add('metrics', m.name, pointer, {
    name: m.name,
    kind: m.kind,
    endpoint: m.endpoint,
    poll_interval_seconds: m.poll_interval_seconds ?? null,
    credential_id: c.credential(m.credential, pointer),
    config: json(m.config ?? {}),
    status: m.status ?? 'active',
    protect: m.protect ?? false,
  }, m.aliases);
  (m.queries ?? []).forEach((q, j) => addQuery(c, m.name, q, `${pointer}/queries/${j}`));
}

function addSource(c: Collector, s: SourceDefinition, pointer: string): void {
  c.add('source', s.name, pointer, {
    name: s.name,
    type: s.type,
    config: json(s.config),
    credential_id: c.credential(s.credential, pointer),
    status: s.status ?? 'active',
    ingest: json(s.ingest),
    protect: s.protect ?? false,
  }, s.aliases);
}

/** The desired objects of `definition`; credential references are resolved against `credentials`. */
export function normalizeDefinition(definition: Definition, credentials: readonly CredentialRef[]): Desired {
  const c = new Collector(credentialResolver(credentials));
  const metrics = definition.resources?.metrics ?? [];
  const queryName = queryNameIndex(metrics);
  (definition.actions ?? []).forEach((a, i) => addAction(c, a, `/actions/${i}`, queryName));
  (definition.resources?.destinations ?? []).forEach((d, i) => addDestination(c, d, `/resources/destinations/${i}`));
  metrics.forEach((m, i) => addMetrics(c, m, `/resources/metrics/${i}`));
  (definition.resources?.sources ?? []).forEach((s, i) => addSource(c, s, `/resources/sources/${i}`));
  return { objects: c.objects, diagnostics: c.diagnostics };
}
