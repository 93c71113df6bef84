// The compiled definition validator: ajv (draft 2020-12) over schemas/definition.schema.json,
// compiled once when the module loads. The capctl bundler replaces this whole module with the
// same validator as standalone code (standalone-validator.ts), so the binary neither loads ajv's
// compiler for it nor compiles the schema on every start.
import { Ajv2020, type Options, type ValidateFunction } from 'ajv/dist/2020.js';
import formats from 'ajv-formats';
import schemaJson from '../../../../schemas/definition.schema.json' with { type: 'json' };

// ajv-formats is CommonJS: depending on the loader its plugin is the module or its `default`.
const addFormats = ((formats as unknown as { default?: unknown }).default ?? formats) as unknown as typeof formats.default;

/**
 * The ajv instance the definition schema is compiled with; `code` options let the bundler
 * generate standalone code from this same setup, so both give the same errors.
 */
export function createDefinitionAjv(code?: Options['code']): Ajv2020 {
  // validateSchema: false skips compiling the 2020-12 meta-schema on every start (tens of ms of
  // start-up); the schema file is checked against the meta-schema by its own test instead.
  const ajv = new Ajv2020({ allErrors: true, strict: true, validateSchema: false, ...(code === undefined ? {} : { code }) });
  addFormats(ajv, ['uri']);
  return ajv;
}

/** Validates a definition object; its `errors` hold every problem (allErrors). */
export const definitionValidator: ValidateFunction = createDefinitionAjv().compile(schemaJson);
