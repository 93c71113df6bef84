// Route validators and response serializers compiled on a route's first request, not at start-up
// (a CLI run uses two or three of some 25 routes), by fastify's own compilers, deferred; in the
// bundle, code generated from the same schemas at build time stands in for them (route-code.ts).
import type { FastifyServerOptions } from 'fastify';
import { defaultSerializerFactory, defaultValidatorFactory } from './default-compilers.js';
import { restoreRouteCode, type RouteCodeTable, type RouteSchemaDef } from './route-code.js';
import { serializerSchema } from './serializer-schema.js';

type CompilersFactory = NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>;
/** A compiler factory as fastify's schema controller calls it. */
export type Factory<T> = (externalSchemas: unknown, options: unknown) => (route: RouteSchemaDef) => T;

/** Where compiled schemas come from besides fastify's default compilers. */
export interface CompilerSources {
  /** Code generated at build time, used for the schemas it was generated from. */
  readonly table?: RouteCodeTable | undefined;
  /** Replace fastify's default compilers (the build-time generator records through these). */
  readonly validators?: Factory<RouteValidator>;
  readonly serializers?: Factory<RouteSerializer>;
}

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
export function createSchemaCompilers(compilation: SchemaCompilation = 'lazy', sources: CompilerSources = {}): SchemaCompilers {
  // Made on the first schema that needs them, so that a run served by generated code never loads them.
  const defaultValidators: Factory<RouteValidator> = sources.validators ?? ((...args) => (defaultValidatorFactory() as Factory<RouteValidator>)(...args));
  const defaultSerializers: Factory<RouteSerializer> = sources.serializers ?? ((...args) => (defaultSerializerFactory() as Factory<RouteSerializer>)(...args));
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
      const compile = counted(() => restoreRouteCode<RouteValidator>(sources.table?.validators, route, route.schema) ?? compilerOnce()(route));
      return compilation === 'lazy' ? lazyValidator(compile) : compile();
    };
  };

  const buildSerializer: Factory<RouteSerializer> = (externalSchemas, options) => {
    let compiler: ((route: RouteSchemaDef) => RouteSerializer) | undefined;
    const compilerOnce = () => (compiler ??= defaultSerializers(externalSchemas, options));
    return (route) => {
      const compile = counted(() => {
        const schema = serializerSchema(route.schema);
        return restoreRouteCode<RouteSerializer>(sources.table?.serializers, route, schema) ?? compilerOnce()({ ...route, schema });
      });
      return compilation === 'lazy' ? lazySerializer(compile) : compile();
    };
  };

  return { factory: { buildValidator, buildSerializer } as unknown as CompilersFactory, compiledCount: () => compiled };
}
