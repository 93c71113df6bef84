// End-to-end: a bad service URL is a usage error of the binary (exit 1, nothing sent, no
// "unexpected failure") and no message echoes the password of a `user:pw@` URL.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Workspace } from './cli-fixture.js';

vi.setConfig({ testTimeout: 120_000 });

let ws: Workspace;
let dir: string;
beforeAll(() => {
  ws = new Workspace();
  dir = ws.withQuickstart();
});
afterAll(() => ws.remove());

describe('a bad CAPACITY_URL or --url', () => {
  it.each([
    [{ CAPACITY_URL: 'http://ops:Hunter2Secret@127.0.0.1:8080' }, [], /error: CAPACITY_URL must not carry a user name or password: "http:\/\/\*\*\*@127\.0\.0\.1:8080"/],
    [{ CAPACITY_URL: 'htp//ops:Hunter2Secret@localhost' }, [], /error: CAPACITY_URL is not a valid URL: "\*\*\*@localhost"/],
    [{}, ['--url', 'ftp://ops:Hunter2Secret@files.example.com'], /error: --url must be an http or https URL, got "ftp:" in "ftp:\/\/\*\*\*@files\.example\.com"/],
    [{}, ['--url', 'not a url'], /error: --url is not a valid URL: "not a url"\nhint: use the service's base URL/],
  ])('%j %j', async (env, flags, message) => {
    const r = await ws.run(['plan', dir, ...flags], { env: { ...env, CAPACITY_API_KEY: 'cap_x' } });
    expect(r.code).toBe(1);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(message);
    expect(r.stderr).not.toContain('Hunter2Secret');
    expect(r.stderr).not.toContain('unexpected failure');
  });
});
