// End-to-end, with the built binary: `capctl show` displays a saved plan from the file alone and
// a stored revision by a unique id prefix, in text, Markdown and JSON (schemas/show.schema.json),
// refuses an ambiguous prefix listing the candidates, and never creates state when looking.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiKey, serve } from '@capctl/server';
import { Workspace } from './cli-fixture.js';
import { outputSchema } from './fixtures/output-schema.js';

vi.setConfig({ testTimeout: 180_000 });

const validShow = outputSchema('show');

interface ShowJson {
  readonly shown: { readonly from: string; readonly revision_id: string | null; readonly status?: string; readonly file?: string };
  readonly plan: { readonly steps: readonly { readonly kind: string; readonly name: string; readonly op: string }[]; readonly target: { readonly kind: string } };
}

let ws: Workspace;
beforeEach(() => {
  ws = new Workspace();
});
afterEach(() => ws.remove());

async function revisionIds(): Promise<string[]> {
  const r = await ws.run(['revisions', 'list', '--all', '--limit', '100', '--format', 'json']);
  expect(r.code, r.stderr).toBe(0);
  return (JSON.parse(r.stdout) as { items: { id: string }[] }).items.map((i) => i.id);
}

describe('capctl show', () => {
  it('has help with examples', async () => {
    const help = await ws.run(['show', '--help']);
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('Usage: capctl show [options] <file-or-revision>');
    expect(help.stdout).toContain('$ capctl show plan.json --format markdown > plan.md');
  });

  it('shows a saved plan from the file alone, in text, Markdown and JSON, as plan does', async () => {
    const dir = ws.withQuickstart();
    const planned = await ws.run(['plan', dir, '--out', 'p.json']);
    expect(planned.code, planned.stderr).toBe(0);
    const { plan } = await ws.planJson(dir);
    // The file is enough: the state it was planned against is gone, and show makes none.
    rmSync(ws.path('.capctl'), { recursive: true });

    const text = await ws.run(['show', 'p.json']);
    expect(text.code, text.stderr).toBe(0);
    expect(text.stdout).toMatch(/^Saved plan p\.json: revision [0-9a-f-]{36}, saved /);
    expect(text.stdout).toContain('+ action scale-up  v0 → v1');
    expect(text.stdout).toContain('Plan: 8 to create, 0 to update, 0 to delete, 0 unchanged.');

    const markdown = await ws.run(['show', 'p.json', '--format', 'markdown']);
    expect(markdown.code, markdown.stderr).toBe(0);
    expect(markdown.stdout).toContain('**Plan: 8 to create, 0 to update, 0 to delete, 0 unchanged.**');
    expect(markdown.stdout).toContain('| + | action | scale-up |');

    const json = await ws.run(['show', 'p.json', '--format', 'json']);
    expect(json.code, json.stderr).toBe(0);
    const shown = JSON.parse(json.stdout) as ShowJson;
    expect(validShow(shown), JSON.stringify(validShow.errors)).toBe(true);
    expect(shown.shown).toMatchObject({ from: 'saved_plan', file: 'p.json' });
    expect(shown.plan.target.kind).toBe('local');
    expect(shown.plan.steps.map((s) => `${s.op} ${s.kind} ${s.name}`)).toEqual(plan.steps.map((s) => `${s.op} ${s.kind} ${s.name}`));
    expect(existsSync(ws.path('.capctl'))).toBe(false);
  });

  it('shows a stored revision by a unique prefix of its id, and refuses an ambiguous one naming every candidate', async () => {
    const dir = ws.withQuickstart();
    // Seventeen revisions: two of their ids must start with the same hex digit.
    for (let i = 0; i < 17; i++) {
      const r = await ws.run(['plan', dir, '--format', 'json']);
      expect(r.code, r.stderr).toBe(0);
    }
    const ids = await revisionIds();
    expect(ids).toHaveLength(17);
    const first = ids.map((id) => id[0] as string);
    const shared = first.find((c, i) => first.indexOf(c) !== i) as string;
    const sharing = ids.filter((id) => id.startsWith(shared));

    const ambiguous = await ws.run(['show', shared]);
    expect(ambiguous.code).toBe(1);
    expect(ambiguous.stderr).toContain(`error: ${shared} is the start of ${sharing.length} revision ids in the local state .capctl/state.db (org 1):`);
    for (const id of sharing) expect(ambiguous.stderr).toContain(id);
    expect(ambiguous.stderr).toContain('hint: give more of the id');

    const target = sharing[0] as string;
    const text = await ws.run(['show', target.slice(0, 13)]);
    expect(text.code, text.stderr).toBe(0);
    expect(text.stdout).toMatch(new RegExp(`^Revision ${target}: planned, updated `));
    expect(text.stdout).toContain('Plan: 8 to create');

    const json = await ws.run(['show', target.slice(0, 13), '--format', 'json']);
    const shown = JSON.parse(json.stdout) as ShowJson;
    expect(validShow(shown), JSON.stringify(validShow.errors)).toBe(true);
    expect(shown.shown).toMatchObject({ from: 'revision', revision_id: target, status: 'planned' });
  });

  it('looks for a revision only in state that exists, and says where it looked', async () => {
    const r = await ws.run(['show', '5b0e7c4a']);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('error: there is no file 5b0e7c4a, and there is no local state at .capctl/state.db to look up a revision in');
    expect(existsSync(ws.path('.capctl'))).toBe(false);
  });

  it('says when a file is not a saved plan, and when no revision has the prefix', async () => {
    ws.withQuickstart();
    const planned = await ws.run(['plan', 'quickstart']);
    expect(planned.code, planned.stderr).toBe(0);
    const notPlan = await ws.run(['show', 'capctl.yaml']);
    expect(notPlan.code).toBe(1);
    expect(notPlan.stderr).toContain('error: capctl.yaml is not a plan saved by `capctl plan --out`, and the local state .capctl/state.db (org 1) holds no revision whose id starts with capctl.yaml');
    const none = await ws.run(['show', 'zz']);
    expect(none.stderr).toContain('holds no revision whose id starts with zz');
  });
});

