// Snapshots of config state stored with a revision: one fingerprint per object, compact enough
// for 10,000-object orgs, and enough to name what changed when a revision has gone stale. What a
// fingerprint covers comes from each kind's field list, so a new field is covered without a change here.
import { hash } from 'node:crypto';
import { byKind, COLLECTION_ORDER, type JsonObject, type Kind, type State, type StateObject, type StepKind } from '@capctl/core';
import { UNSEALED, type HeaderSeal } from '../crypto/header-seal.js';

/** One object of the state: [kind, id, name, fingerprint]. */
export type SnapshotEntry = readonly [kind: StepKind, id: string, name: string, fingerprint: string];

export interface Snapshot {
  readonly serial: number;
  readonly objects: readonly SnapshotEntry[];
}

export type ChangeKind = 'created' | 'updated' | 'deleted';

export interface ObjectChange {
  readonly kind: StepKind;
  readonly id: string;
  readonly name: string;
  readonly change: ChangeKind;
}

// One-shot `hash` (no Hash object per call): a snapshot takes one per object of the org.
function fingerprint(value: unknown): string {
  return hash('sha1', JSON.stringify(value), 'base64').slice(0, 16);
}

/**
 * How each kind's objects are fingerprinted, from its own field list: every field but
 * those another field stands in for (`fingerprintBy`: an action's schema and history, most of
 * its bytes, by its version, which keeps a 10,000-action snapshot cheap), and `deleted_at`.
 * Sensitive header values (`sealed` fields) enter only as keyed digests: a snapshot holds
 * nothing a guess at a secret could be checked against.
 */
function fingerprinter(kind: Kind): (o: StateObject, orgId: string, secrets: HeaderSeal) => string {
  // Values only, in field order (no keys): a snapshot takes one per object of the org.
  const fields = kind.fields.filter((f) => f.fingerprintBy === undefined).map((f) => [f.name, f.sealed === true] as const);
  return (o, orgId, secrets) => {
    const values = o as unknown as Readonly<Record<string, unknown>>;
    // The id is the entry's own (`SnapshotEntry`), so the fingerprint need not hold it.
    const kept: unknown[] = [];
    for (const [name, sealed] of fields) kept.push(sealed ? secrets.digestConfig(orgId, values[name] as JsonObject) : values[name]);
    kept.push(o.deleted_at);
    return fingerprint(kept);
  };
}

const FINGERPRINTERS = byKind((_kind, module) => fingerprinter(module));

// Fingerprints of frozen objects, kept while the objects live: a cached state is deep-frozen
// and shared from plan to plan (and carried forward after an apply), so each of its objects is
// fingerprinted once. Per seal, because a destination's fingerprint is keyed by it.
const remembered = new WeakMap<HeaderSeal, WeakMap<object, string>>();

function fingerprintOf<T extends object>(o: T, secrets: HeaderSeal, compute: (o: T) => string): string {
  if (!Object.isFrozen(o)) return compute(o);
  let kept = remembered.get(secrets);
  if (kept === undefined) remembered.set(secrets, (kept = new WeakMap()));
  let value = kept.get(o);
  if (value === undefined) kept.set(o, (value = compute(o)));
  return value;
}

function* entries(state: State, secrets: HeaderSeal): Generator<SnapshotEntry> {
  for (const kind of COLLECTION_ORDER) {
    const print = FINGERPRINTERS[kind.kind];
    for (const o of kind.objects(state)) yield [kind.kind, o.id, kind.nameOf(o), fingerprintOf(o, secrets, (x) => print(x, state.org_id, secrets))];
  }
}

/** Fingerprints every config object (credentials are not config state and are left out). */
export function takeSnapshot(state: State, secrets: HeaderSeal = UNSEALED): Snapshot {
  return { serial: state.serial, objects: [...entries(state, secrets)] };
}

/**
 * The objects that differ between a snapshot and the current state, in state order (kind, then
 * as loaded). A soft delete shows as `deleted`, an object that appeared as `created`.
 */
export function changesSince(snapshot: Snapshot, current: State, secrets: HeaderSeal = UNSEALED): ObjectChange[] {
  const before = new Map<string, SnapshotEntry>(snapshot.objects.map((e) => [`${e[0]}:${e[1]}`, e]));
  const deletedNow = new Map<string, boolean>();
  for (const kind of COLLECTION_ORDER) for (const o of kind.objects(current)) deletedNow.set(`${kind.kind}:${o.id}`, o.deleted_at !== null);
  const changes: ObjectChange[] = [];
  const seen = new Set<string>();
  for (const entry of entries(current, secrets)) {
    const key = `${entry[0]}:${entry[1]}`;
    seen.add(key);
    const old = before.get(key);
    if (old !== undefined && old[3] === entry[3]) continue;
    const change: ChangeKind = old === undefined ? 'created' : deletedNow.get(key) === true ? 'deleted' : 'updated';
    changes.push({ kind: entry[0], id: entry[1], name: entry[2], change });
  }
  for (const [key, old] of before) {
    if (!seen.has(key)) changes.push({ kind: old[0], id: old[1], name: old[2], change: 'deleted' });
  }
  return changes;
}

/** `action checkout (updated), destination ops (created)`, cut after `limit` with a count. */
export function describeChanges(changes: readonly ObjectChange[], limit = 20): string {
  const named = changes.slice(0, limit).map((c) => `${c.kind} ${c.name} (${c.change})`);
  const rest = changes.length - named.length;
  return rest > 0 ? `${named.join(', ')} and ${rest} more` : named.join(', ');
}
