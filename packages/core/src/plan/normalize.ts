// Turns a definition into the desired objects, one per kind and name: defaults filled in,
// reference lists sorted, credentials resolved to ids. Values keep the definition's key order and
// share its nested values: most objects of a large definition are unchanged, and comparing them
// (jsonEqual) needs no key order, so only a step's values are made canonical (build-steps.ts).
// Each kind's own mapping is in kinds/; this file checks names and collects.
import { credentialResolver } from '../kinds/credentials.js';
import { sortedNames, type DesiredContext } from '../kinds/kind.js';
import { byKind, KIND_MODULES } from '../kinds/kinds.js';
import type { CredentialRef, Definition, Diagnostic, JsonObject, MetricsDefinition, StepKind } from '../types.js';
import { PLAN_DIAGNOSTIC_CODES } from './plan-codes.js';

/** One object the definition asks for, with the fields the planner manages, in state shape. */
export interface DesiredObject {
  readonly kind: StepKind;
  /** Variant, label or name; queries: `metrics/query`. */
  readonly name: string;
  /** Where the object is written in the definition (for diagnostics). */
  readonly pointer: string;
  /** In the definition's key order, sharing its values: read them, never change them. */
  readonly fields: JsonObject;
  /** Earlier names that rename a live object of this kind (actions also keep them in `fields`). */
  readonly aliases: readonly string[];
}

export type ObjectsByKind<T> = { readonly [K in StepKind]: ReadonlyMap<string, T> };

export interface Desired {
  readonly objects: ObjectsByKind<DesiredObject>;
  readonly diagnostics: readonly Diagnostic[];
}

/** Full query names by bare name, so `q1` resolves to `metrics/q1` when exactly one source has it. */
function queryNameIndex(metrics: readonly MetricsDefinition[]): (ref: string) => string {
  const byBare = new Map<string, string[]>();
  for (const m of metrics) {
    for (const q of m.queries ?? []) {
      const list = byBare.get(q.name) ?? [];
      list.push(`${m.name}/${q.name}`);
      byBare.set(q.name, list);
    }
  }
  return (ref) => {
    if (ref.includes('/')) return ref;
    const full = byBare.get(ref);
    return full?.length === 1 && full[0] !== undefined ? full[0] : ref;
  };
}

class Collector {
  readonly objects: { [K in StepKind]: Map<string, DesiredObject> } = byKind(() => new Map<string, DesiredObject>());
  readonly diagnostics: Diagnostic[] = [];

  constructor(private readonly resolve: (ref: string) => string | undefined) {}

  add(kind: StepKind, name: string, pointer: string, fields: JsonObject, aliases?: readonly string[]): void {
    const existing = this.objects[kind].get(name);
    if (existing !== undefined) {
      this.error(PLAN_DIAGNOSTIC_CODES.duplicateName, pointer,
        `${kind} "${name}" is defined twice (also at ${existing.pointer}); keep one of them`);
      return;
    }
    this.objects[kind].set(name, { kind, name, pointer, fields, aliases: sortedNames(aliases) });
  }

  credential(ref: string | undefined, pointer: string): string | null {
    if (ref === undefined) return null;
    const id = this.resolve(ref);
    if (id !== undefined) return id;
    this.error(PLAN_DIAGNOSTIC_CODES.unresolvedCredential, `${pointer}/credential`,
      `credential "${ref}" matches no credential of this org by id or label; create it first or fix the reference`);
    return ref;
  }

  error(code: string, pointer: string, message: string): void {
    this.diagnostics.push({ severity: 'error', code, pointer, message });
  }
}

/** The desired objects of `definition`; credential references are resolved against `credentials`. */
export function normalizeDefinition(definition: Definition, credentials: readonly CredentialRef[]): Desired {
  const c = new Collector(credentialResolver(credentials));
  const ctx: DesiredContext = {
    credential: (ref, pointer) => c.credential(ref, pointer),
    queryName: queryNameIndex(definition.resources?.metrics ?? []),
  };
  for (const kind of KIND_MODULES) {
    for (const e of kind.desiredEntries(definition, ctx)) c.add(kind.kind, e.name, e.pointer, e.fields, e.aliases);
  }
  return { objects: c.objects, diagnostics: c.diagnostics };
}
