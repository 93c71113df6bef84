import { describe, expect, it } from 'vitest';
import { formatDiagnostic } from './format-diagnostic.js';
import { parseDefinition } from './parse-definition.js';

describe('formatDiagnostic', () => {
  it('prints file:line:column: message (pointer)', () => {
    const [d] = parseDefinition([{ path: 'defs/a.yaml', text: 'actions:\n  - variant: a\n    schema: {}\n    protect: maybe\n' }]).diagnostics;
    expect(d && formatDiagnostic(d)).toBe('defs/a.yaml:4:14: `protect` must be a boolean (true or false), found a string "maybe" (/actions/0/protect)');
  });

  it('prints the message and pointer alone when there is no file, and `/` for the root', () => {
    expect(formatDiagnostic({ severity: 'error', code: 'schema', message: 'bad', pointer: '/actions' })).toBe('bad (/actions)');
    expect(formatDiagnostic({ severity: 'error', code: 'schema', message: 'bad', pointer: '', file: 'a.yaml' })).toBe('a.yaml: bad (/)');
  });
});
