// Destinations in the schemas: a webhook with headers (`{env: NAME}` values, sensitive names),
// signaling, tags and a credential; its state holds the credential's id.
import { CREDENTIAL, ENV_NAME_PATTERN, HEADER_NAME_PATTERN, HTTP_URL_PATTERN, NAME_PATTERN, PROTECT, openApiRef } from './common.js';
import type { KindSchemaPart } from './schema-part.js';

export const destinationSchemaPart: KindSchemaPart = {
  definition: {
    list: 'Webhook destinations, each identified by its `label`.',
    item: {
      type: 'object',
      description: 'A webhook destination that actions deliver to.',
      additionalProperties: false,
      required: ['label', 'type', 'config'],
      properties: {
        label: { type: 'string', pattern: NAME_PATTERN, description: "The destination's name, unique among destinations." },
        aliases: {
          type: 'array',
          uniqueItems: true,
          items: { type: 'string', pattern: NAME_PATTERN, description: 'An earlier label.' },
          description: 'Earlier labels of this destination. An alias equal to the label of an existing destination that no other destination in the definition claims renames it: one update that keeps its id, no delete. Aliases share the namespace of destination labels.',
        },
        type: { type: 'string', enum: ['webhook'], description: 'The kind of destination: `webhook`.' },
        config: {
          type: 'object',
          description: 'How to reach the webhook.',
          additionalProperties: false,
          required: ['url'],
          properties: {
            url: {
              type: 'string',
              format: 'uri',
              pattern: HTTP_URL_PATTERN,
              description: 'The absolute http:// or https:// URL the webhook is called at, e.g. `https://hooks.example.com/capacity`; other schemes (`file:`, `javascript:`, ...) are refused.',
            },
            headers: {
              type: 'object',
              description: "HTTP headers sent with every call. A value is a string, or `{env: NAME}`: capctl reads it from the environment variable NAME when it plans (a missing variable is an error at its place), and treats it as sensitive. NAME must be allowed by the operator: `CAPCTL_SECRET_*`, names listed under `secrets.env` in the project root's capctl.yaml, or `--allow-env`; `CAPACITY_*`, `GITHUB_*`, `ACTIONS_*` and `RUNNER_*` are never read. Sensitive values (names that look secret: authorization, cookie, or containing token, secret, key, password; names listed in `sensitive_headers`; and every `{env: NAME}` header) are masked as `(sensitive)` (`(sensitive, env NAME)` for a value capctl read from the environment) in plans, exports and every response of the service, and sealed at rest by the service. Such a value written as `(sensitive)` (what `capctl export` writes) keeps the value the service already stores, and is an error where none is stored.",
              propertyNames: { pattern: HEADER_NAME_PATTERN },
              additionalProperties: {
                oneOf: [
                  { type: 'string' },
                  {
                    type: 'object',
                    description: '`{env: NAME}`: the value of environment variable NAME, read by capctl at plan time; never written to a saved plan, an export or any output.',
                    additionalProperties: false,
                    required: ['env'],
                    properties: {
                      env: { type: 'string', pattern: ENV_NAME_PATTERN, description: "The environment variable's name." },
                    },
                  },
                ],
              },
            },
            sensitive_headers: {
              type: 'array',
              description: 'More header names whose values are secret although not named like one (e.g. `X-Hook-Signature`): masked and sealed like the built-in names. Case-insensitive.',
              uniqueItems: true,
              items: { type: 'string', pattern: HEADER_NAME_PATTERN },
            },
            signaling: {
              type: 'object',
              description: 'Delivery signaling.',
              additionalProperties: false,
              required: ['enabled', 'default'],
              properties: {
                enabled: { type: 'boolean', description: 'Whether signaling is on.' },
                default: { type: 'string', minLength: 1, examples: ['ack'], description: 'The default signal, e.g. `ack`.' },
              },
            },
            response_time_sla_ms: { type: 'integer', minimum: 1, description: 'The response time the webhook must meet, in milliseconds.' },
            partition_tag_key: { type: 'string', minLength: 1, description: 'The tag whose value partitions deliveries.' },
          },
        },
        tags: {
          type: 'object',
          description: "Key/value labels of the destination, as the service's `tags` (e.g. `team: checkout`). None: no tags.",
          maxProperties: 64,
          propertyNames: { minLength: 1, maxLength: 128 },
          additionalProperties: { type: 'string', maxLength: 256 },
        },
        credential: CREDENTIAL,
        protect: PROTECT,
      },
    },
  },
  state: {
    label: { type: 'string' },
    type: { type: 'string' },
    tags: { type: 'object', additionalProperties: { type: 'string' }, description: 'Key/value labels ({} for none).' },
    config: {
      type: 'object',
      required: ['url'],
      additionalProperties: false,
      properties: {
        url: { type: 'string' },
        headers: { type: 'object', additionalProperties: { type: 'string' } },
        signaling: {
          type: 'object',
          required: ['enabled', 'default'],
          additionalProperties: false,
          properties: { enabled: { type: 'boolean' }, default: { type: 'string' } },
        },
        response_time_sla_ms: { type: 'integer' },
        partition_tag_key: { type: 'string' },
      },
    },
    credential_id: { $ref: '#/$defs/credentialId' },
  },
  openapi: {
    definition: {
      type: 'object',
      additionalProperties: false,
      required: ['label', 'type', 'config'],
      properties: {
        label: { type: 'string', minLength: 1 },
        aliases: openApiRef('StringList'),
        type: { type: 'string', enum: ['webhook'] },
        config: {
          type: 'object',
          additionalProperties: false,
          required: ['url'],
          properties: {
            url: { type: 'string', minLength: 1 },
            headers: { type: 'object', additionalProperties: { type: 'string' } },
            signaling: {
              type: 'object',
              additionalProperties: false,
              required: ['enabled', 'default'],
              properties: { enabled: { type: 'boolean' }, default: { type: 'string' } },
            },
            response_time_sla_ms: { type: 'integer', minimum: 0 },
            partition_tag_key: { type: 'string' },
          },
        },
        credential: { type: 'string', minLength: 1 },
        protect: { type: 'boolean' },
      },
    },
    state: {
      label: { type: 'string' },
      type: { type: 'string' },
      config: { $ref: '#/components/schemas/DestinationConfig' },
      tags: { type: 'object', additionalProperties: { type: 'string' }, description: 'Key/value labels ({} for none).' },
      credential_id: { type: ['string', 'null'] },
    },
  },
};
