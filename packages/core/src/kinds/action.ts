// Actions: top-level `actions`, named by variant. Aliases are managed fields (the service keeps
// them), and reference lists are sets, so every mapping sorts them (`nameSet` fields).
import type { ActionDefinition, ActionState } from '../types.js';
import { DEFAULT_COMPATIBILITY_MODE } from '../plan/compatibility-mode.js';
import { jsonField, nameSet, PROTECT, text } from './fields.js';
import { defineKind, listed, optional, protectFlag, sortedNames } from './kind.js';

export const actionKind = defineKind<'action', ActionDefinition, ActionState>({
  kind: 'action',
  collection: 'actions',
  pointer: '/actions',
  noun: 'action',
  plural: 'actions',
  title: 'Actions',
  nameField: 'variant',
  aliases: true,
  references: [{ path: 'destinations', kind: 'destination', many: true }, { path: 'sources', kind: 'source', many: true }, { path: 'queries', kind: 'query', many: true }],
  fields: [
    text('variant'), nameSet('aliases'), nameSet('destinations'), nameSet('queries'), nameSet('sources'),
    // Every schema change moves the version, so the version stands in for the schema and history
    // (most of an action's bytes) in the service's snapshot fingerprint.
    { ...jsonField('schema', null), fingerprintBy: 'version' },
    { name: 'version', stored: { as: 'version' } },
    { name: 'history', stored: { as: 'history' }, fingerprintBy: 'version' },
    // A plan stored before modes existed has none in its steps: it was planned under today's default.
    { name: 'compatibility', stored: { as: 'text' }, absent: DEFAULT_COMPATIBILITY_MODE },
    PROTECT,
  ],
  keyOrder: { '': ['variant', 'aliases', 'destinations', 'queries', 'sources', 'schema', 'compatibility', 'protect'] },
  written: (definition) => listed(definition.actions, '/actions'),
  desired: ({ item: a, pointer }, ctx) => ({
    name: a.variant,
    pointer,
    fields: {
      variant: a.variant,
      aliases: sortedNames(a.aliases),
      destinations: sortedNames(a.destinations),
      queries: sortedNames((a.queries ?? []).map((q) => ctx.queryName(q))),
      sources: sortedNames(a.sources),
      schema: a.schema,
      compatibility: a.compatibility ?? DEFAULT_COMPATIBILITY_MODE,
      protect: a.protect ?? false,
    },
    aliases: a.aliases ?? [],
  }),
  nameOf: (a) => a.variant,
  exported: (a) => ({
    variant: a.variant,
    ...optional('aliases', a.aliases),
    ...optional('destinations', a.destinations),
    ...optional('queries', a.queries),
    ...optional('sources', a.sources),
    schema: a.schema,
    ...(a.compatibility !== DEFAULT_COMPATIBILITY_MODE ? { compatibility: a.compatibility } : {}),
    ...protectFlag(a.protect),
  }),
});
