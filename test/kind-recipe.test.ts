// The recipe for a new kind, proved: a throwaway kind (`widget`) is registered through its kind
// spec alone, plus its table in this test's SQLite file, and is checked, counted, planned,
// stored, applied, read back, fingerprinted, exported and rendered through the real code of
// core, the service and the CLI. A place that lists kinds by hand instead of deriving them from
// the registry leaves widgets out and fails here. The one part not covered is the kind's part of
// the definition JSON Schema (a generated file, with its own test), so the definition is checked
// by the checks that follow the schema (names, references) and planned as the service plans it.
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import type { Collection, Definition, Plan, StateObject, StepKind } from '@capctl/core';
// Only these three modules load before the kind is added: none of them reads the registry.
import { extendKinds } from '../packages/core/src/kinds/kind-extension.js';
import { defineKind, listed, optional, protectFlag, sortedNames } from '../packages/core/src/kinds/kind.js';
import { nameSet, nullableInteger, PROTECT, text } from '../packages/core/src/kinds/fields.js';

interface WidgetDefinition {
  readonly name: string;
  readonly aliases?: readonly string[];
  readonly size?: number;
  readonly feeds?: readonly string[];
  readonly protect?: boolean;
}

interface WidgetState extends StateObject {
  readonly name: string;
  readonly size: number | null;
  readonly feeds: readonly string[];
}

// The kind's names are outside core's `StepKind` and `Collection` types, which list the real
// kinds: the casts are the only concession the throwaway kind needs.
const WIDGET = 'widget' as StepKind;
const widgetsOf = (definition: Definition) => (definition.resources as { widgets?: WidgetDefinition[] } | undefined)?.widgets;

extendKinds(defineKind<StepKind, WidgetDefinition, WidgetState>({
  kind: WIDGET,
  collection: 'widgets' as Collection,
  pointer: '/resources/widgets',
  noun: 'widget',
  plural: 'widgets',
  title: 'Widgets',
  nameField: 'name',
  aliases: true,
  references: [{ path: 'feeds', kind: 'destination', many: true }],
  fields: [text('name'), nullableInteger('size'), nameSet('feeds'), PROTECT],
  keyOrder: { '': ['name', 'aliases', 'size', 'feeds', 'protect'] },
  written: (definition) => listed(widgetsOf(definition), '/resources/widgets'),
  desired: ({ item: w, pointer }) => ({
    name: w.name,
    pointer,
    fields: { name: w.name, size: w.size ?? null, feeds: sortedNames(w.feeds), protect: w.protect ?? false },
    aliases: w.aliases ?? [],
  }),
  nameOf: (w) => w.name,
  exported: (w) => ({ name: w.name, ...optional('size', w.size), ...optional('feeds', w.feeds), ...protectFlag(w.protect) }),
}));

// Everything else loads now, with the widget kind in the registry.
const core = await import('@capctl/core');
const { checkDefinition } = await import('../packages/core/src/parse/check-definition.js');
const { schemaErrorFinding } = await import('../packages/core/src/parse/schema-messages.js');
const { openStorage } = await import('../packages/server/src/open-storage.js');
const { createAccountRepository } = await import('../packages/server/src/auth/account-repository.js');
const { createSecretBox } = await import('../packages/server/src/crypto/secret-box.js');
const { createRepositories } = await import('../packages/server/src/repositories.js');
const { createConfigStateRepository } = await import('../packages/server/src/config/config-state-repository.js');
const { createRevisionRepository } = await import('../packages/server/src/revisions/revision-repository.js');
const { stepsDigest } = await import('../packages/server/src/revisions/revision-digest.js');
const { takeSnapshot } = await import('../packages/server/src/revisions/snapshot.js');
const { applyRevision } = await import('../packages/server/src/revisions/apply-revision.js');
const { definitionCounts } = await import('../packages/cli/src/commands/validate.js');
const { definitionGraph } = await import('../packages/cli/src/graph/definition-graph.js');
const { renderPlanText } = await import('../packages/cli/src/render/text.js');
const { renderPlanJson } = await import('../packages/cli/src/render/json.js');
const { plainPalette } = await import('../packages/cli/src/render/palette.js');

const ORG = '1';
const ops = { label: 'ops', type: 'webhook', config: { url: 'https://hooks.example.com/ops' } };
const definitionWith = (widgets: readonly WidgetDefinition[]): Definition =>
  ({ resources: { destinations: [ops], widgets } }) as unknown as Definition;
