import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import type { Definition } from '../types.js';
import { joinPointer } from './json-pointer.js';
import { definitionSchema } from './schema-validator.js';
import { validateDefinition } from './validate-definition.js';

/** Every field the format has, each set once. */
const full: Definition = {
  actions: [{
    variant: 'scale-up', aliases: ['scale'], destinations: ['hooks'], queries: ['prom/depth'], sources: ['jobs'],
    schema: { type: 'object', properties: { n: { type: 'integer' } } }, protect: true,
  }],
  resources: {
    destinations: [{
      label: 'hooks', type: 'webhook', credential: 'hooks-token', protect: false,
      config: {
        url: 'https://hooks.example.com/a', headers: { 'content-type': 'application/json' },
        signaling: { enabled: true, default: 'ack' }, response_time_sla_ms: 500, partition_tag_key: 'tenant',
      },
    }],
    metrics: [{
      name: 'prom', kind: 'pull_metrics', endpoint: 'https://metrics.example.com', poll_interval_seconds: 30,
      credential: 'prom', config: { path: '/metrics', auth_header: 'authorization', tls_skip_verify: false }, status: 'active', protect: true,
      queries: [{ name: 'depth', status: 'paused', protect: false, config: { expression: 'sum(depth)', rollup_seconds: 60, window_seconds: 300, group_by: ['queue'], tags: { team: 'ops' } } }],
    }],
    sources: [{
      name: 'jobs', type: 'cloud_sqs', config: { queue_url: 'https://sqs.example.com/jobs', region: 'eu-west-1' },
      credential: 'aws', status: 'active', ingest: { variant: 'scale-up', version: 1 }, protect: false,
    }],
  },
};

/** Pointers of every mapping in `value` whose keys the format fixes (not free maps nor action schemas). */
function closedMappings(value: unknown, pointer = ''): string[] {
  if (Array.isArray(value)) return value.flatMap((item, i) => closedMappings(item, joinPointer(pointer, i)));
  if (typeof value !== 'object' || value === null) return [];
  const free = /\/(headers|tags|schema)$/.test(pointer);
  const inner = Object.entries(value).flatMap(([key, child]) => (free ? [] : closedMappings(child, joinPointer(pointer, key))));
  return free ? [] : [pointer, ...inner];
}

function withKey(value: unknown, pointer: string, key: string): unknown {
  const copy = structuredClone(value) as Record<string, unknown>;
  let node: unknown = copy;
  for (const segment of pointer.split('/').slice(1)) node = (node as Record<string, unknown>)[segment];
  (node as Record<string, unknown>)[key] = 1;
  return copy;
}

describe('schemas/definition.schema.json', () => {
  it('is a valid JSON Schema 2020-12 with the published $id', () => {
    const ajv = new Ajv2020();
    expect(ajv.validateSchema(definitionSchema)).toBe(true);
    expect(definitionSchema['$schema']).toBe('https://json-schema.org/draft/2020-12/schema');
    expect(definitionSchema['$id']).toBe('https://capctl.dev/schemas/definition.schema.json');
  });

  it('accepts a definition that uses every field', () => {
    expect(validateDefinition(full)).toEqual([]);
  });

  it('rejects an unknown key in every mapping of the format, at that key', () => {
    const pointers = closedMappings(full);
    expect(pointers).toHaveLength(13);
    for (const pointer of pointers) {
      const diagnostics = validateDefinition(withKey(full, pointer, 'zz_typo'));
      expect(diagnostics.map((d) => [d.code, d.pointer])).toEqual([['unknown_key', `${pointer}/zz_typo`]]);
    }
  });

  it('closes every object schema and describes every property', () => {
    const problems: string[] = [];
    const walk = (node: unknown, path: string): void => {
      if (typeof node !== 'object' || node === null) return;
      const schema = node as Record<string, unknown>;
      if (schema['type'] === 'object' && schema['additionalProperties'] !== false && typeof schema['additionalProperties'] !== 'object') {
        problems.push(`${path}: open object`);
      }
      for (const [name, property] of Object.entries((schema['properties'] ?? {}) as Record<string, unknown>)) {
        const described = (property as Record<string, unknown>)['description'] ?? (property as Record<string, unknown>)['$ref'];
        if (typeof described !== 'string') problems.push(`${path}/properties/${name}: no description`);
      }
      for (const [key, child] of Object.entries(schema)) walk(child, `${path}/${key}`);
    };
    walk(definitionSchema, '#');
    expect(problems).toEqual([]);
  });
});

