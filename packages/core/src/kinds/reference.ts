// A reference a kind's definition item makes to objects of another kind (an action's
// `destinations`, a source's `ingest.variant`): declared once in the kind module, read by the
// reference checks (parse/references.ts) and the partial plan's dependencies (plan/partial-definition.ts).
import type { StepKind } from '../types.js';

export interface DefinitionReference {
  /**
   * The item's key holding the name or names; a dotted path reaches into a nested object
   * (`ingest.variant`). The state object's field has the same key (`capctl graph` reads it there).
   */
  readonly path: string;
  /** The kind of the objects named. A nested kind (a query) is named `parent/name`, or by its own name when one parent has it. */
  readonly kind: StepKind;
  /** A list of names, or one name. */
  readonly many: boolean;
}

/** One name a reference holds, with the JSON pointer segments to it inside the item. */
export interface Named {
  readonly name: string;
  readonly at: readonly (string | number)[];
}

/**
 * The names `reference` holds in `item`, read defensively: the definition may also have schema
 * errors (reported elsewhere), so anything that is not a string is skipped.
 */
export function namedBy(item: unknown, reference: DefinitionReference): Named[] {
  const path = reference.path.split('.');
  let node: unknown = item;
  for (const key of path) node = typeof node === 'object' && node !== null && !Array.isArray(node) ? (node as Record<string, unknown>)[key] : undefined;
  if (!reference.many) return typeof node === 'string' ? [{ name: node, at: path }] : [];
  if (!Array.isArray(node)) return [];
  const out: Named[] = [];
  node.forEach((value: unknown, index) => {
    if (typeof value === 'string') out.push({ name: value, at: [...path, index] });
  });
  return out;
}
