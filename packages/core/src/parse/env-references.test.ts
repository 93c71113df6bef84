// `{env: NAME}` header values: read from the environment the CLI passes, listed as sensitive,
// an unset variable an error at its place; without an environment (the service), an error.
import { describe, expect, it } from 'vitest';
import { parseDefinition } from './parse-definition.js';
import { validateDefinition } from './validate-definition.js';

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
    const { definition, diagnostics } = parseDefinition([{ path: 'a.yaml', text }], { env: { RELAY_TOKEN: 'r-1', SIG: 's-2' } });
    expect(diagnostics).toEqual([]);
    expect(definition.resources?.destinations?.[0]?.config).toEqual({
      url: 'https://hooks.example.com/a',
      headers: { 'X-Relay': 'r-1', 'x-sig': 's-2' },
      sensitive_headers: ['X-Sig', 'X-Relay'],
    });
  });

  it('an unset variable is an error at its file:line:column', () => {
    const { diagnostics } = parseDefinition([{ path: 'a.yaml', text }], { env: { SIG: 's-2' } });
    expect(diagnostics.map((d) => [d.code, d.line, d.column, d.pointer])).toEqual([
      ['env_missing', 8, 20, '/resources/destinations/0/config/headers/X-Relay'],
    ]);
    expect(diagnostics[0]?.message).toContain('RELAY_TOKEN');
  });

  it('is an error where no environment is read (a definition sent to the service)', () => {
    const found = validateDefinition({ resources: { destinations: [{ label: 'hook', type: 'webhook', config: { url: 'https://h.example.com', headers: { a: { env: 'A' } } } }] } });
    expect(found.map((d) => d.code)).toEqual(['env_unresolved']);
  });
});
