// Loads schemas/openapi.yaml once and turns each operation into fastify route options: method,
// URL and the request/response JSON schemas, with every `$ref` inlined.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CORE_SCHEMA, load } from 'js-yaml';

type JsonSchema = Record<string, unknown>;

export interface OpenApiOperation {
  readonly operationId: string;
  /** Upper-case HTTP method. */
  readonly method: string;
  /** The path as written in the document, e.g. `/v1/orgs/{org_id}/destinations/{id}`. */
  readonly path: string;
  /** The same path in fastify's syntax, e.g. `/v1/orgs/:org_id/destinations/:id`. */
  readonly url: string;
  /** Whether the operation needs an `x-service-auth` key. */
  readonly authenticated: boolean;
}

export interface RouteSchema {
  readonly params?: JsonSchema;
  readonly querystring?: JsonSchema;
  readonly body?: JsonSchema;
  readonly response?: Record<number, JsonSchema>;
}

export interface OperationRoute extends OpenApiOperation {
  readonly schema: RouteSchema;
}

const METHODS = ['get', 'put', 'post', 'patch', 'delete'] as const;

/** Finds schemas/openapi.yaml from this module upwards, so that bundled copies find it too. */
export function findOpenApiPath(start = dirname(fileURLToPath(import.meta.url))): string {
  for (let dir = start; ; dir = dirname(dir)) {
    const candidate = join(dir, 'schemas', 'openapi.yaml');
    if (existsSync(candidate)) return candidate;
    if (dirname(dir) === dir) break;
  }
  throw new Error(`schemas/openapi.yaml was not found above ${start}; run the service from the capctl checkout`);
}

/**
 * The document, and every operation's route (openApiRoutes()), as JSON text, put in by the capctl
 * bundler (packages/cli/build.mjs), which gets them from this module reading openapi.yaml:
 * parsing JSON takes a millisecond where the YAML and the `$ref` inlining take tens on a cold
 * start. Undefined when running from source.
 */
declare const CAPCTL_OPENAPI_JSON: string | undefined;
declare const CAPCTL_OPENAPI_ROUTES_JSON: string | undefined;

let cached: Record<string, unknown> | undefined;

/**
 * The parsed OpenAPI document (loaded once). js-yaml, not yaml: no positions are needed here,
 * and this parse sits on every start of the service, embedded in the CLI included.
 */
export function openApiDocument(): Record<string, unknown> {
  if (cached) return cached;
  const bundled = typeof CAPCTL_OPENAPI_JSON === 'string' ? CAPCTL_OPENAPI_JSON : undefined;
  cached = (bundled === undefined ? load(readFileSync(findOpenApiPath(), 'utf8'), { schema: CORE_SCHEMA }) : JSON.parse(bundled)) as Record<string, unknown>;
  return cached;
}

function pointerGet(doc: unknown, ref: string): unknown {
  if (!ref.startsWith('#/')) throw new Error(`only local $ref values are supported, got ${ref}`);
  let node = doc;
  for (const part of ref.slice(2).split('/')) {
    node = (node as Record<string, unknown> | undefined)?.[part.replace(/~1/g, '/').replace(/~0/g, '~')];
  }
  if (node === undefined) throw new Error(`$ref ${ref} does not resolve in openapi.yaml`);
  return node;
}

/** Copies `node` with every local `$ref` replaced by its target (the document has no cycles). */
function inline(doc: unknown, node: unknown, depth = 0): unknown {
  if (depth > 64) throw new Error('openapi.yaml nests $ref values too deeply (a cycle?)');
  if (Array.isArray(node)) return node.map((item) => inline(doc, item, depth + 1));
  if (node === null || typeof node !== 'object') return node;
  const record = node as Record<string, unknown>;
  if (typeof record['$ref'] === 'string') return inline(doc, pointerGet(doc, record['$ref']), depth + 1);
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(record)) out[key] = inline(doc, value, depth + 1);
  return out;
}

interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  schema?: JsonSchema;
}

function parameterSchema(parameters: readonly Parameter[], where: string): JsonSchema | undefined {
  const selected = parameters.filter((p) => p.in === where);
  if (selected.length === 0) return undefined;
  return {
    type: 'object',
    properties: Object.fromEntries(selected.map((p) => [p.name, p.schema ?? {}])),
    required: selected.filter((p) => p.required === true).map((p) => p.name),
  };
}

function routeSchema(doc: Record<string, unknown>, pathItem: Record<string, unknown>, op: Record<string, unknown>): RouteSchema {
  const parameters = inline(doc, [...((pathItem['parameters'] as unknown[]) ?? []), ...((op['parameters'] as unknown[]) ?? [])]) as Parameter[];
  const body = inline(doc, op['requestBody']) as { content?: Record<string, { schema?: JsonSchema }> } | undefined;
  const ok = inline(doc, (op['responses'] as Record<string, unknown>)['200']) as
    | { content?: Record<string, { schema?: JsonSchema }> }
    | undefined;
  const schema: { -readonly [K in keyof RouteSchema]: RouteSchema[K] } = {};
  const params = parameterSchema(parameters, 'path');
  const querystring = parameterSchema(parameters, 'query');
  if (params) schema.params = params;
  if (querystring) schema.querystring = querystring;
  const bodySchema = body?.content?.['application/json']?.schema;
  if (bodySchema) schema.body = bodySchema;
  const okSchema = ok?.content?.['application/json']?.schema;
  if (okSchema) schema.response = { 200: okSchema };
  return schema;
}

let routes: Map<string, OperationRoute> | undefined;

function allRoutes(): Map<string, OperationRoute> {
  if (routes) return routes;
  const bundled = typeof CAPCTL_OPENAPI_ROUTES_JSON === 'string' ? CAPCTL_OPENAPI_ROUTES_JSON : undefined;
  if (bundled !== undefined) {
    routes = new Map((JSON.parse(bundled) as OperationRoute[]).map((route) => [route.operationId, route]));
    return routes;
  }
  const doc = openApiDocument();
  const defaultSecurity = (doc['security'] as unknown[] | undefined) ?? [];
  routes = new Map();
  for (const [path, item] of Object.entries(doc['paths'] as Record<string, Record<string, unknown>>)) {
    for (const method of METHODS) {
      const op = item[method] as Record<string, unknown> | undefined;
      if (!op) continue;
      const operationId = op['operationId'] as string;
      const security = (op['security'] as unknown[] | undefined) ?? defaultSecurity;
      routes.set(operationId, {
        operationId,
        method: method.toUpperCase(),
        path,
        url: path.replace(/\{([^}]+)\}/g, ':$1'),
        authenticated: security.length > 0,
        schema: routeSchema(doc, item, op),
      });
    }
  }
  return routes;
}

/** Every operation with its route schemas, in document order. */
export function openApiRoutes(): OperationRoute[] {
  return [...allRoutes().values()];
}

/** Every operation of the document. */
export function openApiOperations(): OpenApiOperation[] {
  return [...allRoutes().values()].map(({ schema: _schema, ...operation }) => operation);
}

/** Route options for one operation: `app.route({ ...operationRoute('getDestination'), handler })`. */
export function operationRoute(operationId: string): { method: string; url: string; schema: RouteSchema } {
  const route = allRoutes().get(operationId);
  if (!route) throw new Error(`operation ${operationId} is not in schemas/openapi.yaml; add it there first`);
  return { method: route.method, url: route.url, schema: route.schema };
}
