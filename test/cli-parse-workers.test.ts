// End-to-end: the built binary loads a large definition's files in worker threads (its bundle
// ships the worker entry under dist/chunks/, which the action's copy carries too), and what it
// reports is what it reports loading them in one thread: the same plan, the same errors at the
// same file:line:column. Node's own debug log (NODE_DEBUG=worker) shows which worker file ran.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { generateDefinition, toYamlFiles } from './bench/generate.js';
import { ROOT, Workspace, type RunResult } from './cli-fixture.js';

const carried = await import(join(ROOT, 'action/carried-capctl.mjs')) as { BUILT: string; bundleFiles: (dir: string) => string[] };

vi.setConfig({ testTimeout: 180_000 });

let ws: Workspace;

beforeAll(() => {
  ws = new Workspace();
  // About 2.4 MB of YAML in four files: past the size from which workers are used.
  for (const file of toYamlFiles(generateDefinition({ actions: 4_000 }), 4)) ws.writeText(`valid/${file.path}`, file.text);
  for (const file of toYamlFiles(generateDefinition({ actions: 4_000 }), 4)) {
    // A misspelt key in one action file, and a YAML syntax error in another.
    const text = file.path.endsWith('02.yaml') ? file.text.replace('    destinations:', '    destinatons:')
      : file.path.endsWith('03.yaml') ? file.text.replace(/\n(\s+)schema:/, '\n$1schema: {type: object\n$1schema:') : file.text;
    ws.writeText(`broken/${file.path}`, text);
  }
});

afterAll(() => {
  ws.remove();
});


function run(args: string[], threads: number): Promise<RunResult> {
  return ws.run(args, { env: { CAPCTL_PARSE_THREADS: String(threads), NODE_DEBUG: 'worker' } });
}

/** The worker files the run started, from Node's debug log. */
const workerFiles = (r: RunResult) => [...r.stderr.matchAll(/instantiating Worker\. url: (\S+)/g)].map((m) => m[1]);
const withoutLog = (text: string) => text.split('\n').filter((line) => !/^WORKER \d+: /.test(line)).join('\n');
/** Ids and times differ from one stored revision to the next; the rest of the plan may not. */
const planText = (r: RunResult) => r.stdout.replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, 'ID').replace(/\d{4}-\d\d-\d\dT[\d:.]+Z/g, 'TIME');

describe('capctl loads definition files in worker threads', () => {
  it('ships the worker entry in the bundle, where the action copy of it takes it too', () => {
    expect(carried.bundleFiles(carried.BUILT)).toContain(join('chunks', 'parse-worker.mjs'));
  });

  it('plans a large multi-file definition as it does loading in one thread', async () => {
    const parallel = await run(['plan', 'valid/defs', '--format', 'json'], 2);
    const single = await run(['plan', 'valid/defs', '--format', 'json'], 1);
    expect(workerFiles(parallel)).toEqual([expect.stringMatching(/\/packages\/cli\/dist\/chunks\/parse-worker\.mjs$/)]);
    expect(workerFiles(single)).toEqual([]);
    expect([parallel.code, single.code]).toEqual([0, 0]);
    expect(JSON.parse(parallel.stdout).summary).toMatchObject({ create: 4_000 + 400 + 200 + 600 + 400 });
    expect(planText(parallel)).toEqual(planText(single));
  });

  it('reports errors in files loaded by workers with the text and file:line:column of one thread', async () => {
    const parallel = await run(['validate', 'broken/defs'], 3);
    const single = await run(['validate', 'broken/defs'], 1);
    expect(workerFiles(parallel)).toHaveLength(2);
    expect([parallel.code, single.code]).toEqual([1, 1]);
    expect(withoutLog(parallel.stderr)).toEqual(withoutLog(single.stderr));
    const broken = readFileSync(ws.path('broken/defs/part-03.yaml'), 'utf8').split('\n');
    const line = broken.findIndex((l) => l.includes('schema: {type: object')) + 2;
    expect(withoutLog(parallel.stderr)).toContain(`defs/part-03.yaml:${line}:`);
    expect(withoutLog(parallel.stderr)).toMatch(/defs\/part-02\.yaml:\d+:\d+: .*destinatons/);
  });
});
