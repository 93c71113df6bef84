// Validates definition objects against schemas/definition.schema.json with the validator of
// definition-validator.ts (compiled once, or precompiled in the capctl binary), reused for every
// file and every call.
import schemaJson from '../../../../schemas/definition.schema.json' with { type: 'json' };
import { actionSchemaFindings, type SchemaSelection } from './action-schema-findings.js';
import { definitionValidator as validate } from './definition-validator.js';
import type { Finding } from './finding.js';
import { schemaErrorFinding } from './schema-messages.js';

/** The definition's JSON Schema, as published in schemas/definition.schema.json. */
export const definitionSchema: Readonly<Record<string, unknown>> = schemaJson;

/**
 * Schema problems of one file's object (or of a whole definition), with in-file pointers: the
 * definition's own schema, and each action schema (or those `selected`) as a JSON Schema.
 */
export function schemaFindings(value: unknown, file?: number, selected?: SchemaSelection): Finding[] {
  const actions = typeof value === 'object' && value !== null ? actionSchemaFindings(value as Record<string, unknown>, file, selected) : [];
  return [...definitionFindings(value, file), ...actions];
}

function definitionFindings(value: unknown, file?: number): Finding[] {
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
