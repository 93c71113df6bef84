// `capctl fmt`'s layout: keys in schema order at every level, comments kept, schemas untouched,
// and formatting twice changes nothing.
import { describe, expect, it } from 'vitest';
import { formatYaml } from './canonical-yaml.js';

describe('formatYaml', () => {
  it('orders keys as the schema does and keeps comments with their keys', () => {
    const text = [
      '# capacity for the checkout team',
      'resources:',
      '  metrics:',
      '    - queries:',
      '        - config: {window_seconds: 60, expression: up}',
      '          name: up',
      '      endpoint: https://m.example.com # scraped every 30 s',
      '      kind: pull_metrics',
      '      name: main',
      'actions:',
      '  # the primary action',
      '  - schema:',
      '      type: object',
      '      properties: {b: {type: string}, a: {type: string}}',
      '    variant: checkout',
      '',
    ].join('\n');
    const result = formatYaml(text);
    expect(result.errors).toEqual([]);
    expect(result.text).toBe([
      '# capacity for the checkout team',
      '',
      'actions:',
      '  # the primary action',
      '  - variant: checkout',
      '    schema:',
      '      type: object',
      '      properties: {b: {type: string}, a: {type: string}}',
      'resources:',
      '  metrics:',
      '    - name: main',
      '      kind: pull_metrics',
      '      endpoint: https://m.example.com # scraped every 30 s',
      '      queries:',
      '        - name: up',
      '          config: {expression: up, window_seconds: 60}',
      '',
    ].join('\n'));
    expect(formatYaml(result.text).text).toBe(result.text);
  });

  it('keeps unknown keys, after the known ones, in their order', () => {
    const result = formatYaml('actions:\n  - zeta: 1\n    variant: a\n    alpha: 2\n');
    expect(result.text).toBe('actions:\n  - variant: a\n    zeta: 1\n    alpha: 2\n');
  });

  it('reports syntax errors with line and column and returns the text unchanged', () => {
    const text = 'actions:\n  - variant: [a\n';
    const result = formatYaml(text);
    expect(result.text).toBe(text);
    expect(result.errors[0]).toMatch(/^\d+:\d+: /);
  });

  it('leaves an empty file alone', () => {
    expect(formatYaml('')).toEqual({ text: '', errors: [] });
  });
});
