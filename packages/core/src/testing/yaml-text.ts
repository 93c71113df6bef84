// A fixture builder for tests of parsing and validation: valid definitions that read like
// sentences, e.g. aDefinition().withDestination('hooks').withAction('scale', { destinations: ['hooks'] }).
import { dump } from 'js-yaml';
import type { ActionDefinition, Definition, DestinationDefinition, MetricsDefinition, SourceDefinition } from '../types.js';

export class DefinitionBuilder {
  private readonly actions: ActionDefinition[] = [];
  private readonly destinations: DestinationDefinition[] = [];
  private readonly metrics: MetricsDefinition[] = [];
  private readonly sources: SourceDefinition[] = [];

  withAction(variant: string, extra: Partial<ActionDefinition> = {}): this {
    this.actions.push({ variant, schema: { type: 'object' }, ...extra });
    return this;
  }

  withDestination(label: string, extra: Partial<DestinationDefinition> = {}): this {
    this.destinations.push({ label, type: 'webhook', config: { url: `https://hooks.example.com/${label}` }, ...extra });
    return this;
  }

  /** A metrics source with queries of the given names. */
  withMetrics(name: string, queries: readonly string[] = [], extra: Partial<MetricsDefinition> = {}): this {
    this.metrics.push({
      name,
      kind: 'pull_metrics',
      endpoint: `https://metrics.example.com/${name}`,
      queries: queries.map((q) => ({ name: q, config: { expression: `sum(${q})` } })),
      ...extra,
    });
    return this;
  }

  /** A source ingesting version 1 of `variant`. */
  withSource(name: string, variant: string, extra: Partial<SourceDefinition> = {}): this {
    this.sources.push({
      name,
      type: 'cloud_sqs',
      config: { queue_url: `https://sqs.example.com/${name}`, region: 'eu-west-1' },
      ingest: { variant, version: 1 },
      ...extra,
    });
    return this;
  }

  build(): Definition {
    return {
      actions: [...this.actions],
      resources: { destinations: [...this.destinations], metrics: [...this.metrics], sources: [...this.sources] },
    };
  }

  /** The definition as one YAML file. */
  toFile(path = 'definition.yaml'): { path: string; text: string } {
    return { path, text: dump(this.build(), { lineWidth: -1 }) };
  }
}

export function aDefinition(): DefinitionBuilder {
  return new DefinitionBuilder();
}

/** A YAML text from indented lines, so that tests can name exact lines and columns. */
export function yamlText(...lines: readonly string[]): string {
  return `${lines.join('\n')}\n`;
}
