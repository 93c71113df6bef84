// Route validators and serializers generated when the CLI is bundled (ajv and fast-json-stringify
// standalone code), so a run serving one request compiles no schema. Each entry carries the hash
// of the schema it came from: a route whose schema differs at run time compiles as before.
import { createHash } from 'node:crypto';

/** One generated validator or serializer; `load` evaluates its code on first use. */
export interface RouteCodeEntry {
  readonly hash: string;
  readonly load: () => unknown;
}

/** Generated code by route key (see routeCodeKey). */
export interface RouteCodeTable {
  readonly validators: Readonly<Record<string, RouteCodeEntry>>;
  readonly serializers: Readonly<Record<string, RouteCodeEntry>>;
}

/** What fastify passes to a compiler for one part of one route. */
export interface RouteSchemaDef {
  readonly schema: unknown;
  readonly method: string;
  readonly url: string;
  readonly httpPart?: string;
  readonly httpStatus?: string;
}

/** Receives the standalone code of each schema compiled (the bundler's generator). */
export type RouteCodeRecorder = (kind: 'validator' | 'serializer', route: RouteSchemaDef, schema: unknown, code: string) => void;

/** `POST /v1/orgs/:org_id/config/revisions/ body`, `... 200`: one part of one route. */
export function routeCodeKey(route: RouteSchemaDef): string {
  return `${route.method} ${route.url} ${route.httpPart ?? route.httpStatus ?? ''}`;
}

export function schemaHash(schema: unknown): string {
  return createHash('sha256').update(JSON.stringify(schema) ?? '').digest('hex');
}

/** The generated function for `route`, when there is one for exactly this schema. */
export function restoreRouteCode<T>(entries: Readonly<Record<string, RouteCodeEntry>> | undefined, route: RouteSchemaDef, schema: unknown): T | undefined {
  const entry = entries?.[routeCodeKey(route)];
  if (entry === undefined || entry.hash !== schemaHash(schema)) return undefined;
  return entry.load() as T;
}
