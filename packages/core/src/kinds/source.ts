// Sources: `resources.sources`, named by name; each ingests one version of an action, checked
// against the plan's final versions (plan/checks.ts).
import type { SourceDefinition, SourceState } from '../types.js';
import { jsonField, nullableText, PROTECT, text } from './fields.js';
import { defineKind, json, listed, optional, protectFlag } from './kind.js';

export const sourceKind = defineKind<'source', SourceDefinition, SourceState>({
  kind: 'source',
  collection: 'sources',
  pointer: '/resources/sources',
  noun: 'source',
  plural: 'sources',
  title: 'Sources',
  nameField: 'name',
  aliases: true,
  references: [{ path: 'ingest.variant', kind: 'action', many: false }],
  fields: [
    text('name'), text('type'), jsonField('config'), nullableText('credential_id'), text('status'),
    { name: 'ingest', stored: { as: 'columns', members: { variant: 'text', version: 'integer' } } },
    PROTECT,
  ],
  keyOrder: { '': ['name', 'type', 'credential', 'config', 'status', 'ingest', 'protect'], config: ['queue_url', 'region'], ingest: ['variant', 'version'] },
  written: (definition) => listed(definition.resources?.sources, '/resources/sources'),
  desired: ({ item: s, pointer }, ctx) => ({
    name: s.name,
    pointer,
    fields: {
      name: s.name,
      type: s.type,
      config: json(s.config),
      credential_id: ctx.credential(s.credential, pointer),
      status: s.status ?? 'active',
      ingest: json(s.ingest),
      protect: s.protect ?? false,
    },
    aliases: s.aliases ?? [],
  }),
  nameOf: (s) => s.name,
  exported: (s, ctx) => ({
    name: s.name,
    type: s.type as SourceDefinition['type'],
    config: s.config,
    ...optional('credential', ctx.credential(s.credential_id)),
    status: s.status,
    ingest: s.ingest,
    ...protectFlag(s.protect),
  }),
});
