// fast-check arbitraries for the planner's property tests: small definitions over a fixed pool
// of names (so plans meet, rename, revive and delete each other), and states built by applying them.
import fc from 'fast-check';
import type {
  ActionDefinition, Definition, DestinationDefinition, JsonValue, MetricsDefinition, SourceDefinition, State,
} from '../types.js';
import { applyPlan } from '../plan/apply-plan.js';
import { emptyState } from '../plan/empty-state.js';
import { plan } from '../plan/plan.js';

const VARIANTS = ['a0', 'a1', 'a2', 'a3', 'a4'];
const SCHEMAS: JsonValue[] = [
  { type: 'object' },
  { type: 'object', properties: { id: { type: 'string' } } },
  { type: 'object', properties: { id: { type: 'string' } }, required: ['id'] },
  { type: 'object', properties: { n: { type: 'integer', minimum: 0 } }, additionalProperties: false },
  { type: 'string', enum: ['x', 'y'] },
];

const subset = <T>(items: readonly T[]) => fc.subarray([...items]);

const destination = (label: string): fc.Arbitrary<DestinationDefinition> => fc.record({
  url: fc.constantFrom('https://a.example.com', 'https://b.example.com'),
  headers: fc.option(fc.dictionary(fc.constantFrom('authorization', 'accept', 'x-api-key'), fc.constantFrom('v1', 'v2')), { nil: undefined }),
  sla: fc.option(fc.constantFrom(100, 250), { nil: undefined }),
  credential: fc.option(fc.constantFrom('hooks', 'cred-1'), { nil: undefined }),
}).map(({ url, headers, sla, credential }) => ({
  label, type: 'webhook' as const,
  config: { url, ...(headers ? { headers } : {}), ...(sla ? { response_time_sla_ms: sla } : {}) },
  ...(credential ? { credential } : {}),
}));

const metrics = (name: string): fc.Arbitrary<MetricsDefinition> => fc.record({
  poll: fc.option(fc.constantFrom(30, 60), { nil: undefined }),
  queries: subset(['q0', 'q1']),
  paused: fc.boolean(),
}).map(({ poll, queries, paused }) => ({
  name, kind: 'pull_metrics' as const, endpoint: `https://m.example.com/${name}`,
  ...(poll ? { poll_interval_seconds: poll } : {}),
  queries: queries.map((q) => ({ name: q, config: { expression: `rate(${q})`, group_by: ['b', 'a'] }, ...(paused ? { status: 'paused' as const } : {}) })),
}));

interface Shape {
  readonly variants: string[];
  readonly destinations: DestinationDefinition[];
  readonly metrics: MetricsDefinition[];
  readonly sources: string[];
}

const shape: fc.Arbitrary<Shape> = fc.record({
  variants: subset(VARIANTS),
  destinations: subset(['d0', 'd1', 'd2']).chain((labels) => fc.tuple(...labels.map(destination))),
  metrics: subset(['m0', 'm1']).chain((names) => fc.tuple(...names.map(metrics))),
  sources: subset(['s0', 's1']),
});

function action(variant: string, s: Shape, free: string[]): fc.Arbitrary<ActionDefinition> {
  const queries = s.metrics.flatMap((m) => (m.queries ?? []).map((q) => `${m.name}/${q.name}`));
  return fc.record({
    schema: fc.constantFrom(...SCHEMAS),
    alias: fc.option(fc.constantFrom(...free, `alias-${variant}`), { nil: undefined }),
    destinations: subset(s.destinations.map((d) => d.label)),
    queries: subset(queries),
    protect: fc.integer({ min: 0, max: 9 }).map((n) => n === 0),
  }).map(({ schema, alias, destinations, queries: qs, protect }) => ({
    variant, schema, destinations, queries: qs, aliases: alias !== undefined && !free.includes(variant) ? [alias] : [],
    ...(protect ? { protect: true } : {}),
  }));
}

/** Aliases must be unique across actions and never another action's variant. */
function uniqueAliases(actions: ActionDefinition[]): ActionDefinition[] {
  const used = new Set(actions.map((a) => a.variant));
  return actions.map((a) => {
    const aliases = (a.aliases ?? []).filter((x) => !used.has(x));
    aliases.forEach((x) => used.add(x));
    return { ...a, aliases };
  });
}

/** A valid definition over the fixed name pool. */
export const definitionArb: fc.Arbitrary<Definition> = shape.chain((s) => {
  const free = VARIANTS.filter((v) => !s.variants.includes(v));
  return fc.tuple(...s.variants.map((v) => action(v, s, free))).chain((actions) => {
    const sources: fc.Arbitrary<SourceDefinition[]> = actions.length === 0
      ? fc.constant([])
      : fc.tuple(...s.sources.map((name) => fc.record({ variant: fc.constantFrom(...actions.map((a) => a.variant)), region: fc.constantFrom('eu', 'us') })
        .map(({ variant, region }) => ({ name, type: 'cloud_sqs' as const, config: { queue_url: `https://q/${name}`, region }, ingest: { variant, version: 1 } }))));
    return sources.map((src) => ({
      actions: uniqueAliases(actions),
      resources: { destinations: s.destinations, metrics: s.metrics, sources: src },
    }));
  });
});

/** A state reached by applying a few definitions in turn (plans with errors are skipped). */
export const stateArb: fc.Arbitrary<State> = fc.array(definitionArb, { maxLength: 3 }).map((definitions) => {
  let state: State = { ...emptyState(), credentials: [{ id: 'cred-1', label: 'hooks' }] };
  for (const d of definitions) {
    const p = plan(d, state);
    if (!p.diagnostics.some((d) => d.severity === 'error')) state = applyPlan(state, p);
  }
  return state;
});

/** Fields whose arrays are sets of names or objects: their order must not matter. */
const UNORDERED = new Set(['actions', 'destinations', 'metrics', 'sources', 'queries', 'aliases']);

/** `value` with object keys and unordered lists shuffled by `random` (schemas keep array order). */
export function permute(value: unknown, random: () => number, key = '', inSchema = false): unknown {
  const shuffle = <T>(items: T[]): T[] => {
    const out = [...items];
    for (let i = out.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [out[i], out[j]] = [out[j] as T, out[i] as T];
    }
    return out;
  };
  if (Array.isArray(value)) {
    const items = value.map((v) => permute(v, random, '', inSchema));
    return !inSchema && UNORDERED.has(key) ? shuffle(items) : items;
  }
  if (typeof value !== 'object' || value === null) return value;
  const entries = shuffle(Object.entries(value));
  return Object.fromEntries(entries.map(([k, v]) => [k, permute(v, random, k, inSchema || k === 'schema')]));
}

/** A small deterministic PRNG, so a failing permutation replays from its seed. */
export function seeded(seed: number): () => number {
  let s = seed >>> 0 || 1;
  return () => {
    s ^= s << 13; s >>>= 0;
    s ^= s >>> 17;
    s ^= s << 5; s >>>= 0;
    return s / 2 ** 32;
  };
}
