// Saved plans are bound to one stored revision: applied from any directory they reach the
// database they were planned in; against another database, another org, or a stored revision
// whose steps changed (tampered in the SQLite file) they are refused and nothing changes.
import { SqliteDatabase } from '@capctl/server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { smallDefinition, Workspace } from './cli-fixture.js';

let ws: Workspace;
beforeEach(() => {
  ws = new Workspace();
});
afterEach(() => ws.remove());

interface SavedPlanFile {
  readonly format: string;
  readonly target: { readonly kind: string; readonly where: string; readonly org_id: string };
  readonly lineage: string;
  readonly revision_id: string;
  readonly digest: string;
}

/** Rows of the workspace's database, read directly. */
function query<T>(dbFile: string, text: string, ...params: unknown[]): T[] {
  const db = new SqliteDatabase(ws.path(dbFile), { readonly: true });
  try {
    return db.prepare(text).all(...params) as T[];
  } finally {
    db.close();
  }
}

/** Writes to the workspace's database directly (to set up what a test needs). */
function execute(dbFile: string, text: string): void {
  const db = new SqliteDatabase(ws.path(dbFile));
  try {
    db.prepare(text).run();
  } finally {
    db.close();
  }
}

const revisionsOf = (dbFile: string) => query<{ id: string; org_id: string; status: string }>(dbFile, 'select id, org_id, status from config_revisions order by seq');
const serialOf = (dbFile: string) => query<{ id: string; serial: number }>(dbFile, 'select id, serial from orgs order by id');

/** Plans defs/ of the workspace project into plan.json and returns the file's content. */
async function savePlan(): Promise<SavedPlanFile> {
  ws.writeDefinition('defs/capacity.yaml', smallDefinition());
  const planned = await ws.run(['plan', 'defs', '--out', 'plan.json']);
  expect(planned.code).toBe(0);
  return JSON.parse(ws.read('plan.json')) as SavedPlanFile;
}

/** A second project inside the workspace (its own capctl.yaml and state) with one applied revision. */
async function otherProject(): Promise<string> {
  ws.writeText('other/capctl.yaml', 'state: .capctl/state.db\n');
  ws.writeDefinition('other/defs/capacity.yaml', smallDefinition({ refund: false }));
  expect((await ws.run(['apply', 'defs', '--auto-approve'], { cwd: 'other' })).code).toBe(0);
  return 'other/.capctl/state.db';
}

