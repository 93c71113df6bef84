// A problem found before it has a position: the check that finds it knows only JSON pointers;
// positions are looked up afterwards, and only in the files that have problems.
import type { Severity } from '../types.js';
import type { DiagnosticCode } from './diagnostic-codes.js';

/** A place in the input: a pointer inside file `file` (an index into the files), or inside the one object validated. */
export interface Place {
  readonly file?: number;
  readonly pointer: string;
  /** Point at the key of the last segment rather than at its value (unknown keys). */
  readonly key?: boolean;
}

/** Rendered places for a message: `file:line:column`, or the pointer when there are no files. */
export type Where = readonly string[];

export interface Finding {
  readonly code: DiagnosticCode;
  readonly severity: Severity;
  readonly place: Place;
  /** Messages that name places (duplicates) receive them rendered: this finding's, then `related`'s. */
  readonly message: string | ((where: Where) => string);
  /** Other places the message names; their files are located too. */
  readonly related?: readonly Place[];
}

export function error(code: DiagnosticCode, place: Place, message: Finding['message'], related?: readonly Place[]): Finding {
  return related === undefined ? { code, severity: 'error', place, message } : { code, severity: 'error', place, message, related };
}
