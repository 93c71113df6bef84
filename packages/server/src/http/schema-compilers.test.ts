import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { issueApiKey } from '../auth/api-key-admin.js';
import { buildServer } from '../build-server.js';
import { createSchemaCompilers, lazyValidator, type RouteValidator, type SchemaCompilation } from './schema-compilers.js';
import { injectAs } from '../testing/inject-as.js';

const AJV = { customOptions: { coerceTypes: false, removeAdditional: false, allowUnionTypes: true } } as const;

/** A bare app with one validated route whose response is an object or null, on the given compilers. */
async function smallApp(compilation: SchemaCompilation) {
  const compilers = createSchemaCompilers(compilation);
  const app = fastify({ ajv: AJV, schemaController: { compilersFactory: compilers.factory } });
  app.post('/items/:id', {
    schema: {
      params: { type: 'object', properties: { id: { type: 'string', pattern: '^[0-9]+$' } }, required: ['id'] },
      body: { type: 'object', required: ['name'], additionalProperties: false, properties: { name: { type: 'string', minLength: 1 } } },
      response: {
        200: {
          type: 'object',
          properties: { data: { anyOf: [{ type: 'object', properties: { id: { type: 'string' }, name: { type: 'string' } } }, { type: 'null' }] } },
        },
      },
    },
    handler: async (request) => {
      const { name } = request.body as { name: string };
      return { data: name === 'none' ? null : { id: (request.params as { id: string }).id, name, secret: 'not in the schema' } };
    },
  });
  await app.ready();
  return { app, compilers };
}

const post = (app: FastifyInstance, url: string, body: unknown) =>
  app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload: JSON.stringify(body) });

describe('createSchemaCompilers', () => {
  const apps: FastifyInstance[] = [];
  afterEach(async () => {
    await Promise.all(apps.splice(0).map((app) => app.close()));
  });

  it('compiles nothing at start-up and each schema once, on the first request that needs it', async () => {
    const { app, compilers } = await smallApp('lazy');
    apps.push(app);
    expect(compilers.compiledCount()).toBe(0);
    const first = await post(app, '/items/7', { name: 'a' });
    expect(first.statusCode).toBe(200);
    expect(compilers.compiledCount()).toBe(3); // params, body, 200 response
    await post(app, '/items/8', { name: 'b' });
    expect(compilers.compiledCount()).toBe(3);
  });

  it('compiles every schema while the app gets ready when eager', async () => {
    const { app, compilers } = await smallApp('eager');
    apps.push(app);
    expect(compilers.compiledCount()).toBe(3);
  });

  it('gives the same responses and validation errors lazily as eagerly', async () => {
    const lazy = await smallApp('lazy');
    const eager = await smallApp('eager');
    apps.push(lazy.app, eager.app);
    const cases: [string, unknown][] = [
      ['/items/7', { name: 'a' }],
      ['/items/7', { name: 'none' }],
      ['/items/x', { name: 'a' }],
      ['/items/7', { name: '' }],
      ['/items/7', { name: 'a', extra: 1 }],
      ['/items/7', {}],
    ];
    for (const [url, body] of cases) {
      const [a, b] = await Promise.all([post(lazy.app, url, body), post(eager.app, url, body)]);
      expect({ url, body, status: a.statusCode, payload: a.payload }).toEqual({ url, body, status: b.statusCode, payload: b.payload });
    }
    expect((await post(lazy.app, '/items/7', { name: 'a' })).json()).toEqual({ data: { id: '7', name: 'a' } });
    expect((await post(lazy.app, '/items/x', { name: 'a' })).json()).toMatchObject({ message: 'params/id must match pattern "^[0-9]+$"' });
  });
});

describe('lazyValidator', () => {
  it('compiles on the first call only and forwards errors and schemaEnv from the compiled function', () => {
    let compiles = 0;
    const compiled = Object.assign((data: unknown) => {
      compiled.errors = data === 1 ? null : [{ keyword: 'const' }];
      return data === 1;
    }, { errors: null as unknown, schemaEnv: { marker: true } });
    const validate = lazyValidator(() => {
      compiles += 1;
      return compiled as RouteValidator;
    });
    expect(compiles).toBe(0);
    expect(validate(2)).toBe(false);
    expect(validate.errors).toEqual([{ keyword: 'const' }]);
    expect(validate(1)).toBe(true);
    expect(validate.errors).toBeNull();
    expect(validate.schemaEnv).toEqual({ marker: true });
    expect(compiles).toBe(1);
  });
});

describe('buildServer schemaCompilation', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  async function service(compilation: SchemaCompilation) {
    const dir = mkdtempSync(join(tmpdir(), 'capctl-compilers-'));
    dirs.push(dir);
    const app = await buildServer({ db: join(dir, 'service.db'), rateLimit: false, schemaCompilation: compilation });
    await app.ready();
    const { key } = await issueApiKey(app.repos, { org: '1', user: 'tester' });
    app.authenticator.invalidate();
    return { app, key };
  }

  it('compiles every route schema of openapi.yaml when eager', async () => {
    // Lazily, a schema that does not compile would only fail on its route's first request.
    const { app } = await service('eager');
    try {
      expect(app.registeredRoutes.length).toBeGreaterThan(20);
    } finally {
      await app.close();
    }
  });

  it('answers invalid requests with the same 400 envelopes lazily as eagerly', async () => {
    const lazy = await service('lazy');
    const eager = await service('eager');
    const requests = [
      { method: 'POST', url: '/v1/orgs/1/config/revisions/', payload: { definition: [] } },
      { method: 'POST', url: '/v1/orgs/1/config/revisions/', payload: { definition: {}, extra: true } },
      { method: 'POST', url: '/v1/orgs/1/config/revisions/', payload: {} },
      { method: 'GET', url: '/v1/orgs/1/config/revisions/?limit=abc' },
      { method: 'PUT', url: '/v1/orgs/1/settings/domain', payload: { enabled: 'yes' } },
      { method: 'POST', url: '/v1/orgs/1/credentials/', payload: { label: 'x' } },
      { method: 'POST', url: '/v1/orgs/1/config/revisions/', payload: { definition: { actions: [] } } },
    ] as const;
    const statuses: number[] = [];
    try {
      for (const request of requests) {
        const send = (target: { app: FastifyInstance; key: string }) => injectAs(target, request);
        const [a, b] = [await send(lazy), await send(eager)];
        const errors = (payload: string) => (JSON.parse(payload) as { errors: unknown }).errors;
        expect({ url: request.url, status: a.statusCode, errors: errors(a.payload) })
          .toEqual({ url: request.url, status: b.statusCode, errors: errors(b.payload) });
        statuses.push(a.statusCode);
      }
      expect(statuses).toEqual([400, 400, 400, 400, 400, 400, 200]);
    } finally {
      await Promise.all([lazy.app.close(), eager.app.close()]);
    }
  });
});
