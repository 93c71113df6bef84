// Actions: top-level `actions`, named by variant. Aliases are managed fields (the service keeps
// them), and reference lists are sets, so all three mappings sort them.
import type { ActionDefinition, ActionState } from '../types.js';
import { DEFAULT_COMPATIBILITY_MODE } from '../plan/compatibility-mode.js';
import { defineKind, listed, optional, protectFlag, sorted, sortedNames } from './kind.js';

export const actionKind = defineKind<'action', ActionDefinition, ActionState>({
  kind: 'action',
  collection: 'actions',
  pointer: '/actions',
  noun: 'action',
  nameField: 'variant',
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
  current: (a) => ({
    variant: a.variant,
    aliases: sorted(a.aliases),
    destinations: sorted(a.destinations),
    queries: sorted(a.queries),
    sources: sorted(a.sources),
    schema: a.schema,
    compatibility: a.compatibility,
    protect: a.protect,
  }),
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
