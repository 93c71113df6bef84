// The OpenAPI loader: inlined schemas, fastify URLs, and rules every operation follows.
import { isDeepStrictEqual } from 'node:util';
import { Ajv } from 'ajv';
import { describe, expect, test } from 'vitest';
import { ERROR_STATUS } from './errors.js';
import { openApiDocument, openApiOperations, operationRoute } from './openapi.js';

describe('openapi', () => {
  test('route schemas have every $ref inlined', () => {
    for (const op of openApiOperations()) {
      expect(JSON.stringify(operationRoute(op.operationId).schema), op.operationId).not.toContain('$ref');
    }
  });

  test('every route schema is a valid JSON Schema (the server skips this check at start-up)', () => {
    const ajv = new Ajv({ strict: false });
    for (const op of openApiOperations()) {
      const { params, querystring, body, response } = operationRoute(op.operationId).schema;
      for (const schema of [params, querystring, body, ...Object.values(response ?? {})]) {
        if (schema === undefined) continue;
        expect(ajv.validateSchema(schema), `${op.operationId}: ${ajv.errorsText()}`).toBe(true);
      }
    }
  });

  test('turns paths into fastify URLs and keeps operation ids unique', () => {
    expect(operationRoute('patchDestination')).toMatchObject({ method: 'PATCH', url: '/v1/orgs/:org_id/destinations/:id' });
    const ids = openApiOperations().map((op) => op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  test('org_id is digits only everywhere it appears', () => {
    for (const op of openApiOperations().filter((o) => o.path.includes('{org_id}'))) {
      const params = operationRoute(op.operationId).schema.params as { properties: Record<string, { pattern?: string }> };
      expect(params.properties['org_id']?.pattern, op.operationId).toBe('^[0-9]+$');
    }
  });

  test('every request body forbids unknown fields', () => {
    for (const op of openApiOperations()) {
      const body = operationRoute(op.operationId).schema.body as { additionalProperties?: unknown } | undefined;
      if (body) expect(body.additionalProperties, op.operationId).toBe(false);
    }
  });

  test('only /healthz and /openapi.json are public', () => {
    expect(openApiOperations().filter((op) => !op.authenticated).map((op) => op.path).sort()).toEqual(['/healthz', '/openapi.json', '/readyz']);
    expect((openApiDocument() as { components: { securitySchemes: Record<string, { name: string }> } }).components.securitySchemes['ServiceAuth']?.name).toBe('x-service-auth');
  });

  test('every operation that writes documents 409', () => {
    // Read from the document itself, not the loaded routes: those keep only the 200 response.
    const { paths, components } = openApiDocument() as {
      paths: Record<string, Record<string, { operationId: string; responses: Record<string, unknown> }>>;
      components: { responses: Record<string, { description: string }> };
    };
    const writes = Object.values(paths).flatMap((item) =>
      ['post', 'put', 'patch', 'delete'].flatMap((method) => (item[method] ? [item[method]] : [])));
    // Some write of every kind the service has, so the check cannot pass on an empty list.
    expect(writes.map((op) => op.operationId)).toEqual(expect.arrayContaining(['putCapacityDomain', 'patchDestination', 'createCredential', 'applyRevision']));
    const lacking = writes.filter((op) => !isDeepStrictEqual(op.responses['409'], { $ref: '#/components/responses/Conflict' }));
    expect(lacking.map((op) => op.operationId)).toEqual([]);
    // The shared response names every code the service answers 409 with.
    const conflictCodes = Object.entries(ERROR_STATUS).filter(([, status]) => status === 409).map(([code]) => code);
    for (const code of conflictCodes) expect(components.responses['Conflict']?.description).toContain(code);
  });

  test('an unknown operation id is an error that says where to add it', () => {
    expect(() => operationRoute('nope')).toThrow(/not in schemas\/openapi.yaml/);
  });
});
