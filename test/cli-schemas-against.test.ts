// End-to-end, with the built binary and a real git repository: `schemas check --against REF[:PATH]`
// compares every action with itself at a git ref (exit 3 when a mode breaks; new, removed and
// renamed actions reported), and `schemas list` without an action lists every action with its
// current version and mode; JSON outputs against schemas/.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ActionDefinition, JsonValue } from '@capctl/core';
import { createApiKey, serve } from '@capctl/server';
import { Workspace } from './cli-fixture.js';
import { outputSchema } from './fixtures/output-schema.js';

vi.setConfig({ testTimeout: 120_000 });

const validAgainst = outputSchema('schemas-check-against');
const validList = outputSchema('schemas-list');

const object = (required: readonly string[], extra: Record<string, JsonValue> = {}): JsonValue =>
  ({ type: 'object', required: [...required], properties: { id: { type: 'string' }, amount: { type: 'integer' }, ...extra } });

let ws: Workspace;
const git = (...args: string[]) => execFileSync('git', ['-c', 'user.email=ci@example.com', '-c', 'user.name=ci', ...args], { cwd: ws.dir, encoding: 'utf8' });
const write = (dir: string, actions: ActionDefinition[]) => ws.writeDefinition(`${dir}/capacity.yaml`, { actions } as never);

beforeEach(() => {
  ws = new Workspace();
  git('init', '-q', '-b', 'main');
});
afterEach(() => ws.remove());

/** At `main`: pay, refund, legacy and old-name; then the working tree changes each differently. */
function history(): void {
  write('defs', [
    { variant: 'pay', schema: object(['id']) },
    { variant: 'refund', schema: object(['id']), compatibility: 'forward' },
    { variant: 'legacy', schema: object([]) },
    { variant: 'old-name', schema: object(['id']) },
    { variant: 'same', schema: object(['id']) },
  ]);
  git('add', '-A');
  git('commit', '-q', '-m', 'definition');
  write('defs', [
    // backward breaks: a new required field.
    { variant: 'pay', schema: object(['id', 'amount']) },
    // forward holds: new payloads carry more (a required field added).
    { variant: 'refund', schema: object(['id', 'amount']), compatibility: 'forward' },
    // renamed, and widened (a required field dropped): backward holds.
    { variant: 'new-name', aliases: ['old-name'], schema: object([]) },
    { variant: 'same', schema: object(['id']) },
    { variant: 'fresh', schema: object([]) },
  ]);
}

describe('schemas check --against', () => {
  it('has help with examples, for check and for list', async () => {
    const check = await ws.run(['schemas', 'check', '--help']);
    expect(check.stdout).toContain('--against <ref[:path]>');
    expect(check.stdout).toContain('$ capctl schemas check --against main capacity/');
    const list = await ws.run(['schemas', 'list', '--help']);
    expect(list.stdout).toContain('Usage: capctl schemas list [options] [action]');
    expect(list.stdout).toContain('  $ capctl schemas list\n');
  });

  it('checks every action against the git ref, lists new, removed and renamed ones, and exits 3 on a break', async () => {
    history();
    const text = await ws.run(['schemas', 'check', '--against', 'main', 'defs']);
    expect(text.stderr).toBe('');
    expect(text.code).toBe(3);
    const lines = text.stdout.split('\n');
    expect(lines[0]).toBe('breaking: 1 action breaks its mode from main:defs to defs');
    expect(lines).toContain('new        fresh: not at main');
    expect(lines).toContain('ok         new-name (renamed from old-name): mode backward holds');
    expect(lines).toContain('breaking   pay: mode backward does not hold');
    expect(lines).toContain('ok         refund: mode forward holds');
    expect(lines).toContain('unchanged  same');
    expect(lines).toContain('removed    legacy: only at main');
    expect(text.stdout).toContain('`amount` is now required');

    const json = await ws.run(['schemas', 'check', '--against', 'main', 'defs', '--format', 'json']);
    expect(json.code).toBe(3);
    const report = JSON.parse(json.stdout) as { holds: boolean; actions: { variant: string; status: string; renamed_from?: string }[] };
    expect(validAgainst(report), JSON.stringify(validAgainst.errors)).toBe(true);
    expect(report.holds).toBe(false);
    expect(report.actions.map((a) => `${a.status} ${a.variant}${a.renamed_from ? ` <- ${a.renamed_from}` : ''}`)).toEqual([
      'added fresh', 'compatible new-name <- old-name', 'breaking pay', 'compatible refund', 'unchanged same', 'removed legacy',
    ]);
  });

  it('exits 0 when every mode holds, and reads another path at the ref with REF:PATH', async () => {
    history();
    // At main, `defs` moved nowhere; compare today's definition with itself as committed under another name.
    git('mv', 'defs', 'before');
    git('commit', '-q', '-m', 'move');
    write('defs', [{ variant: 'pay', schema: object(['id']) }, { variant: 'refund', schema: object(['id']), compatibility: 'forward' }]);
    const r = await ws.run(['schemas', 'check', '--against', 'HEAD~1:defs', 'defs']);
    expect(r.code, r.stdout + r.stderr).toBe(0);
    expect(r.stdout.split('\n')[0]).toBe('ok: every action\'s mode holds from HEAD~1:defs to defs');
    expect(r.stdout).toContain('removed    legacy: only at HEAD~1');
  });

  it('checks a change under the mode the ref promised, and fails a weakened mode even with no schema change', async () => {
    write('defs', [
      { variant: 'pay', schema: object(['id']) },
      { variant: 'ship', schema: object(['id']), compatibility: 'full' },
    ]);
    git('add', '-A');
    git('commit', '-q', '-m', 'definition');
    // The same change both sets `none` (which would let anything through) and adds a required field.
    write('defs', [
      { variant: 'pay', schema: object(['id', 'amount']), compatibility: 'none' },
      { variant: 'ship', schema: object(['id']), compatibility: 'backward' },
    ]);
    const text = await ws.run(['schemas', 'check', '--against', 'main', 'defs']);
    expect(text.code, text.stdout + text.stderr).toBe(3);
    const lines = text.stdout.split('\n');
    expect(lines[0]).toBe('breaking: 1 action breaks its mode, 1 action weakens its mode from main:defs to defs');
    expect(lines).toContain('breaking   pay: mode backward does not hold; CAUTION: mode weakened backward → none');
    expect(lines).toContain('weakened   ship; CAUTION: mode weakened full → backward');
    expect(text.stdout).toContain('`amount` is now required');

    const json = await ws.run(['schemas', 'check', '--against', 'main', 'defs', '--format', 'json']);
    expect(json.code).toBe(3);
    const report = JSON.parse(json.stdout) as { holds: boolean; actions: { variant: string; status: string; mode: string; weakened_mode?: unknown }[] };
    expect(validAgainst(report), JSON.stringify(validAgainst.errors)).toBe(true);
    expect(report.holds).toBe(false);
    expect(report.actions.map((a) => [a.variant, a.status, a.mode, a.weakened_mode])).toEqual([
      ['pay', 'breaking', 'backward', { from: 'backward', to: 'none' }],
      ['ship', 'unchanged', 'full', { from: 'full', to: 'backward' }],
    ]);

    // A mode made stronger is no weakening: the new mode is checked, and it holds.
    write('defs', [
      { variant: 'pay', schema: object(['id']), compatibility: 'full' },
      { variant: 'ship', schema: object(['id']), compatibility: 'full_transitive' },
    ]);
    const stronger = await ws.run(['schemas', 'check', '--against', 'main', 'defs']);
    expect(stronger.code, stronger.stdout).toBe(0);
    expect(stronger.stdout).toContain('unchanged  pay; mode was backward');
  });

  it('names an unknown ref and a path that has no definition there', async () => {
    history();
    const ref = await ws.run(['schemas', 'check', '--against', 'no-such-branch', 'defs']);
    expect(ref.code).toBe(1);
    expect(ref.stderr).toContain('error: --against no-such-branch: no such branch, tag or commit in');
    const path = await ws.run(['schemas', 'check', '--against', 'main:elsewhere', 'defs']);
    expect(path.code).toBe(1);
    expect(path.stderr).toContain('error: main:elsewhere holds no definition file (*.yaml, *.yml, *.json)');
    const option = await ws.run(['schemas', 'check', '--against', '--upload-pack=x', 'defs']);
    expect(option.code).toBe(1);
    expect(option.stderr).toContain('expected REF or REF:PATH');
  });
});

