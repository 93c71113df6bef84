// End-to-end, with the built binary: a local `plan` (and apply) loads no web server. The binary
// runs with a module hook preloaded (test/fixtures/module-record/) that writes down every module
// file it loads; the bundle's own map (dist/bundle-inputs.json) names the sources in each chunk.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CAPCTL, ROOT, Workspace } from './cli-fixture.js';

vi.setConfig({ testTimeout: 60_000 });

const HOOK = pathToFileURL(join(ROOT, 'test/fixtures/module-record/record-modules.mjs')).href;
const DIST = join(CAPCTL, '..');

/** Sources that only the web server needs: its framework, its logger, its routes and its assembly. */
const WEB_SERVER = [
  /^node_modules\/(fastify|@fastify\/[^/]+|find-my-way|avvio|light-my-request|fast-json-stringify|pino|pino-[^/]+)\//,
  /^packages\/server\/src\/(routes\/|.*-routes\.ts$|build-server\.ts$|start-server\.ts$|fastify-types\.ts$|logging\/|http\/error-handler\.ts$)/,
];

let ws: Workspace;
let outputs: Record<string, string[]>;

beforeAll(() => {
  ws = new Workspace();
  ws.withQuickstart('q');
  outputs = (JSON.parse(readFileSync(join(DIST, 'bundle-inputs.json'), 'utf8')) as { outputs: Record<string, string[]> }).outputs;
});

afterAll(() => ws.remove());

/** Runs capctl with the hook; the sources it loaded (from the bundle's map) and its result. */
async function loadedBy(args: readonly string[], name: string) {
  const record = ws.path(`${name}.modules`);
  const result = await ws.run(args, { env: { NODE_OPTIONS: `--import=${HOOK}`, CAPCTL_RECORD_MODULES: record } });
  const files = readFileSync(record, 'utf8').split('\n').filter((url) => url.startsWith('file:')).map((url) => fileURLToPath(url));
  const chunks = files.filter((file) => file.startsWith(DIST)).map((file) => file.slice(DIST.length + 1));
  const unmapped = chunks.filter((chunk) => outputs[chunk] === undefined);
  return { result, chunks, unmapped, sources: chunks.flatMap((chunk) => outputs[chunk] ?? []) };
}

const webServer = (sources: readonly string[]) => sources.filter((source) => WEB_SERVER.some((pattern) => pattern.test(source)));

describe('local mode', () => {
  it('sees the web server where it is loaded: the probe is not blind', async () => {
    const { result, unmapped, sources } = await loadedBy(['keys', 'create', '--create', '--db', 'keys.db', '--org', '1'], 'keys');
    expect(result.code).toBe(0);
    expect(unmapped).toEqual([]);
    const found = webServer(sources);
    expect(found).toContain('packages/server/src/build-server.ts');
    expect(found.some((source) => source.startsWith('node_modules/fastify/'))).toBe(true);
    expect(found.some((source) => source.startsWith('node_modules/pino/'))).toBe(true);
  });

  it('plans and applies in this process without loading fastify, pino or any route', async () => {
    for (const [name, args] of [
      ['plan-json', ['plan', 'q', '--format', 'json']],
      ['plan-text', ['plan', 'q', '--no-pager']],
      ['apply', ['apply', 'q', '--auto-approve']],
    ] as const) {
      const { result, chunks, unmapped, sources } = await loadedBy(args, name);
      expect({ name, code: result.code, stderr: result.stderr.includes('error:') ? result.stderr : '' }).toEqual({ name, code: 0, stderr: '' });
      expect(unmapped).toEqual([]);
      expect(chunks).toContain('capctl.mjs');
      // The plan was made by the service in this process, from its local entry.
      expect(sources).toContain('packages/server/src/use-cases/local-service.ts');
      expect({ name, webServer: webServer(sources) }).toEqual({ name, webServer: [] });
    }
  });
});
