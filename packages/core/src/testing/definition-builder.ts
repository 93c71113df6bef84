// The one definition builder for tests in every package (`@capctl/core/testing`), so a test
// reads like the definition it makes: aDefinition().withDestination('hooks').withAction('scale').
// Each `with` takes either a name (and what differs from the smallest valid object) or whole
// objects made by the factories below; builders are immutable, so one can be the base of many.
import { dump } from 'js-yaml';
import type {
  ActionDefinition, Definition, DestinationDefinition, JsonValue, MetricsDefinition, QueryDefinition, SourceDefinition,
} from '../types.js';

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

type Resources = Required<NonNullable<Definition['resources']>>;
interface Parts {
  readonly actions: readonly ActionDefinition[];
  readonly destinations: readonly DestinationDefinition[];
  readonly metrics: readonly MetricsDefinition[];
  readonly sources: readonly SourceDefinition[];
}

/** What a `with` call adds: one object by name, or the objects given (none for an empty spread). */
function added<T>(first: string | T | undefined, rest: readonly unknown[], byName: (name: string, ...rest: any[]) => T): T[] {
  if (first === undefined) return [];
  return typeof first === 'string' ? [byName(first, ...rest)] : [first, ...(rest as T[])];
}

export class DefinitionBuilder {
  private constructor(private readonly parts: Parts) {}

  static empty(): DefinitionBuilder {
    return new DefinitionBuilder({ actions: [], destinations: [], metrics: [], sources: [] });
  }

  private with(change: Partial<Parts>): DefinitionBuilder {
    return new DefinitionBuilder({ ...this.parts, ...change });
  }

  /** By variant (any object payload, unless `extra` says otherwise), or whole actions. */
  withAction(variant: string, extra?: Partial<ActionDefinition>): DefinitionBuilder;
  withAction(...actions: ActionDefinition[]): DefinitionBuilder;
  withAction(first?: string | ActionDefinition, ...rest: unknown[]): DefinitionBuilder {
    const byName = (variant: string, extra?: Partial<ActionDefinition>): ActionDefinition => ({ variant, schema: { type: 'object' }, ...extra });
    return this.with({ actions: [...this.parts.actions, ...added(first, rest, byName)] });
  }

  /** By label (a webhook), or whole destinations. */
  withDestination(label: string, extra?: Partial<DestinationDefinition>): DefinitionBuilder;
  withDestination(...destinations: DestinationDefinition[]): DefinitionBuilder;
  withDestination(first?: string | DestinationDefinition, ...rest: unknown[]): DefinitionBuilder {
    return this.with({ destinations: [...this.parts.destinations, ...added(first, rest, aDestination)] });
  }

  /** By name with queries of the given names, or whole metrics sources. */
  withMetrics(name: string, queries?: readonly string[], extra?: Partial<MetricsDefinition>): DefinitionBuilder;
  withMetrics(...metrics: MetricsDefinition[]): DefinitionBuilder;
  withMetrics(first?: string | MetricsDefinition, ...rest: unknown[]): DefinitionBuilder {
    return this.with({ metrics: [...this.parts.metrics, ...added(first, rest, aMetricsSource)] });
  }

  /** By name, ingesting version 1 of `variant`, or whole sources. */
  withSource(name: string, variant: string, extra?: Partial<SourceDefinition>): DefinitionBuilder;
  withSource(...sources: SourceDefinition[]): DefinitionBuilder;
  withSource(first?: string | SourceDefinition, ...rest: unknown[]): DefinitionBuilder {
    const byName = (name: string, variant: string, extra?: Partial<SourceDefinition>) => aSource(name, variant, 1, extra);
    return this.with({ sources: [...this.parts.sources, ...added(first, rest, byName)] });
  }

  /** The definition without the action of this variant. */
  withoutAction(variant: string): DefinitionBuilder {
    return this.with({ actions: this.parts.actions.filter((a) => a.variant !== variant) });
  }

  build(): Definition {
    const { actions, destinations, metrics, sources } = this.parts;
    const resources: Resources = { destinations: [...destinations], metrics: [...metrics], sources: [...sources] };
    return { actions: [...actions], resources };
  }

  /** The definition as one YAML file. */
  toFile(path = 'definition.yaml'): { path: string; text: string } {
    return { path, text: dump(this.build(), { lineWidth: -1 }) };
  }
}

export const aDefinition = (): DefinitionBuilder => DefinitionBuilder.empty();

/** A definition from its parts at once, for tests that have them in hand. */
export function definitionWith(parts: Partial<Parts>): Definition {
  return aDefinition()
    .withAction(...(parts.actions ?? []))
    .withDestination(...(parts.destinations ?? []))
    .withMetrics(...(parts.metrics ?? []))
    .withSource(...(parts.sources ?? []))
    .build();
}
