import { describe, expect, it } from 'vitest';
import { openApiDocument, openApiOperations, openApiRoutes, operationRoute } from './openapi.js';

// The capctl bundler carries the document and the route table as JSON text (see build.mjs): both
// must come back from JSON exactly as this module builds them.
describe('the OpenAPI data the bundler carries', () => {
  it('lists every operation with the schemas operationRoute gives', () => {
    const routes = openApiRoutes();
    expect(routes.map((r) => r.operationId)).toEqual(openApiOperations().map((o) => o.operationId));
    for (const route of routes) {
      expect({ method: route.method, url: route.url, schema: route.schema }).toEqual(operationRoute(route.operationId));
    }
  });

  it('survives a JSON round trip unchanged', () => {
    expect(JSON.parse(JSON.stringify(openApiRoutes()))).toStrictEqual(openApiRoutes());
    expect(JSON.parse(JSON.stringify(openApiDocument()))).toStrictEqual(openApiDocument());
  });
});
