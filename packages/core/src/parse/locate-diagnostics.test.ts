// Diagnostics on the merged definition (from the planner or the service) land in their files.
import { describe, expect, it } from 'vitest';
import { locateDiagnostics } from './locate-diagnostics.js';

const files = [
  { path: 'defs/a.yaml', text: 'actions:\n  - variant: one\n    schema: {type: object}\n' },
  {
    path: 'defs/b.yaml',
    text: [
      'resources:',
      '  sources:',
      '    - name: first',
      '      type: cloud_sqs',
      '      config: {queue_url: "https://q/1", region: eu-west-1}',
      '      ingest: {variant: one, version: 1}',
      '    - name: second',
      '      type: cloud_sqs',
      '      credential: missing',
      '      config: {queue_url: "https://q/2", region: eu-west-1}',
      '      ingest: {variant: one, version: 1}',
      '',
    ].join('\n'),
  },
  { path: 'defs/c.yaml', text: 'actions:\n  - variant: two\n    schema: {type: object}\n' },
];

describe('locateDiagnostics', () => {
  it('maps a merged pointer to its file, in-file pointer, line and column', () => {
    const [located] = locateDiagnostics(files, [
      { severity: 'error', code: 'unresolved_credential', message: 'credential "missing" matches nothing', pointer: '/resources/sources/1/credential' },
    ]);
    expect(located).toEqual({
      severity: 'error',
      code: 'unresolved_credential',
      message: 'credential "missing" matches nothing',
      pointer: '/resources/sources/1/credential',
      file: 'defs/b.yaml',
      line: 9,
      column: 19,
    });
  });

  it('counts merged items across files in file order', () => {
    const [located] = locateDiagnostics(files, [
      { severity: 'error', code: 'protected_delete', message: 'x', pointer: '/actions/1' },
    ]);
    expect(located).toMatchObject({ file: 'defs/c.yaml', pointer: '/actions/0', line: 2 });
  });

  it('keeps diagnostics that already have a place, and pointers that name no item', () => {
    const placed = { severity: 'warning' as const, code: 'schema', message: 'y', pointer: '/actions/0', file: 'defs/a.yaml', line: 2, column: 5 };
    const unplaced = { severity: 'error' as const, code: 'protected_delete', message: 'z', pointer: '/resources/destinations' };
    const located = locateDiagnostics(files, [unplaced, placed]);
    expect(located).toEqual([placed, unplaced]);
  });
});
