// The checks that need the whole merged definition: names defined twice, the shared
// namespace of variants and aliases, and references.
import type { Definition } from '../types.js';
import type { Finding } from './finding.js';
import { indexNames } from './names.js';
import { referenceFindings } from './references.js';

export interface CheckOptions {
  /** False when a file could not be read: its names are missing, so references would mislead. */
  readonly references: boolean;
}

export function checkDefinition(definition: Definition, options: CheckOptions = { references: true }): Finding[] {
  const { index, findings } = indexNames(definition);
  return options.references ? [...findings, ...referenceFindings(definition, index)] : findings;
}
