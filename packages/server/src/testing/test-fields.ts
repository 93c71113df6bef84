// Test support: checks that an object has exactly the fields of an interface-document table,
// each of the stated type, and returns the problems (an empty list when it conforms).

export type FieldType =
  | 'string'
  | 'date-time'
  | 'boolean'
  | 'integer'
  | 'number'
  | 'object'
  | 'array'
  | 'string|null'
  | 'date-time|null'
  | 'boolean|null'
  | 'number|null'
  | 'integer|null'
  | 'array|null'
  | 'object|null';

const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

function matches(value: unknown, type: string): boolean {
  switch (type) {
    case 'null':
      return value === null;
    case 'string':
      return typeof value === 'string';
    case 'date-time':
      return typeof value === 'string' && DATE_TIME.test(value) && !Number.isNaN(Date.parse(value));
    case 'boolean':
      return typeof value === 'boolean';
    case 'integer':
      return Number.isInteger(value);
    case 'number':
      return typeof value === 'number';
    case 'object':
      return value !== null && typeof value === 'object' && !Array.isArray(value);
    case 'array':
      return Array.isArray(value);
    default:
      throw new Error(`unknown field type ${type}`);
  }
}

/**
 * `required` fields must be present; `optional` ones may be absent; no other field may appear.
 */
export function fieldProblems(
  value: unknown,
  required: Readonly<Record<string, FieldType>>,
  optional: Readonly<Record<string, FieldType>> = {},
): string[] {
  if (value === null || typeof value !== 'object') return [`expected an object, got ${JSON.stringify(value)}`];
  const record = value as Record<string, unknown>;
  const problems: string[] = [];
  for (const [name, type] of Object.entries({ ...required, ...optional })) {
    if (!(name in record)) {
      if (name in required) problems.push(`${name}: missing`);
      continue;
    }
    if (!type.split('|').some((t) => matches(record[name], t))) problems.push(`${name}: ${JSON.stringify(record[name])} is not ${type}`);
  }
  for (const name of Object.keys(record)) if (!(name in required) && !(name in optional)) problems.push(`${name}: unexpected field`);
  return problems;
}

// The fields of the fixed endpoints' resources (docs/service.md).
export const CAPACITY_DOMAIN_FIELDS = {
  id: 'string',
  org_id: 'string',
  name: 'string',
  provenance: 'string',
  domain_verdict_firing: 'boolean|null',
  domain_verdict_reading: 'string|null',
  domain_verdict_expires_at: 'date-time|null',
  signal_headroom: 'number|null',
  signal_headroom_at: 'date-time|null',
  updated_at: 'date-time',
  member_destinations: 'array',
  scale_target_count: 'integer',
} as const satisfies Record<string, FieldType>;

export const CAPACITY_DOMAIN_CREATED_FIELDS = {
  ...CAPACITY_DOMAIN_FIELDS,
  domain_verdict_contributors: 'array|null',
  domain_verdict_firing_series: 'array|null',
  scale_targets: 'array',
} as const satisfies Record<string, FieldType>;

export const DESTINATION_FIELDS = {
  id: 'string',
  org_id: 'string',
  updated_at: 'date-time',
  label: 'string',
  type: 'string',
  config: 'object',
  capacity_domain_ids: 'array',
  tags: 'object',
} as const satisfies Record<string, FieldType>;
export const DESTINATION_OPTIONAL_FIELDS = { deleted_at: 'date-time', credential_id: 'string' } as const satisfies Record<string, FieldType>;

export const CREDENTIAL_FIELDS = {
  id: 'string',
  org_id: 'string',
  type: 'string',
  provider: 'string',
  updated_at: 'date-time',
  label: 'string',
  version: 'integer',
  metadata: 'object',
} as const satisfies Record<string, FieldType>;
export const CREDENTIAL_OPTIONAL_FIELDS = { expires_at: 'date-time', deleted_at: 'date-time' } as const satisfies Record<string, FieldType>;

export const NOTIFICATION_FIELDS = {
  id: 'string',
  type: 'string',
  org_id: 'string',
  channel: 'string',
  acknowledged: 'boolean',
  updated_at: 'date-time',
  variant: 'string',
  body: 'object',
} as const satisfies Record<string, FieldType>;
export const NOTIFICATION_OPTIONAL_FIELDS = { deleted_at: 'date-time' } as const satisfies Record<string, FieldType>;

export const DOMAIN_SETTINGS_FIELDS = {
  org_id: 'string',
  default_permissions: 'array',
  enabled: 'boolean',
  domain: 'string',
  vcs_org: 'string',
} as const satisfies Record<string, FieldType>;

/** The envelope of a success: data, errors null, warnings an array. */
export const ENVELOPE_FIELDS = { data: 'object', errors: 'array|null' } as const satisfies Record<string, FieldType>;
export const ENVELOPE_OPTIONAL_FIELDS = { warnings: 'array' } as const satisfies Record<string, FieldType>;
