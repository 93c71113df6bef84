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
    const { key } = await createApiKey({ db: database, org: '3', user: 'ci' });
    const get = (base: string) => fetch(`${base}/v1/orgs/3/settings/domain`, { headers: { 'x-service-auth': key } });

    // Windows are whole minutes on the clock: start well inside one, so the count is not reset midway.
    const left = 60_000 - (Date.now() % 60_000);
    if (left < 25_000) await new Promise((done) => setTimeout(done, left + 100));
    const statuses: number[] = [];
    let refusal: Response | undefined;
    for (let i = 0; i < 80; i++) {
      const response = await get(i % 2 === 0 ? a.url : b.url);
      statuses.push(response.status);
      if (response.status === 429) refusal ??= response;
      else await response.arrayBuffer();
    }
    // Per instance, each would have allowed 40: 80 answers. Shared, the 41st is refused, on either.
    expect(statuses.filter((s) => s === 200)).toHaveLength(40);
    expect(statuses.slice(40).every((s) => s === 429)).toBe(true);
    const body = (await refusal!.json()) as { errors: { code: string; message: string }[] };
    expect(body.errors[0]!.code).toBe('rate_limited');
    expect(Number(refusal!.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await get(a.url)).status).toBe(429);
    expect((await get(b.url)).status).toBe(429);
  });
});
