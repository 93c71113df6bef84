// Test fixtures for the planner, so tests read like sentences:
// `aState().applied(aDefinition().withAction(anAction('a')))` then plan something against it.
import type {
  ActionDefinition, Definition, DestinationDefinition, JsonValue, MetricsDefinition, PlanOptions,
  QueryDefinition, SourceDefinition, State,
} from '../types.js';
import { applyPlan } from '../plan/apply-plan.js';
import { emptyState } from '../plan/empty-state.js';
import { plan } from '../plan/plan.js';

export const objectSchema = (properties: Record<string, JsonValue> = { id: { type: 'string' } }, extra: Record<string, JsonValue> = {}): JsonValue =>
  ({ type: 'object', properties, ...extra });

export const anAction = (variant: string, extra: Partial<ActionDefinition> = {}): ActionDefinition =>
  ({ variant, schema: objectSchema(), ...extra });

export const aDestination = (label: string, extra: Partial<DestinationDefinition> = {}): DestinationDefinition =>
  ({ label, type: 'webhook', config: { url: `https://hooks.example.com/${label}` }, ...extra });

export const aQuery = (name: string, extra: Partial<QueryDefinition> = {}): QueryDefinition =>
  ({ name, config: { expression: `sum(${name})` }, ...extra });

export const aMetricsSource = (name: string, queries: readonly string[] = [], extra: Partial<MetricsDefinition> = {}): MetricsDefinition =>
  ({ name, kind: 'pull_metrics', endpoint: `https://metrics.example.com/${name}`, queries: queries.map((q) => aQuery(q)), ...extra });

export const aSource = (name: string, variant: string, version = 1, extra: Partial<SourceDefinition> = {}): SourceDefinition =>
  ({ name, type: 'cloud_sqs', config: { queue_url: `https://sqs.example.com/${name}`, region: 'eu-west-1' }, ingest: { variant, version }, ...extra });

/** Builds a definition one object at a time. */
export class DefinitionBuilder {
  private constructor(private readonly definition: Required<Definition> & { resources: Required<NonNullable<Definition['resources']>> }) {}

  static empty(): DefinitionBuilder {
    return new DefinitionBuilder({ actions: [], resources: { destinations: [], metrics: [], sources: [] } });
  }

  private with(change: (d: DefinitionBuilder['definition']) => DefinitionBuilder['definition']): DefinitionBuilder {
    return new DefinitionBuilder(change(this.definition));
  }

  withAction(...actions: ActionDefinition[]): DefinitionBuilder {
    return this.with((d) => ({ ...d, actions: [...d.actions, ...actions] }));
  }

  withDestination(...destinations: DestinationDefinition[]): DefinitionBuilder {
    return this.with((d) => ({ ...d, resources: { ...d.resources, destinations: [...d.resources.destinations, ...destinations] } }));
  }

  withMetrics(...metrics: MetricsDefinition[]): DefinitionBuilder {
    return this.with((d) => ({ ...d, resources: { ...d.resources, metrics: [...d.resources.metrics, ...metrics] } }));
  }

  withSource(...sources: SourceDefinition[]): DefinitionBuilder {
    return this.with((d) => ({ ...d, resources: { ...d.resources, sources: [...d.resources.sources, ...sources] } }));
  }

  /** The definition without the action of this variant. */
  withoutAction(variant: string): DefinitionBuilder {
    return this.with((d) => ({ ...d, actions: d.actions.filter((a) => a.variant !== variant) }));
  }

  build(): Definition {
    return this.definition;
  }
}

export const aDefinition = (): DefinitionBuilder => DefinitionBuilder.empty();

type DefinitionLike = Definition | DefinitionBuilder;
const toDefinition = (d: DefinitionLike): Definition => (d instanceof DefinitionBuilder ? d.build() : d);

/** Builds a state the way the service would: by applying plans of definitions in turn. */
export class StateBuilder {
  private constructor(private readonly state: State) {}

  static empty(orgId?: string): StateBuilder {
    return new StateBuilder(emptyState(orgId));
  }

  withCredential(id: string, label: string): StateBuilder {
    return new StateBuilder({ ...this.state, credentials: [...this.state.credentials, { id, label }] });
  }

  /** The state after planning and applying `definition`; fails the test if the plan has errors. */
  applied(definition: DefinitionLike, options: PlanOptions = {}): StateBuilder {
    const p = plan(toDefinition(definition), this.state, options);
    if (p.diagnostics.length > 0) throw new Error(`fixture plan failed: ${p.diagnostics.map((d) => d.message).join('; ')}`);
    return new StateBuilder(applyPlan(this.state, p, { now: '2026-01-01T00:00:00.000Z' }));
  }

  build(): State {
    return this.state;
  }
}

export const aState = (orgId?: string): StateBuilder => StateBuilder.empty(orgId);

/** Plans `definition` against `state` (either may be a builder). */
export const planOf = (definition: DefinitionLike, state: State | StateBuilder = aState(), options: PlanOptions = {}) =>
  plan(toDefinition(definition), state instanceof StateBuilder ? state.build() : state, options);
