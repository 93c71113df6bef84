// End-to-end: `capctl serve --trust-proxy CIDR` behind a load balancer. Failed authentications
// count against the forwarded client address only when the connection comes from a trusted proxy.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startChildServer } from '@capctl/server/testing';
import { CAPCTL, Workspace } from './cli-fixture.js';

// Up to three rounds of 200 requests against two fresh services, on a busy machine.
vi.setConfig({ testTimeout: 180_000 });

let ws: Workspace;
beforeEach(() => {
  ws = new Workspace();
});
afterEach(() => ws.remove());

describe('capctl serve behind a load balancer', () => {
  it('counts failed authentications by the forwarded address from a trusted proxy, by the socket address otherwise', async () => {
    const serve = (name: string, extra: string[]) => startChildServer([CAPCTL, 'serve', '--port', '0', '--db', `${name}.db`, '--log-level', 'warn', ...extra], { cwd: ws.dir });
    const failAs = async (base: string, client: string) => {
      const response = await fetch(`${base}/v1/orgs/1/settings/domain`, { headers: { 'x-service-auth': 'wrong', 'x-forwarded-for': client } });
      await response.arrayBuffer();
      return response.status;
    };
    /** One round on two new services: 100 failures from one forwarded client, then one more from it and from another. */
    const round = async (n: number) => {
      const [trusting, plain] = await Promise.all([serve(`trusting-${n}`, ['--trust-proxy', '127.0.0.1/32']), serve(`plain-${n}`, [])]);
      try {
        const outcomes = { trusting: [] as number[], plain: [] as number[] };
        // 100 failures a minute are allowed per client address; 100 from one forwarded client here.
        for (let i = 0; i < 100; i++) {
          outcomes.trusting.push(await failAs(trusting.url, '203.0.113.1'));
          outcomes.plain.push(await failAs(plain.url, '203.0.113.1'));
        }
        // Trusted: that client is limited, another behind the same proxy is not. Not trusted: the
        // header is ignored, so every client shares the proxy's (socket) address.
        const after = [await failAs(trusting.url, '203.0.113.1'), await failAs(trusting.url, '203.0.113.2'), await failAs(plain.url, '203.0.113.2')];
        return { ...outcomes, after };
      } finally {
        await Promise.all([trusting.stop(), plain.stop()]);
      }
    };
    // Windows are whole minutes on the clock, and a round that straddles the turn of a minute
    // starts over midway (its last refusals become 401s). Rather than wait for a fresh minute,
    // play another round on new services: a turn spoils only the round it falls in (a round takes
    // seconds), while counting by the wrong address gives the wrong answer every time.
    const expected = [429, 401, 429];
    let result = await round(1);
    for (let n = 2; n <= 3 && result.after.join() !== expected.join(); n++) result = await round(n);
    expect(result.trusting.every((status) => status === 401)).toBe(true);
    expect(result.plain.every((status) => status === 401)).toBe(true);
    expect(result.after).toEqual(expected);
  });

  it('refuses a --trust-proxy that is not an address or range', async () => {
    const result = await ws.run(['serve', '--port', '0', '--trust-proxy', '10.0.0.0/99']);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/^error: --trust-proxy takes an address or CIDR range of your proxies, got "10\.0\.0\.0\/99"\nhint: e\.g\. --trust-proxy 10\.0\.0\.0\/8/);
  });
});
