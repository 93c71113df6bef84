// End-to-end: `capctl serve --trust-proxy CIDR` behind a load balancer. Failed authentications
// count against the forwarded client address only when the connection comes from a trusted proxy.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startChildServer } from '@capctl/server/testing';
import { CAPCTL, Workspace } from './cli-fixture.js';

// A minute's window may have to be waited for, and 200 requests made, on a busy machine.
vi.setConfig({ testTimeout: 180_000 });

let ws: Workspace;
beforeEach(() => {
  ws = new Workspace();
});
afterEach(() => ws.remove());

describe('capctl serve behind a load balancer', () => {
  it('counts failed authentications by the forwarded address from a trusted proxy, by the socket address otherwise', async () => {
    const serve = (extra: string[]) => startChildServer([CAPCTL, 'serve', '--port', '0', '--db', `${extra.length}.db`, '--log-level', 'warn', ...extra], { cwd: ws.dir });
    const [trusting, plain] = await Promise.all([serve(['--trust-proxy', '127.0.0.1/32']), serve([])]);
    try {
      const failAs = async (base: string, client: string) => {
        const response = await fetch(`${base}/v1/orgs/1/settings/domain`, { headers: { 'x-service-auth': 'wrong', 'x-forwarded-for': client } });
        await response.arrayBuffer();
        return response.status;
      };
      // Windows are whole minutes on the clock: start well inside one, so no count is reset midway.
      const left = 60_000 - (Date.now() % 60_000);
      if (left < 25_000) await new Promise((done) => setTimeout(done, left + 100));
      const outcomes = { trusting: [] as number[], plain: [] as number[] };
      // 100 failures a minute are allowed per client address; 100 from one forwarded client here.
      for (let i = 0; i < 100; i++) {
        outcomes.trusting.push(await failAs(trusting.url, '203.0.113.1'));
        outcomes.plain.push(await failAs(plain.url, '203.0.113.1'));
      }
      expect(outcomes.trusting.every((status) => status === 401)).toBe(true);
      expect(outcomes.plain.every((status) => status === 401)).toBe(true);
      // Trusted: that client is limited, another behind the same proxy is not.
      expect(await failAs(trusting.url, '203.0.113.1')).toBe(429);
      expect(await failAs(trusting.url, '203.0.113.2')).toBe(401);
      // Not trusted: the header is ignored, so every client shares the proxy's (socket) address.
      expect(await failAs(plain.url, '203.0.113.2')).toBe(429);
    } finally {
      await Promise.all([trusting.stop(), plain.stop()]);
    }
  });

  it('refuses a --trust-proxy that is not an address or range', async () => {
    const result = await ws.run(['serve', '--port', '0', '--trust-proxy', '10.0.0.0/99']);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/^error: --trust-proxy takes an address or CIDR range of your proxies, got "10\.0\.0\.0\/99"\nhint: e\.g\. --trust-proxy 10\.0\.0\.0\/8/);
  });
});