describe('capctl show over HTTP', () => {
  it('finds a revision by prefix on the service, names the service, and reads a saved plan made there without a key', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'capctl-show-'));
    const db = join(dataDir, 'capacity.db');
    const running = await serve({ port: 0, host: '127.0.0.1', db, logLevel: 'silent' });
    try {
      const { key } = await createApiKey({ db, org: '7', user: 'ci' });
      const env = { CAPACITY_URL: running.url, CAPACITY_API_KEY: key, CAPACITY_ORG: '7' };
      const dir = ws.withQuickstart();
      const planned = await ws.run(['plan', dir, '--out', 'p.json'], { env });
      expect(planned.code, planned.stderr).toBe(0);
      const listed = await ws.run(['revisions', 'list', '--format', 'json'], { env });
      const id = (JSON.parse(listed.stdout) as { items: { id: string }[] }).items[0]?.id as string;

      const json = await ws.run(['show', id.slice(0, 8), '--format', 'json'], { env });
      expect(json.code, json.stderr).toBe(0);
      const shown = JSON.parse(json.stdout) as ShowJson & { plan: { target: { kind: string; location: string; org: string } } };
      expect(validShow(shown), JSON.stringify(validShow.errors)).toBe(true);
      expect(shown.shown).toMatchObject({ from: 'revision', revision_id: id });
      expect(shown.plan.target).toMatchObject({ kind: 'service', location: running.url, org: '7' });

      // The file alone: no URL, no key, and nothing is sent anywhere.
      const file = await ws.run(['show', 'p.json']);
      expect(file.code, file.stderr).toBe(0);
      expect(file.stdout).toContain(`Target: the service at ${running.url}, org 7`);
      expect(existsSync(ws.path('.capctl'))).toBe(false);
    } finally {
      await running.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
