// Validates definition objects against schemas/definition.schema.json: ajv (draft 2020-12)
// compiled once when the module loads, reused for every file and every call.
import { Ajv2020 } from 'ajv/dist/2020.js';
import formats from 'ajv-formats';
import schemaJson from '../../../../schemas/definition.schema.json' with { type: 'json' };
import type { Finding } from './finding.js';
import { schemaErrorFinding } from './schema-messages.js';

/** The definition's JSON Schema, as published in schemas/definition.schema.json. */
export const definitionSchema: Readonly<Record<string, unknown>> = schemaJson;

// ajv-formats is CommonJS: depending on the loader its plugin is the module or its `default`.
const addFormats = ((formats as unknown as { default?: unknown }).default ?? formats) as unknown as typeof formats.default;

// validateSchema: false skips compiling the 2020-12 meta-schema on every start (tens of ms of
// start-up); the schema file is checked against the meta-schema by its own test instead.
const ajv = new Ajv2020({ allErrors: true, strict: true, validateSchema: false });
addFormats(ajv, ['uri']);
const validate = ajv.compile(schemaJson);

/** Schema problems of one file's object (or of a whole definition), with in-file pointers. */
export function schemaFindings(value: unknown, file?: number): Finding[] {
  if (validate(value)) return [];
  const findings: Finding[] = [];
  const errors = validate.errors ?? [];
  // A value of the wrong type also fails its bounds and formats: the type error says enough.
  const mistyped = new Set(errors.filter((e) => e.keyword === 'type').map((e) => e.instancePath));
  for (const error of errors) {
    if (error.keyword !== 'type' && mistyped.has(error.instancePath)) continue;
    const finding = schemaErrorFinding(error, value, definitionSchema, file);
    if (finding !== undefined) findings.push(finding);
  }
  return findings;
}
