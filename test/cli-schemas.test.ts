// End-to-end: the built binary's compatibility modes and schema history, on the local state and
// over HTTP: apply refused under the action's mode and allowed by variant, `schemas list/show/diff`
// in both modes, and `schemas check` offline with its exit codes; JSON outputs against schemas/.
// Each test has its own workspace and, over HTTP, its own org, and makes the history it reads.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import formats from 'ajv-formats';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiKey, serve } from '@capctl/server';
import type { ActionDefinition, CompatibilityMode, JsonValue } from '@capctl/core';
import { ROOT, Workspace } from './cli-fixture.js';

vi.setConfig({ testTimeout: 120_000 });

const addFormats = formats as unknown as (ajv: Ajv2020, list: string[]) => void;
const ajv = new Ajv2020({ allErrors: true, strict: true, allowUnionTypes: true });
addFormats(ajv, ['date-time']);
const validator = (name: string) => ajv.compile(JSON.parse(readFileSync(`${ROOT}/schemas/${name}.schema.json`, 'utf8')) as object);
const valid = { list: validator('schemas-list'), show: validator('schemas-show'), diff: validator('schemas-diff'), check: validator('schemas-check') };

const schemaOf = (required: readonly string[], idType: JsonValue = 'string'): JsonValue =>
  ({ type: 'object', required: [...required], properties: { id: { type: idType }, amount: { type: 'integer' } } });
const v1 = schemaOf(['id']);
const v2 = schemaOf(['id', 'amount']);
/** v2 with `id` also null: backward against v2, not against v1. */
const v3 = schemaOf(['id', 'amount'], ['string', 'null']);

const pay = (schema: JsonValue, compatibility?: CompatibilityMode): { actions: ActionDefinition[] } =>
  ({ actions: [{ variant: 'pay', schema, ...(compatibility ? { compatibility } : {}) }] });

let ws: Workspace;
let dataDir: string;
let db: string;
let url: string;
let lastOrg = 100;
let stop: () => Promise<void>;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'capctl-schemas-'));
  db = join(dataDir, 'capacity.db');
  const running = await serve({ port: 0, host: '127.0.0.1', db, logLevel: 'silent' });
  url = running.url;
  stop = () => running.close();
});

afterAll(async () => {
  await stop?.();
  rmSync(dataDir, { recursive: true, force: true });
});

beforeEach(() => {
  ws = new Workspace();
});
afterEach(() => ws.remove());

/** The environment of a new org on the service, with a key of its own. */
async function newOrg(): Promise<Record<string, string>> {
  const org = String(++lastOrg);
  const { key } = await createApiKey({ db, org, user: 'ci' });
  return { CAPACITY_URL: url, CAPACITY_API_KEY: key, CAPACITY_ORG: org };
}

