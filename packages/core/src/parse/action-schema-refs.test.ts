// `$ref`s in action schemas resolve inside the schema, or are errors at the `$ref` itself.
import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import { refFindings } from './action-schema-refs.js';
import { parseDefinition } from './parse-definition.js';
import { validateDefinition } from './validate-definition.js';

const definition = (schema: unknown) => ({ actions: [{ variant: 'a', schema }] });

describe('action schema references', () => {
  it('refuses a reference to nothing and a remote reference, at file:line:column', () => {
    const text = [
      'actions:',
      '  - variant: a',
      '    schema:',
      '      $defs: {code: {type: string}}',
      '      properties:',
      '        code: {$ref: "#/$defs/cod"}',
      '        owner: {$ref: "https://example.com/owner.json"}',
    ].join('\n');
    const { diagnostics } = parseDefinition([{ path: 'a.yaml', text }]);
    expect(diagnostics.map((d) => [d.code, d.line, d.column, d.pointer])).toEqual([
      ['schema_reference', 6, 22, '/actions/0/schema/properties/code/$ref'],
      ['schema_reference', 7, 23, '/actions/0/schema/properties/owner/$ref'],
    ]);
    expect(diagnostics[0]?.message).toBe('"#/$defs/cod" resolves to nothing in this schema: define it (e.g. under `$defs`) or fix the reference');
    expect(diagnostics[1]?.message).toContain('never fetches schemas');
  });

  it('accepts references that resolve: $defs, definitions, the root, anchors, escaped segments', () => {
    expect(validateDefinition(definition({
      $defs: { 'a/b': { type: 'string' }, node: { $anchor: 'node', properties: { next: { $ref: '#node' } } } },
      definitions: { old: { type: 'integer' } },
      properties: {
        x: { $ref: '#/$defs/a~1b' }, y: { $ref: '#/definitions/old' }, z: { $ref: '#' }, n: { $ref: '#/$defs/node' },
      },
      examples: [{ $ref: '#/nowhere' }],
    }))).toEqual([]);
  });

  it('takes a draft-07 `$id: "#name"` for an anchor below the root only, as ajv does', () => {
    const draft07 = 'http://json-schema.org/draft-07/schema#';
    const rootId = { $schema: draft07, $id: '#top', type: 'string', anyOf: [{ $ref: '#top' }, { type: 'string' }] };
    const nestedId = { $schema: draft07, type: 'object', properties: { a: { $id: '#n', type: 'string' }, b: { $ref: '#n' } } };
    // The oracle: ajv refuses the first (the root's `$id` is its base, not an anchor) and compiles the second.
    expect(() => new Ajv({ strict: false }).compile(rootId)).toThrow(/can't resolve reference #top/);
    expect(() => new Ajv({ strict: false }).compile(nestedId)).not.toThrow();
    // The meta-schema check refuses `$id: "#name"` in an action schema anyway; the reference check
    // must not be the part that calls the root's one a target (the analysis reads such references).
    expect(refFindings(rootId, '', undefined).map((d) => d.place.pointer)).toEqual(['/anyOf/0/$ref']);
    expect(refFindings(nestedId, '', undefined)).toEqual([]);
  });

  it('reports a dangling reference to the service by pointer', () => {
    const found = validateDefinition(definition({ items: { $ref: '#/$defs/missing' } }));
    expect(found.map((d) => [d.code, d.pointer])).toEqual([['schema_reference', '/actions/0/schema/items/$ref']]);
  });
});
