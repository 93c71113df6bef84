// Untrusted definition text is refused cleanly, at its place: nesting beyond MAX_DEPTH, YAML
// alias bombs and cycles, numbers that are not finite, lone surrogates and keys JavaScript reads
// as prototypes, in YAML and JSON.
import { describe, expect, it } from 'vitest';
import type { Diagnostic } from '../types.js';
import { MAX_DEPTH } from './input-limits.js';
import { parseDefinition } from './parse-definition.js';

const at = (d: Diagnostic) => ({ code: d.code, line: d.line, column: d.column, pointer: d.pointer });
const parse = (path: string, text: string) => parseDefinition([{ path, text }]).diagnostics.map(at);

/** An action whose schema nests `levels` objects (the file adds 3 more levels above it). */
function nestedSchemaJson(levels: number): string {
  let schema = '{}';
  for (let i = 1; i < levels; i++) schema = `{"not":${schema}}`;
  return `{"actions":[{"variant":"a","schema":${schema}}]}`;
}

describe('nesting depth', () => {
  it(`accepts ${MAX_DEPTH} levels and refuses one more, at the first level too deep`, () => {
    expect(parse('a.json', nestedSchemaJson(MAX_DEPTH - 3))).toEqual([]);
    const [problem] = parse('a.json', nestedSchemaJson(MAX_DEPTH - 2));
    expect(problem?.code).toBe('too_deep');
    expect(problem?.pointer).toBe(`/actions/0/schema${'/not'.repeat(MAX_DEPTH - 3)}`);
    expect(problem?.column).toBe(nestedSchemaJson(MAX_DEPTH - 2).lastIndexOf('{') + 1);
  });

  it('refuses a JSON definition nested 5,000 levels with a located error, not a stack overflow', () => {
    const [problem, ...rest] = parse('deep.json', nestedSchemaJson(5000));
    expect(rest).toEqual([]);
    expect(problem).toMatchObject({ code: 'too_deep', line: 1 });
    expect(problem?.column).toBe(`{"actions":[{"variant":"a","schema":`.length + '{"not":'.repeat(MAX_DEPTH - 3).length + 1);
  });

  it('refuses deep YAML, block or flow, at a place', () => {
    let block = 'actions:\n  - variant: a\n    schema:\n';
    for (let i = 0; i < 200; i++) block += `${'  '.repeat(i + 3)}n:\n`;
    const [problem] = parse('deep.yaml', `${block}${'  '.repeat(203)}x: 1\n`);
    expect(problem).toMatchObject({ code: 'too_deep', line: 3 + MAX_DEPTH - 1 });
    const [flow] = parse('flow.yaml', `actions:\n  - variant: a\n    schema: ${'['.repeat(5000)}${']'.repeat(5000)}\n`);
    expect(flow).toMatchObject({ line: 3 });
    expect(flow?.code).toBe('too_deep');
  });
});

describe('a stray brace in a large JSON file', () => {
  it('is one syntax error at its exact place, naming the item it follows', () => {
    const items = Array.from({ length: 20_000 }, (_, i) => `{"variant":"v${i}","schema":{"type":"object"}}`);
    items[12_345] += '}';
    const text = `{"actions":[\n${items.join(',\n')}\n]}`;
    const diagnostics = parse('big.json', text);
    expect(diagnostics).toEqual([{ code: 'json_syntax', line: 12_347, column: items[12_345]!.length, pointer: '/actions/12345' }]);
  });
});

