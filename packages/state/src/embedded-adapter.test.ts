// The embedded adapter's own duties beyond the contract: its key file and state directory.
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openEmbeddedAdapter } from './embedded-adapter.js';
import { aDefinition } from '@capctl/core/testing';
import { action, stored, tempDir } from './testing/fixtures.js';

let tmp: ReturnType<typeof tempDir>;
let dbPath: string;
const keyFile = () => join(tmp.dir, '.capctl', 'embedded-keys.json');
const keys = () => JSON.parse(readFileSync(keyFile(), 'utf8')) as Record<string, string>;

beforeEach(() => {
  tmp = tempDir('capctl-embedded-');
  dbPath = join(tmp.dir, '.capctl', 'state.db');
});
afterEach(() => tmp.remove());

describe('embedded adapter', () => {
  it('keeps one internal key per org beside the database, readable by its owner only', async () => {
    const one = await openEmbeddedAdapter({ dbPath, orgId: '1' });
    await one.readState();
    await one.close();
    const two = await openEmbeddedAdapter({ dbPath, orgId: '2' });
    await two.readState();
    await two.close();
    expect(Object.keys(keys()).sort()).toEqual(['1', '2']);
    expect(statSync(keyFile()).mode & 0o777).toBe(0o600);
    const first = keys()['1'];
    const again = await openEmbeddedAdapter({ dbPath, orgId: '1' });
    await again.readState();
    await again.close();
    expect(keys()['1']).toBe(first);
  });

  it('replaces a remembered key the database does not know, keeping the state', async () => {
    const adapter = await openEmbeddedAdapter({ dbPath, orgId: '1' });
    await adapter.applyRevision((await stored(adapter.planRevision(aDefinition().withAction(action('checkout')).build()))).id);
    await adapter.close();
    writeFileSync(keyFile(), JSON.stringify({ 1: 'cap_not-a-key-of-this-database' }));

    const reopened = await openEmbeddedAdapter({ dbPath, orgId: '1' });
    const state = await reopened.readState();
    const plan = await reopened.planRevision(aDefinition().withAction(action('checkout')).build());
    await reopened.close();
    expect(state.actions.map((a) => a.variant)).toEqual(['checkout']);
    expect(plan.plan.steps).toEqual([]);
    expect(keys()['1']).not.toBe('cap_not-a-key-of-this-database');
  });
});
