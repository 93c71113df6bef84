// Test cases beside policies: each problem at the line and column where it is written, in any
// document of a multi-document file, and a case's own pointers placed in its file.
import { describe, expect, it } from 'vitest';
import { readPolicyTests } from './read-policy-tests.js';

const text = [
  'name: first',
  'definition: {}',
  'expect: []',
  '---',
  'name: second',
  'definition: {}',
  'expct: []',
  'expect:',
  '  - policy: p',
  '    subjet: action/a',
].join('\n');

describe('readPolicyTests', () => {
  it('reports each problem where it is written, in the document that holds it', () => {
    const { cases, diagnostics } = readPolicyTests({ path: 'c.test.yaml', text });
    expect(diagnostics.map((d) => [d.pointer, d.line, d.column])).toEqual([
      ['/expct', 7, 8],
      ['/expect/0', 9, 5],
    ]);
    expect(cases.map((c) => [c.name, c.line, c.column])).toEqual([['first', 1, 1]]);
  });

  it('places a pointer inside a case, through an alias where it is written', () => {
    const aliased = ['name: third', 'definition: &d', '  actions: []', 'state: *d', 'expect: []'].join('\n');
    const [found] = readPolicyTests({ path: 'c.test.yaml', text: aliased }).cases;
    expect(found?.at('/definition/actions')).toEqual({ line: 3, column: 12 });
    expect(found?.at('/state')).toEqual({ line: 4, column: 8 });
    // Inside the alias: where the anchored value writes it.
    expect(found?.at('/state/actions')).toEqual({ line: 3, column: 12 });
    expect(found?.at('/missing')).toEqual({ line: 1, column: 1 });
  });
});