describe('a saved plan', () => {
  it('records the absolute database path, the org, the lineage, the revision id and the digest', async () => {
    const saved = await savePlan();
    const [lineage] = query<{ id: string }>('.capctl/state.db', 'select id from service_lineage');
    const [row] = query<{ id: string; digest: string }>('.capctl/state.db', 'select id, digest from config_revisions');
    expect(saved).toMatchObject({
      format: 'capctl-saved-plan/v2',
      target: { kind: 'embedded', where: ws.path('.capctl/state.db'), org_id: '1' },
      lineage: lineage?.id,
      revision_id: row?.id,
      digest: row?.digest,
    });
    expect(saved.digest).toMatch(/^[0-9a-f]{64}$/);
  });

  it('is applied to the database it was planned in, from another project\'s directory too, showing the stored steps', async () => {
    await savePlan();
    // The masked copy in the file never drives anything, not even what is shown.
    const file = JSON.parse(ws.read('plan.json')) as { plan: { steps: { name: string }[] } };
    for (const step of file.plan.steps) step.name = 'edited-in-the-file';
    ws.writeText('plan.json', JSON.stringify(file));
    const other = await otherProject();
    const otherBefore = revisionsOf(other);
    const applied = await ws.run(['apply', '../plan.json', '--auto-approve'], { cwd: 'other' });
    expect(applied.stderr).toBe('');
    expect(applied.code).toBe(0);
    expect(applied.stdout).toContain('+ action refund');
    expect(applied.stdout).not.toContain('edited-in-the-file');
    expect(revisionsOf('.capctl/state.db').map((r) => r.status)).toEqual(['applied']);
    expect(revisionsOf(other)).toEqual(otherBefore);
  });

  it('is refused against another database, naming both lineages, and nothing changes in either', async () => {
    const saved = await savePlan();
    const other = await otherProject();
    const [otherLineage] = query<{ id: string }>(other, 'select id from service_lineage');
    // Revision ids are random, so give the other database a revision with the very same id:
    // only the lineage tells them apart.
    const [newest] = revisionsOf(other);
    execute(other, `update config_revisions set id = '${saved.revision_id}' where id = '${newest?.id}'`);
    expect(revisionsOf(other).map((r) => r.id)).toContain(saved.revision_id);
    const before = { here: revisionsOf('.capctl/state.db'), there: revisionsOf(other), serials: serialOf(other) };

    for (const how of [{ args: ['--state', other] }, { args: [], env: { CAPCTL_STATE: ws.path(other) } }]) {
      const r = await ws.run(['apply', 'plan.json', '--auto-approve', ...how.args], how.env ? { env: how.env } : {});
      expect(r.code).toBe(1);
      expect(r.stdout).toBe('');
      expect(r.stderr).toContain(`error: plan.json cannot be applied to ${ws.path(other)} (org 1): the plan's database has lineage ${saved.lineage}, this one ${otherLineage?.id}`);
      expect(r.stderr).toContain(`hint: plan.json was planned against ${ws.path('.capctl/state.db')} (org 1)`);
    }
    expect({ here: revisionsOf('.capctl/state.db'), there: revisionsOf(other), serials: serialOf(other) }).toEqual(before);
  });

  it('is refused against another database that has no revision of that id, naming both lineages', async () => {
    const saved = await savePlan();
    ws.writeText('empty/capctl.yaml', 'state: .capctl/state.db\n');
    // A command that writes creates its database, with no revision (export only reads: it makes none).
    expect((await ws.run(['credentials', 'create', '--label', 'hooks', '--type', 'token', '--provider', 'webhook', '--no-secret'], { cwd: 'empty' })).code).toBe(0);
    const [lineage] = query<{ id: string }>('empty/.capctl/state.db', 'select id from service_lineage');
    const r = await ws.run(['apply', 'plan.json', '--auto-approve', '--state', 'empty/.capctl/state.db']);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(`cannot be applied to ${ws.path('empty/.capctl/state.db')} (org 1): it holds no revision ${saved.revision_id} (the plan's database has lineage ${saved.lineage}, this one ${lineage?.id})`);
    expect(revisionsOf('empty/.capctl/state.db')).toEqual([]);
  });

  it('is refused against a database that does not exist, without creating it', async () => {
    await savePlan();
    const r = await ws.run(['apply', 'plan.json', '--auto-approve', '--state', 'nowhere/state.db']);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(`cannot be applied to ${ws.path('nowhere/state.db')} (org 1): there is no database there`);
    expect(() => ws.read('nowhere/state.db')).toThrow();
  });

  it('is refused for another org, before that org is created', async () => {
    await savePlan();
    for (const how of [{ args: ['--org', '2'] }, { args: [], env: { CAPACITY_ORG: '2' } }]) {
      const r = await ws.run(['apply', 'plan.json', '--auto-approve', ...how.args], how.env ? { env: how.env } : {});
      expect(r.code).toBe(1);
      expect(r.stderr).toContain(`error: plan.json cannot be applied to ${ws.path('.capctl/state.db')} (org 2): it was planned for org 1, not org 2`);
    }
    expect(serialOf('.capctl/state.db')).toEqual([{ id: '1', serial: 0 }]);
    expect(revisionsOf('.capctl/state.db').map((r) => r.status)).toEqual(['planned']);
  });

  it('is refused when the stored revision was changed after planning, and nothing is applied', async () => {
    const saved = await savePlan();
    // Tamper with the stored (unmasked) steps in the SQLite file: drop the refund action.
    const db = new SqliteDatabase(ws.path('.capctl/state.db'));
    const row = db.prepare('select plan from config_revisions where id = ?').get(saved.revision_id) as { plan: string };
    const plan = JSON.parse(row.plan) as { steps: { name: string }[] };
    const kept = plan.steps.filter((s) => s.name !== 'refund');
    expect(kept.length).toBe(plan.steps.length - 1);
    db.prepare('update config_revisions set plan = ? where id = ?').run(JSON.stringify({ ...plan, steps: kept }), saved.revision_id);
    db.close();

    const r = await ws.run(['apply', 'plan.json', '--auto-approve']);
    expect(r.code).toBe(1);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(new RegExp(`^error: plan.json cannot be applied to ${ws.path('.capctl/state.db')} \\(org 1\\): revision ${saved.revision_id} there has digest [0-9a-f]{64}, the plan was reviewed with ${saved.digest}; the stored steps are not the ones planned`));
    expect(serialOf('.capctl/state.db')).toEqual([{ id: '1', serial: 0 }]);
    expect(revisionsOf('.capctl/state.db').map((r) => r.status)).toEqual(['planned']);
    const { plan: again } = await ws.planJson('defs');
    expect(again.summary).toMatchObject({ create: 3, unchanged: 0 });
  });

  it('is refused when the file\'s digest was edited, and by a capctl that made an older file format', async () => {
    const saved = await savePlan();
    ws.writeText('edited.json', JSON.stringify({ ...saved, digest: '0'.repeat(64) }));
    const edited = await ws.run(['apply', 'edited.json', '--auto-approve']);
    expect(edited.code).toBe(1);
    expect(edited.stderr).toContain(`the plan was reviewed with ${'0'.repeat(64)}`);
    ws.writeText('old.json', JSON.stringify({ format: 'capctl-saved-plan/v1', target: { kind: 'embedded', where: '.capctl/state.db', org_id: '1' }, revision_id: saved.revision_id, plan: {} }));
    const old = await ws.run(['apply', 'old.json', '--auto-approve']);
    expect(old.code).toBe(1);
    expect(old.stderr).toContain('old.json was saved by an older capctl');
    expect(serialOf('.capctl/state.db')).toEqual([{ id: '1', serial: 0 }]);
  });
});
