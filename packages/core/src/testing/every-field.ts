// One live object of every kind with every field set, none at its default: the one fixture that
// the kinds' mappings (kinds/kinds.test.ts) and the service's tables (table-spec.test.ts) are
// checked with, so a new field is set here once and a mapping or a column that drops it shows.
import { schemaHash } from '../plan/schema-hash.js';
import type { Collection } from '../kinds/kind.js';
import type { State } from '../types.js';

/** The objects, naming `credentialId` wherever a kind holds a credential. */
export function everyFieldObjects(credentialId: string): Pick<State, Collection> {
  const schema = { type: 'object', properties: { n: { type: 'integer' } } };
  return {
    metrics: [{
      id: 'm-1', name: 'prom', kind: 'pull_metrics', endpoint: 'https://prom.example.com', poll_interval_seconds: 30,
      credential_id: credentialId, config: { path: '/api', auth_header: 'x-auth', tls_skip_verify: true }, status: 'paused',
      protect: true, deleted_at: null,
    }],
    queries: [{
      id: 'q-1', metrics: 'prom', name: 'depth', status: 'paused', protect: true, deleted_at: null,
      config: { expression: 'sum(depth)', rollup_seconds: 60, window_seconds: 300, group_by: ['b', 'a'], tags: { team: 'ops' } },
    }],
    destinations: [{
      id: 'd-1', label: 'hook', type: 'webhook', tags: { team: 'checkout' }, credential_id: credentialId, protect: true, deleted_at: null,
      config: {
        url: 'https://hooks.example.com', headers: { accept: 'json' }, sensitive_headers: ['x-token'],
        signaling: { enabled: true, default: 'on' }, response_time_sla_ms: 250, partition_tag_key: 'region',
      },
    }],
    // One version in the history: what the service keeps for an action created at that version.
    actions: [{
      id: 'a-1', variant: 'scale', aliases: ['grow'], destinations: ['hook'], queries: ['prom/depth'], sources: ['sqs'], schema,
      version: 3, history: [{ version: 3, schema_hash: schemaHash(schema) }], compatibility: 'full_transitive', protect: true, deleted_at: null,
    }],
    sources: [{
      id: 's-1', name: 'sqs', type: 'cloud_sqs', config: { queue_url: 'https://q', region: 'eu' }, credential_id: credentialId,
      status: 'paused', ingest: { variant: 'scale', version: 3 }, protect: true, deleted_at: null,
    }],
  };
}
