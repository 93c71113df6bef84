// The read cache never serves what a read would not return: across random sequences of writes
// (PATCH over HTTP, applied revisions, writes through a second instance on the same database,
// creates through the wrapper) and reads, the service's cached repository answers exactly what
// the plain repository reads at that moment. Counts what it saw, so it cannot pass vacuously.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Destination } from '../resources.js';
import { openStorage, type Storage } from '../open-storage.js';
import { definitionWith, webhook } from '../testing/revision-fixtures.js';
import { TEST_ENGINES, useTestDatabases } from '../testing/test-databases.js';
import { startTestServer, type TestServer } from '../testing/test-server.js';
import { createDestinationRepository, type DestinationRepository } from './destination-repository.js';
import { maskDestination } from './public-view.js';

type Write = 'patch' | 'apply' | 'other-instance' | 'other-instance-sql' | 'other-instance-member' | 'create';

type Op =
  | { readonly kind: 'get'; readonly pick: number; readonly ownerFirst: boolean }
  | { readonly kind: 'get-last-written' }
  | { readonly kind: 'burst'; readonly pick: number; readonly n: number }
  | { readonly kind: 'http-get'; readonly pick: number }
  | { readonly kind: 'read-across-write'; readonly pick: number }
  | { readonly kind: Write; readonly pick: number; readonly n: number };

const pick = fc.nat(50);
const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ kind: fc.constant('get' as const), pick, ownerFirst: fc.boolean() }),
  fc.constant({ kind: 'get-last-written' as const }),
  fc.record({ kind: fc.constant('burst' as const), pick, n: fc.integer({ min: 2, max: 6 }) }),
  fc.record({ kind: fc.constant('http-get' as const), pick }),
  fc.record({ kind: fc.constant('read-across-write' as const), pick }),
  ...(['patch', 'apply', 'other-instance', 'other-instance-sql', 'other-instance-member', 'create'] as const).map((kind) =>
    fc.record({ kind: fc.constant(kind), pick, n: fc.nat(3) }),
  ),
);

const databases = useTestDatabases();

