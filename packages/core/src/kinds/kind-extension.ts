// The one way to add a kind besides listing its module in kinds.ts, for the test that proves the
// recipe for a new kind (test/kind-recipe.test.ts). The registry stays a module-level constant:
// planner orders, the server's table specs and the CLI's titles are tables built from it when
// their modules load, and a constant keeps every kind visible in one list instead of a value
// threaded through every plan, load, write and render. So a kind joins only before kinds.ts is
// evaluated; the first read seals the list, and a later `extendKinds` throws. Production code
// never calls it.
import type { Kind } from './kind.js';

/** Adding a kind after the registry was read: it would be missing from tables already built. */
export class KindRegistrySealedError extends Error {
  readonly code = 'kind_registry_sealed';
}

const extra: Kind[] = [];
let sealed = false;

/** Appends `kind` to the registry (after the built-in kinds: it may depend on any of them). */
export function extendKinds(kind: Kind): void {
  if (sealed) throw new KindRegistrySealedError(`kind ${kind.kind} added after the kinds were read; add it before importing anything that reads them`);
  extra.push(kind);
}

/** The added kinds, read once by kinds.ts; the list is sealed from then on. */
export function sealExtraKinds(): readonly Kind[] {
  sealed = true;
  return Object.freeze([...extra]);
}
