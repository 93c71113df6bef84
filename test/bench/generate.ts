// Generates large, valid definitions for benchmarks: N actions with destinations, metrics (with
// queries) and sources in proportion, and a variant of the same definition with a share changed.
import { dump } from 'js-yaml';
import type { ActionDefinition, Definition, DestinationDefinition, MetricsDefinition, SourceDefinition } from '@capctl/core';

export interface GenerateOptions {
  /** Number of actions; destinations and sources are a tenth of it, metrics a twentieth. */
  readonly actions: number;
  /** Share of every kind whose content differs from generation 0 (0..1). */
  readonly changedShare?: number;
}

const pad = (i: number) => String(i).padStart(6, '0');

function actionAt(i: number, counts: Counts, changed: boolean): ActionDefinition {
  const properties: Record<string, unknown> = {
    id: { type: 'string', minLength: 1 },
    replicas: { type: 'integer', minimum: 0, maximum: 500 },
    region: { type: 'string', enum: ['eu-west-1', 'us-east-1', 'ap-south-1'] },
  };
  if (changed) properties['priority'] = { type: 'integer', minimum: 0 };
  return {
    variant: `action-${pad(i)}`,
    aliases: i % 7 === 0 ? [`legacy-${pad(i)}`] : [],
    destinations: [`dest-${pad(i % counts.destinations)}`],
    queries: [`metrics-${pad(i % counts.metrics)}/q${i % 3}`],
    sources: [],
    schema: { type: 'object', required: ['id'], properties, additionalProperties: false } as never,
  };
}

function destinationAt(i: number, changed: boolean): DestinationDefinition {
  return {
    label: `dest-${pad(i)}`,
    type: 'webhook',
    config: {
      url: `https://hooks.example.com/${pad(i)}`,
      headers: { 'content-type': 'application/json', authorization: `Bearer token-${pad(i)}` },
      signaling: { enabled: true, default: 'ack' },
      response_time_sla_ms: changed ? 1500 : 1000,
    },
  };
}

function metricsAt(i: number, changed: boolean): MetricsDefinition {
  return {
    name: `metrics-${pad(i)}`,
    kind: 'pull_metrics',
    endpoint: `https://metrics.example.com/${pad(i)}`,
    poll_interval_seconds: changed ? 30 : 60,
    config: { path: '/metrics', tls_skip_verify: false },
    status: 'active',
    queries: [0, 1, 2].map((q) => ({
      name: `q${q}`,
      status: 'active' as const,
      config: { expression: `sum(rate(jobs_total{shard="${q}"}[5m]))`, rollup_seconds: 60, window_seconds: 300, group_by: ['queue'] },
    })),
  };
}

function sourceAt(i: number, counts: Counts, changed: boolean): SourceDefinition {
  return {
    name: `source-${pad(i)}`,
    type: 'cloud_sqs',
    config: { queue_url: `https://sqs.example.com/queue-${pad(i)}`, region: changed ? 'us-east-1' : 'eu-west-1' },
    status: 'active',
    ingest: { variant: `action-${pad((i * 10) % counts.actions)}`, version: 1 },
  };
}

interface Counts {
  readonly actions: number;
  readonly destinations: number;
  readonly metrics: number;
  readonly sources: number;
}

/** A valid definition; with `changedShare`, every kind has that share of its objects modified. */
export function generateDefinition(options: GenerateOptions): Definition {
  const n = options.actions;
  const counts: Counts = {
    actions: n,
    destinations: Math.max(1, Math.floor(n / 10)),
    metrics: Math.max(1, Math.floor(n / 20)),
    sources: Math.max(1, Math.floor(n / 10)),
  };
  const share = options.changedShare ?? 0;
  const isChanged = (i: number, total: number) => share > 0 && i < Math.round(total * share);
  const range = (k: number) => Array.from({ length: k }, (_, i) => i);
  return {
    actions: range(counts.actions).map((i) => actionAt(i, counts, isChanged(i, counts.actions))),
    resources: {
      destinations: range(counts.destinations).map((i) => destinationAt(i, isChanged(i, counts.destinations))),
      metrics: range(counts.metrics).map((i) => metricsAt(i, isChanged(i, counts.metrics))),
      sources: range(counts.sources).map((i) => sourceAt(i, counts, isChanged(i, counts.sources))),
    },
  };
}

/** Splits a definition into `files` YAML files (actions spread evenly, resources in the first). */
export function toYamlFiles(definition: Definition, files = 10): { path: string; text: string }[] {
  const actions = definition.actions ?? [];
  const per = Math.ceil(actions.length / files);
  return Array.from({ length: files }, (_, f) => {
    const part: Definition = f === 0
      ? { actions: actions.slice(0, per), resources: definition.resources }
      : { actions: actions.slice(f * per, (f + 1) * per) };
    return { path: `defs/part-${String(f).padStart(2, '0')}.yaml`, text: dump(part, { lineWidth: -1 }) };
  });
}