describe.each(TEST_ENGINES)('on %s', (engine) => {
  let server: TestServer;
  let otherKey: string;
  let other: Storage;
  let cached: DestinationRepository;
  let plain: DestinationRepository;
  let otherPlain: DestinationRepository;
  /** Every destination made so far, with its org; a pick past the end is an id nobody has. */
  const known: { org: string; id: string }[] = [];
  /** Destinations the applies manage: renamed or deleted behind their back, the next plan would delete or recreate them. */
  const applied = new Set<string>();
  let counter = 0;
  let lastWritten: { org: string; id: string } | undefined;

  beforeAll(async () => {
    server = await startTestServer({ dbPath: await databases.location(engine) });
    otherKey = await server.createKey('2', 'other-org');
    other = await openStorage({ path: server.dbPath });
    cached = server.app.repos.destinations;
    plain = createDestinationRepository(server.app.storage.db, { secrets: server.app.repos.secrets });
    otherPlain = createDestinationRepository(other.db, { secrets: server.app.repos.secrets });
    const at = new Date().toISOString();
    await other.db.insertInto('capacity_domains').values({ id: 'cd1', org_id: '1', name: 'payments', provenance: 'manual', updated_at: at, created_at: at } as never).execute();
    for (const org of ['1', '2']) known.push({ org, id: (await cached.create(org, { label: `seed-${org}`, type: 'webhook', config: { url: 'https://a.example.com' } })).id });
  });
  afterAll(async () => {
    await other?.close();
    await server?.close();
  });

  const target = (n: number) => known[n % (known.length + 1)] ?? { org: '1', id: 'no-such-destination' };
  const url = () => `https://hooks.example.com/v${++counter}`;

  /** What the plain repository reads now, as the service would answer it. */
  const readPlain = (org: string, id: string) => plain.get(org, id);

  async function write(kind: Write, n: number, pickAt: number): Promise<void> {
    const { org, id } = target(pickAt);
    lastWritten = { org, id };
    if (kind === 'patch') {
      const body = n % 2 === 0 ? { config: { url: url() } } : { config: { headers: { 'x-run': String(++counter) } } };
      await server.request('PATCH', `/v1/orgs/${org}/destinations/${id}`, body, org === '1' ? {} : { key: otherKey });
    } else if (kind === 'apply') {
      // Applies write destinations through the config-state writer, not this repository.
      const definition = definitionWith({ destinations: [webhook('ops', { config: { url: url() } }), webhook('pager')] });
      const planned = await server.request('POST', '/v1/orgs/1/config/revisions/', { definition });
      expect(planned.status).toBe(200);
      const done = await server.request('POST', `/v1/orgs/1/config/revisions/${planned.body.data.id}/apply`);
      expect(done.status).toBe(200);
      for (const d of await plain.list('1')) {
        if (!known.some((k) => k.id === d.id)) known.push({ org: '1', id: d.id });
        applied.add(d.id);
        if (d.label === 'ops') lastWritten = { org: '1', id: d.id };
      }
    } else if (kind === 'other-instance') {
      await otherPlain.update(org, id, { config: { url: url() } });
    } else if (kind === 'other-instance-sql') {
      // A soft delete, an undelete or a rename, committed by the other instance.
      const set = n === 0 ? { deleted_at: new Date().toISOString() } : n === 1 ? { deleted_at: null } : { label: `renamed-${++counter}` };
      if (applied.has(id)) return;
      await other.db.updateTable('destinations').set(set).where('id', '=', id).execute();
    } else if (kind === 'other-instance-member') {
      // Another table the response is made of: capacity domain members.
      const member = other.db.selectFrom('capacity_domain_members').select('destination_id').where('destination_id', '=', id);
      if ((await member.executeTakeFirst()) === undefined) {
        if (org === '1' && id !== 'no-such-destination') await other.db.insertInto('capacity_domain_members').values({ capacity_domain_id: 'cd1', destination_id: id } as never).execute();
      } else {
        await other.db.deleteFrom('capacity_domain_members').where('destination_id', '=', id).execute();
      }
    } else {
      const created = await cached.create(n % 2 === 0 ? '1' : '2', { label: `made-${++counter}`, type: 'webhook', config: { url: url() } });
      known.push({ org: created.org_id, id: created.id });
      lastWritten = { org: created.org_id, id: created.id };
    }
  }

  // Fewer runs on PostgreSQL, where each apply costs more round trips.
  const runs = engine === 'sqlite' ? 40 : 20;

  test('the cached repository answers what the plain one reads at the same moment', { timeout: 180_000 }, async () => {
    const seen = { compared: 0, found: 0, missing: 0, burst: 0, http: 0, acrossWrite: 0 };
    const changesAfter = new Map<Write, number>();
    const previous = new Map<string, string>();
    let lastWrite: Write | undefined;
    /** Compares, and counts an answer that changed since this key was last read (a stale cache would not). */
    const compare = (org: string, id: string, fromCache: Destination | undefined, fromPlain: Destination | undefined) => {
      expect(fromCache).toEqual(fromPlain);
      seen.compared++;
      if (fromPlain === undefined) seen.missing++;
      else seen.found++;
      const key = `${org}/${id}`;
      const text = JSON.stringify(fromPlain ?? null);
      if (previous.has(key) && previous.get(key) !== text && lastWrite !== undefined) changesAfter.set(lastWrite, (changesAfter.get(lastWrite) ?? 0) + 1);
      previous.set(key, text);
    };

    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 5, maxLength: 30 }), async (ops) => {
        for (const step of ops) {
          if (step.kind === 'get') {
            // Through its org and through the other one, in either order: a kept entry never crosses orgs.
            const { org, id } = target(step.pick);
            const orgs = org === '1' ? ['1', '2'] : ['2', '1'];
            for (const reader of step.ownerFirst ? orgs : orgs.reverse()) compare(reader, id, await cached.get(reader, id), await readPlain(reader, id));
          } else if (step.kind === 'get-last-written') {
            const { org, id } = lastWritten ?? target(0);
            compare(org, id, await cached.get(org, id), await readPlain(org, id));
          } else if (step.kind === 'burst') {
            // Concurrent misses share one version look and one load: every caller gets the same answer.
            const { org, id } = target(step.pick);
            const answers = await Promise.all(Array.from({ length: step.n }, () => cached.get(org, id)));
            const now = await readPlain(org, id);
            for (const answer of answers) compare(org, id, answer, now);
            seen.burst++;
          } else if (step.kind === 'http-get') {
            const { org, id } = target(step.pick);
            const response = await server.request('GET', `/v1/orgs/${org}/destinations/${id}`, undefined, org === '1' ? {} : { key: otherKey });
            const now = await readPlain(org, id);
            expect(response.status).toBe(now === undefined ? 404 : 200);
            if (now !== undefined) expect(response.body.data).toEqual(JSON.parse(JSON.stringify(maskDestination(now))));
            seen.http++;
          } else if (step.kind === 'read-across-write') {
            // A read begun before another instance's write may answer either side of it; the next read must see it.
            const { org, id } = target(step.pick);
            const before = await readPlain(org, id);
            const during = cached.get(org, id);
            await write('other-instance', 0, step.pick);
            lastWrite = 'other-instance';
            const after = await readPlain(org, id);
            expect([before, after]).toContainEqual(await during);
            compare(org, id, await cached.get(org, id), await readPlain(org, id));
            seen.acrossWrite++;
          } else {
            await write(step.kind, step.n, step.pick);
            lastWrite = step.kind;
            // Read what was just written: a key cached before this write must not answer from before it.
            const written = lastWritten ?? target(0);
            compare(written.org, written.id, await cached.get(written.org, written.id), await readPlain(written.org, written.id));
          }
        }
      }),
      { numRuns: runs },
    );

    expect(seen.compared).toBeGreaterThan(8 * runs);
    expect(seen.found).toBeGreaterThan(3 * runs);
    expect(seen.missing).toBeGreaterThan(2 * runs);
    expect(Math.min(seen.burst, seen.http, seen.acrossWrite)).toBeGreaterThan(runs / 3);
    // Every kind of write was followed by a read that saw it change something.
    for (const kind of ['patch', 'apply', 'other-instance', 'other-instance-sql', 'other-instance-member'] as const) {
      expect.soft(changesAfter.get(kind) ?? 0, kind).toBeGreaterThan(0);
    }
  });
});
