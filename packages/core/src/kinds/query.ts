// Queries: written inside their metrics source (`resources.metrics[i].queries`), stored as a list
// of their own that names the source; so a query is named `metrics/query` everywhere but export.
import type { QueryDefinition, QueryState } from '../types.js';
import { jsonField, PROTECT, text } from './fields.js';
import { defineKind, json, protectFlag, type Written } from './kind.js';

export const queryKind = defineKind<'query', QueryDefinition, QueryState>({
  kind: 'query',
  collection: 'queries',
  pointer: '/resources/metrics',
  nestedIn: 'queries',
  noun: 'query',
  plural: 'queries',
  title: 'Queries',
  nameField: 'name',
  aliases: false,
  references: [],
  // The state names the metrics source; the service stores that source's id.
  fields: [{ name: 'metrics', stored: { as: 'reference', kind: 'metrics', column: 'metrics_id' } }, text('name'), text('status'), jsonField('config'), PROTECT],
  keyOrder: { '': ['name', 'status', 'config', 'protect'], config: ['expression', 'rollup_seconds', 'window_seconds', 'group_by', 'tags'] },
  written: (definition) => (definition.resources?.metrics ?? []).flatMap((m, i) => (m.queries ?? []).map(
    (item, j): Written<QueryDefinition> => ({ item, pointer: `/resources/metrics/${i}/queries/${j}`, parent: m.name }))),
  desired: ({ item: q, pointer, parent }) => ({
    name: `${parent as string}/${q.name}`,
    pointer,
    fields: { metrics: parent as string, name: q.name, status: q.status ?? 'active', config: json(q.config), protect: q.protect ?? false },
  }),
  nameOf: (q) => `${q.metrics}/${q.name}`,
  parentOf: (q) => q.metrics,
  // The metrics source's export places it (metrics.ts), so the query itself does not name its source.
  exported: (q) => ({ name: q.name, status: q.status, config: q.config, ...protectFlag(q.protect) }),
});
