// Destinations: `resources.destinations`, named by label; a definition names its credential by
// label (or id) where the state holds the id.
import type { DestinationDefinition, DestinationState } from '../types.js';
import { jsonField, nullableText, PROTECT, sealedJson, text } from './fields.js';
import { defineKind, json, listed, optional, protectFlag } from './kind.js';

export const destinationKind = defineKind<'destination', DestinationDefinition, DestinationState>({
  kind: 'destination',
  collection: 'destinations',
  pointer: '/resources/destinations',
  noun: 'destination',
  plural: 'destinations',
  title: 'Destinations',
  nameField: 'label',
  aliases: true,
  references: [],
  fields: [text('label'), text('type'), sealedJson('config'), jsonField('tags', {}), nullableText('credential_id'), PROTECT],
  keyOrder: {
    '': ['label', 'type', 'credential', 'config', 'tags', 'protect'],
    config: ['url', 'headers', 'sensitive_headers', 'signaling', 'response_time_sla_ms', 'partition_tag_key'],
    'config.signaling': ['enabled', 'default'],
  },
  written: (definition) => listed(definition.resources?.destinations, '/resources/destinations'),
  desired: ({ item: d, pointer }, ctx) => ({
    name: d.label,
    pointer,
    fields: {
      label: d.label,
      type: d.type,
      config: json(d.config),
      tags: json(d.tags ?? {}),
      credential_id: ctx.credential(d.credential, pointer),
      protect: d.protect ?? false,
    },
    aliases: d.aliases ?? [],
  }),
  nameOf: (d) => d.label,
  exported: (d, ctx) => ({
    label: d.label,
    type: d.type as DestinationDefinition['type'],
    config: d.config,
    ...(Object.keys(d.tags).length === 0 ? {} : { tags: d.tags }),
    ...optional('credential', ctx.credential(d.credential_id)),
    ...protectFlag(d.protect),
  }),
});
