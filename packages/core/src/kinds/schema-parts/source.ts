// Sources in the schemas: a queue ingested as one version of one action.
import { CREDENTIAL, NAME_PATTERN, PROTECT, STATUS, openApiRef } from './common.js';
import type { KindSchemaPart } from './schema-part.js';

export const sourceSchemaPart: KindSchemaPart = {
  definition: {
    list: 'Event sources, each identified by its `name`.',
    item: {
      type: 'object',
      description: 'A queue the service ingests events from, for one version of one action.',
      additionalProperties: false,
      required: ['name', 'type', 'config', 'ingest'],
      properties: {
        name: { type: 'string', pattern: NAME_PATTERN, description: "The source's name, unique among sources." },
        aliases: {
          type: 'array',
          uniqueItems: true,
          items: { type: 'string', pattern: NAME_PATTERN, description: 'An earlier name.' },
          description: 'Earlier names of this source. An alias equal to the name of an existing source that no other source in the definition claims renames it: one update that keeps its id, no delete. Aliases share the namespace of source names.',
        },
        type: { type: 'string', enum: ['cloud_sqs'], description: 'The kind of source: `cloud_sqs`.' },
        config: {
          type: 'object',
          description: 'Where the queue is.',
          additionalProperties: false,
          required: ['queue_url', 'region'],
          properties: {
            queue_url: {
              type: 'string',
              format: 'uri',
              description: "The queue's URL, e.g. `https://sqs.eu-west-1.amazonaws.com/123456789012/jobs`.",
            },
            region: { type: 'string', minLength: 1, description: "The queue's region, e.g. `eu-west-1`." },
          },
        },
        credential: CREDENTIAL,
        status: STATUS,
        ingest: {
          type: 'object',
          description: 'Which action version the events are ingested as.',
          additionalProperties: false,
          required: ['variant', 'version'],
          properties: {
            variant: { type: 'string', pattern: NAME_PATTERN, description: 'The variant of an action in this definition.' },
            version: {
              type: 'integer',
              minimum: 1,
              description: "The action version; it must not exceed that action's version after the plan.",
            },
          },
        },
        protect: PROTECT,
      },
    },
  },
  state: {
    name: { type: 'string' },
    type: { type: 'string' },
    config: {
      type: 'object',
      required: ['queue_url', 'region'],
      additionalProperties: false,
      properties: { queue_url: { type: 'string' }, region: { type: 'string' } },
    },
    credential_id: { $ref: '#/$defs/credentialId' },
    status: { $ref: '#/$defs/status' },
    ingest: {
      type: 'object',
      required: ['variant', 'version'],
      additionalProperties: false,
      properties: { variant: { type: 'string' }, version: { type: 'integer', minimum: 1 } },
    },
  },
  openapi: {
    definition: {
      type: 'object',
      additionalProperties: false,
      required: ['name', 'type', 'config', 'ingest'],
      properties: {
        name: { type: 'string', minLength: 1 },
        aliases: openApiRef('StringList'),
        type: { type: 'string', enum: ['cloud_sqs'] },
        config: {
          type: 'object',
          additionalProperties: false,
          required: ['queue_url', 'region'],
          properties: { queue_url: { type: 'string', minLength: 1 }, region: { type: 'string', minLength: 1 } },
        },
        credential: { type: 'string', minLength: 1 },
        status: openApiRef('ResourceStatus'),
        ingest: {
          type: 'object',
          additionalProperties: false,
          required: ['variant', 'version'],
          properties: { variant: { type: 'string', minLength: 1 }, version: { type: 'integer', minimum: 1 } },
        },
        protect: { type: 'boolean' },
      },
    },
    state: {
      name: { type: 'string' },
      type: { type: 'string' },
      config: {
        type: 'object',
        required: ['queue_url', 'region'],
        properties: { queue_url: { type: 'string' }, region: { type: 'string' } },
      },
      credential_id: { type: ['string', 'null'] },
      status: openApiRef('ResourceStatus'),
      ingest: {
        type: 'object',
        required: ['variant', 'version'],
        properties: { variant: { type: 'string' }, version: { type: 'integer' } },
      },
    },
  },
};
