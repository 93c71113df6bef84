// The committed schemas/ against a fresh generation from the kinds' schema parts, and the
// rewriting that keeps every byte the kinds do not own.
import { readFileSync } from 'node:fs';
import { parse as parseYaml, stringify as stringifyYaml } from 'yaml';
import { describe, expect, it } from 'vitest';
import { KIND_MODULES, kindModule } from '../../kinds.js';
import { STATE_MEMBERS } from '../common.js';
import { SCHEMA_PARTS } from '../index.js';
import { JSON_EMITTER, YAML_EMITTER } from './emit.js';
import { GENERATE_COMMAND, generateSchemaFiles } from './generate-schemas.js';
import { positionedJson } from './positioned.js';
import { positionedYaml } from './positioned-yaml.js';
import { rewrite } from './rewrite.js';
import { stateObject } from './schema-files.js';

const committed = (name: string): string => readFileSync(new URL(`../../../../../../schemas/${name}`, import.meta.url), 'utf8');

describe('generated schemas', () => {
  it('are committed as the kinds\' schema parts generate them', () => {
    const files = generateSchemaFiles(committed);
    expect(files.map((f) => f.name)).toEqual(expect.arrayContaining(['definition.schema.json', 'state.schema.json', 'plan.schema.json', 'openapi.yaml']));
    for (const file of files) {
      expect(file.text === committed(file.name), `schemas/${file.name} differs from packages/core/src/kinds/schema-parts: run ${GENERATE_COMMAND} and commit the result`).toBe(true);
    }
  });

  it('write a kind\'s part into the files from its schema part, whatever the file held', () => {
    const stale = committed('state.schema.json').replace('"history", "compatibility", "protect"', '"history", "protect"');
    const openapi = committed('openapi.yaml').replace('        variant: { type: string, minLength: 1 }\n', '        variant: { type: string }\n');
    const files = generateSchemaFiles((name) => (name === 'state.schema.json' ? stale : name === 'openapi.yaml' ? openapi : committed(name)));
    expect(files.find((f) => f.name === 'state.schema.json')?.text).toBe(committed('state.schema.json'));
    expect(files.find((f) => f.name === 'openapi.yaml')?.text).toBe(committed('openapi.yaml'));
  });

  it('take every kind\'s part from the schema parts alone: files without them come back whole', () => {
    type Doc = Record<string, Record<string, unknown>>;
    const strip = (doc: Doc, holders: readonly Record<string, unknown>[], keys: readonly string[]): Doc => {
      for (const holder of holders) for (const key of keys) delete holder[key];
      return doc;
    };
    const kinds = KIND_MODULES.map((k) => k.kind);
    const collections = KIND_MODULES.map((k) => k.collection);
    const titled = kinds.map((k) => k[0]!.toUpperCase() + k.slice(1));
    const stripped: Record<string, (doc: Doc) => Doc> = {
      'definition.schema.json': (d) => strip(d, [d['$defs']!, d['properties']!, (d['properties']!['resources'] as Doc)['properties']!], [...kinds, 'actions', ...collections]),
      'state.schema.json': (d) => strip(d, [d['$defs']!, d['properties']!], [...kinds, ...collections]),
      'plan.schema.json': (d) => strip(d, [d['$defs']!, d['$defs']!['step'] as Record<string, unknown>], ['actionStep', 'if', 'then', 'else']),
      'openapi.yaml': (d) => strip(d, [d['components']!['schemas'] as Record<string, unknown>], [...titled.map((t) => `${t}Definition`), ...titled.map((t) => `${t}State`)]),
    };
    const read = (name: string): string => {
      const without = stripped[name];
      if (without === undefined) return committed(name);
      return name.endsWith('.yaml') ? stringifyYaml(without(parseYaml(committed(name)) as Doc)) : JSON.stringify(without(JSON.parse(committed(name)) as Doc), null, 2);
    };
    for (const file of generateSchemaFiles(read).filter((f) => f.name in stripped)) {
      const value = (text: string): unknown => (file.name.endsWith('.yaml') ? parseYaml(text) : JSON.parse(text));
      expect(value(file.text), file.name).toEqual(value(committed(file.name)));
    }
  });

  it('require a state schema for every field of the kind and no other', () => {
    const query = kindModule('query');
    const { name: _name, ...withoutName } = SCHEMA_PARTS.query.state;
    expect(() => stateObject(query, withoutName, STATE_MEMBERS, {})).toThrow(expect.objectContaining({ code: 'field_without_schema', message: expect.stringContaining('schema-parts/query.ts') }));
    expect(() => stateObject(query, { ...SCHEMA_PARTS.query.state, owner: { type: 'string' } }, STATE_MEMBERS, {}))
      .toThrow(expect.objectContaining({ code: 'schema_without_field' }));
    expect(stateObject(query, SCHEMA_PARTS.query.state, STATE_MEMBERS, {})['required']).toEqual(['id', 'metrics', 'name', 'status', 'config', 'protect', 'deleted_at']);
  });
});

describe('rewrite', () => {
  const json = '{\n  "a": { "x": 1, "y": [1, 2] },\n  "b": {\n    "c": "keep",\n    "d": [1, 2]\n  }\n}\n';

  it('keeps the text of what did not change and writes a changed value in its old layout', () => {
    const out = rewrite(json, positionedJson(json), { a: { x: 1, y: [1, 3] }, b: { c: 'keep', d: [3] } }, JSON_EMITTER);
    expect(out).toBe('{\n  "a": { "x": 1, "y": [1, 3] },\n  "b": {\n    "c": "keep",\n    "d": [3]\n  }\n}\n');
  });

  it('writes an object that gained a member around the text of the members it kept', () => {
    const out = rewrite(json, positionedJson(json), { a: { x: 1, y: [1, 2] }, n: { z: true }, b: { c: 'keep', d: [1, 2] } }, JSON_EMITTER);
    expect(out).toBe('{\n  "a": { "x": 1, "y": [1, 2] },\n  "n": {\n    "z": true\n  },\n  "b": {\n    "c": "keep",\n    "d": [1, 2]\n  }\n}\n');
    expect(JSON.parse(out)).toEqual({ a: { x: 1, y: [1, 2] }, n: { z: true }, b: { c: 'keep', d: [1, 2] } });
  });

  it('writes YAML members in flow style where they fit and quotes what plain style would misread', () => {
    const yaml = 'top:\n  kept: { type: string }\n  long: >-\n    folded\n    text\n  old: 1\n';
    const next = { top: { kept: { type: 'string' }, long: 'folded text', added: { type: ['string', 'null'], description: 'a: b' } } };
    const out = rewrite(yaml, positionedYaml(yaml), next, YAML_EMITTER);
    expect(out).toBe("top:\n  kept: { type: string }\n  long: >-\n    folded\n    text\n  added: { type: [string, 'null'], description: 'a: b' }\n");
    expect(positionedYaml(out).value).toEqual(next);
  });
});