describe('schemas list without an action', () => {
  it('lists every live action with its current version and mode, in text and JSON', async () => {
    write('defs', [{ variant: 'pay', schema: object(['id']), compatibility: 'full' }, { variant: 'audit', schema: object([]) }]);
    expect((await ws.run(['apply', 'defs', '--auto-approve'])).code).toBe(0);
    write('defs', [{ variant: 'pay', schema: object(['id'], { note: { type: 'string' } }), compatibility: 'full' }]);
    const second = await ws.run(['apply', 'defs', '--auto-approve', '--allow-breaking=pay']);
    expect(second.code, second.stderr).toBe(0);

    const text = await ws.run(['schemas', 'list']);
    expect(text.code, text.stderr).toBe(0);
    const lines = text.stdout.trimEnd().split('\n');
    expect(lines[0]).toMatch(/^ACTION\s+VERSION\s+MODE\s+SCHEMA$/);
    expect(lines.slice(1).map((l) => l.split(/\s+/).slice(0, 3).join(' '))).toEqual(['pay v2 full']);

    const json = await ws.run(['schemas', 'list', '--format', 'json']);
    const list = JSON.parse(json.stdout) as { actions: { variant: string; version: number; mode: string }[] };
    expect(validList(list), JSON.stringify(validList.errors)).toBe(true);
    expect(list.actions.map((a) => [a.variant, a.version, a.mode])).toEqual([['pay', 2, 'full']]);
  });

  it('lists the actions of an org on the service over HTTP', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'capctl-schemas-list-'));
    const db = join(dataDir, 'capacity.db');
    const running = await serve({ port: 0, host: '127.0.0.1', db, logLevel: 'silent' });
    try {
      const { key } = await createApiKey({ db, org: '5', user: 'ci' });
      const env = { CAPACITY_URL: running.url, CAPACITY_API_KEY: key, CAPACITY_ORG: '5' };
      write('defs', [{ variant: 'pay', schema: object(['id']), compatibility: 'forward' }]);
      const applied = await ws.run(['apply', 'defs', '--auto-approve'], { env });
      expect(applied.code, applied.stderr).toBe(0);
      const json = await ws.run(['schemas', 'list', '--format', 'json'], { env });
      expect(json.code, json.stderr).toBe(0);
      const list = JSON.parse(json.stdout) as { actions: { variant: string; version: number; mode: string }[] };
      expect(validList(list), JSON.stringify(validList.errors)).toBe(true);
      expect(list.actions.map((a) => [a.variant, a.version, a.mode])).toEqual([['pay', 1, 'forward']]);
    } finally {
      await running.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('says where it looked when there is no state, and creates none', async () => {
    const r = await ws.run(['schemas', 'list', '--format', 'json']);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout)).toEqual({ format_version: 1, actions: [] });
    expect(r.stderr).toContain('No local state at .capctl/state.db');
    expect(existsSync(ws.path('.capctl'))).toBe(false);
  });
});
