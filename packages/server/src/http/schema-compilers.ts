// Route validators and response serializers compiled on a route's first request instead of at
// start-up: the service has some 25 routes and a CLI run through the embedded service uses two or
// three. The compilers are fastify's own defaults (same ajv options, same 400 messages), deferred.
import { AjvCompiler } from '@fastify/ajv-compiler';
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import type { FastifyServerOptions } from 'fastify';
import { serializerSchema } from './serializer-schema.js';

/** What fastify passes to a compiler for one part of one route. */
interface RouteSchemaDef {
  readonly schema: unknown;
  readonly method: string;
  readonly url: string;
  readonly httpPart?: string;
  readonly httpStatus?: string;
}

type CompilersFactory = NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>;
type Factory<T> = (externalSchemas: unknown, options: unknown) => (route: RouteSchemaDef) => T;

/** An ajv validate function as fastify calls it: it reads `.errors` and `.schemaEnv` after the call. */
export interface RouteValidator {
  (data: unknown, dataContext?: unknown): unknown;
  readonly errors?: unknown;
  readonly schemaEnv?: unknown;
}

export type RouteSerializer = (payload: unknown) => string;

/** When route schemas are compiled: on first use (`lazy`) or while the app gets ready (`eager`). */
export type SchemaCompilation = 'lazy' | 'eager';

export interface SchemaCompilers {
  /** For fastify's `schemaController.compilersFactory` option. */
  readonly factory: CompilersFactory;
  /** How many validators and serializers have been compiled so far. */
  compiledCount(): number;
}

/**
 * A validator that compiles on its first call. fastify reads `schemaEnv` before the call (to let
 * ajv coerce the root value) and `errors` after a failure, so both are forwarded from the
 * compiled function.
 */
export function lazyValidator(compile: () => RouteValidator): RouteValidator {
  let compiled: RouteValidator | undefined;
  const get = (): RouteValidator => (compiled ??= compile());
  const validate = (data: unknown, dataContext?: unknown): unknown => get()(data, dataContext);
  Object.defineProperties(validate, {
    errors: { get: () => get().errors, enumerable: true },
    schemaEnv: { get: () => get().schemaEnv, enumerable: true },
  });
  return validate as RouteValidator;
}

/** A serializer that compiles on its first call. */
export function lazySerializer(compile: () => RouteSerializer): RouteSerializer {
  let compiled: RouteSerializer | undefined;
  return (payload) => (compiled ??= compile())(payload);
}

/**
 * fastify's default compilers behind a deferral. The ajv instance and its formats are made on
 * the first compile too, so an app that serves no validated request never builds one.
 * (With a compilers factory fastify no longer lower-cases `headers` schemas; the routes of
 * openapi.yaml validate path, query and body only.)
 */
export function createSchemaCompilers(compilation: SchemaCompilation = 'lazy'): SchemaCompilers {
  const defaultValidators = AjvCompiler() as unknown as Factory<RouteValidator>;
  const defaultSerializers = SerializerSelector() as unknown as Factory<RouteSerializer>;
  let compiled = 0;
  const counted = <T>(compile: () => T) => (): T => {
    const result = compile();
    compiled += 1;
    return result;
  };

  const buildValidator: Factory<RouteValidator> = (externalSchemas, options) => {
    let compiler: ((route: RouteSchemaDef) => RouteValidator) | undefined;
    const compilerOnce = () => (compiler ??= defaultValidators(externalSchemas, options));
    return (route) => {
      const compile = counted(() => compilerOnce()(route));
      return compilation === 'lazy' ? lazyValidator(compile) : compile();
    };
  };

  const buildSerializer: Factory<RouteSerializer> = (externalSchemas, options) => {
    let compiler: ((route: RouteSchemaDef) => RouteSerializer) | undefined;
    const compilerOnce = () => (compiler ??= defaultSerializers(externalSchemas, options));
    return (route) => {
      const compile = counted(() => compilerOnce()({ ...route, schema: serializerSchema(route.schema) }));
      return compilation === 'lazy' ? lazySerializer(compile) : compile();
    };
  };

  return { factory: { buildValidator, buildSerializer } as unknown as CompilersFactory, compiledCount: () => compiled };
}
