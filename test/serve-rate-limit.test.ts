// End-to-end: the per-key rate limit of `capctl serve --rate-limit N` holds over two instances on
// one PostgreSQL database: requests spread over both get N answers, then 429 from either.
import { createApiKey } from '@capctl/server';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { TEST_SECRET_KEY, useTestDatabases } from '@capctl/server/testing';
import { killServes, startServe } from './fixtures/serve-process.js';

vi.setConfig({ testTimeout: 120_000 });

const databases = useTestDatabases();
afterAll(killServes);

describe('capctl serve --rate-limit on PostgreSQL', () => {
  it('counts one limit over two instances: 40 a minute means 40 answers, whichever instance gets them', async () => {
    const database = await databases.location('postgres');
    const env = { CAPACITY_SECRET_KEY: TEST_SECRET_KEY.toString('base64') };
    const args = ['--database', database, '--rate-limit', '40', '--log-level', 'warn'];
    const [a, b] = await Promise.all([startServe(args, env), startServe(args, env)]);
    const get = (key: string, base: string) => fetch(`${base}/v1/orgs/3/settings/domain`, { headers: { 'x-service-auth': key } });

    /** 80 requests alternating over the two instances with a fresh key; their statuses and the first refusal. */
    async function burst() {
      const { key } = await createApiKey({ db: database, org: '3', user: 'ci' });
      const statuses: number[] = [];
      let refusal: Response | undefined;
      for (let i = 0; i < 80; i++) {
        const response = await get(key, i % 2 === 0 ? a.url : b.url);
        statuses.push(response.status);
        if (response.status === 429) refusal ??= response;
        else await response.arrayBuffer();
      }
      return { key, statuses, refusal };
    }

    // Windows are whole minutes on the clock, and a burst that straddles the turn of a minute
    // starts over midway. Rather than wait for a fresh minute, burst again with a new key: a
    // limit that is not shared fails every time, a turn of the minute at most once.
    let run = await burst();
    const shared = (statuses: number[]) => statuses.filter((s) => s === 200).length === 40 && statuses.slice(40).every((s) => s === 429);
    for (let attempt = 1; attempt < 3 && !shared(run.statuses); attempt++) run = await burst();
    // Per instance, each would have allowed 40: 80 answers. Shared, the 41st is refused, on either.
    expect(run.statuses.filter((s) => s === 200)).toHaveLength(40);
    expect(run.statuses.slice(40).every((s) => s === 429)).toBe(true);
    const body = (await run.refusal!.json()) as { errors: { code: string; message: string }[] };
    expect(body.errors[0]!.code).toBe('rate_limited');
    expect(Number(run.refusal!.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await get(run.key, a.url)).status).toBe(429);
    expect((await get(run.key, b.url)).status).toBe(429);
  });
});
