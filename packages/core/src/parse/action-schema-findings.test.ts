// Action schemas that are not working JSON Schemas are errors at their place, in files (with
// positions) and in objects sent to the service (with pointers).
import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { parseDefinition } from './parse-definition.js';
import { validateDefinition } from './validate-definition.js';

const definition = (schema: unknown) => ({ actions: [{ variant: 'a', schema }] });

describe('action schemas are checked as JSON Schemas', () => {
  it('refuses a misspelt type and a pattern that does not compile, at file:line:column', () => {
    const text = [
      'actions:',
      '  - variant: a',
      '    schema:',
      '      type: object',
      '      properties:',
      '        name: {type: strnig}',
      '        code: {type: string, pattern: "(["}',
      '        tags: {type: [string, nul]}',
    ].join('\n');
    const { diagnostics } = parseDefinition([{ path: 'a.yaml', text }]);
    expect(diagnostics.map((d) => [d.code, d.line, d.column, d.pointer])).toEqual([
      ['action_schema', 6, 22, '/actions/0/schema/properties/name/type'],
      ['action_schema', 7, 39, '/actions/0/schema/properties/code/pattern'],
      ['action_schema', 8, 22, '/actions/0/schema/properties/tags/type'],
    ]);
    expect(diagnostics[0]?.message).toBe('is not a JSON Schema type; use one of array, boolean, integer, null, number, object, string');
    expect(diagnostics[1]?.message).toMatch(/^is not a regular expression that compiles: .*Unterminated character class/);
  });

  it('refuses patternProperties keys that do not compile, and other meta-schema violations', () => {
    const found = validateDefinition(definition({ patternProperties: { '(x': {} }, minLength: -1, required: 'id' }));
    expect(found.map((d) => d.pointer).sort()).toEqual([
      '/actions/0/schema/minLength', '/actions/0/schema/patternProperties/(x', '/actions/0/schema/required',
    ]);
    expect(found.every((d) => d.code === 'action_schema')).toBe(true);
  });

  it('accepts working schemas, data that merely looks like a pattern, and boolean schemas', () => {
    expect(validateDefinition(definition({
      type: 'object',
      properties: { id: { type: 'string', pattern: '^[a-z]+$' }, pattern: { type: 'string' } },
      patternProperties: { '^x-': { type: 'string' } },
      examples: [{ pattern: '([' }],
      additionalProperties: false,
    }))).toEqual([]);
    expect(validateDefinition(definition(true))).toEqual([]);
  });

  it('refuses a `$id` that names two subschemas, which ajv refuses to compile, at the second one', () => {
    const twice = { $defs: { a: { $id: 'https://example.com/x', type: 'string' }, b: { $id: 'https://example.com/x', type: 'integer' } }, type: 'integer' };
    // The oracle: ajv itself will not take this schema, so it could validate no payload.
    expect(() => new Ajv2020({ strict: false }).compile(twice)).toThrow();
    const found = validateDefinition(definition(twice));
    expect(found.map((d) => [d.code, d.pointer])).toEqual([['action_schema', '/actions/0/schema/$defs/b/$id']]);
    expect(found[0]?.message).toContain('/actions/0/schema/$defs/a/$id');
    // Relative ids resolve against the enclosing resource: the same text under two bases is two resources.
    const relative = {
      $id: 'https://example.com/root',
      $defs: {
        a: { $id: 'https://example.com/a/', $defs: { n: { $id: 'node', type: 'string' } } },
        b: { $id: 'https://example.com/b/', $defs: { n: { $id: 'node', type: 'integer' } } },
      },
    };
    expect(() => new Ajv2020({ strict: false }).compile(relative)).not.toThrow();
    expect(validateDefinition(definition(relative))).toEqual([]);
    const clash = { $defs: { a: { $id: 'https://example.com/a/', $defs: { n: { $id: 'node' } } }, b: { $id: 'https://example.com/a/node' } } };
    expect(() => new Ajv2020({ strict: false }).compile(clash)).toThrow();
    expect(validateDefinition(definition(clash)).map((d) => d.pointer)).toEqual(['/actions/0/schema/$defs/b/$id']);
  });
});
