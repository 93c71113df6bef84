import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatOf, loadFile } from './load-files.js';
import { parseDefinition } from './parse-definition.js';

describe('loadFile', () => {
  it('chooses the reader by extension', () => {
    expect(formatOf('a.JSON')).toBe('json');
    expect(formatOf('a.yml')).toBe('yaml');
    expect(formatOf('a')).toBe('yaml');
  });

  it('reads JSON with JSON.parse and YAML with the YAML 1.2 core schema', () => {
    expect(loadFile({ path: 'a.json', text: '{"a": [1]}' })).toEqual({ ok: true, value: { a: [1] } });
    expect(loadFile({ path: 'a.yaml', text: 'a: 2001-12-14\nb: on\n' })).toEqual({ ok: true, value: { a: '2001-12-14', b: 'on' } });
  });

  it('reports the end of a truncated JSON file', () => {
    const result = loadFile({ path: 'a.json', text: '{"actions": [' });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.diagnostics.map((d) => d.code)).toContain('json_syntax');
    expect(!result.ok && result.diagnostics[0]?.line).toBe(1);
  });
});

describe('parseDefinition never throws', () => {
  it('returns diagnostics for any text, YAML or JSON', () => {
    const pieces = fc.constantFrom('actions:', '\n', '  - ', 'variant: a', '{', '}', '[', ']', ',', ':', '"', "'", '&a ', '*a', '!!int ', '---', '#', 'resources:', '  ', 'destinations:', '- label: x');
    const text = fc.oneof(fc.string(), fc.array(pieces, { maxLength: 30 }).map((p) => p.join('')));
    fc.assert(fc.property(text, fc.constantFrom('a.yaml', 'a.json'), (t, path) => {
      const result = parseDefinition([{ path, text: t }]);
      for (const d of result.diagnostics) {
        expect(d.file).toBe(path);
        expect(d.line).toBeGreaterThanOrEqual(1);
        expect(d.column).toBeGreaterThanOrEqual(1);
      }
    }), { numRuns: 300 });
  });
});
