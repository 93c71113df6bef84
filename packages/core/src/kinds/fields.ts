// The fields of a kind's state object, in state order, with how the service stores each: the one
// list a kind's state, its planner comparison (`currentFields`) and the service's table derive from.
import type { JsonObject, JsonValue, StepKind } from '../types.js';

/** How the service stores a field: the server derives its columns and row ↔ state from this. */
export type Stored =
  /** One column: a string, an integer, a boolean as 0/1; `nullable` when null is a value. */
  | { readonly as: 'text' | 'integer' | 'flag'; readonly nullable?: true }
  /** One column of JSON text. */
  | { readonly as: 'json' }
  /** The name of an object of `kind`, stored as that object's id in `column`. */
  | { readonly as: 'reference'; readonly kind: StepKind; readonly column: string }
  /** An object stored one member per column, `${field}_${member}`, in this order. */
  | { readonly as: 'columns'; readonly members: Readonly<Record<string, 'text' | 'integer'>> }
  /** An action's current version: the plan's `final_version`, not a field of the step. */
  | { readonly as: 'version' }
  /** An action's versions: a list kept in a table of its own, never written from a step's fields. */
  | { readonly as: 'history' };

export interface Field {
  readonly name: string;
  readonly stored: Stored;
  /** A reference list the planner compares as a set: `currentFields` sorts it. */
  readonly set?: true;
  /** What a step that lacks the field means (a plan stored before the field existed). */
  readonly absent?: JsonValue;
  /**
   * Left out of the service's snapshot fingerprint because the named field changes whenever this
   * one does (an action's schema and history: its version). Every other field is fingerprinted.
   */
  readonly fingerprintBy?: string;
  /** Holds sensitive header values: sealed at rest by the service, fingerprinted only as keyed digests. */
  readonly sealed?: true;
}

/** Whether the planner compares the field (an action's version and history follow its schema). */
export const isCompared = (field: Field): boolean => field.stored.as !== 'version' && field.stored.as !== 'history';

/**
 * State → the managed fields the planner compares, in field order: a function made once per kind,
 * since the planner calls it for every object of a large state.
 */
export function currentFields(fields: readonly Field[]): (o: Readonly<Record<string, unknown>>) => JsonObject {
  const compared = fields.filter(isCompared).map((f) => [f.name, f.set === true] as const);
  return (o) => {
    const out: Record<string, JsonValue> = {};
    for (const [name, set] of compared) out[name] = set ? [...(o[name] as readonly string[])].sort() : (o[name] as JsonValue);
    return out;
  };
}

// Field builders, so that kind modules read as a list.
export const text = (name: string): Field => ({ name, stored: { as: 'text' } });
export const nullableText = (name: string): Field => ({ name, stored: { as: 'text', nullable: true } });
export const nullableInteger = (name: string): Field => ({ name, stored: { as: 'integer', nullable: true } });
export const jsonField = (name: string, absent?: JsonValue): Field => ({ name, stored: { as: 'json' }, ...(absent === undefined ? {} : { absent }) });
/** A field with its sensitive header values sealed at rest (`Field.sealed`). */
export const sealedJson = (name: string): Field => ({ name, stored: { as: 'json' }, sealed: true });
export const nameSet = (name: string): Field => ({ name, stored: { as: 'json' }, set: true, absent: [] });
/** Every kind's `protect`: false unless set. */
export const PROTECT: Field = { name: 'protect', stored: { as: 'flag' } };
