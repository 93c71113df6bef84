// The http adapter's own behaviour beyond the contract: retries of idempotent calls only,
// timeouts, and typed errors for a wrong key and an unreachable service. Real sockets on
// 127.0.0.1; a tiny node:http server plays a flaky service.
import { createServer } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { StateError } from './errors.js';
import { handDefinition } from './handed-definition.js';
import { createHttpAdapter } from './http-adapter.js';

type Handler = (req: IncomingMessage, res: ServerResponse, n: number) => void;

let server: Server | undefined;
const seen: string[] = [];

async function flaky(handler: Handler): Promise<string> {
  seen.length = 0;
  server = createServer((req, res) => {
    seen.push(`${req.method} ${req.url}`);
    req.resume();
    req.on('end', () => handler(req, res, seen.length));
  });
  await new Promise<void>((done) => server?.listen(0, '127.0.0.1', done));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

afterEach(async () => {
  server?.closeAllConnections();
  await new Promise<void>((done) => (server ? server.close(() => done()) : done()));
  server = undefined;
});

const envelope = (data: unknown) => JSON.stringify({ data, errors: null });
const failure = (code: string, message: string) => JSON.stringify({ data: null, errors: [{ code, message }] });
const EMPTY_STATE = { org_id: '3', serial: 4, actions: [], destinations: [], metrics: [], queries: [], sources: [], credentials: [] };

function send(res: ServerResponse, status: number, body: string): void {
  res.writeHead(status, { 'content-type': 'application/json' }).end(body);
}

async function rejection(promise: Promise<unknown>): Promise<StateError> {
  const error = await promise.then(() => undefined, (e: unknown) => e);
  expect(error).toBeInstanceOf(StateError);
  return error as StateError;
}

describe('http adapter', () => {
  it('retries a GET after 503 with backoff and sends the key on every attempt', async () => {
    const keys: (string | undefined)[] = [];
    const url = await flaky((req, res, n) => {
      keys.push(req.headers['x-service-auth'] as string | undefined);
      if (n < 3) send(res, 503, failure('internal', 'warming up'));
      else send(res, 200, envelope(EMPTY_STATE));
    });
    const adapter = createHttpAdapter({ url, apiKey: 'k-1', orgId: '3', backoffMs: 5 });
    expect((await adapter.readState()).serial).toBe(4);
    expect(seen).toEqual(Array(3).fill('GET /v1/orgs/3/config/state'));
    expect(keys).toEqual(['k-1', 'k-1', 'k-1']);
  });

  it('waits for Retry-After when rate limited on a GET, then reports the limit if it persists', async () => {
    const url = await flaky((_req, res) => {
      res.writeHead(429, { 'content-type': 'application/json', 'retry-after': '1' }).end(failure('rate_limited', 'too many requests'));
    });
    const waits: number[] = [];
    const sleep = async (ms: number) => void waits.push(ms);
    const adapter = createHttpAdapter({ url, apiKey: 'k', orgId: '3', attempts: 2, backoffMs: 5, sleep });
    const error = await rejection(adapter.listRevisions());
    // One wait, for the second the service asked for rather than the 5 ms backoff.
    expect(waits).toEqual([1000]);
    expect(seen).toHaveLength(2);
    expect(error.code).toBe('rate_limited');
    expect(error.hint).toBe('wait a moment and try again');
  });

  it('does not retry a POST the service answered, and reports the 5xx', async () => {
    const url = await flaky((_req, res) => send(res, 503, failure('internal', 'the service failed')));
    const adapter = createHttpAdapter({ url, apiKey: 'k', orgId: '3', backoffMs: 5 });
    const error = await rejection(adapter.applyRevision('12'));
    expect(seen).toEqual(['POST /v1/orgs/3/config/revisions/12/apply']);
    expect(error.code).toBe('server_error');
    expect(error.message).toBe('the service failed (HTTP 503): the service failed');
  });

  it('names the key for 401, with a hint to check CAPACITY_API_KEY', async () => {
    const url = await flaky((_req, res) => send(res, 401, failure('unauthenticated', 'unknown API key')));
    const error = await rejection(createHttpAdapter({ url, apiKey: 'wrong', orgId: '3' }).readState());
    expect(error.code).toBe('unauthenticated');
    expect(error.message).toBe(`the API key was refused by ${url}: unknown API key`);
    expect(error.hint).toContain('CAPACITY_API_KEY');
    expect(seen).toHaveLength(1);
  });

  it('keeps the service message of a 409 and types it by code', async () => {
    const url = await flaky((_req, res) => send(res, 409, failure('revision_stale', 'destination pager changed since the plan')));
    const error = await rejection(createHttpAdapter({ url, apiKey: 'k', orgId: '3' }).applyRevision('1'));
    expect(error.code).toBe('revision_stale');
    expect(error.message).toBe('the saved plan is stale: destination pager changed since the plan');
  });

  it('gives up on a service that does not answer in time', async () => {
    const url = await flaky(() => undefined);
    const adapter = createHttpAdapter({ url, apiKey: 'k', orgId: '3', timeoutMs: 100, attempts: 2, backoffMs: 5 });
    const error = await rejection(adapter.readState());
    expect(error.code).toBe('timeout');
    expect(error.message).toBe(`no answer from ${url} within 100 ms`);
    expect(seen).toHaveLength(2);
  });

  it('says how to fix an unreachable service, retrying connection errors even for POST', async () => {
    const url = await flaky((_req, res) => send(res, 200, envelope(EMPTY_STATE)));
    await new Promise<void>((done) => server?.close(() => done()));
    server = undefined;
    const adapter = createHttpAdapter({ url, apiKey: 'k', orgId: '3', attempts: 2, backoffMs: 5 });
    const error = await rejection(adapter.planRevision({ definition: {} }));
    expect(error.code).toBe('unreachable');
    expect(error.message).toBe(`could not reach ${url}: connection refused. Is the service running? Check --url/CAPACITY_URL`);
  });

  describe('a plan request, streamed', () => {
    /** A service that keeps each plan request's body and headers, and refuses the plan (nothing to decode). */
    async function keeper(port: number, got: { body: string; chunked: boolean; held?: boolean }[], check?: () => boolean): Promise<void> {
      server = createServer((req, res) => {
        let body = '';
        req.setEncoding('utf8');
        req.on('data', (chunk: string) => { body += chunk; });
        req.on('end', () => {
          got.push({ body, chunked: req.headers['transfer-encoding'] === 'chunked' && req.headers['content-length'] === undefined, ...(check ? { held: check() } : {}) });
          send(res, 400, JSON.stringify({ data: null, errors: [{ code: 'invalid_request', message: 'no', pointer: '/definition/actions' }] }));
        });
      });
      await new Promise<void>((done) => server?.listen(port, '127.0.0.1', done));
    }

    const definition = {
      actions: Array.from({ length: 3000 }, (_, i) => ({ variant: `a-${i}-ünï "q" \\ 😀`, schema: { type: 'object' }, gone: undefined })),
      resources: { destinations: [], metrics: [], sources: [] },
    };

    it('sends the body as a stream, and a new one whole when the first connection was refused', async () => {
      // A port with nothing on it: the first attempt is refused, and the service starts during the backoff.
      const url = await flaky(() => undefined);
      const port = Number(new URL(url).port);
      await new Promise<void>((done) => server?.close(() => done()));
      const got: { body: string; chunked: boolean }[] = [];
      const sleep = () => keeper(port, got);
      const adapter = createHttpAdapter({ url, apiKey: 'k', orgId: '3', attempts: 2, sleep });
      const error = await rejection(adapter.planRevision({ definition: handDefinition(definition), message: 'why' }));
      expect(error.code).toBe('invalid_request');
      expect(got).toEqual([{ body: JSON.stringify({ definition, message: 'why' }), chunked: true }]);
    });

    it('lets go of a handed definition once the body is sent, before the answer', async () => {
      const handed = handDefinition(definition);
      const got: { body: string; chunked: boolean; held?: boolean }[] = [];
      await keeper(0, got, () => { try { return handed.value !== undefined; } catch { return false; } });
      const url = `http://127.0.0.1:${(server?.address() as AddressInfo).port}`;
      await rejection(createHttpAdapter({ url, apiKey: 'k', orgId: '3' }).planRevision({ definition: handed }));
      expect(got).toEqual([{ body: JSON.stringify({ definition }), chunked: true, held: false }]);
    });
  });
});

