// Loading in worker threads changes nothing a user sees: the merged definition and every
// diagnostic (text, file:line:column, pointer) are those of loading in this thread.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { formatDiagnostic, parseDefinition, parseLoadedDefinition, type SourceFile } from '@capctl/core';
import { idleThreads, loadFiles, shareFiles, THREADS_ENV } from './parallel-load.js';
import { parseWorkerScript } from './testing/parse-worker-script.js';

const EXAMPLES = join(import.meta.dirname, '../../../examples');

let workerScript: URL;
beforeAll(async () => { workerScript = await parseWorkerScript(); }, 60_000);

function exampleFiles(dir: string): SourceFile[] {
  return readdirSync(join(EXAMPLES, dir)).filter((f) => /\.(ya?ml|json)$/.test(f)).sort()
    .map((f) => ({ path: `examples/${dir}/${f}`, text: readFileSync(join(EXAMPLES, dir, f), 'utf8') }));
}

/** Each file in a worker of its own (but the largest, which this thread loads), whatever its size. */
async function inWorkers(files: readonly SourceFile[]) {
  return parseLoadedDefinition(files, await loadFiles(files, { threads: files.length, workerScript, minChars: 0 }));
}

/** A valid file larger than every other, so that this thread takes it and the workers the rest. */
const PADDING: SourceFile = {
  path: 'defs/00-padding.yaml',
  text: `actions:\n${Array.from({ length: 40 }, (_, i) => `  - variant: pad-${i}\n    schema: {type: object, description: "${'x'.repeat(40)}"}\n`).join('')}`,
};