describe.each([['the local state', undefined], ['the service over HTTP', 'http']])('on %s', (_name, mode) => {
  let env: Record<string, string> = {};
  beforeEach(async () => {
    env = mode === 'http' ? await newOrg() : {};
  });
  const run = (...args: string[]) => ws.run(args, { env });
  const dir = mode === 'http' ? 'remote' : 'local';
  const write = (definition: { actions: ActionDefinition[] }) => ws.writeDefinition(`${dir}/capacity.yaml`, definition as never);

  /** Versions 1, 2 and 3 of `pay` applied, each change allowed as breaking. */
  async function threeVersions(): Promise<void> {
    for (const [i, schema] of [v1, v2, v3].entries()) {
      write(pay(schema, 'backward_transitive'));
      const applied = await run('apply', dir, '--auto-approve', ...(i === 0 ? [] : ['--allow-breaking=pay']));
      expect(applied.code, applied.stderr).toBe(0);
    }
  }

  it('refuses a step that breaks its transitive mode and applies it with --allow-breaking=VARIANT', async () => {
    write(pay(v1, 'backward_transitive'));
    expect((await run('apply', dir, '--auto-approve')).code).toBe(0);
    write(pay(v2, 'backward_transitive'));
    expect((await run('apply', dir, '--auto-approve', '--allow-breaking=pay')).code).toBe(0);
    write(pay(v3, 'backward_transitive'));
    const plan = JSON.parse((await run('plan', dir, '--format', 'json')).stdout);
    expect(plan.format_version).toBe(2);
    expect(plan.steps[0]).toMatchObject({ compatibility: 'breaking', mode: 'backward_transitive', checked_versions: [1, 2], failed_versions: [1] });
    const text = await run('plan', dir);
    expect(text.stdout).toContain('BREAKING  breaks mode backward_transitive against v1 (checked v1, v2)');
    expect(text.stdout).toContain('(backward vs v1): ');
    const refused = await run('apply', dir, '--auto-approve');
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('--allow-breaking=pay');
    expect((await run('apply', dir, '--auto-approve', '--allow-breaking=pay')).code).toBe(0);
  });

  it('lists, shows and diffs the stored versions, in text and JSON', async () => {
    await threeVersions();
    const list = await run('schemas', 'list', 'pay', '--format', 'json');
    expect(list.code).toBe(0);
    const history = JSON.parse(list.stdout);
    expect(valid.list(history), JSON.stringify(valid.list.errors)).toBe(true);
    expect(history.items.map((v: { version: number; schema: JsonValue }) => [v.version, v.schema])).toEqual([[1, v1], [2, v2], [3, v3]]);
    expect(history.items.every((v: { revision_id: string | null }) => typeof v.revision_id === 'string')).toBe(true);
    expect((await run('schemas', 'list', 'pay')).stdout).toMatch(/^VERSION +SCHEMA +CREATED +REVISION\nv1 +[0-9a-f]{12} /);

    const shown = await run('schemas', 'show', 'pay', '--version', '2');
    expect(JSON.parse(shown.stdout)).toEqual(v2);
    expect(JSON.parse((await run('schemas', 'show', 'pay')).stdout)).toEqual(v3);
    const shownJson = JSON.parse((await run('schemas', 'show', 'pay', '--version=1', '--format', 'json')).stdout);
    expect(valid.show(shownJson), JSON.stringify(valid.show.errors)).toBe(true);
    expect(shownJson).toMatchObject({ variant: 'pay', version: 1, schema: v1 });

    const diff = await run('schemas', 'diff', 'pay', '1', '2');
    expect(diff.code).toBe(0);
    expect(diff.stdout).toContain('--- pay v1\n+++ pay v2\n');
    expect(diff.stdout).toContain('backward (v1 payloads under v2): breaking');
    expect(diff.stdout).toContain('forward (v2 payloads under v1): proven');
    const diffJson = JSON.parse((await run('schemas', 'diff', 'pay', '1', '2', '--format', 'json')).stdout);
    expect(valid.diff(diffJson), JSON.stringify(valid.diff.errors)).toBe(true);
    expect([diffJson.backward.verdict, diffJson.forward.verdict]).toEqual(['breaking', 'proven']);

    const missing = await run('schemas', 'show', 'pay', '--version', '9');
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('error: action pay version 9 was not found');
    expect((await run('schemas', 'list', 'nope')).code).toBe(1);
  });

  it('stores a mode change alone without a new version', async () => {
    await threeVersions();
    write(pay(v3, 'full'));
    const plan = JSON.parse((await run('plan', dir, '--format', 'json')).stdout);
    expect(plan.steps[0]).toMatchObject({ op: 'update', current_version: 3, final_version: 3 });
    expect(plan.steps[0].compatibility).toBeUndefined();
    // backward_transitive → full drops transitivity: a weakened mode, applied only with the action named.
    expect(plan.steps[0].weakened_mode).toEqual({ from: 'backward_transitive', to: 'full' });
    expect((await run('apply', dir, '--auto-approve')).code).toBe(1);
    expect((await run('apply', dir, '--auto-approve', '--allow-breaking=pay')).code).toBe(0);
    expect(JSON.parse((await run('schemas', 'list', 'pay', '--format', 'json')).stdout).items).toHaveLength(3);
  });
});

