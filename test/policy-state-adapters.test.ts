// An apply the org's policies refuse, as each state adapter tells it: the embedded adapter (local
// mode, the service in-process) and the HTTP adapter (a real server on 127.0.0.1) both raise a
// StateError of code policy_violation, with the service's message and a next step.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { Caller } from '@capctl/core';
import { createApiKey, openServiceRoot, serve } from '@capctl/server';
import { createHttpAdapter, openEmbeddedAdapter, StateError, type StateAdapter } from '@capctl/state';

const POLICY = `name: forbid
description: no hook named forbidden
scope: step
condition: "step.kind == 'destination' && step.name == 'forbidden'"
message: the forbidden hook may not be created
enforcement: mandatory
`;

const definition = { resources: { destinations: [{ label: 'forbidden', type: 'webhook', config: { url: 'https://hooks.example.com/f' } }] } };
const local: Caller = { keyId: null, keyName: null, userId: null, user: 'operator', role: 'local' };

interface Opened {
  readonly adapter: StateAdapter;
  close(): Promise<void>;
}

async function embedded(dir: string): Promise<Opened> {
  const adapter = await openEmbeddedAdapter({ dbPath: join(dir, 'state.db'), orgId: '1' });
  await adapter.pushPolicies({ files: [{ path: 'forbid.yaml', text: POLICY }] });
  return { adapter, close: () => adapter.close() };
}

async function http(dir: string): Promise<Opened> {
  const db = join(dir, 'service.db');
  const { key } = await createApiKey({ db, org: '1', user: 'deployer' });
  // The policy endpoints are not on the wire yet: the set is pushed through the service itself.
  const root = await openServiceRoot({ db });
  await root.configService.pushPolicies(local, '1', { files: [{ path: 'forbid.yaml', text: POLICY }] });
  await root.storage.close();
  const server = await serve({ port: 0, host: '127.0.0.1', db, logLevel: 'silent' });
  const adapter = createHttpAdapter({ url: server.url, apiKey: key, orgId: '1' });
  return { adapter, close: async () => { await adapter.close(); await server.close(); } };
}

describe.each([['embedded', embedded], ['http', http]] as const)('the %s adapter', (name, open) => {
  const cleanups: (() => Promise<void> | void)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  it('refuses an apply the policies forbid with policy_violation and says what to do', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'capctl-policy-adapter-'));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    const { adapter, close } = await open(dir);
    cleanups.push(close);
    const planned = await adapter.planRevision({ definition });
    if (planned.id === null) throw new Error('expected a stored revision');
    const error = await adapter.applyRevision(planned.id).then(() => undefined, (e: unknown) => e);
    expect(error).toBeInstanceOf(StateError);
    expect(error).toMatchObject({
      code: 'policy_violation',
      message: expect.stringContaining('mandatory policy `forbid` on destination/forbidden: the forbidden hook may not be created'),
      hint: expect.stringContaining('--override NAME=REASON'),
      status: name === 'http' ? 409 : undefined,
    });
    expect((await adapter.getRevision(planned.id)).status).toBe('planned');
  });
});