const problems = (definition: Definition) => checkDefinition(definition).map((f) => [f.code, f.place.pointer]);

describe('a kind added through its spec alone', () => {
  it('has its names and references checked, and is counted and drawn, in the definition', () => {
    const clashing = definitionWith([{ name: 'w1', feeds: ['ops', 'opz'] }, { name: 'w1' }, { name: 'w2', aliases: ['w1'] }]);
    expect(problems(clashing)).toEqual(expect.arrayContaining([
      ['duplicate_name', '/resources/widgets/1/name'],
      ['name_clash', '/resources/widgets/2/aliases/0'],
      ['unresolved_reference', '/resources/widgets/0/feeds/1'],
    ]));
    expect(checkDefinition(clashing).find((f) => f.code === 'unresolved_reference')?.message)
      .toMatch(/^unknown destination `opz`: no destination has this label; did you mean `ops`\?/);
    const valid = definitionWith([{ name: 'w1', size: 3, feeds: ['ops'] }, { name: 'w2' }]);
    expect(checkDefinition(valid)).toEqual([]);
    expect(definitionCounts(valid)).toEqual({ actions: 0, destinations: 1, metrics: 0, queries: 0, sources: 0, widgets: 2 });
    const graph = definitionGraph(valid);
    const named = (id: string) => graph.nodes.find((n) => n.id === id);
    expect(graph.edges.map((e) => [named(e.from)?.kind, named(e.from)?.name, e.via, named(e.to)?.kind, named(e.to)?.name]))
      .toEqual([[WIDGET, 'w1', 'feeds', 'destination', 'ops']]);
  });

  it('is named in schema messages: its items by their name, its list when written at the top level', () => {
    // The errors ajv would report once the kind's schema part is generated (not part of this test).
    const message = (definition: unknown, error: Record<string, unknown>) => {
      const finding = schemaErrorFinding({ schemaPath: '#', params: {}, ...error } as never, definition, core.definitionSchema);
      return typeof finding?.message === 'string' ? finding.message : undefined;
    };
    expect(message({ widgets: [] }, { keyword: 'additionalProperties', instancePath: '', schemaPath: '#/additionalProperties', params: { additionalProperty: 'widgets' } }))
      .toMatch(/^unknown key `widgets` \(allowed: .*\); it belongs under `resources`$/);
    expect(message(definitionWith([{ name: 'w1' }]), { keyword: 'required', instancePath: '/resources/widgets/0', params: { missingProperty: 'size' } }))
      .toBe('widget `w1` is missing the required key `size`');
  });

  it('is planned with what it depends on when targeted, from an empty state that has its collection', () => {
    const definition = definitionWith([{ name: 'w1', size: 3, feeds: ['ops'] }, { name: 'w2' }]);
    expect(core.emptyState(ORG)).toMatchObject({ widgets: [] });
    expect([...core.dependencyClosure([{ kind: WIDGET, name: 'w1' }], definition)].sort()).toEqual(['destination/ops', 'widget/w1']);
    const partial = core.plan(definition, core.emptyState(ORG), { targets: [{ kind: WIDGET, name: 'w1' }] });
    expect(partial.steps.map((s) => `${s.kind}/${s.name}`)).toEqual(['destination/ops', 'widget/w1']);
  });

  describe('through the service and the CLI', () => {
    const dir = mkdtempSync(join(tmpdir(), 'capctl-kind-recipe-'));
    const opened = openStorage({ path: join(dir, 'service.db') });
    afterAll(async () => (await opened).close());

    async function service() {
      const storage = await opened;
      const repos = createRepositories(storage.db, createSecretBox(randomBytes(32)), storage.readNow);
      return { storage, repos, ctx: { db: storage.db, configState: repos.configState, secrets: repos.secrets } };
    }

    const ready = (async () => {
      const { storage } = await service();
      await createAccountRepository(storage.db).ensureOrg(ORG);
      // The kind's table: what its migration would create, a column per field.
      await sql.raw(`create table widgets (
        id text primary key, org_id text not null references orgs(id), name text not null, size integer,
        feeds text not null, protect integer not null default 0, updated_at text not null, deleted_at text)`).execute(storage.db);
      return service();
    })();

    /** What the service's plan use case stores, but for the definition's JSON Schema check. */
    async function planned(definition: Definition): Promise<{ id: string; plan: Plan }> {
      const { storage, repos, ctx } = await ready;
      const state = await ctx.configState.load(ORG);
      const plan = core.plan(definition, state, { assignId: () => randomUUID() });
      const row = await createRevisionRepository(storage.db).insert({
        orgId: ORG, serial: state.serial, plan: repos.secrets.sealPlan(ORG, plan), digest: stepsDigest(plan.steps),
        snapshot: JSON.stringify(takeSnapshot(state, repos.secrets)), createdBy: null, plannedBy: null, message: null,
      }, new Date().toISOString());
      return { id: row.id, plan };
    }

    it('is planned, rendered, applied, read back as written, exported and fingerprinted', async () => {
      const { storage, ctx } = await ready;
      const definition = definitionWith([{ name: 'w1', size: 3, feeds: ['ops'] }, { name: 'w2', aliases: ['w0'] }]);
      const first = await planned(definition);
      expect(first.plan.steps.map((s) => `${s.op} ${s.kind}/${s.name}`)).toEqual(['create destination/ops', 'create widget/w1', 'create widget/w2']);
      expect(first.plan.steps[1]?.after).toEqual({ name: 'w1', size: 3, feeds: ['ops'], protect: false });

      const shown = renderPlanText(first.plan, { palette: plainPalette });
      expect(shown).toContain('Widgets\n  + widget w1\n      feeds: ["ops"]\n      name: "w1"\n      protect: false\n      size: 3\n  + widget w2\n');
      const json = JSON.parse(renderPlanJson(first.plan)) as { steps: { kind: string; name: string }[] };
      expect(json.steps.filter((s) => s.kind === 'widget').map((s) => s.name)).toEqual(['w1', 'w2']);

      expect((await applyRevision(ctx, ORG, first.id)).status).toBe('applied');
      const kept = await ctx.configState.load(ORG);
      const widgets = (kept as unknown as { widgets: WidgetState[] }).widgets;
      expect(widgets.map(({ name, size, feeds, protect, deleted_at }) => ({ name, size, feeds, protect, deleted_at }))).toEqual([
        { name: 'w1', size: 3, feeds: ['ops'], protect: false, deleted_at: null },
        { name: 'w2', size: null, feeds: [], protect: false, deleted_at: null },
      ]);
      // The state carried forward after the apply is what a reload reads from the table.
      expect(JSON.parse(JSON.stringify(await createConfigStateRepository(storage.db).load(ORG)))).toEqual(JSON.parse(JSON.stringify(kept)));
      expect(core.plan(definition, kept).steps).toEqual([]);
      const exported = core.stateToDefinition(kept);
      expect(widgetsOf(exported)).toEqual([{ name: 'w1', size: 3, feeds: ['ops'] }, { name: 'w2' }]);
      expect(core.plan(exported, kept).steps).toEqual([]);
      expect(takeSnapshot(kept).objects.filter((e) => e[0] === WIDGET).map((e) => e[2])).toEqual(['w1', 'w2']);

      // A revision planned before another apply changed a widget is stale, and says which widget.
      const stale = await planned(definitionWith([{ name: 'w1', size: 4, feeds: ['ops'] }, { name: 'w2' }]));
      const changed = await planned(definitionWith([{ name: 'w1', size: 5, feeds: ['ops'] }, { name: 'w2' }]));
      expect(changed.plan.steps.map((s) => `${s.op} ${s.kind}/${s.name}`)).toEqual(['update widget/w1']);
      await applyRevision(ctx, ORG, changed.id);
      await expect(applyRevision(ctx, ORG, stale.id)).rejects.toThrow(/changed since the plan: widget w1 \(updated\)\./);

      // A rename keeps the id; a removed widget is soft-deleted.
      const before = (await ctx.configState.load(ORG)) as unknown as { widgets: WidgetState[] };
      const last = await planned(definitionWith([{ name: 'w9', aliases: ['w1'], size: 5, feeds: ['ops'] }]));
      expect(last.plan.steps.map((s) => `${s.op} ${s.kind}/${s.name}`)).toEqual(['update widget/w9', 'delete widget/w2']);
      await applyRevision(ctx, ORG, last.id);
      const after = (await createConfigStateRepository(storage.db).load(ORG)) as unknown as { widgets: WidgetState[] };
      const id = (name: string) => before.widgets.find((w) => w.name === name)?.id;
      expect(after.widgets.map((w) => [w.id, w.name, w.deleted_at !== null])).toEqual(expect.arrayContaining([[id('w1'), 'w9', false], [id('w2'), 'w2', true]]));
      expect(after.widgets).toHaveLength(2);
    });
  });
});
