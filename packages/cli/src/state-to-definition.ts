// Turns the live objects of a state into a definition that plans to no changes against that
// state: what `capctl export` writes so that an existing setup can be brought under code.
import type {
  ActionDefinition, CredentialRef, Definition, DestinationDefinition, MetricsDefinition,
  QueryDefinition, QueryState, SourceDefinition, State,
} from '@capctl/core';

const live = <T extends { readonly deleted_at: string | null }>(items: readonly T[]): T[] =>
  items.filter((i) => i.deleted_at === null);

const byKey = <T>(key: (item: T) => string) => (a: T, b: T) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0);

/** Optional fields are written only when they say something: no empty lists, no `protect: false`. */
function optional<K extends string, V>(key: K, value: V | null | undefined, keep = true): { [P in K]?: V } {
  if (value === null || value === undefined || !keep) return {};
  if (Array.isArray(value) && value.length === 0) return {};
  return { [key]: value } as { [P in K]?: V };
}

function credentialRef(credentials: readonly CredentialRef[]): (id: string | null) => string | undefined {
  const labels = new Map(credentials.map((c) => [c.id, c.label]));
  return (id) => (id === null ? undefined : labels.get(id) ?? id);
}

function toQuery(q: QueryState): QueryDefinition {
  return { name: q.name, status: q.status, config: q.config, ...optional('protect', true, q.protect) };
}

export function stateToDefinition(state: State): Definition {
  const credential = credentialRef(state.credentials);
  const actions: ActionDefinition[] = live(state.actions).sort(byKey((a) => a.variant)).map((a) => ({
    variant: a.variant,
    ...optional('aliases', a.aliases),
    ...optional('destinations', a.destinations),
    ...optional('queries', a.queries),
    ...optional('sources', a.sources),
    schema: a.schema,
    ...optional('protect', true, a.protect),
  }));
  const destinations: DestinationDefinition[] = live(state.destinations).sort(byKey((d) => d.label)).map((d) => ({
    label: d.label,
    type: d.type as DestinationDefinition['type'],
    config: d.config,
    ...optional('credential', credential(d.credential_id)),
    ...optional('protect', true, d.protect),
  }));
  const queries = live(state.queries);
  const metrics: MetricsDefinition[] = live(state.metrics).sort(byKey((m) => m.name)).map((m) => ({
    name: m.name,
    kind: m.kind as MetricsDefinition['kind'],
    endpoint: m.endpoint,
    ...optional('poll_interval_seconds', m.poll_interval_seconds),
    ...optional('credential', credential(m.credential_id)),
    ...optional('config', Object.keys(m.config).length > 0 ? m.config : undefined),
    status: m.status,
    ...optional('queries', queries.filter((q) => q.metrics === m.name).sort(byKey((q) => q.name)).map(toQuery)),
    ...optional('protect', true, m.protect),
  }));
  const sources: SourceDefinition[] = live(state.sources).sort(byKey((s) => s.name)).map((s) => ({
    name: s.name,
    type: s.type as SourceDefinition['type'],
    config: s.config,
    ...optional('credential', credential(s.credential_id)),
    status: s.status,
    ingest: s.ingest,
    ...optional('protect', true, s.protect),
  }));
  return {
    ...optional('actions', actions),
    resources: {
      ...optional('destinations', destinations),
      ...optional('metrics', metrics),
      ...optional('sources', sources),
    },
  };
}
