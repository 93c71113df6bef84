// The validator action schemas are checked with: ajv's copy of the JSON Schema 2020-12
// meta-schema, compiled on first use. The capctl bundler replaces this module with the same
// validator as precompiled code (standalone-validator.ts), so the binary never compiles it.
import { Ajv2020, type Options, type ValidateFunction } from 'ajv/dist/2020.js';

export const META_SCHEMA_ID = 'https://json-schema.org/draft/2020-12/schema';

/** The ajv instance that holds the meta-schema; `code` options let the bundler generate it as code. */
export function createMetaSchemaAjv(code?: Options['code']): Ajv2020 {
  return new Ajv2020({ allErrors: true, strict: false, ...(code === undefined ? {} : { code }) });
}

let compiled: ValidateFunction | undefined;

/** Validates a value as a JSON Schema (draft 2020-12); its `errors` hold every problem. */
export function schemaMetaValidator(): ValidateFunction {
  compiled ??= createMetaSchemaAjv().getSchema(META_SCHEMA_ID) as ValidateFunction;
  return compiled;
}
