// `${var.NAME}` in string values: declared under `variables:` in any file, substituted from the
// values the CLI passes (or the default), each problem located where it is written.
import { describe, expect, it } from 'vitest';
import { maskPlan } from '../plan/mask.js';
import { emptyState } from '../plan/empty-state.js';
import { plan } from '../plan/plan.js';
import { parseDefinition } from './parse-definition.js';

const declarations = [
  'variables:',
  '  - name: env',
  '    description: where this runs',
  '  - name: url',
  '    default: https://hooks.example.com/default',
  '  - name: token',
  '    sensitive: true',
  '',
].join('\n');

const uses = [
  'resources:',
  '  destinations:',
  '    - label: hook-${var.env}',
  '      type: webhook',
  '      config:',
  '        url: ${var.url}',
  '        headers:',
  '          authorization: Bearer ${var.token}',
  '          x-literal: $${var.env}',
  '',
].join('\n');

const files = [{ path: 'vars.yaml', text: declarations }, { path: 'hooks.yaml', text: uses }];
const destination = (values: Record<string, string>) => parseDefinition(files, { variables: values }).definition.resources?.destinations?.[0];

describe('variables', () => {
  it('substitute declared values across files, defaults last, `$${` literal', () => {
    const result = parseDefinition(files, { variables: { env: 'staging', token: 't-1' } });
    expect(result.diagnostics).toEqual([]);
    expect(result.variables).toEqual([
      { name: 'env', type: 'string', sensitive: false, hasDefault: false },
      { name: 'url', type: 'string', sensitive: false, hasDefault: true },
      { name: 'token', type: 'string', sensitive: true, hasDefault: false },
    ]);
    expect(destination({ env: 'staging', token: 't-1' })).toEqual({
      label: 'hook-staging',
      type: 'webhook',
      config: {
        url: 'https://hooks.example.com/default',
        headers: { authorization: 'Bearer t-1', 'x-literal': '${var.env}' },
        sensitive_headers: ['authorization'],
      },
    });
    expect(destination({ env: 'prod', token: 't', url: 'https://x.example.com' })?.config).toMatchObject({ url: 'https://x.example.com' });
  });

  it('mask a sensitive value wherever the plan is shown', () => {
    const { definition } = parseDefinition([{ path: 'a.yaml', text: declarations.replace('sensitive: true', 'sensitive: true\n    default: x') + uses.replace('authorization', 'x-relay') }], { variables: { env: 'e', token: 'planted-9f2' } });
    const masked = JSON.stringify(maskPlan(plan(definition, emptyState('1'))));
    expect(masked).toContain('(sensitive)');
    expect(masked).not.toContain('planted-9f2');
  });

  it('locate a missing value and an undeclared name where they are used, with the nearest name', () => {
    const text = uses.replace('${var.url}', '${var.ulr}');
    const { diagnostics } = parseDefinition([files[0]!, { path: 'hooks.yaml', text }], { variables: { token: 't' } });
    expect(diagnostics.map((d) => [d.code, d.file, d.line, d.column, d.severity])).toEqual([
      ['variable_unused', 'vars.yaml', 4, 11, 'warning'],
      ['variable_missing', 'hooks.yaml', 3, 14, 'error'],
      ['variable_undeclared', 'hooks.yaml', 6, 14, 'error'],
    ]);
    expect(diagnostics[2]?.message).toContain('did you mean `url`?');
  });

  it('refuse a sensitive value outside a header, and a reference the service cannot substitute', () => {
    const bad = parseDefinition([files[0]!, { path: 'hooks.yaml', text: uses.replace('${var.url}', 'https://h.example.com/${var.token}') }], { variables: { env: 'e', token: 'secret-x' } });
    expect(bad.diagnostics.map((d) => [d.code, d.line])).toEqual([['variable_unused', 4], ['variable_sensitive_use', 6]]);
    expect(JSON.stringify(bad.diagnostics)).not.toContain('secret-x');
    const service = parseDefinition([{ path: 'hooks.yaml', text: uses }]);
    expect(new Set(service.diagnostics.map((d) => d.code))).toEqual(new Set(['variable_unresolved']));
  });

  it('name both places of a variable declared twice', () => {
    const { diagnostics } = parseDefinition([files[0]!, { path: 'more.yaml', text: 'variables:\n  - name: env\n' }, files[1]!], { variables: { env: 'e', token: 't' } });
    expect(diagnostics.map((d) => [d.code, d.file, d.line])).toEqual([['duplicate_name', 'more.yaml', 2]]);
    expect(diagnostics[0]?.message).toContain('vars.yaml:2:11');
  });

  describe('typed', () => {
    const typed = [
      'variables:',
      '  - name: version',
      '    type: number',
      '    default: 1',
      '  - name: on',
      '    type: boolean',
      'actions:',
      '  - variant: orders',
      '    protect: "${var.on}"',
      '    schema: {type: object}',
      'resources:',
      '  sources:',
      '    - name: q',
      '      type: cloud_sqs',
      '      ingest: {variant: orders, version: "${var.version}"}',
      '      config: {queue_url: "https://sqs.example.com/q-${var.version}", region: "$${var.on}"}',
      '',
    ].join('\n');
    const parse = (values: Record<string, string>) => parseDefinition([{ path: 't.yaml', text: typed }], { variables: values });

    it('give a reference alone its declared type, and text elsewhere', () => {
      const result = parse({ version: '1', on: 'true' });
      expect(result.diagnostics).toEqual([]);
      const source = result.definition.resources?.sources?.[0];
      expect(source?.ingest).toEqual({ variant: 'orders', version: 1 });
      expect(source?.config).toEqual({ queue_url: 'https://sqs.example.com/q-1', region: '${var.on}' });
      expect(result.definition.actions?.[0]?.protect).toBe(true);
      expect(result.variables.map((v) => [v.name, v.type])).toEqual([['version', 'number'], ['on', 'boolean']]);
    });

    it('refuse a value that is not of the type, at the reference', () => {
      const result = parse({ version: 'two', on: 'yes' });
      expect(result.diagnostics.map((d) => [d.code, d.pointer])).toEqual([
        ['variable_type', '/actions/0/protect'],
        ['variable_type', '/resources/sources/0/ingest/version'],
        ['variable_type', '/resources/sources/0/config/queue_url'],
      ]);
      expect(result.diagnostics[1]?.message).toContain('variable `version` is a number, and its value "two" is not one');
      expect(result.diagnostics[1]).toMatchObject({ file: 't.yaml', line: 15 });
      expect(parse({ version: '1e400', on: 'false' }).diagnostics.map((d) => d.code)).toContain('variable_type');
    });

    it('refuse a default of another type at the default', () => {
      const result = parseDefinition([{ path: 't.yaml', text: typed.replace('default: 1', 'default: one') }], { variables: { on: 'true' } });
      expect(result.diagnostics.map((d) => [d.code, d.pointer])).toContainEqual(['variable_type', '/variables/0/default']);
      expect(result.diagnostics.map((d) => d.code)).toContain('variable_missing');
    });
  });
});

