import { describe, expect, it } from 'vitest';
import type { Diagnostic } from '../types.js';
import { aDefinition, yamlText } from '../testing/index.js';
import { parseDefinition } from './parse-definition.js';

const at = (d: Diagnostic | undefined) => d && { code: d.code, file: d.file, line: d.line, column: d.column, pointer: d.pointer };

describe('parseDefinition: error locations', () => {
  it('locates a schema error deep inside a file at the offending value', () => {
    const text = yamlText(
      'resources:',
      '  destinations:',
      '    - label: hooks',
      '      type: webhook',
      '      config:',
      '        url: https://hooks.example.com/a',
      '        response_time_sla_ms: fast',
    );
    const { diagnostics } = parseDefinition([{ path: 'defs/dest.yaml', text }]);
    expect(diagnostics.map(at)).toEqual([
      { code: 'schema', file: 'defs/dest.yaml', line: 7, column: 31, pointer: '/resources/destinations/0/config/response_time_sla_ms' },
    ]);
    expect(diagnostics[0]?.message).toBe('`response_time_sla_ms` must be an integer, found a string "fast"');
  });

  it('points at an unknown key itself and suggests the closest allowed key', () => {
    const text = yamlText(
      'actions:',
      '  - variant: scale-up',
      '    schema: {type: object}',
      '    destinaton: [hooks]',
    );
    const { diagnostics } = parseDefinition([{ path: 'a.yaml', text }]);
    expect(diagnostics.map(at)).toEqual([{ code: 'unknown_key', file: 'a.yaml', line: 4, column: 5, pointer: '/actions/0/destinaton' }]);
    expect(diagnostics[0]?.message).toBe(
      'unknown key `destinaton` (allowed: variant, aliases, destinations, queries, schema, sources, compatibility, protect); did you mean `destinations`?');
  });

  it('reports a name defined in two files at the second and names both places', () => {
    const first = yamlText('actions:', '  - variant: scale-up', '    schema: {}');
    const second = yamlText('actions:', '  - variant: other', '    schema: {}', '  - variant: scale-up', '    schema: {}');
    const { diagnostics } = parseDefinition([{ path: 'one.yaml', text: first }, { path: 'two.yaml', text: second }]);
    expect(diagnostics.map(at)).toEqual([{ code: 'duplicate_name', file: 'two.yaml', line: 4, column: 14, pointer: '/actions/1/variant' }]);
    expect(diagnostics[0]?.message).toBe('action variant `scale-up` is defined twice: at one.yaml:2:14 and at two.yaml:4:14; rename or remove one');
  });

  it('locates an unresolved reference at the reference, with a suggestion', () => {
    const text = yamlText(
      'resources:',
      '  destinations:',
      '    - {label: hooks-eu, type: webhook, config: {url: "https://hooks.example.com/eu"}}',
      'actions:',
      '  - variant: scale-up',
      '    schema: {}',
      '    destinations:',
      '      - hooks-eu',
      '      - hooks-ue',
    );
    const { diagnostics } = parseDefinition([{ path: 'a.yaml', text }]);
    expect(diagnostics.map(at)).toEqual([{ code: 'unresolved_reference', file: 'a.yaml', line: 9, column: 9, pointer: '/actions/0/destinations/1' }]);
    expect(diagnostics[0]?.message).toBe('unknown destination `hooks-ue`: no destination has this label; did you mean `hooks-eu`?');
  });

  it('locates an alias that equals another action\'s variant, naming both', () => {
    const first = yamlText('actions:', '  - variant: scale-up', '    schema: {}');
    const second = yamlText('actions:', '  - variant: scale-out', '    aliases: [old, scale-up]', '    schema: {}');
    const { diagnostics } = parseDefinition([{ path: 'a.yaml', text: first }, { path: 'b.yaml', text: second }]);
    expect(diagnostics.map(at)).toEqual([{ code: 'name_clash', file: 'b.yaml', line: 3, column: 20, pointer: '/actions/0/aliases/1' }]);
    expect(diagnostics[0]?.message).toBe(
      'alias `scale-up` of action `scale-out` is already the variant of action `scale-up` at a.yaml:2:14; variants and aliases share one namespace: rename one of them');
  });

  it('reports several YAML syntax errors of one file together, with positions, and never throws', () => {
    const text = yamlText(
      'actions:',
      '  - variant: a',
      '    schema: {type: object',
      '  - variant: b',
      ' bad: indentation',
      '    schema: [1, 2',
    );
    const { diagnostics, definition } = parseDefinition([{ path: 'broken.yaml', text }]);
    expect(diagnostics.length).toBeGreaterThanOrEqual(2);
    expect(diagnostics.every((d) => d.code === 'yaml_syntax' && d.file === 'broken.yaml' && d.message.startsWith('invalid YAML: '))).toBe(true);
    expect(diagnostics.map((d) => d.line)).toEqual([...diagnostics.map((d) => d.line ?? 0)].sort((a, b) => a - b));
    expect(diagnostics[0]).toMatchObject({ line: 4, column: 3 });
    expect(definition.actions).toEqual([]);
  });

  it('reports a repeated key and an unclosed quote of one file, each at its line', () => {
    const text = yamlText('actions:', '  - variant: a', '    schema: x', '    schema: y', '  - variant: "b');
    const { diagnostics } = parseDefinition([{ path: 'b.yaml', text }]);
    expect(diagnostics.map((d) => [d.line, d.column, d.pointer, d.message])).toEqual([
      [4, 5, '/actions/0/schema', 'invalid YAML: this key appears twice in the same mapping: remove or rename one'],
      [6, 1, '/actions/1/variant', 'invalid YAML: Missing closing "quote'],
    ]);
  });

  it('still checks the other files when one has syntax errors, but not references into the unreadable one', () => {
    const broken = { path: 'dest.yaml', text: 'resources:\n  destinations: [\n' };
    const actions = { path: 'a.yaml', text: yamlText('actions:', '  - variant: a', '    destinations: [hooks]', '    schema: {}', '    protect: 1') };
    const { diagnostics } = parseDefinition([broken, actions]);
    expect(diagnostics.map((d) => `${d.file} ${d.code}`)).toEqual(['dest.yaml yaml_syntax', 'a.yaml schema']);
  });

  it('reports a JSON syntax error at its position', () => {
    const text = '{\n  "actions": [\n    {"variant": "a", "schema": {},}\n  ]\n}\n';
    const { diagnostics } = parseDefinition([{ path: 'defs/a.json', text }]);
    expect(diagnostics.map(at)).toEqual([{ code: 'json_syntax', file: 'defs/a.json', line: 3, column: 35, pointer: '/actions/0' }]);
    expect(diagnostics[0]?.message).toMatch(/^invalid JSON: /);
  });

  it('locates JSON errors that YAML would accept (single quotes), using JSON\'s own rules', () => {
    const text = '{\n  "actions": [],\n  \'resources\': {}\n}\n';
    const { diagnostics } = parseDefinition([{ path: 'a.json', text }]);
    // The key is not one yet: the pointer names the object that holds it.
    expect(diagnostics.map(at)).toEqual([{ code: 'json_syntax', file: 'a.json', line: 3, column: 3, pointer: '' }]);
  });

  it('locates schema errors in JSON input', () => {
    const text = '{\n  "actions": [\n    {"variant": "a", "schema": {}, "protect": "yes"}\n  ]\n}\n';
    const { diagnostics } = parseDefinition([{ path: 'a.json', text }]);
    expect(diagnostics.map(at)).toEqual([{ code: 'schema', file: 'a.json', line: 3, column: 47, pointer: '/actions/0/protect' }]);
    expect(diagnostics[0]?.message).toBe('`protect` must be a boolean (true or false), found a string "yes"');
  });

  it('points a missing required key at the object that lacks it', () => {
    const text = yamlText('actions:', '  - variant: a', '    aliases: [b]');
    const { diagnostics } = parseDefinition([{ path: 'a.yaml', text }]);
    expect(diagnostics.map(at)).toEqual([{ code: 'schema', file: 'a.yaml', line: 2, column: 5, pointer: '/actions/0' }]);
    expect(diagnostics[0]?.message).toBe('action `a` is missing the required key `schema`');
  });

  it('reports every problem of every file at once, in file order', () => {
    const files = [
      { path: 'z.yaml', text: yamlText('actions:', '  - variant: Bad', '    schema: {}') },
      { path: 'a.yaml', text: yamlText('resources:', '  sources:', '    - name: s', '      type: sqs') },
    ];
    const { diagnostics } = parseDefinition(files);
    expect(diagnostics.map((d) => `${d.file}:${d.line}:${d.column} ${d.code} ${d.pointer}`)).toEqual([
      'z.yaml:2:14 schema /actions/0/variant',
      'a.yaml:3:7 schema /resources/sources/0',
      'a.yaml:3:7 schema /resources/sources/0',
      'a.yaml:4:13 schema /resources/sources/0/type',
    ]);
    expect(diagnostics.slice(1).map((d) => d.message)).toEqual([
      'source `s` is missing the required key `config`',
      'source `s` is missing the required key `ingest`',
      '`type` must be one of `cloud_sqs`, found a string "sqs"',
    ]);
  });
});

