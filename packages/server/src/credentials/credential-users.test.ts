// A credential's users are every live object of every kind with a `credential_id` field, named
// as users know them: the list deleting a credential refuses with.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Step } from '@capctl/core';
import { createAccountRepository } from '../auth/account-repository.js';
import { writeSteps } from '../config/state-writer.js';
import { createSecretBox } from '../crypto/secret-box.js';
import { openStorage, type Storage } from '../open-storage.js';
import { createCredentialRepository, type CredentialRepository } from './credential-repository.js';

let dir: string;
let storage: Storage;
let credentials: CredentialRepository;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'capctl-credential-users-'));
  storage = await openStorage({ path: join(dir, 'service.db') });
  await createAccountRepository(storage.db).ensureOrg('1');
  credentials = createCredentialRepository(storage.db, createSecretBox(Buffer.alloc(32, 7)));
});
afterAll(async () => {
  await storage.close();
  rmSync(dir, { recursive: true, force: true });
});

it('names every live object that holds the credential, of every kind that can', async () => {
  const id = (await credentials.create('1', { label: 'shared', type: 'cloud', provider: 'aws' })).id;
  const create = (kind: Step['kind'], name: string, after: Record<string, unknown>): Step =>
    ({ kind, op: 'create', id: `${kind}-${name}`, name, after: { ...after, credential_id: id, protect: false } }) as Step;
  const steps = [
    create('metrics', 'prom', { name: 'prom', kind: 'pull_metrics', endpoint: 'https://prom', poll_interval_seconds: null, config: {}, status: 'active' }),
    create('destination', 'hook', { label: 'hook', type: 'webhook', config: { url: 'https://hook' } }),
    create('source', 'sqs', { name: 'sqs', type: 'cloud_sqs', config: { queue_url: 'https://q', region: 'eu' }, status: 'active', ingest: { variant: 'v', version: 1 } }),
  ];
  await storage.db.transaction().execute((trx) => writeSteps(trx, '1', steps, '2026-01-01T00:00:00.000Z'));
  expect(await credentials.usersOf('1', id)).toEqual(['destination hook', 'metrics source prom', 'source sqs']);
});