describe('capctl schemas check, offline', () => {
  const files = () => {
    ws.writeText('check/v1.json', JSON.stringify(v1));
    ws.writeText('check/v2.yaml', 'type: object\nrequired: [id, amount]\nproperties:\n  id: {type: string}\n  amount: {type: integer}\n');
    ws.writeDefinition('check/def/capacity.yaml', pay(v1, 'forward') as never);
  };

  it('exits 0 when the mode holds, 3 when it does not, in text and JSON', async () => {
    files();
    const broken = await ws.run(['schemas', 'check', 'check/v1.json', 'check/v2.yaml']);
    expect(broken.code).toBe(3);
    expect(broken.stdout).toContain('breaking: mode backward does not hold from check/v1.json to check/v2.yaml');
    expect(broken.stdout).toContain('! /required (backward): ');
    const forward = await ws.run(['schemas', 'check', 'check/v1.json', 'check/v2.yaml', '--mode', 'forward', '--format', 'json']);
    expect(forward.code).toBe(0);
    const result = JSON.parse(forward.stdout);
    expect(valid.check(result), JSON.stringify(valid.check.errors)).toBe(true);
    expect(result).toMatchObject({ mode: 'forward', holds: true, required: ['forward'] });
    const none = await ws.run(['schemas', 'check', 'check/v1.json', 'check/v2.yaml', '--mode', 'none']);
    expect(none.code).toBe(0);
    expect(none.stdout).toContain('backward (old payloads under the new schema): breaking');
  });

  it("takes the old schema and the mode from a definition's action", async () => {
    files();
    const held = await ws.run(['schemas', 'check', 'check/def', 'check/v2.yaml', '--action', 'pay']);
    expect(held.stdout).toContain('ok: mode forward holds from check/def (action pay) to check/v2.yaml');
    expect(held.code).toBe(0);
    expect((await ws.run(['schemas', 'check', 'check/def', 'check/v2.yaml', '--action', 'pay', '--mode', 'full'])).code).toBe(3);
  });

  it('exits 1 with a located error on a bad file, an unknown mode or action', async () => {
    files();
    ws.writeText('check/bad.yaml', 'type: object\nproperties: {id: [\n');
    const bad = await ws.run(['schemas', 'check', 'check/v1.json', 'check/bad.yaml']);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toMatch(/^error: check\/bad\.yaml:\d+:\d+: /);
    expect(bad.stderr).toContain('hint: ');
    const mode = await ws.run(['schemas', 'check', 'check/v1.json', 'check/v2.yaml', '--mode', 'sideways']);
    expect(mode.code).toBe(1);
    expect(mode.stderr).toContain('use one of backward, backward_transitive, forward');
    const action = await ws.run(['schemas', 'check', 'check/def', 'check/v2.yaml', '--action', 'nope']);
    expect(action.code).toBe(1);
    expect(action.stderr).toContain('its actions: pay');
    expect((await ws.run(['schemas', 'check', 'check/missing.json', 'check/v2.yaml'])).stderr).toContain('no such file');
  });
});

describe("capctl.yaml's compatibility", () => {
  it('is the mode of every action that names none, and a wrong value is an error at its place', async () => {
    const project = new Workspace();
    try {
      project.writeText('capctl.yaml', 'state: .capctl/state.db\ncompatibility: forward\n');
      project.writeDefinition('defs/capacity.yaml', { actions: [{ variant: 'pay', schema: v1 }, { variant: 'own', schema: v1, compatibility: 'none' }] } as never);
      expect((await project.run(['apply', 'defs', '--auto-approve'])).code).toBe(0);
      const state = await project.run(['export']);
      expect(state.stdout).toMatch(/variant: pay\n(.*\n)*?\s+compatibility: forward\n/);
      expect(state.stdout).toMatch(/variant: own\n(.*\n)*?\s+compatibility: none\n/);
      project.writeDefinition('defs/capacity.yaml', { actions: [{ variant: 'pay', schema: schemaOf(['id'], ['string', 'null']) }] } as never);
      const plan = JSON.parse((await project.run(['plan', 'defs', '--format', 'json'])).stdout);
      expect(plan.steps.find((s: { name: string }) => s.name === 'pay')).toMatchObject({ mode: 'forward', compatibility: 'breaking' });
      project.writeText('capctl.yaml', 'org: 1\ncompatibility: sideways\nstate: .capctl/state.db\n');
      const wrong = await project.run(['plan', 'defs']);
      expect(wrong.code).toBe(1);
      expect(wrong.stderr).toContain('capctl.yaml:2:16: compatibility must be one of backward, backward_transitive');
    } finally {
      project.remove();
    }
  });
});
