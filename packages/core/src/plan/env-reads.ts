// Which environment variables a destination step sends: the `{env: NAME}` header values it
// writes. The state keeps values, not where they were read from, so only a written value counts.
import type { EnvRead, Step } from '../types.js';
import type { SecretSource } from './mask.js';

const unescape = (segment: string): string => segment.replace(/~1/g, '/').replace(/~0/g, '~');

/**
 * The header names (lower case) whose values a destination step writes: every header of a create,
 * those an update's patch touches (a whole `config` or `headers` replaced: all of the new ones).
 * The state keeps a value, not where it was read from: a value the state already holds is no new
 * read, so an unchanged header is not listed.
 */
function writtenHeaders(step: Step): (header: string) => boolean {
  if (step.op === 'delete') return () => false;
  if (step.op === 'create') return () => true;
  const touched = new Set<string>();
  for (const op of step.patch ?? []) {
    const path = op.path.split('/').slice(1).map(unescape);
    if (path[0] !== 'config') continue;
    if (path.length === 1 || (path.length === 2 && path[1] === 'headers')) return () => true;
    if (path[1] === 'headers' && path[2] !== undefined) touched.add(path[2].toLowerCase());
  }
  return (header) => touched.has(header.toLowerCase());
}

/** The environment variables whose values `step` writes, by header, sorted by header. */
export function envReads(step: Step, mine: readonly SecretSource[]): readonly EnvRead[] {
  const written = writtenHeaders(step);
  return mine.filter((s) => written(s.header)).map((s) => ({ header: s.header, env: s.env }))
    .sort((a, b) => (a.header < b.header ? -1 : a.header > b.header ? 1 : 0));
}