describe('YAML aliases', () => {
  // 750 bytes that expand to 9^9 values: refused at the alias where the expansion passes the bound.
  const bomb = ['actions:', '  - variant: a', '    schema:', '      x0: &a0 [lol, lol, lol, lol, lol, lol, lol, lol, lol]',
    ...Array.from({ length: 9 }, (_, i) => `      x${i + 1}: &a${i + 1} [${Array(9).fill(`*a${i}`).join(', ')}]`)].join('\n');

  it('refuses an alias bomb inside an action schema at the alias that passes the bound', () => {
    expect(bomb.length).toBeLessThan(760);
    const [problem, ...rest] = parse('bomb.yaml', bomb);
    expect(rest).toEqual([]);
    expect(problem?.code).toBe('alias_expansion');
    expect(problem?.pointer).toMatch(/^\/actions\/0\/schema\/x\d\/\d$/);
    const line = Number(/x(\d)/.exec(problem?.pointer ?? '')?.[1]) + 4;
    expect(problem?.line).toBe(line);
  });

  it('accepts anchors that share a fragment a few times', () => {
    const text = 'actions:\n  - variant: a\n    schema: &s {type: object, properties: {id: {type: string}}}\n  - variant: b\n    schema: *s\n';
    expect(parse('ok.yaml', text)).toEqual([]);
  });
});

describe('values that would change meaning', () => {
  it('refuses numbers that are not finite, in JSON and YAML, at their place', () => {
    expect(parse('n.json', '{"actions":[{"variant":"a","schema":{"maximum":1e400}}]}')).toEqual([
      { code: 'not_finite', line: 1, column: 48, pointer: '/actions/0/schema/maximum' },
    ]);
    for (const value of ['1e400', '-1.5e999', '.inf', '.nan']) {
      expect(parse('n.yaml', `actions:\n  - variant: a\n    schema:\n      maximum: ${value}\n`), value).toEqual([
        { code: 'not_finite', line: 4, column: 16, pointer: '/actions/0/schema/maximum' },
      ]);
    }
  });

  it('refuses lone surrogates, in JSON and YAML, in values and keys', () => {
    expect(parse('s.json', '{"actions":[{"variant":"a","schema":{"title":"x\\ud800y"}}]}')).toEqual([
      { code: 'lone_surrogate', line: 1, column: 48, pointer: '/actions/0/schema/title' },
    ]);
    expect(parse('s.json', '{"actions":[{"variant":"a","schema":{"title":"\\ud83d\\ude00"}}]}')).toEqual([]);
    expect(parse('s.yaml', 'actions:\n  - variant: a\n    schema:\n      "\\udc00": 1\n')).toMatchObject([{ code: 'lone_surrogate', line: 4 }]);
  });

  it('refuses `__proto__` and `constructor.prototype` keys, in JSON and YAML, at their place (the service refuses them in bodies)', () => {
    expect(parse('p.json', '{"actions":[{"variant":"a","schema":{"properties":{"__proto__":{"type":"string"}}}}]}')).toEqual([
      { code: 'reserved_key', line: 1, column: 52, pointer: '/actions/0/schema/properties/__proto__' },
    ]);
    // Escaped, it is the same key once parsed.
    expect(parse('p.json', '{"actions":[{"variant":"a","schema":{"\\u005f_proto__":{}}}]}')).toMatchObject([{ code: 'reserved_key', pointer: '/actions/0/schema/__proto__' }]);
    expect(parse('p.json', '{"actions":[{"variant":"a","schema":{"constructor":{"prototype":{}}}}]}')).toMatchObject([
      { code: 'reserved_key', pointer: '/actions/0/schema/constructor/prototype' },
    ]);
    expect(parse('p.yaml', 'actions:\n  - variant: a\n    schema:\n      properties:\n        __proto__: {type: string}\n')).toEqual([
      { code: 'reserved_key', line: 5, column: 9, pointer: '/actions/0/schema/properties/__proto__' },
    ]);
    expect(parse('p.yaml', 'actions:\n  - variant: a\n    schema:\n      constructor:\n        prototype: {}\n')).toMatchObject([
      { code: 'reserved_key', line: 5, pointer: '/actions/0/schema/constructor/prototype' },
    ]);
    // Each on its own is an ordinary key.
    expect(parse('p.yaml', 'actions:\n  - variant: a\n    schema:\n      properties:\n        prototype: {}\n        constructor: {}\n        proto: {}\n')).toEqual([]);
  });
});
