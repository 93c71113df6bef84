// The kind modules against each other and against the published contracts: every list derived
// from KIND_MODULES is complete, and each kind's three mappings agree on a fully populated object.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { canonicalObject } from '../plan/canonical-json.js';
import { emptyState } from '../plan/empty-state.js';
import { everyFieldObjects } from '../testing/every-field.js';
import type { Definition, JsonObject, State } from '../types.js';
import type { DesiredContext, Kind } from './kind.js';
import { DEFINITION_LISTS, KIND_COLLECTION, KIND_MODULES, KIND_RANK, KINDS, byKind, kindModule } from './kinds.js';
import { extendKinds, KindRegistrySealedError } from './kind-extension.js';

const schema = JSON.parse(readFileSync(new URL('../../../../schemas/definition.schema.json', import.meta.url), 'utf8'));
const DRIFT = { fields: ['/config/url'], changed_at: '2026-01-01T00:00:00.000Z' };

/** One live object of every kind with every optional field set (and drift, which is no field), so that a field one mapping forgets shows. */
const objects = everyFieldObjects('cred-1');
const full: State = {
  ...emptyState('1'),
  ...objects,
  credentials: [{ id: 'cred-1', label: 'hooks' }],
  metrics: objects.metrics.map((m) => ({ ...m, drift: DRIFT })),
};

const ctx: DesiredContext = { credential: (ref) => (ref === 'hooks' ? 'cred-1' : ref ?? null), queryName: (ref) => ref };

/** A definition holding just what `kind` exports from `full` (a query inside its metrics source). */
function exportedAlone(kind: Kind): Definition {
  const exportCtx = { credential: (id: string | null) => (id === 'cred-1' ? 'hooks' : id ?? undefined), queries: () => [] };
  const item = kind.exported(kind.objects(full)[0]!, exportCtx);
  if (kind.nestedIn === undefined) {
    return kind.pointer === '/actions' ? { actions: [item as never] } : { resources: { [kind.pointer.split('/')[2]!]: [item] } };
  }
  const parent = kindModule('metrics').exported(full.metrics[0]!, exportCtx);
  return { resources: { metrics: [{ ...parent, [kind.nestedIn]: [item] } as never] } };
}

describe('kinds', () => {
  it('lists the five kinds once, in dependency order, and every derived list follows', () => {
    expect(KINDS).toEqual(['metrics', 'query', 'destination', 'action', 'source']);
    expect(KIND_RANK).toEqual({ metrics: 0, query: 1, destination: 2, action: 3, source: 4 });
    expect(Object.keys(byKind((k) => k))).toEqual(KINDS);
    expect(Object.values(KIND_COLLECTION).sort()).toEqual(Object.keys(emptyState()).filter((k) => Array.isArray(emptyState()[k as keyof State]) && k !== 'credentials').sort());
    expect(DEFINITION_LISTS.map((k) => k.pointer)).toEqual(['/actions', '/resources/destinations', '/resources/metrics', '/resources/sources']);
  });

  it('refuses a kind added after the registry was read: tables built from it would miss the kind', () => {
    expect(() => extendKinds(kindModule('metrics'))).toThrow(KindRegistrySealedError);
    expect(KIND_MODULES).toHaveLength(5);
  });

  it('seals only what masking knows: the headers of a destination\'s config', () => {
    // plan/mask.ts and the service's header seal read `config.headers` of destination steps; a
    // field marked `sealed` elsewhere would be sealed at rest but shown unmasked in plans.
    const sealed = KIND_MODULES.flatMap((k) => k.fields.filter((f) => f.sealed === true).map((f) => `${k.kind}.${f.name}`));
    expect(sealed).toEqual(['destination.config']);
  });

  it('names each kind by a field its definition items require', () => {
    const itemOf = (list: { items: { $ref?: string } }) => (list.items.$ref ? schema.$defs[list.items.$ref.split('/').pop() as string] : list.items);
    const listAt = (pointer: string) => pointer.split('/').slice(1).reduce((node, key) => node?.properties?.[key], schema);
    for (const kind of KIND_MODULES) {
      const outer = itemOf(listAt(kind.pointer));
      const item = kind.nestedIn === undefined ? outer : itemOf(outer.properties[kind.nestedIn]);
      expect(item.required, kind.kind).toContain(kind.nameField);
    }
  });

  it("points at lists the definition schema has (a query's inside its metrics source's items)", () => {
    const listAt = (pointer: string) => pointer.split('/').slice(1).reduce((node, key) => node?.properties?.[key], schema);
    for (const kind of KIND_MODULES) {
      const list = listAt(kind.pointer);
      expect(list?.type, kind.pointer).toBe('array');
      if (kind.nestedIn !== undefined) {
        const item = list.items.$ref ? schema.$defs[list.items.$ref.split('/').pop()] : list.items;
        expect(item.properties[kind.nestedIn]?.type, `${kind.pointer}/*/${kind.nestedIn}`).toBe('array');
      }
    }
  });

  it.each(KIND_MODULES.map((k) => [k.kind, k] as const))('%s: lists every field of its state object once', (_name, kind) => {
    // `full` sets every field, so a field the list forgets (and the service would not store) shows.
    const keys = Object.keys(kind.objects(full)[0]!).filter((k) => !['id', 'deleted_at', 'drift'].includes(k));
    expect(kind.fields.map((f) => f.name).sort()).toEqual(keys.sort());
  });

  it.each(KIND_MODULES.map((k) => [k.kind, k] as const))('%s: orders only keys its definition item has', (_name, kind) => {
    const outer = schema.$defs[kind.nestedIn === undefined ? kind.kind : 'metrics'];
    const item = kind.nestedIn === undefined ? outer : schema.$defs[outer.properties[kind.nestedIn].items.$ref.split('/').pop()];
    expect(Object.keys(item.properties)).toEqual(expect.arrayContaining([...kind.keyOrder['']!]));
    for (const [path, keys] of Object.entries(kind.keyOrder)) expect(keys.length, `${kind.kind} ${path}`).toBeGreaterThan(0);
  });

  it.each(KIND_MODULES.map((k) => [k.kind, k] as const))('%s: declares the aliases, references and fingerprint stand-ins it has', (_name, kind) => {
    const outer = schema.$defs[kind.nestedIn === undefined ? kind.kind : 'metrics'];
    const item = kind.nestedIn === undefined ? outer : schema.$defs[outer.properties[kind.nestedIn].items.$ref.split('/').pop()];
    expect('aliases' in item.properties, 'aliases').toBe(kind.aliases);
    for (const reference of kind.references) {
      expect(KINDS, reference.path).toContain(reference.kind);
      const [first] = reference.path.split('.');
      expect(Object.keys(item.properties), reference.path).toContain(first);
    }
    const names = kind.fields.map((f) => f.name);
    for (const f of kind.fields) if (f.fingerprintBy !== undefined) expect(names, f.name).toContain(f.fingerprintBy);
    expect(kind.title.toLowerCase()).toBe(kind.plural);
  });

  it.each(KIND_MODULES.map((k) => [k.kind, k] as const))('%s: definition → fields of its export equals state → fields', (_name, kind) => {
    const o = kind.objects(full)[0]!;
    const [entry] = kind.desiredEntries(exportedAlone(kind), ctx);
    expect(entry?.name).toBe(kind.nameOf(o));
    expect(canonicalObject(entry?.fields as JsonObject)).toEqual(canonicalObject(kind.current(o)));
  });
});
