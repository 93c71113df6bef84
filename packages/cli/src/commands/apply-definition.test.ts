// `capctl apply DIR` keeps only what `plan` keeps while the service plans: the parsed definition
// is let go of once the request body is sent, and the service's problems are still placed at
// `file:line:column` in the user's files, over HTTP and on a local state.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createServiceKey, startService } from '@capctl/state';
import { CliError } from '../errors.js';
import type { Io } from '../output.js';
import { runApply, type ApplyCommandOptions } from './apply.js';

// Each definition loaded, watched without being held: the loader itself runs as it is.
const loadedDefinitions = vi.hoisted((): WeakRef<object>[] => []);
vi.mock('../load-definition.js', async (importOriginal) => {
  const real = await importOriginal<typeof import('../load-definition.js')>();
  return {
    ...real,
    loadDefinition: async (...args: Parameters<typeof real.loadDefinition>) => {
      const loaded = await real.loadDefinition(...args);
      loadedDefinitions.push(new WeakRef(loaded.definition));
      return loaded;
    },
  };
});

// A full collection, to tell a definition still held from one only not yet collected.
setFlagsFromString('--expose-gc');
const collect = runInNewContext('gc') as () => void;

let dir: string;
let defs: string;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'capctl-apply-definition-'));
  defs = join(dir, 'defs');
  mkdirSync(defs);
  writeFileSync(join(defs, 'a-actions.yaml'), 'actions:\n  - variant: checkout\n    schema: {type: object}\n');
  writeFileSync(join(defs, 'b-sources.yaml'), [
    'resources:',
    '  sources:',
    '    - name: refunds',
    '      type: cloud_sqs',
    '      credential: no-such-credential',
    '      config: {queue_url: "https://sqs.example.com/refunds", region: eu-west-1}',
    '      ingest: {variant: checkout, version: 1}',
    '',
  ].join('\n'));
});

afterAll(() => {
  vi.unstubAllEnvs();
  rmSync(dir, { recursive: true, force: true });
});

function io(): Io {
  const sink = () => new PassThrough().resume() as unknown as NodeJS.WriteStream;
  return { stdin: new PassThrough() as unknown as NodeJS.ReadStream, stdout: sink(), stderr: sink(), env: {} };
}

async function refusal(options: ApplyCommandOptions): Promise<CliError> {
  const error = await runApply(defs, { autoApprove: true, format: 'text', ...options }, io()).then(() => undefined, (e: unknown) => e);
  expect(error).toBeInstanceOf(CliError);
  return error as CliError;
}

const PLACED = /^.*defs\/b-sources\.yaml:5:19: .*no-such-credential.* \(\/resources\/sources\/0\/credential\)$/;

describe('apply DIR while the service plans', () => {
  it('holds the definition no more once the body arrived, and still places the service\'s problem at file:line:column', async () => {
    const heldWhenReceived: boolean[] = [];
    // A service that answers as the real one does for this definition (its pointer into the body).
    const fake = createServer((req, res) => {
      req.resume();
      req.on('end', () => {
        collect();
        heldWhenReceived.push(loadedDefinitions.at(-1)?.deref() !== undefined);
        res.writeHead(400, { 'content-type': 'application/json' }).end(JSON.stringify({
          data: null, errors: [{ code: 'invalid_request', message: 'source "refunds" uses credential "no-such-credential", which does not exist', pointer: '/definition/resources/sources/0/credential' }],
        }));
      });
    });
    await new Promise<void>((done) => fake.listen(0, '127.0.0.1', done));
    try {
      vi.stubEnv('CAPACITY_API_KEY', 'k');
      const before = loadedDefinitions.length;
      const error = await refusal({ url: `http://127.0.0.1:${(fake.address() as AddressInfo).port}`, org: '1' });
      expect(loadedDefinitions).toHaveLength(before + 1);
      expect(heldWhenReceived).toEqual([false]);
      expect(error.code).toBe('plan_invalid');
      expect(error.details).toHaveLength(1);
      expect(error.details[0]).toMatch(PLACED);
    } finally {
      await new Promise<void>((done) => fake.close(() => done()));
    }
  });

  it('places the real service\'s problem at file:line:column over HTTP', async () => {
    const db = join(dir, 'service.db');
    const { key } = await createServiceKey({ db, org: '1', user: 'ci' });
    const running = await startService({ port: 0, host: '127.0.0.1', db, logLevel: 'silent' });
    try {
      vi.stubEnv('CAPACITY_API_KEY', key);
      const error = await refusal({ url: running.url, org: '1' });
      expect(error.message).toBe(`1 problem in ${defs} against the current state:`);
      expect(error.details).toHaveLength(1);
      expect(error.details[0]).toMatch(PLACED);
    } finally {
      await running.close();
    }
  });

  it('places it at file:line:column on a local state', async () => {
    vi.stubEnv('CAPACITY_API_KEY', '');
    const error = await refusal({ state: join(dir, 'local.db') });
    expect(error.message).toBe(`1 problem in ${defs} against the current state:`);
    expect(error.details).toHaveLength(1);
    expect(error.details[0]).toMatch(PLACED);
  });
});
