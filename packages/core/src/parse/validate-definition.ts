// validateDefinition: the checks of parseDefinition on an object already parsed (the JSON body
// of endpoint 6). Diagnostics carry pointers only: there is no file to give positions in.
import type { Diagnostic } from '../types.js';
import { checkDefinition } from './check-definition.js';
import { resolveEnvReferences } from './env-references.js';
import { error } from './finding.js';
import { isJsonObject } from '../json-object.js';
import { mergeDefinitions } from './merge.js';
import { toDiagnostics } from './report.js';
import { schemaFindings } from './schema-validator.js';

export function validateDefinition(definition: unknown): Diagnostic[] {
  if (!isJsonObject(definition)) {
    return toDiagnostics([error('schema', { pointer: '' }, 'the definition must be an object with `actions` and/or `resources`')]);
  }
  const findings = schemaFindings(definition);
  // The service reads no environment: a `{env: NAME}` left in a definition is an error here.
  findings.push(...resolveEnvReferences(definition, undefined, undefined));
  const { definition: merged, provenance } = mergeDefinitions([{ value: definition }]);
  for (const finding of checkDefinition(merged)) findings.push(provenance.relocate(finding));
  return toDiagnostics(findings);
}
