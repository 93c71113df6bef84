// Metrics sources in the schemas: a polled endpoint, with its queries written inside it in a
// definition (query.ts) and listed apart in the state.
import { CREDENTIAL, HTTP_URL_PATTERN, NAME_PATTERN, PROTECT, STATUS, openApiRef } from './common.js';
import type { KindSchemaPart } from './schema-part.js';

export const metricsSchemaPart: KindSchemaPart = {
  definition: {
    list: 'Metrics sources, each identified by its `name`, with their queries.',
    item: {
      type: 'object',
      description: 'A metrics source the service polls, and the queries evaluated on it.',
      additionalProperties: false,
      required: ['name', 'kind', 'endpoint'],
      properties: {
        name: {
          type: 'string',
          pattern: NAME_PATTERN,
          description: "The metrics source's name, unique among metrics sources.",
        },
        aliases: {
          type: 'array',
          uniqueItems: true,
          items: { type: 'string', pattern: NAME_PATTERN, description: 'An earlier name.' },
          description: 'Earlier names of this metrics source. An alias equal to the name of an existing metrics source that no other metrics source in the definition claims renames it: one update that keeps its id, no delete. Aliases share the namespace of metrics source names.',
        },
        kind: { type: 'string', enum: ['pull_metrics'], description: 'The kind of metrics source: `pull_metrics`.' },
        endpoint: {
          type: 'string',
          format: 'uri',
          pattern: HTTP_URL_PATTERN,
          description: 'The absolute http:// or https:// URL metrics are pulled from, e.g. `https://metrics.example.com`; other schemes are refused.',
        },
        poll_interval_seconds: { type: 'integer', minimum: 1, description: 'Seconds between two polls.' },
        credential: CREDENTIAL,
        config: {
          type: 'object',
          description: 'How to pull the metrics.',
          additionalProperties: false,
          properties: {
            path: { type: 'string', description: 'The path appended to `endpoint`, e.g. `/metrics`.' },
            auth_header: { type: 'string', description: 'The name of the header that carries the credential.' },
            tls_skip_verify: { type: 'boolean', description: 'Skip TLS certificate verification (testing only).' },
          },
        },
        status: STATUS,
        queries: {
          type: 'array',
          description: 'Queries on this metrics source, each identified by its `name` within the source.',
          items: { $ref: '#/$defs/query' },
        },
        protect: PROTECT,
      },
    },
  },
  state: {
    name: { type: 'string' },
    kind: { type: 'string' },
    endpoint: { type: 'string' },
    poll_interval_seconds: { type: ['integer', 'null'] },
    credential_id: { $ref: '#/$defs/credentialId' },
    config: {
      type: 'object',
      additionalProperties: false,
      properties: { path: { type: 'string' }, auth_header: { type: 'string' }, tls_skip_verify: { type: 'boolean' } },
    },
    status: { $ref: '#/$defs/status' },
  },
  openapi: {
    definition: {
      type: 'object',
      additionalProperties: false,
      required: ['name', 'kind', 'endpoint'],
      properties: {
        name: { type: 'string', minLength: 1 },
        aliases: openApiRef('StringList'),
        kind: { type: 'string', enum: ['pull_metrics'] },
        endpoint: { type: 'string', minLength: 1 },
        poll_interval_seconds: { type: 'integer', minimum: 1 },
        credential: { type: 'string', minLength: 1 },
        config: {
          type: 'object',
          additionalProperties: false,
          properties: { path: { type: 'string' }, auth_header: { type: 'string' }, tls_skip_verify: { type: 'boolean' } },
        },
        status: openApiRef('ResourceStatus'),
        queries: { type: 'array', items: { $ref: '#/components/schemas/QueryDefinition' } },
        protect: { type: 'boolean' },
      },
    },
    state: {
      name: { type: 'string' },
      kind: { type: 'string' },
      endpoint: { type: 'string' },
      poll_interval_seconds: { type: ['integer', 'null'] },
      credential_id: { type: ['string', 'null'] },
      config: {
        type: 'object',
        properties: { path: { type: 'string' }, auth_header: { type: 'string' }, tls_skip_verify: { type: 'boolean' } },
      },
      status: openApiRef('ResourceStatus'),
    },
  },
};
