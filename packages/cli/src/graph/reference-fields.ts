// Which fields of each kind name another object, read from core's kind registry (never a second
// hand-written list): what each kind module declares its items name (`references`: an action's
// `destinations`, a source's `ingest.variant`), a `reference` field (a query's metrics source),
// and `credential_id`, which names a credential (definitions use credentials but never create them).
import { KIND_MODULES, type Kind, type StepKind } from '@capctl/core';

/** A node's kind: one of core's kinds, or a credential (used, never defined, by a definition). */
export type NodeKind = StepKind | 'credential';

/** Where a field of kind `from` names objects of kind `to`: `member` inside a column group. */
export interface ReferenceField {
  readonly from: StepKind;
  readonly field: string;
  readonly member?: string;
  readonly to: NodeKind;
}

function referencesOf(kind: Kind): ReferenceField[] {
  const from = kind.kind;
  // What the kind module declares its items name (the same keys in the state's fields).
  const declared = kind.references.map((r): ReferenceField => {
    const [field, ...member] = r.path.split('.');
    return { from, field: field as string, ...(member.length > 0 ? { member: member.join('.') } : {}), to: r.kind };
  });
  const stored = kind.fields.flatMap((field): ReferenceField[] => {
    if (field.stored.as === 'reference') return [{ from, field: field.name, to: field.stored.kind }];
    return field.name === 'credential_id' ? [{ from, field: field.name, to: 'credential' }] : [];
  });
  return [...declared, ...stored];
}

/** Every reference field of every kind, in the registry's order. */
export const REFERENCE_FIELDS: readonly ReferenceField[] = Object.freeze(
  KIND_MODULES.flatMap(referencesOf),
);
