// validateDefinition: the checks of parseDefinition on an object already parsed (the JSON body
// of endpoint 6). Diagnostics carry pointers only: there is no file to give positions in.
import type { Definition, Diagnostic } from '../types.js';
import { actionSchemaFindings, type SchemaSelection } from './action-schema-findings.js';
import { checkDefinition } from './check-definition.js';
import { resolveEnvReferences } from './env-references.js';
import { error } from './finding.js';
import { isJsonObject } from '../json-object.js';
import { mergeDefinitions } from './merge.js';
import { toDiagnostics } from './report.js';
import { schemaFindings } from './schema-validator.js';

export interface ValidateOptions {
  /**
   * The actions whose schemas are checked as JSON Schema; all by default. The service checks
   * the rest after planning, and only the schemas of the actions its plan creates or changes
   * (see `actionSchemaDiagnostics`).
   */
  readonly schemasOf?: SchemaSelection;
}

export function validateDefinition(definition: unknown, options: ValidateOptions = {}): Diagnostic[] {
  if (!isJsonObject(definition)) {
    return toDiagnostics([error('schema', { pointer: '' }, 'the definition must be an object with `actions` and/or `resources`')]);
  }
  const findings = schemaFindings(definition, undefined, options.schemasOf);
  // The service reads no environment: a `{env: NAME}` left in a definition is an error here.
  findings.push(...resolveEnvReferences(definition, undefined, undefined));
  const { definition: merged, provenance } = mergeDefinitions([{ value: definition }]);
  for (const finding of checkDefinition(merged)) findings.push(provenance.relocate(finding));
  return toDiagnostics(findings);
}

/**
 * The JSON Schema problems of the selected actions' schemas, as `validateDefinition` reports
 * them; for a definition that passed `validateDefinition` with those schemas left out.
 */
export function actionSchemaDiagnostics(definition: Definition, selected: SchemaSelection): Diagnostic[] {
  return toDiagnostics(actionSchemaFindings(definition as unknown as Readonly<Record<string, unknown>>, undefined, selected));
}
