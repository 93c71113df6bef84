// Queries in the schemas: written inside a metrics source's `queries`, a list of their own in the
// state, where each names its metrics source.
import { NAME_PATTERN, PROTECT, STATUS, openApiRef } from './common.js';
import type { KindSchemaPart } from './schema-part.js';

export const querySchemaPart: KindSchemaPart = {
  definition: {
    item: {
      type: 'object',
      description: 'A query evaluated on its metrics source; actions name it `metrics/query`.',
      additionalProperties: false,
      required: ['name', 'config'],
      properties: {
        name: { type: 'string', pattern: NAME_PATTERN, description: "The query's name, unique within its metrics source." },
        status: STATUS,
        config: {
          type: 'object',
          description: 'What the query computes.',
          additionalProperties: false,
          required: ['expression'],
          properties: {
            expression: { type: 'string', minLength: 1, description: 'The query expression, e.g. `sum(rate(jobs_total[5m]))`.' },
            rollup_seconds: { type: 'integer', minimum: 1, description: 'Seconds per rolled-up data point.' },
            window_seconds: { type: 'integer', minimum: 1, description: 'Seconds of data the query looks at.' },
            group_by: {
              type: 'array',
              uniqueItems: true,
              items: { type: 'string', minLength: 1 },
              description: 'Labels to group the result by.',
            },
            tags: {
              type: 'object',
              description: "Tags attached to the query's results (key/value).",
              additionalProperties: { type: 'string' },
            },
          },
        },
        protect: PROTECT,
      },
    },
  },
  state: {
    metrics: { type: 'string', description: 'Name of the metrics source the query belongs to.' },
    name: { type: 'string' },
    status: { $ref: '#/$defs/status' },
    config: {
      type: 'object',
      required: ['expression'],
      additionalProperties: false,
      properties: {
        expression: { type: 'string' },
        rollup_seconds: { type: 'integer' },
        window_seconds: { type: 'integer' },
        group_by: { $ref: '#/$defs/names' },
        tags: { type: 'object', additionalProperties: { type: 'string' } },
      },
    },
  },
  openapi: {
    definition: {
      type: 'object',
      additionalProperties: false,
      required: ['name', 'config'],
      properties: {
        name: { type: 'string', minLength: 1 },
        status: openApiRef('ResourceStatus'),
        config: {
          type: 'object',
          additionalProperties: false,
          required: ['expression'],
          properties: {
            expression: { type: 'string', minLength: 1 },
            rollup_seconds: { type: 'integer', minimum: 1 },
            window_seconds: { type: 'integer', minimum: 1 },
            group_by: openApiRef('StringList'),
            tags: { type: 'object', additionalProperties: { type: 'string' } },
          },
        },
        protect: { type: 'boolean' },
      },
    },
    state: {
      metrics: { type: 'string' },
      name: { type: 'string' },
      status: openApiRef('ResourceStatus'),
      config: {
        type: 'object',
        required: ['expression'],
        properties: {
          expression: { type: 'string' },
          rollup_seconds: { type: 'integer' },
          window_seconds: { type: 'integer' },
          group_by: openApiRef('StringList'),
          tags: { type: 'object', additionalProperties: { type: 'string' } },
        },
      },
    },
  },
};
