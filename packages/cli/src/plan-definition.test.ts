// The service's error entries placed in the user's files over real HTTP: the entry's pointer is
// used as it is (no text parsed), so keys with spaces, `/` (~1) and `~` (~0) land where they are.
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDiagnostic, parseDefinition, type SourceFile } from '@capctl/core';
import { createHttpAdapter, createServiceKey, startService, type StateAdapter } from '@capctl/state';
import { CliError } from './errors.js';
import { planDefinition, planInput } from './plan-definition.js';
import type { Target } from './target.js';

let dir: string;
let adapter: StateAdapter;
let stop: () => Promise<void>;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'capctl-plan-definition-'));
  const db = join(dir, 'capacity.db');
  const { key } = await createServiceKey({ db, org: '1', user: 'ci' });
  const running = await startService({ port: 0, host: '127.0.0.1', db, logLevel: 'silent' });
  adapter = createHttpAdapter({ url: running.url, apiKey: key, orgId: '1' });
  stop = () => running.close();
});

afterAll(async () => {
  await adapter?.close();
  await stop?.();
  rmSync(dir, { recursive: true, force: true });
});

const files: SourceFile[] = [
  { path: 'defs/a-actions.yaml', text: 'actions:\n  - variant: checkout\n    schema: {type: object}\n' },
  {
    path: 'defs/b-actions.yaml',
    text: [
      'actions:',
      '  - variant: shipping',
      '    schema:',
      '      type: object',
      '      properties:',
      '        "ship to/city~code":',
      '          type: strnig',
      '',
    ].join('\n'),
  },
];

const target: Target = { kind: 'http', url: 'http://test', apiKey: 'k', orgId: '1' } as unknown as Target;

async function refusal(): Promise<CliError> {
  // The definition goes to the service as read, so that the service, not the CLI, finds the problem.
  const parsed = parseDefinition(files);
  const loaded = { definition: parsed.definition, files, warnings: [] };
  const error = await planDefinition(adapter, loaded, { path: 'defs', target, stderr: process.stderr, announce: false }).then(() => undefined, (e: unknown) => e);
  expect(error).toBeInstanceOf(CliError);
  return error as CliError;
}

describe('problems the service finds, placed over HTTP', () => {
  it('places a pointer with a space, ~1 and ~0 at its file:line:column, as the local validator does', async () => {
    const error = await refusal();
    expect(error.code).toBe('plan_invalid');
    expect(error.message).toBe('1 problem in defs against the current state:');
    expect(error.details).toHaveLength(1);
    expect(error.details[0]).toMatch(/^defs\/b-actions\.yaml:7:17: .*\(\/actions\/0\/schema\/properties\/ship to~1city~0code\/type\)$/);
    // The same place and words as `capctl validate` gives for it without the service.
    const local = parseDefinition(files).diagnostics.filter((d) => d.severity === 'error').map((d) => formatDiagnostic(d));
    expect(error.details).toEqual(local);
  });
});

describe('a definition let go of while the service plans', () => {
  it('is no longer held when the service has the request, and the service\'s problem is still placed at file:line:column', async () => {
    const input = planInput({ definition: parseDefinition(files).definition, files, warnings: [] });
    const heldWhenReceived: boolean[] = [];
    // A service that answers as the real one does for this definition (its pointer into the body).
    const fake = createServer((req, res) => {
      req.resume();
      req.on('end', () => {
        heldWhenReceived.push((() => { try { return input.definition.value !== undefined; } catch { return false; } })());
        res.writeHead(400, { 'content-type': 'application/json' }).end(JSON.stringify({
          data: null, errors: [{ code: 'invalid_request', message: 'must be equal to one of the allowed values', pointer: '/definition/actions/1/schema/properties/ship to~1city~0code/type' }],
        }));
      });
    });
    await new Promise<void>((done) => fake.listen(0, '127.0.0.1', done));
    try {
      const url = `http://127.0.0.1:${(fake.address() as AddressInfo).port}`;
      const error = await planDefinition(createHttpAdapter({ url, apiKey: 'k', orgId: '1' }), input, { path: 'defs', target, stderr: process.stderr, announce: false })
        .then(() => undefined, (e: unknown) => e);
      expect(heldWhenReceived).toEqual([false]);
      expect(error).toBeInstanceOf(CliError);
      // Placed from the files' texts kept: line and column, and the pointer within its file.
      expect((error as CliError).details).toEqual(['defs/b-actions.yaml:7:17: must be equal to one of the allowed values (/actions/0/schema/properties/ship to~1city~0code/type)']);
    } finally {
      await new Promise<void>((done) => fake.close(() => done()));
    }
  });
});