describe('loading definition files in worker threads', () => {
  it.each(['multi-file', 'quickstart', 'environments/definition', 'broken'])('gives examples/%s the definition and diagnostics of the in-thread parse', async (dir) => {
    const files = exampleFiles(dir);
    const parallel = await inWorkers(files);
    expect(parallel).toEqual(parseDefinition(files));
    expect(files.length > 1 || dir !== 'multi-file').toBe(true);
  });

  it('gives a generated multi-file definition (YAML and JSON files) the definition of the in-thread parse', async () => {
    const action = (i: number) => ({
      variant: `action-${i}`, destinations: [`dest-${i % 40}`],
      schema: { type: 'object', required: ['id'], properties: { id: { type: 'string', minLength: 1 }, n: { type: 'integer', minimum: -i } } },
    });
    const destination = (i: number) => ({ label: `dest-${i}`, type: 'webhook', config: { url: `https://hooks.example.com/${i}`, headers: { authorization: `Bearer ${i}` } } });
    const files: SourceFile[] = [
      { path: 'defs/a.yaml', text: stringify({ resources: { destinations: Array.from({ length: 40 }, (_, i) => destination(i)) } }) },
      ...[0, 1, 2].map((f) => ({ path: `defs/actions-${f}.yaml`, text: stringify({ actions: Array.from({ length: 200 }, (_, i) => action(f * 200 + i)) }) })),
      { path: 'defs/more.json', text: JSON.stringify({ actions: Array.from({ length: 200 }, (_, i) => action(600 + i)) }, null, 2) },
    ];
    const parallel = await inWorkers(files);
    expect(parallel.diagnostics).toEqual([]);
    expect(parallel.definition.actions).toHaveLength(800);
    expect(parallel).toEqual(parseDefinition(files));
  });

  it('reports a problem found in a worker with the text and file:line:column of the in-thread parse', async () => {
    const files: SourceFile[] = [
      PADDING,
      { path: 'defs/10-syntax.yaml', text: 'actions:\n  - variant: a\n    schema: {type: object\n' },
      { path: 'defs/20-deep.json', text: `{"actions": [{"variant": "d", "schema": ${'['.repeat(200)}${']'.repeat(200)}}]}` },
      { path: 'defs/30-json.json', text: '{\n  "actions": [\n    {"variant": "j",, "schema": {}}\n  ]\n}\n' },
      { path: 'defs/40-alias.yaml', text: 'x: &big [1, 2]\nactions:\n  - variant: s\n    schema: {type: object, examples: [*big, *big]}\n' },
      { path: 'defs/50-schema.yaml', text: 'actions:\n  - variant: q\n    schema: {type: object}\n    destinatons: [x]\n' },
      { path: 'defs/60-zero.yaml', text: 'actions:\n  - variant: z\n    schema: {type: number, minimum: -0.0}\n' },
    ];
    const parallel = await inWorkers(files);
    const inThread = parseDefinition(files);
    expect(parallel).toEqual(inThread);
    const lines = parallel.diagnostics.map((d) => formatDiagnostic(d));
    expect(lines).toEqual(inThread.diagnostics.map((d) => formatDiagnostic(d)));
    // Positions from each kind of problem a file can have on its own.
    expect(lines.filter((l) => l.startsWith('defs/10-syntax.yaml:'))).toEqual([expect.stringMatching(/^defs\/10-syntax\.yaml:4:1: /)]);
    expect(lines.filter((l) => l.startsWith('defs/30-json.json:'))).toEqual([expect.stringMatching(/^defs\/30-json\.json:3:21: invalid JSON/)]);
    expect(lines.some((l) => l.startsWith('defs/20-deep.json:1:'))).toBe(true);
    expect(lines.filter((l) => l.startsWith('defs/50-schema.yaml:'))).toEqual([expect.stringMatching(/^defs\/50-schema\.yaml:4:5: .*destinatons/)]);
  });

  it('keeps what JSON would change: -0 (YAML -0.0), and objects an alias shares', async () => {
    const files: SourceFile[] = [
      PADDING,
      { path: 'defs/zero.yaml', text: 'actions:\n  - variant: z\n    schema: {type: number, minimum: -0.0}\n' },
      { path: 'defs/alias.yaml', text: 'actions:\n  - variant: s\n    schema: &s {type: object}\n  - variant: t\n    schema: *s\n' },
    ];
    const loaded = await loadFiles(files, { threads: files.length, workerScript, minChars: 0 });
    const zero = loaded[1]?.ok === true ? (loaded[1].value as { actions: { schema: { minimum: number } }[] }).actions[0]?.schema.minimum : undefined;
    expect(Object.is(zero, -0)).toBe(true);
    const alias = loaded[2]?.ok === true ? (loaded[2].value as { actions: { schema: object }[] }).actions : [];
    expect(alias[0]?.schema).toBe(alias[1]?.schema);
  });
});

describe('sharing files among threads', () => {
  it('gives each thread about the same amount of text, largest files first', () => {
    expect(shareFiles([10, 1, 9, 2, 5, 5], 2)).toEqual([[0, 5, 1], [2, 4, 3]]);
    expect(shareFiles([3, 3], 4)).toEqual([[0], [1]]);
  });
});

describe('the threads started by default', () => {
  it('are the cores other work leaves idle, this thread included, and at least this one', () => {
    expect(idleThreads(2, 0.2)).toBe(2);
    expect(idleThreads(2, 1.2)).toBe(1);
    expect(idleThreads(2, 12.5)).toBe(1);
    expect(idleThreads(8, 2.6)).toBe(5);
    expect(idleThreads(1, 0)).toBe(1);
  });
});

describe(THREADS_ENV, () => {
  const before = process.env[THREADS_ENV];
  afterEach(() => {
    if (before === undefined) delete process.env[THREADS_ENV];
    else process.env[THREADS_ENV] = before;
  });

  it('refuses a value that is not a number of threads, saying what it takes', async () => {
    process.env[THREADS_ENV] = 'many';
    await expect(loadFiles(exampleFiles('multi-file'))).rejects.toThrow(`${THREADS_ENV} is "many": it must be a whole number of threads, 1 or more`);
  });
});