describe('schema messages', () => {
  const messages = (definition: unknown) => validateDefinition(definition).map((d) => `${d.pointer}: ${d.message}`);

  it('explains names, bounds, formats and enums with the value found', () => {
    expect(messages({
      actions: [{ variant: 'Scale Up', schema: {}, aliases: ['a', 'a'] }],
      resources: {
        metrics: [{ name: 'm', kind: 'pull_metric', endpoint: 'metrics.example.com', poll_interval_seconds: 0.5 }],
        sources: [{ name: 's', type: 'cloud_sqs', config: { queue_url: 'https://q.example.com', region: '' }, ingest: { variant: 'x', version: 0 } }],
      },
    })).toEqual([
      '/actions/0/variant: `variant` is not a valid name, found a string "Scale Up": names are lowercase letters, digits, `.`, `_` and `-`, start with a letter or digit and have at most 63 characters',
      '/actions/0/aliases/1: `aliases` lists a string "a" twice (items 0 and 1): remove one',
      '/resources/metrics/0/kind: `kind` must be one of `pull_metrics`, found a string "pull_metric"; did you mean `pull_metrics`?',
      '/resources/metrics/0/endpoint: `endpoint` must be an absolute URL such as `https://example.com/path`, found a string "metrics.example.com"',
      '/resources/metrics/0/poll_interval_seconds: `poll_interval_seconds` must be an integer, found a number 0.5',
      '/resources/sources/0/config/region: `region` must not be empty',
      '/resources/sources/0/ingest/version: `version` must be >= 1, found an integer 0',
      '/resources/sources/0/ingest/variant: unknown action `x`: no action has this variant; define it under `actions`',
    ]);
  });

  it('refuses webhook and metrics URLs that are not http(s), such as javascript: and file:', () => {
    expect(messages({
      resources: {
        destinations: [
          { label: 'a', type: 'webhook', config: { url: 'javascript:alert(1)' } },
          { label: 'b', type: 'webhook', config: { url: 'HTTPS://b.example.com/hook' } },
        ],
        metrics: [{ name: 'm', kind: 'pull_metrics', endpoint: 'file:///etc/passwd', poll_interval_seconds: 60 }],
      },
    })).toEqual([
      '/resources/destinations/0/config/url: `url` must be an http:// or https:// URL such as `https://example.com/path`, found a string "javascript:alert(1)"',
      '/resources/metrics/0/endpoint: `endpoint` must be an http:// or https:// URL such as `https://example.com/path`, found a string "file:///etc/passwd"',
    ]);
  });

  it('says where misplaced lists belong, and rejects bad header names at the header', () => {
    expect(messages({ destinations: [], resources: { actions: [] } })).toEqual([
      '/destinations: unknown key `destinations` (allowed: $schema, variables, actions, resources); it belongs under `resources`',
      '/resources/actions: unknown key `actions` (allowed: destinations, metrics, sources); `actions` belongs at the top level, beside `resources`',
    ]);
    const headers = { 'content-type': 'application/json', 'bad header': 'x' };
    expect(messages({ resources: { destinations: [{ label: 'd', type: 'webhook', config: { url: 'https://d.example.com', headers } }] } })).toEqual([
      '/resources/destinations/0/config/headers/bad header: `bad header` is not a valid HTTP header name: no spaces, no `:` or other separators',
    ]);
  });

  it('names items without a usable name by their index', () => {
    expect(messages({ actions: [{ schema: {} }] })).toEqual(['/actions/0: item 0 of `actions` is missing the required key `variant`']);
  });

  it('names a list item and rejects a definition that is not an object', () => {
    expect(messages({ actions: [{ variant: 'a', schema: {}, destinations: [7] }] })).toEqual([
      '/actions/0/destinations/0: item 0 of `destinations` must be a string, found an integer 7',
    ]);
    expect(messages([])).toEqual([': the definition must be an object with `actions` and/or `resources`']);
    expect(messages({ actions: {} })).toEqual(['/actions: `actions` must be a list, found a mapping']);
  });
});
