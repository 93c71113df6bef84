// Schema pieces every kind shares: name and URL patterns, `protect`, `credential`, `status`, and
// the members every state object has. Written once so that the kinds' parts cannot disagree.
import type { JsonObject } from '../../types.js';

/** A name: lowercase letters, digits, `.`, `_`, `-`, starting with a letter or digit, at most 63 characters. */
export const NAME_PATTERN = '^[a-z0-9][a-z0-9._-]{0,62}$';
/** An absolute http:// or https:// URL (other schemes are refused). */
export const HTTP_URL_PATTERN = '^[Hh][Tt][Tt][Pp][Ss]?://';
/** An HTTP header name (RFC 9110 token). */
export const HEADER_NAME_PATTERN = "^[A-Za-z0-9!#$%&'*+.^_`|~-]+$";
/** An environment variable's name. */
export const ENV_NAME_PATTERN = '^[A-Za-z_][A-Za-z0-9_]*$';

/** A definition item's `protect`. */
export const PROTECT: JsonObject = {
  type: 'boolean',
  default: false,
  description: 'When true, the plan never deletes this object: removing it from the definition fails the plan until a definition sets `protect: false` and is applied first.',
};

/** A definition item's `credential`. */
export const CREDENTIAL: JsonObject = {
  type: 'string',
  minLength: 1,
  description: 'An existing credential, by label or id. Definitions never create credentials and never hold secrets.',
};

/** A definition item's `status`. */
export const STATUS: JsonObject = {
  type: 'string',
  enum: ['active', 'paused'],
  default: 'active',
  description: 'Whether the service runs it: `active` (the default) or `paused`.',
};

/** A `$ref` to a component of openapi.yaml. */
export const openApiRef = (name: string): JsonObject => ({ $ref: `#/components/schemas/${name}` });

/** The members every state object has besides its kind's fields: first, then last. */
export interface StateMembers {
  readonly first: JsonObject;
  readonly last: JsonObject;
}

/** state.schema.json. */
export const STATE_MEMBERS: StateMembers = {
  first: { id: { $ref: '#/$defs/id' } },
  last: {
    protect: { type: 'boolean' },
    deleted_at: { $ref: '#/$defs/deletedAt' },
    drift: { $ref: '#/$defs/drift' },
    last_change: { $ref: '#/$defs/lastChange' },
  },
};

/** openapi.yaml. */
export const OPENAPI_STATE_MEMBERS: StateMembers = {
  first: { id: { type: 'string' } },
  last: {
    protect: { type: 'boolean' },
    deleted_at: { type: ['string', 'null'], format: 'date-time' },
    drift: openApiRef('ObjectDrift'),
    last_change: openApiRef('LastChange'),
  },
};
