// Credential references in both directions: a definition names a credential by id or label, the
// state holds its id. Export must name it so that resolving the name gives the same id back.
import type { CredentialRef } from '../types.js';

/** Resolves a credential reference (an id, else a label) against the state's credentials. */
export function credentialResolver(credentials: readonly CredentialRef[]): (ref: string) => string | undefined {
  const byId = new Map(credentials.map((c) => [c.id, c.id]));
  const byLabel = new Map(credentials.map((c) => [c.label, c.id]));
  return (ref) => byId.get(ref) ?? byLabel.get(ref);
}

/**
 * A credential id as a definition names it: its label, unless that label would resolve to
 * another credential (a label equal to some id, or shared by several), then the id itself.
 */
export function credentialNamer(credentials: readonly CredentialRef[]): (id: string | null) => string | undefined {
  const labels = new Map(credentials.map((c) => [c.id, c.label]));
  const resolve = credentialResolver(credentials);
  return (id) => {
    if (id === null) return undefined;
    const label = labels.get(id);
    return label !== undefined && resolve(label) === id ? label : id;
  };
}
