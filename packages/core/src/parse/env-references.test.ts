// `{env: NAME}` header values: read from the environment the CLI passes for allowed names only,
// listed as sensitive, an unset variable an error at its place; without an environment (the
// service), an error. CAPACITY_*, GITHUB_*, ACTIONS_* and RUNNER_* are never read.
import { describe, expect, it } from 'vitest';
import { parseDefinition } from './parse-definition.js';
import { validateDefinition } from './validate-definition.js';
import { allowEntryProblem } from './env-references.js';

const text = [
  'resources:',
  '  destinations:',
  '    - label: hook',
  '      type: webhook',
  '      config:',
  '        url: https://hooks.example.com/a',
  '        headers:',
  '          X-Relay: {env: RELAY_TOKEN}',
  '          x-sig: {env: SIG}',
  '        sensitive_headers: [X-Sig]',
  '',
].join('\n');

describe('{env: NAME} header values', () => {
  it('become the variable\'s value, and their names sensitive (once)', () => {
    const { definition, diagnostics, envReferences } = parseDefinition([{ path: 'a.yaml', text }], { env: { RELAY_TOKEN: 'r-1', SIG: 's-2' }, envAccess: { allow: ['RELAY_TOKEN', 'SIG'] } });
    expect(diagnostics).toEqual([]);
    expect(definition.resources?.destinations?.[0]?.config).toEqual({
      url: 'https://hooks.example.com/a',
      headers: { 'X-Relay': 'r-1', 'x-sig': 's-2' },
      sensitive_headers: ['X-Sig', 'X-Relay'],
    });
    expect(envReferences).toEqual([
      { destination: 'hook', header: 'X-Relay', env: 'RELAY_TOKEN' },
      { destination: 'hook', header: 'x-sig', env: 'SIG' },
    ]);
  });

  it('an unset variable is an error at its file:line:column', () => {
    const { diagnostics } = parseDefinition([{ path: 'a.yaml', text }], { env: { SIG: 's-2' }, envAccess: { allow: ['RELAY_TOKEN', 'SIG'] } });
    expect(diagnostics.map((d) => [d.code, d.line, d.column, d.pointer])).toEqual([
      ['env_missing', 8, 20, '/resources/destinations/0/config/headers/X-Relay'],
    ]);
    expect(diagnostics[0]?.message).toContain('RELAY_TOKEN');
  });

  it('is an error where no environment is read (a definition sent to the service)', () => {
    const found = validateDefinition({ resources: { destinations: [{ label: 'hook', type: 'webhook', config: { url: 'https://h.example.com', headers: { a: { env: 'A' } } } }] } });
    expect(found.map((d) => d.code)).toEqual(['env_unresolved']);
  });

  it('reads only allowed names: CAPCTL_SECRET_*, and the names and prefixes the operator lists', () => {
    const env = { RELAY_TOKEN: 'r-1', SIG: 's-2', CAPCTL_SECRET_SIG: 's-3' };
    const refusedBoth = parseDefinition([{ path: 'a.yaml', text }], { env });
    expect(refusedBoth.diagnostics.map((d) => [d.code, d.line, d.column])).toEqual([['env_not_allowed', 8, 20], ['env_not_allowed', 9, 18]]);
    expect(refusedBoth.diagnostics[0]?.message).toContain('allow it in the project root\'s capctl.yaml (`secrets: {env: [RELAY_TOKEN]}`) or with --allow-env RELAY_TOKEN');
    expect(JSON.stringify(refusedBoth)).not.toContain('r-1');
    const byDefault = parseDefinition([{ path: 'a.yaml', text: text.replace('{env: SIG}', '{env: CAPCTL_SECRET_SIG}') }], { env, envAccess: { allow: ['RELAY_TOKEN'] } });
    expect(byDefault.diagnostics).toEqual([]);
    expect(byDefault.definition.resources?.destinations?.[0]?.config.headers).toEqual({ 'X-Relay': 'r-1', 'x-sig': 's-3' });
  });

  it('takes allow-list entries as exact names: a pattern given anyway matches nothing', () => {
    const env = { RELAY_TOKEN: 'r-1', SIG: 's-2' };
    const { diagnostics } = parseDefinition([{ path: 'a.yaml', text }], { env, envAccess: { allow: ['RELAY_*', 'R*', '*', 'S?G', 'SIG'] } });
    expect(diagnostics.map((d) => [d.code, d.line, d.column])).toEqual([['env_not_allowed', 8, 20]]);
  });

  it.each(['CAPACITY_API_KEY', 'GITHUB_TOKEN', 'ACTIONS_RUNTIME_TOKEN', 'RUNNER_TEMP', 'github_token'])('never reads %s, whatever the allow-list says', (name) => {
    const { diagnostics, definition } = parseDefinition([{ path: 'a.yaml', text: text.replace('RELAY_TOKEN', name) }], {
      env: { [name]: 'ci-secret-1', SIG: 's' },
      envAccess: { allow: [name, '*', 'CAPACITY_*', 'GITHUB_*', 'SIG'] },
    });
    expect(diagnostics.map((d) => [d.code, d.line, d.column])).toEqual([['env_refused', 8, 20]]);
    expect(diagnostics[0]?.message).toContain(`reads environment variable ${name}, which capctl never reads`);
    expect(JSON.stringify(definition)).not.toContain('ci-secret-1');
  });

  it('checks names without values when told to (validate)', () => {
    const checked = parseDefinition([{ path: 'a.yaml', text: text.replace('{env: SIG}', '{env: CAPCTL_SECRET_SIG}') }], { env: {}, envAccess: { allow: ['RELAY_TOKEN'], values: false } });
    expect(checked.diagnostics).toEqual([]);
    const refused = parseDefinition([{ path: 'a.yaml', text: text.replace('{env: SIG}', '{env: GITHUB_TOKEN}') }], { env: {}, envAccess: { allow: ['RELAY_TOKEN'], values: false } });
    expect(refused.diagnostics.map((d) => d.code)).toEqual(['env_refused']);
  });

  it('refuses a header written as the mask capctl shows, so no value claims a source it lacks', () => {
    const literal = text.replace('{env: SIG}', '"(sensitive, env CAPCTL_SECRET_SIG)"');
    for (const env of [{ RELAY_TOKEN: 'r' }, undefined]) {
      const { diagnostics } = parseDefinition([{ path: 'a.yaml', text: literal }], { ...(env ? { env } : {}), envAccess: { allow: ['RELAY_TOKEN'] } });
      expect(diagnostics.filter((d) => d.code !== 'env_unresolved').map((d) => [d.code, d.line, d.column])).toEqual([['env_mask_literal', 9, 18]]);
    }
  });
});

