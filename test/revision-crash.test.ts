// Crash safety of apply: a server process applying revisions of 2,000 actions is SIGKILLed while
// its write transaction is open (seen as SQLite's write lock, held); after every restart the state
// is exactly the old one or exactly the new one, and the database passes SQLite's integrity check.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { plan, type Definition, type State } from '@capctl/core';
import {
  AUTH_HEADER, createApiKey, createConfigStateRepository, createHeaderSeal, createSecretBox, loadSecretKey, maskState, openStorage, SqliteDatabase,
} from '@capctl/server';
import { startSourceServer, type ChildServer } from '@capctl/server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateDefinition } from './bench/generate.js';

const ACTIONS = 2000;
const KILLS = 20;

let dir: string;
let dbPath: string;
let key: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'capctl-crash-'));
  dbPath = join(dir, 'service.db');
  ({ key } = await createApiKey({ db: dbPath, org: '1', user: 'crash-test' }));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function call(server: ChildServer, method: string, path: string, body?: unknown): Promise<any> {
  const response = await fetch(`${server.url}/v1/orgs/1${path}`, {
    method,
    headers: { [AUTH_HEADER]: key, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return response.json();
}

/** What a restarted server would see: the integrity check, the state and the revision's status, read from the file. */
async function inspect(revisionId: string): Promise<{ integrity: string; state: State; status: string | undefined }> {
  const raw = new SqliteDatabase(dbPath);
  let integrity: string;
  try {
    integrity = raw.pragma('integrity_check', { simple: true }) as string;
  } finally {
    raw.close();
  }
  const storage = await openStorage({ path: dbPath });
  try {
    // Secret header values are sealed in the file: opened with the key beside it, as the service does.
    const secrets = createHeaderSeal(createSecretBox(loadSecretKey(dbPath)));
    const state = await createConfigStateRepository(storage.db, secrets).load('1');
    const row = await storage.db.selectFrom('config_revisions').select('status').where('id', '=', revisionId).executeTakeFirst();
    return { integrity, state, status: row?.status };
  } finally {
    await storage.close();
  }
}

/**
 * Whether a write transaction is open on the file: another connection cannot take the write lock
 * without waiting. The apply is the only writer, and its transaction's first statement takes the
 * lock, so a refusal here means the apply is inside its transaction.
 */
function writeTransactionOpen(probe: InstanceType<typeof SqliteDatabase>): boolean {
  try {
    probe.exec('BEGIN IMMEDIATE');
    probe.exec('ROLLBACK');
    return false;
  } catch (error) {
    if ((error as { code?: string }).code === 'SQLITE_BUSY') return true;
    throw error;
  }
}

/** Polls until the apply's write transaction is open (true) or the request has ended first (false). */
async function untilInsideTransaction(request: Promise<unknown>): Promise<boolean> {
  let ended = false;
  void request.finally(() => (ended = true));
  const probe = new SqliteDatabase(dbPath, { timeout: 0 });
  try {
    while (!ended) {
      if (writeTransactionOpen(probe)) return true;
      await new Promise((resolve) => setTimeout(resolve, 1));
    }
    return false;
  } finally {
    probe.close();
  }
}

describe('apply under SIGKILL', () => {
  it(`leaves the old or the new state, never a mix, across ${KILLS} kills`, async () => {
    const targets: Definition[] = [generateDefinition({ actions: ACTIONS }), generateDefinition({ actions: ACTIONS, changedShare: 0.5 })];
    let server = await startSourceServer(dbPath);
    try {
      // Two applies run to the end: create, then change half; every later apply changes half too.
      for (const definition of targets) {
        const planned = await call(server, 'POST', '/config/revisions/', { definition });
        expect((await call(server, 'POST', `/config/revisions/${planned.data.id}/apply?allow_breaking=true`)).data.status).toBe('applied');
      }
      let state = (await inspect('none')).state;
      // The service masks secret header values in responses; the file holds them sealed. The
      // response also names the database's lineage, which the state itself does not hold.
      const { lineage, ...served } = (await call(server, 'GET', '/config/state')).data;
      expect(lineage).toMatch(/^[0-9a-f-]{36}$/);
      expect(maskState(state)).toEqual(served);
      let at = 1;
      let pending: { id: string; target: number } | undefined;
      const outcomes = { old: 0, new: 0 };
      // Kills that came while the write transaction was open and left the old state: the case the test is for.
      let inside = 0;

      for (let kill = 0; kill < KILLS; kill++) {
        if (pending === undefined) {
          const target = 1 - at;
          pending = { id: (await call(server, 'POST', '/config/revisions/', { definition: targets[target] })).data.id, target };
        }
        const before = state;
        const request = call(server, 'POST', `/config/revisions/${pending.id}/apply?allow_breaking=true`).catch(() => undefined);
        const inTransaction = await untilInsideTransaction(request);
        await server.stop();
        await request;
        // The next server starts while the file is inspected as the crash left it.
        const [restarted, seen] = await Promise.all([startSourceServer(dbPath), inspect(pending.id)]);
        server = restarted;
        expect(seen.integrity).toBe('ok');
        state = seen.state;
        const status = seen.status;
        if (isDeepStrictEqual(state, before)) {
          expect(status).toBe('planned');
          outcomes.old += 1;
          if (inTransaction) inside += 1;
        } else {
          expect(state.serial).toBe(before.serial + 1);
          expect(plan(targets[pending.target] as Definition, state).steps).toEqual([]);
          expect(status).toBe('applied');
          outcomes.new += 1;
          at = pending.target;
          pending = undefined;
        }
      }
      expect(outcomes.old + outcomes.new).toBe(KILLS);
      console.log(`crash test: ${KILLS} kills, ${inside} inside the write transaction; ${outcomes.old} left the old state, ${outcomes.new} the new one`);
      // Most kills must land inside the transaction, or the test proves nothing about it.
      expect(inside).toBeGreaterThanOrEqual(Math.ceil(KILLS * 0.75));
    } finally {
      await server.stop();
    }
  }, 600_000);
});
