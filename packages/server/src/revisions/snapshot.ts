// Snapshots of config state stored with a revision: one fingerprint per object, compact enough
// for 10,000-object orgs, and enough to name what changed when a revision has gone stale.
import { hash } from 'node:crypto';
import type { ActionState, DestinationState, State, StepKind } from '@capctl/core';
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

// An action's schema and history are most of its bytes, and every schema change moves its
// version: the version stands in for them, which keeps a 10,000-action snapshot cheap.
const actionFingerprint = (a: ActionState): string =>
  fingerprint([a.variant, a.version, a.aliases, a.destinations, a.queries, a.sources, a.protect, a.deleted_at]);

// Sensitive header values enter a fingerprint only as keyed digests: a snapshot holds nothing a
// guess at a secret could be checked against.
const destinationFingerprint = (d: DestinationState, orgId: string, secrets: HeaderSeal): string =>
  fingerprint({ ...d, config: secrets.digestConfig(orgId, d.config) });

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
  const of = <T extends object>(o: T, compute: (o: T) => string) => fingerprintOf(o, secrets, compute);
  for (const a of state.actions) yield ['action', a.id, a.variant, of(a, actionFingerprint)];
  for (const d of state.destinations) yield ['destination', d.id, d.label, of(d, (o) => destinationFingerprint(o, state.org_id, secrets))];
  for (const m of state.metrics) yield ['metrics', m.id, m.name, of(m, fingerprint)];
  for (const q of state.queries) yield ['query', q.id, `${q.metrics}/${q.name}`, of(q, fingerprint)];
  for (const s of state.sources) yield ['source', s.id, s.name, of(s, fingerprint)];
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
  for (const a of current.actions) deletedNow.set(`action:${a.id}`, a.deleted_at !== null);
  for (const d of current.destinations) deletedNow.set(`destination:${d.id}`, d.deleted_at !== null);
  for (const m of current.metrics) deletedNow.set(`metrics:${m.id}`, m.deleted_at !== null);
  for (const q of current.queries) deletedNow.set(`query:${q.id}`, q.deleted_at !== null);
  for (const s of current.sources) deletedNow.set(`source:${s.id}`, s.deleted_at !== null);
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
