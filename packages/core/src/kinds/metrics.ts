// Metrics sources: `resources.metrics`, named by name. Their queries are written inside them in a
// definition but are a kind of their own in the state (query.ts).
import type { MetricsDefinition, MetricsState } from '../types.js';
import { jsonField, nullableInteger, nullableText, PROTECT, text } from './fields.js';
import { defineKind, json, listed, optional, protectFlag } from './kind.js';

export const metricsKind = defineKind<'metrics', MetricsDefinition, MetricsState>({
  kind: 'metrics',
  collection: 'metrics',
  pointer: '/resources/metrics',
  noun: 'metrics source',
  plural: 'metrics sources',
  title: 'Metrics sources',
  nameField: 'name',
  aliases: true,
  references: [],
  fields: [
    text('name'), text('kind'), text('endpoint'), nullableInteger('poll_interval_seconds'), nullableText('credential_id'),
    jsonField('config', {}), text('status'), PROTECT,
  ],
  keyOrder: {
    '': ['name', 'kind', 'endpoint', 'poll_interval_seconds', 'credential', 'config', 'status', 'queries', 'protect'],
    config: ['path', 'auth_header', 'tls_skip_verify'],
  },
  written: (definition) => listed(definition.resources?.metrics, '/resources/metrics'),
  desired: ({ item: m, pointer }, ctx) => ({
    name: m.name,
    pointer,
    fields: {
      name: m.name,
      kind: m.kind,
      endpoint: m.endpoint,
      poll_interval_seconds: m.poll_interval_seconds ?? null,
      credential_id: ctx.credential(m.credential, pointer),
      config: json(m.config ?? {}),
      status: m.status ?? 'active',
      protect: m.protect ?? false,
    },
    aliases: m.aliases ?? [],
  }),
  nameOf: (m) => m.name,
  exported: (m, ctx) => ({
    name: m.name,
    kind: m.kind as MetricsDefinition['kind'],
    endpoint: m.endpoint,
    ...optional('poll_interval_seconds', m.poll_interval_seconds),
    ...optional('credential', ctx.credential(m.credential_id)),
    // An empty config is the default, so export leaves it out.
    ...optional('config', Object.keys(m.config).length > 0 ? m.config : undefined),
    status: m.status,
    ...optional('queries', ctx.queries(m.name)),
    ...protectFlag(m.protect),
  }),
});