describe('allowEntryProblem', () => {
  it('accepts exact names, CAPCTL_SECRET_ ones too', () => {
    for (const name of ['HOOK_TOKEN', 'NPM_TOKEN', '_X', 'CAPCTL_SECRET_HOOK', 'a1']) expect([name, allowEntryProblem(name)]).toEqual([name, undefined]);
  });

  it('refuses a pattern, saying to list exact names', () => {
    for (const entry of ['A*', '*', 'HOOK_?', 'CAPCTL_SECRET_*', 'H[OA]OK']) {
      expect(allowEntryProblem(entry)).toBe(`${JSON.stringify(entry)} is a pattern, and only exact environment variable names are allowed: `
        + 'list each name the definitions read (e.g. HOOK_TOKEN), or name the variable CAPCTL_SECRET_..., which is always readable');
    }
  });

  it('refuses what is not a name, and the names capctl never reads', () => {
    expect(allowEntryProblem('1ABC')).toBe('"1ABC" is not an environment variable name (letters, digits and _, not starting with a digit)');
    expect(allowEntryProblem('')).toContain('is not an environment variable name');
    for (const name of ['CAPACITY_API_KEY', 'GITHUB_TOKEN', 'ACTIONS_RUNTIME_TOKEN', 'RUNNER_TEMP', 'github_token']) {
      expect(allowEntryProblem(name)).toMatch(new RegExp(`^${name} is never readable \\(CAPACITY_\\*, GITHUB_\\*, ACTIONS_\\* and RUNNER_\\*`));
    }
  });
});
