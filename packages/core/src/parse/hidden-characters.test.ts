// `capctl validate` refuses control, bidi and zero-width characters in the names the schema
// leaves free (tag keys, group_by labels, a metrics header name), at file:line:column, and leaves
// values (descriptions, schema property names, tag values) to the renderers.
import { describe, expect, it } from 'vitest';
import type { Diagnostic } from '../types.js';
import { yamlText } from '../testing/index.js';
import { parseDefinition } from './parse-definition.js';

const at = (d: Diagnostic) => ({ code: d.code, file: d.file, line: d.line, column: d.column, pointer: d.pointer, message: d.message });

function definition(tagKey: string, label: string, header: string, value: string): string {
  return yamlText(
    'resources:',
    '  metrics:',
    '    - name: prom',
    '      kind: pull_metrics',
    '      endpoint: https://metrics.example.com/prom',
    '      config:',
    `        auth_header: ${JSON.stringify(header)}`,
    '      queries:',
    '        - name: depth',
    '          config:',
    '            expression: queue_depth',
    `            group_by: [${JSON.stringify(label)}]`,
    '            tags:',
    `              ${JSON.stringify(tagKey)}: ${JSON.stringify(value)}`,
  );
}

describe('names with hidden or control characters', () => {
  it('are refused at the name, with the character named and what to do', () => {
    const { diagnostics } = parseDefinition([{ path: 'defs/prom.yaml', text: definition('team\r', 'zo\u200bne', 'X-\u202eKey', 'ok') }]);
    expect(diagnostics.map(at)).toEqual([
      { code: 'hidden_character', file: 'defs/prom.yaml', line: 7, column: 22, pointer: '/resources/metrics/0/config/auth_header',
        message: 'the header name holds U+202E, a control, bidi or invisible character that reviewers would not see as it is: remove it' },
      { code: 'hidden_character', file: 'defs/prom.yaml', line: 12, column: 24, pointer: '/resources/metrics/0/queries/0/config/group_by/0',
        message: 'the group_by label holds U+200B, a control, bidi or invisible character that reviewers would not see as it is: remove it' },
      { code: 'hidden_character', file: 'defs/prom.yaml', line: 14, column: 15, pointer: '/resources/metrics/0/queries/0/config/tags/team\r',
        message: 'the tag key holds U+000D, a control, bidi or invisible character that reviewers would not see as it is: remove it' },
    ]);
  });

  it('are allowed in values, which every renderer escapes', () => {
    expect(parseDefinition([{ path: 'a.yaml', text: definition('team', 'zone', 'X-Key', 'line\r\u202e\u001b') }]).diagnostics).toEqual([]);
  });
});
