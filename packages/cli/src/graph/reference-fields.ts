// Which fields of each kind name another object, read from core's kind registry (never a second
// hand-written list): a `reference` field names its kind; a name-set field called after a kind's
// collection (`destinations`) names objects of that kind; a column group with a member called
// after exactly one kind's name field (`ingest.variant`) names that kind; `credential_id` names a
// credential, which definitions use but never create.
import { KIND_MODULES, type Field, type Kind, type StepKind } from '@capctl/core';

/** A node's kind: one of core's kinds, or a credential (used, never defined, by a definition). */
export type NodeKind = StepKind | 'credential';

/** Where a field of kind `from` names objects of kind `to`: `member` inside a column group. */
export interface ReferenceField {
  readonly from: StepKind;
  readonly field: string;
  readonly member?: string;
  readonly to: NodeKind;
}

function referencesOf(kind: Kind, field: Field): ReferenceField[] {
  const from = kind.kind;
  const stored = field.stored;
  if (stored.as === 'reference') return [{ from, field: field.name, to: stored.kind }];
  if (field.set === true) {
    const target = KIND_MODULES.find((k) => k.collection === field.name);
    return target === undefined ? [] : [{ from, field: field.name, to: target.kind }];
  }
  if (stored.as === 'columns') {
    return Object.keys(stored.members).flatMap((member) => {
      const named = KIND_MODULES.filter((k) => k.nameField === member);
      return named.length === 1 ? [{ from, field: field.name, member, to: (named[0] as Kind).kind }] : [];
    });
  }
  return field.name === 'credential_id' ? [{ from, field: field.name, to: 'credential' }] : [];
}

/** Every reference field of every kind, in the registry's order. */
export const REFERENCE_FIELDS: readonly ReferenceField[] = Object.freeze(
  KIND_MODULES.flatMap((kind) => kind.fields.flatMap((field) => referencesOf(kind, field))),
);
