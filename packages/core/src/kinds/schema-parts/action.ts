// Actions in the schemas: a definition's action (a payload schema and its mode), its state with
// the version history, and the plan step's version, compatibility and weakened-mode fields.
import { COMPATIBILITY_MODES } from '../../plan/compatibility-mode.js';
import { DIGEST_PATTERN } from '../../id-patterns.js';
import { NAME_PATTERN, PROTECT, openApiRef } from './common.js';
import type { KindSchemaPart } from './schema-part.js';

export const actionSchemaPart: KindSchemaPart = {
  definition: {
    list: 'Actions, each identified by its `variant`.',
    item: {
      type: 'object',
      description: 'An action: a payload schema, versioned by the service (a schema change gives a new version).',
      additionalProperties: false,
      required: ['variant', 'schema'],
      properties: {
        variant: {
          type: 'string',
          pattern: NAME_PATTERN,
          description: "The action's name, unique among the variants and aliases of the org.",
        },
        aliases: {
          type: 'array',
          uniqueItems: true,
          items: { type: 'string', pattern: NAME_PATTERN, description: 'An alias.' },
          description: 'Other names of this action. Variants and aliases share one namespace. An alias equal to the variant of an existing action renames that action (it keeps its id and version history).',
        },
        destinations: {
          type: 'array',
          uniqueItems: true,
          items: { type: 'string', pattern: NAME_PATTERN, description: 'A destination label.' },
          description: "Labels of the destinations this action delivers to; none means the org's default sink.",
        },
        queries: {
          type: 'array',
          uniqueItems: true,
          description: 'Queries this action uses, written `metrics/query`, or just `query` when exactly one metrics source has a query of that name.',
          items: {
            type: 'string',
            pattern: '^[a-z0-9][a-z0-9._-]{0,62}(/[a-z0-9][a-z0-9._-]{0,62})?$',
            description: 'A query: `metrics/query` or `query`.',
          },
        },
        schema: {
          description: "The JSON Schema of the action's payload (any JSON value). Changing it gives the action a new version; the plan says whether the change is backward compatible or breaking.",
        },
        sources: {
          type: 'array',
          uniqueItems: true,
          items: { type: 'string', pattern: NAME_PATTERN, description: 'A source name.' },
          description: 'Names of the sources this action uses.',
        },
        compatibility: {
          enum: [...COMPATIBILITY_MODES],
          default: 'backward',
          description: 'How the schema may evolve. backward: every payload valid under the old schema stays valid (producers keep working); forward: every payload valid under the new schema was valid under the old one (consumers keep working); full: both; `_transitive`: against every stored earlier version, not only the current one; none: never breaking (reasons still shown). A change that breaks the mode, or that cannot be proven to keep it, is breaking. Changing the mode alone updates the action without a new version.',
        },
        protect: PROTECT,
      },
    },
  },
  state: {
    variant: { type: 'string' },
    aliases: { $ref: '#/$defs/names' },
    destinations: { $ref: '#/$defs/names', description: 'Destination labels; empty means the default sink.' },
    queries: { $ref: '#/$defs/names', description: 'Query names, `metrics/query`.' },
    sources: { $ref: '#/$defs/names' },
    schema: { description: 'The payload JSON Schema of the current version.' },
    version: { type: 'integer', minimum: 1, description: 'Current version: the last entry of `history`.' },
    history: {
      type: 'array',
      minItems: 1,
      description: "Every version ever stored, ascending; versions are never reused. Each version's schema is given by its hash.",
      items: {
        type: 'object',
        required: ['version', 'schema_hash'],
        additionalProperties: false,
        properties: {
          version: { type: 'integer', minimum: 1 },
          schema_hash: {
            type: 'string',
            pattern: DIGEST_PATTERN.source,
            description: "SHA-256 (hex) of the canonical JSON (sorted keys, no spaces) of the version's schema: equal schemas have equal hashes. The current version's schema itself is `schema`.",
          },
        },
      },
    },
    compatibility: { enum: [...COMPATIBILITY_MODES] },
  },
  planStep: {
    description: "An action step: the seed's PreviewStep fields plus the common ones.",
    type: 'object',
    required: ['variant', 'current_version', 'final_version', 'destination'],
    properties: {
      kind: { const: 'action' },
      variant: { $ref: '#/$defs/name' },
      current_version: { type: 'integer', minimum: 0, description: '0 for a new action.' },
      final_version: {
        type: 'integer',
        minimum: 1,
        description: 'current + 1 when the schema changes (or a deleted variant is created again); versions never go back.',
      },
      destination: {
        type: 'object',
        required: ['by', 'value'],
        additionalProperties: false,
        properties: {
          by: { enum: ['default_sink', 'label'] },
          value: { type: 'string', description: '`default_sink`, or the destination labels sorted and comma-joined.' },
        },
      },
      create: {
        type: 'object',
        required: ['schema', 'variant', 'version', 'alias'],
        additionalProperties: false,
        properties: {
          schema: true,
          variant: { $ref: '#/$defs/name' },
          version: { type: 'integer', minimum: 1 },
          alias: { type: 'array', items: { type: 'string' } },
        },
      },
      update: {
        type: 'object',
        required: ['version', 'alias', 'schema'],
        additionalProperties: false,
        properties: { version: { type: 'integer', minimum: 1 }, alias: { type: 'array', items: { type: 'string' } }, schema: true },
      },
      compatibility: {
        enum: ['compatible', 'breaking', 'backward'],
        description: "On updates whose schema changed: `compatible` when the new schema provably keeps the action's `mode` against every version in `checked_versions`, else `breaking` (a relation that cannot be proven counts as breaking). `backward` is how plans of format_version 1 said `compatible`.",
      },
      mode: { $ref: '#/$defs/compatibilityMode' },
      checked_versions: {
        type: 'array',
        description: 'The stored versions the new schema was compared with, ascending: the current one, or every earlier one under a `_transitive` mode.',
        items: { type: 'integer', minimum: 1 },
      },
      failed_versions: {
        type: 'array',
        description: 'Those of `checked_versions` against which the mode does not hold (or cannot be proven to).',
        items: { type: 'integer', minimum: 1 },
      },
      reasons: {
        type: 'array',
        description: 'Why a schema change breaks its mode (under mode `none`: what would break, for information).',
        items: {
          type: 'object',
          required: ['pointer', 'rule', 'message'],
          additionalProperties: false,
          properties: {
            pointer: { type: 'string', description: 'JSON pointer into the schema.' },
            rule: {
              type: 'string',
              description: 'e.g. required_added, type_narrowed, enum_value_removed, enum_added, const_added, bound_tightened, format_changed, additional_properties_closed, property_added_to_open_object (a constrained property added while additionalProperties is not false: old payloads may carry it with any value), property_removed, schema_closed, unproven.',
            },
            message: { type: 'string' },
            direction: {
              enum: ['backward', 'forward'],
              description: 'The relation the reason is about: backward (old payloads under the new schema) or forward (new payloads under the old schema). Absent in format 1 plans: backward.',
            },
            verdict: {
              enum: ['breaking', 'unproven'],
              description: '`breaking`: a counterexample exists; `unproven`: the relation could not be decided (see `keyword`).',
            },
            keyword: { type: 'string', description: 'For unproven reasons: the JSON Schema keyword that could not be proven.' },
            witness: { description: 'A payload valid under one schema and rejected by the other (checked with a validator).' },
            version: { type: 'integer', minimum: 1, description: 'The stored version the new schema was compared with.' },
            fixes: { type: 'array', items: { type: 'string' }, description: 'What the author can do about it.' },
          },
        },
      },
      equals_version: { type: 'integer', minimum: 1, description: "Explains only: the new schema equals this earlier version's." },
      weakened_mode: {
        type: 'object',
        required: ['from', 'to'],
        additionalProperties: false,
        description: "On updates that weaken the action's compatibility mode (to `none`, full to one direction, one direction to the other, transitive to not), from the project default in capctl.yaml or the action's own `compatibility`: the stored mode and the desired one. Needs attention like a breaking change (exit status 3 with --detailed-exitcode); apply refuses it unless `--allow-breaking=VARIANT` names the action (a bare `--allow-breaking` does not). A schema changed in the same plan is checked under the mode asking all that both modes ask (`mode`). Explains only: apply reads the modes from `before` and `after`.",
        properties: { from: { $ref: '#/$defs/compatibilityMode' }, to: { $ref: '#/$defs/compatibilityMode' } },
      },
    },
    allOf: [
      {
        if: { type: 'object', properties: { op: { const: 'create' } }, required: ['op'] },
        then: { type: 'object', required: ['create'], properties: { update: false } },
      },
      {
        if: { type: 'object', properties: { op: { const: 'update' } }, required: ['op'] },
        then: { type: 'object', required: ['update'], properties: { create: false } },
      },
      {
        if: { type: 'object', properties: { op: { const: 'delete' } }, required: ['op'] },
        then: { type: 'object', properties: { create: false, update: false } },
      },
    ],
  },
  openapi: {
    definition: {
      type: 'object',
      additionalProperties: false,
      required: ['variant', 'schema'],
      properties: {
        variant: { type: 'string', minLength: 1 },
        aliases: openApiRef('StringList'),
        destinations: openApiRef('StringList'),
        queries: openApiRef('StringList'),
        schema: openApiRef('JsonValue'),
        sources: openApiRef('StringList'),
        compatibility: openApiRef('CompatibilityMode'),
        protect: { type: 'boolean' },
      },
    },
    state: {
      variant: { type: 'string' },
      aliases: openApiRef('StringList'),
      destinations: openApiRef('StringList'),
      queries: openApiRef('StringList'),
      sources: openApiRef('StringList'),
      schema: openApiRef('JsonValue'),
      version: { type: 'integer' },
      history: {
        type: 'array',
        items: {
          type: 'object',
          required: ['version', 'schema_hash'],
          description: "One stored version; its schema is given by its hash (the current version's schema is `schema`).",
          properties: {
            version: { type: 'integer' },
            schema_hash: {
              type: 'string',
              description: "SHA-256 (hex) of the canonical JSON (sorted keys, no spaces) of the version's schema; equal schemas have equal hashes.",
            },
          },
        },
      },
      compatibility: openApiRef('CompatibilityMode'),
    },
  },
};
