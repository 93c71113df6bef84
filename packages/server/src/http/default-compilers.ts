// fastify's default schema compilers (ajv, fast-json-stringify). The capctl bundler replaces this
// module by one that requires them on first call: with the generated route code (route-code.ts) a
// CLI run never compiles a schema, so it should not evaluate either compiler's modules at start.
import { AjvCompiler } from '@fastify/ajv-compiler';
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';

/** The factory of fastify's default validator compiler (ajv). */
export function defaultValidatorFactory(): unknown {
  return AjvCompiler();
}

/** The factory of fastify's default serializer compiler (fast-json-stringify). */
export function defaultSerializerFactory(): unknown {
  return SerializerSelector();
}
