// Fixtures for revision tests: the objects their definitions are built from, e.g.
// `definitionWith({ actions: [action('checkout')], destinations: [webhook('ops')] })` (core's builder).
import type { ActionDefinition, Definition, DestinationDefinition, JsonValue, MetricsDefinition, SourceDefinition } from '@capctl/core';
import { definitionWith } from '@capctl/core/testing';

export { definitionWith };

export const objectSchema = (required: readonly string[] = ['id']): JsonValue => ({
  type: 'object',
  required: [...required],
  properties: { id: { type: 'string' }, amount: { type: 'integer' } },
});

export function action(variant: string, extra: Partial<ActionDefinition> = {}): ActionDefinition {
  return { variant, schema: objectSchema(), ...extra };
}

export function webhook(label: string, extra: Partial<DestinationDefinition> = {}): DestinationDefinition {
  return {
    label,
    type: 'webhook',
    config: { url: `https://hooks.example.com/${label}`, headers: { authorization: `Bearer secret-of-${label}`, 'content-type': 'application/json' } },
    ...extra,
  };
}

export function metrics(name: string, queries: readonly string[] = ['depth']): MetricsDefinition {
  return {
    name,
    kind: 'pull_metrics',
    endpoint: `https://metrics.example.com/${name}`,
    queries: queries.map((q) => ({ name: q, config: { expression: `sum(${q})` } })),
  };
}

export function source(name: string, variant: string, version = 1): SourceDefinition {
  return { name, type: 'cloud_sqs', config: { queue_url: `https://sqs.example.com/${name}`, region: 'eu-west-1' }, ingest: { variant, version } };
}

/** A definition that uses every kind: two actions, a webhook, metrics with a query and a source. */
export function fullDefinition(): Definition {
  return definitionWith({
    actions: [action('checkout', { destinations: ['ops'], queries: ['queue/depth'] }), action('refund')],
    destinations: [webhook('ops')],
    metrics: [metrics('queue')],
    sources: [source('orders', 'checkout')],
  });
}
