import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueApiKey } from '../auth/api-key-admin.js';
import { buildServer } from '../build-server.js';
import { restoreRouteCode, routeCodeKey, schemaHash, type RouteCodeTable } from './route-code.js';
import { generateRouteCode } from './route-code-generator.js';
import { createSchemaCompilers } from './schema-compilers.js';
import { injectAs } from '../testing/inject-as.js';

const dir = mkdtempSync(join(tmpdir(), 'capctl-route-code-'));
let table: RouteCodeTable;

/** The generated module and its code files as the bundle lays them out, with `require` resolving its helpers from here. */
async function loadGenerated(): Promise<RouteCodeTable> {
  const file = join(dir, 'route-code-table.mjs');
  const generated = await generateRouteCode();
  const prelude = `import { createRequire } from 'node:module';\nconst require = createRequire(${JSON.stringify(import.meta.url)});\n`;
  writeFileSync(file, prelude + generated.module);
  mkdirSync(join(dir, 'route-code'));
  generated.codes.forEach((code, i) => writeFileSync(join(dir, 'route-code', `${i}.js`), code));
  return ((await import(pathToFileURL(file).href)) as { routeCodeTable: RouteCodeTable }).routeCodeTable;
}

const refuse = () => () => {
  throw new Error('a schema had no generated code and was compiled');
};

async function service(name: string, generated: boolean): Promise<{ app: FastifyInstance; key: string }> {
  const schemaCompilers = generated
    ? createSchemaCompilers('lazy', { table, validators: refuse, serializers: refuse })
    : createSchemaCompilers('lazy');
  const app = await buildServer({ db: join(dir, `${name}.db`), rateLimit: false, schemaCompilers });
  await app.ready();
  const { key } = await issueApiKey(app.repos, { org: '1', user: 'tester' });
  app.authenticator.invalidate();
  return { app, key };
}

beforeAll(async () => {
  table = await loadGenerated();
}, 60_000);

afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe('generated route code', () => {
  it('has a validator or serializer for every schema part of every route', () => {
    expect(Object.keys(table.validators).length).toBeGreaterThan(20);
    expect(Object.keys(table.serializers).length).toBeGreaterThan(20);
    expect(Object.keys(table.validators)).toContain('POST /v1/orgs/:org_id/config/revisions/ body');
    expect(Object.keys(table.serializers)).toContain('POST /v1/orgs/:org_id/config/revisions/ 200');
  });

  it('answers valid and invalid requests exactly as the compiled schemas do, without compiling any', async () => {
    // `refuse` stands in for ajv and fast-json-stringify: a route without generated code fails its request.
    const generated = await service('generated', true);
    const compiled = await service('compiled', false);
    const requests = [
      { method: 'POST', url: '/v1/orgs/1/config/revisions/', payload: { definition: { actions: [] } } },
      { method: 'POST', url: '/v1/orgs/1/config/revisions/', payload: { definition: [] } },
      { method: 'POST', url: '/v1/orgs/1/config/revisions/', payload: { definition: {}, extra: true } },
      { method: 'GET', url: '/v1/orgs/1/config/revisions/?limit=abc' },
      { method: 'GET', url: '/v1/orgs/1/config/revisions/' },
      { method: 'GET', url: '/v1/orgs/1/config/state' },
      { method: 'PUT', url: '/v1/orgs/1/settings/domain', payload: { enabled: 'yes' } },
      { method: 'POST', url: '/v1/orgs/1/credentials/', payload: { label: 'x' } },
      { method: 'GET', url: '/v1/orgs/1/destinations/' },
      { method: 'GET', url: '/v1/orgs/x/destinations/' },
    ] as const;
    const statuses: number[] = [];
    try {
      for (const request of requests) {
        const send = (target: { app: FastifyInstance; key: string }) => injectAs(target, request);
        const [a, b] = [await send(generated), await send(compiled)];
        // Ids, times and digests differ between the two databases; everything else is the same.
        const stable = (payload: string) => payload.replace(/"(id|created_at|updated_at|lineage|digest)":"[^"]*"/g, '"$1":"…"');
        expect({ url: request.url, status: a.statusCode, payload: stable(a.payload) })
          .toEqual({ url: request.url, status: b.statusCode, payload: stable(b.payload) });
        statuses.push(a.statusCode);
      }
      expect(statuses).toEqual([200, 400, 400, 400, 200, 200, 400, 400, 200, 400]);
    } finally {
      await Promise.all([generated.app.close(), compiled.app.close()]);
    }
  });
});

describe('restoreRouteCode', () => {
  const route = { method: 'GET', url: '/v1/things/:id', httpPart: 'params', schema: { type: 'object' } };
  const entries = { [routeCodeKey(route)]: { hash: schemaHash(route.schema), load: () => 'generated' } };

  it('gives the generated code for the schema it was generated from', () => {
    expect(restoreRouteCode(entries, route, route.schema)).toBe('generated');
  });

  it('gives nothing for a changed schema or another route, which then compile as before', () => {
    expect(restoreRouteCode(entries, route, { type: 'object', required: ['id'] })).toBeUndefined();
    expect(restoreRouteCode(entries, { ...route, httpPart: 'querystring' }, route.schema)).toBeUndefined();
    expect(restoreRouteCode(undefined, route, route.schema)).toBeUndefined();
  });
});