describe('parseDefinition: files', () => {
  it('accepts an empty file, a comment-only file and an explicit null as contributing nothing', () => {
    const files = [
      { path: 'empty.yaml', text: '' },
      { path: 'comments.yml', text: '# nothing yet\n' },
      { path: 'null.yaml', text: '~\n' },
      { path: 'empty.json', text: '  \n' },
    ];
    expect(parseDefinition(files)).toEqual({
      definition: { actions: [], resources: { destinations: [], metrics: [], sources: [] } },
      diagnostics: [],
      variables: [],
    });
  });

  it('rejects a top level that is not a mapping', () => {
    const { diagnostics } = parseDefinition([{ path: 'list.yaml', text: '- variant: a\n' }]);
    expect(diagnostics.map(at)).toEqual([{ code: 'not_a_mapping', file: 'list.yaml', line: 1, column: 1, pointer: '' }]);
  });

  it('reads a file of unknown extension as YAML', () => {
    const { definition, diagnostics } = parseDefinition([{ path: 'defs/actions.txt', text: 'actions:\n  - {variant: a, schema: {}}\n' }]);
    expect(diagnostics).toEqual([]);
    expect(definition.actions).toEqual([{ variant: 'a', schema: {} }]);
  });

  it('keeps YAML 1.2 scalars: dates stay strings, `yes` is a string', () => {
    const text = yamlText('actions:', '  - variant: a', '    schema: {since: 2024-01-01, flag: yes, n: 0x1F}');
    const { definition, diagnostics } = parseDefinition([{ path: 'a.yaml', text }]);
    expect(diagnostics).toEqual([]);
    expect(definition.actions?.[0]?.schema).toEqual({ since: '2024-01-01', flag: 'yes', n: 31 });
  });

  it('asks for one document per file', () => {
    const { diagnostics } = parseDefinition([{ path: 'a.yaml', text: 'actions: []\n---\nactions: []\n' }]);
    expect(diagnostics.map((d) => [d.code, d.line, d.message])).toEqual([
      ['yaml_syntax', 2, 'invalid YAML: a definition file holds one YAML document: remove the `---` separator or split the file'],
    ]);
  });

  it('accepts `$schema` at the top level of a file, for editors', () => {
    const text = '{"$schema": "https://capctl.dev/schemas/definition.schema.json", "actions": []}';
    expect(parseDefinition([{ path: 'a.json', text }]).diagnostics).toEqual([]);
  });

  it('parses a valid definition written by the fixture builder without diagnostics', () => {
    const file = aDefinition()
      .withDestination('hooks')
      .withMetrics('prom', ['queue-depth'])
      .withAction('scale-up', { destinations: ['hooks'], queries: ['queue-depth', 'prom/queue-depth'], sources: ['jobs'] })
      .withSource('jobs', 'scale-up')
      .toFile();
    const { definition, diagnostics } = parseDefinition([file]);
    expect(diagnostics).toEqual([]);
    expect(definition.actions?.map((a) => a.variant)).toEqual(['scale-up']);
    expect(definition.resources?.sources?.[0]?.ingest).toEqual({ variant: 'scale-up', version: 1 });
  });
});

describe('parseDefinition: many problems', () => {
  it('reports more problems than a call may take as arguments, without overflowing the stack', () => {
    // 110,000 actions, each without a schema and with an unknown key: over 200,000 findings of one file.
    const text = JSON.stringify({ actions: Array.from({ length: 110_000 }, (_, i) => ({ variant: `a${i}`, x: 1 })) });
    const result = parseDefinition([{ path: 'many.json', text }]);
    expect(result.diagnostics.length).toBeGreaterThan(200_000);
    expect(result.diagnostics[0]).toMatchObject({ file: 'many.json', severity: 'error' });
  }, 120_000);
});
