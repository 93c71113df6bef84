// Target resolution: flags win over the environment, a URL needs a key, the org is digits.
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CliError } from './errors.js';
import { resolveTarget } from './target.js';

describe('resolveTarget', () => {
  it('uses the embedded state in .capctl/state.db and org 1 by default', () => {
    expect(resolveTarget({}, {})).toEqual({ kind: 'embedded', dbPath: resolve('.capctl/state.db'), orgId: '1' });
  });

  it('talks HTTP with CAPACITY_URL and CAPACITY_API_KEY, org from CAPACITY_ORG', () => {
    const env = { CAPACITY_URL: 'https://cap.example.com', CAPACITY_API_KEY: 'k', CAPACITY_ORG: '12' };
    expect(resolveTarget({}, env)).toEqual({ kind: 'http', url: 'https://cap.example.com', apiKey: 'k', orgId: '12' });
  });

  it('prefers --url and --org over the environment', () => {
    const env = { CAPACITY_URL: 'https://a.example.com', CAPACITY_API_KEY: 'k', CAPACITY_ORG: '12' };
    expect(resolveTarget({ url: 'https://b.example.com', org: '3' }, env)).toMatchObject({ url: 'https://b.example.com', orgId: '3' });
  });

  it('refuses a URL without a key, saying which variable to set', () => {
    expect(() => resolveTarget({ url: 'https://a.example.com' }, {})).toThrow(CliError);
    expect(() => resolveTarget({ url: 'https://a.example.com' }, {})).toThrow('CAPACITY_API_KEY is not set');
  });

  it('refuses an org id that is not digits', () => {
    expect(() => resolveTarget({ org: 'acme' }, {})).toThrow('--org must be digits, got "acme"');
  });
});

describe('the service URL', () => {
  const env = { CAPACITY_API_KEY: 'k' };
  it.each([
    ['not a url at all', /CAPACITY_URL is not a valid URL: "not a url at all"/],
    ['ftp://files.example.com', /CAPACITY_URL must be an http or https URL, got "ftp:"/],
    ['http://user:hunter2pw@127.0.0.1:8080', /CAPACITY_URL must not carry a user name or password: "http:\/\/\*\*\*@127.0.0.1:8080"/],
    ['http://[::1:8080', /CAPACITY_URL is not a valid URL: "http:\/\/\[::1:8080"/],
    ['http://us:hunter2pw@[::1', /CAPACITY_URL is not a valid URL: "http:\/\/\*\*\*@\[::1"/],
  ])('refuses %s as a usage error that echoes no password', (url, message) => {
    let caught: unknown;
    try {
      resolveTarget({}, { ...env, CAPACITY_URL: url });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(CliError);
    expect((caught as CliError).code).toBe('usage');
    expect((caught as CliError).message).toMatch(message);
    expect((caught as CliError).message).not.toContain('hunter2pw');
  });

  it('names --url when the flag gave it', () => {
    expect(() => resolveTarget({ url: 'gopher://x' }, env)).toThrow('--url must be an http or https URL');
  });
});
