// Build-time only: the definition validator (and the meta-schema validator) as standalone ES module source (ajv's code
// generation), which the capctl bundler puts in place of definition-validator.ts. Same schema
// file and same ajv setup as that module, so the errors are the same.
import standaloneCode from 'ajv/dist/standalone/index.js';
import schemaJson from '../../../../schemas/definition.schema.json' with { type: 'json' };
import type { Ajv2020, ValidateFunction } from 'ajv/dist/2020.js';
import { createDefinitionAjv } from './definition-validator.js';
import { createMetaSchemaAjv, META_SCHEMA_ID } from './schema-meta-validator.js';

// ajv's ESM output starts with these two exports; they are replaced by one named export.
const AJV_EXPORTS = 'export const validate = validate0;export default validate0;';

// ajv/dist/standalone is CommonJS: depending on the loader the generator is the module or its `default`.
type Generate = (ajv: Ajv2020, validate: ValidateFunction) => string;
const generate = ((standaloneCode as unknown as { default?: Generate }).default ?? standaloneCode) as unknown as Generate;

/**
 * ES module source that exports `definitionValidator` like definition-validator.ts does, as
 * precompiled code. It loads ajv's runtime helpers with `require`, which the bundle provides.
 */
export function definitionValidatorModule(): string {
  const ajv = createDefinitionAjv({ source: true, esm: true });
  const code = generate(ajv, ajv.compile(schemaJson));
  if (!code.includes(AJV_EXPORTS)) {
    throw new Error('ajv standalone code no longer starts with the expected exports; update definitionValidatorModule for this ajv version');
  }
  return `${code.replace(AJV_EXPORTS, '')}\nexport { validate0 as definitionValidator };\n`;
}

/**
 * ES module source that exports `schemaMetaValidator` like schema-meta-validator.ts does (the
 * JSON Schema 2020-12 meta-schema), as precompiled code.
 */
export function metaSchemaValidatorModule(): string {
  const ajv = createMetaSchemaAjv({ source: true, esm: true });
  const code = generate(ajv, ajv.getSchema(META_SCHEMA_ID) as ValidateFunction);
  if (!code.includes(AJV_EXPORTS)) {
    throw new Error('ajv standalone code no longer starts with the expected exports; update metaSchemaValidatorModule for this ajv version');
  }
  return `${code.replace(AJV_EXPORTS, '')}\nexport function schemaMetaValidator() { return validate0; }\n`;
}
