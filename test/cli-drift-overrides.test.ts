// End-to-end: local `capctl drift` of the built binary lists the objects standing on a policy
// override (kind, name, revision, policy, reason, who, when) in text, Markdown and JSON
// (schemas/drift.schema.json), a hostile reason as data; the exit status stays 0 (not drift); a
// later apply without overrides ends it for the objects it writes. The set is pushed through the
// local state as `capctl policies push` would.
import { readFileSync } from 'node:fs';
import { Ajv2020 } from 'ajv/dist/2020.js';
import formats from 'ajv-formats';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openEmbeddedAdapter } from '@capctl/state';
import { Workspace } from './cli-fixture.js';

vi.setConfig({ testTimeout: 120_000 });

const ROOT = new URL('..', import.meta.url).pathname;
const addFormats = formats as unknown as (ajv: Ajv2020, names: string[]) => Ajv2020;
const ajv = new Ajv2020({ allErrors: true, strict: true, strictRequired: false, allowUnionTypes: true });
addFormats(ajv, ['date-time']);
ajv.addSchema(JSON.parse(readFileSync(`${ROOT}/schemas/plan.schema.json`, 'utf8')) as object);
const validateDrift = ajv.compile(JSON.parse(readFileSync(`${ROOT}/schemas/drift.schema.json`, 'utf8')) as object);

const POLICIES = `name: guarded-hook
description: the guarded hook needs a reason
scope: step
condition: "step.kind == 'destination' && step.name == 'guarded'"
message: the guarded hook needs an override
enforcement: overridable
`;

const REASON = 'incident 42 | $x$ <script>alert(1)</script>\nnext \u001b[2J';

const hook = (label: string, path = label) => ({ label, type: 'webhook', config: { url: `https://hooks.example.com/${path}` } });

let ws: Workspace;
beforeEach(() => {
  ws = new Workspace();
});
afterEach(() => ws.remove());

async function pushPolicies(): Promise<void> {
  const adapter = await openEmbeddedAdapter({ dbPath: ws.path('.capctl/state.db'), orgId: '1' });
  try {
    await adapter.pushPolicies({ files: [{ path: 'hooks.yaml', text: POLICIES }] });
  } finally {
    await adapter.close();
  }
}

interface Overridden {
  readonly name: string;
  readonly revision_id: string;
  readonly overrides: readonly { policy: string; reason: string }[];
  readonly by: { user: string } | null;
}

describe('capctl drift lists the objects standing on a policy override (local mode)', () => {
  it('in text, JSON and Markdown, exit 0, until an apply without overrides writes them', async () => {
    await pushPolicies();
    ws.writeDefinition('defs/hooks.yaml', { resources: { destinations: [hook('plain')] } } as never);
    expect((await ws.run(['apply', 'defs', '--auto-approve'])).code).toBe(0);
    const none = JSON.parse((await ws.run(['drift', '--format', 'json'])).stdout) as Record<string, unknown>;
    expect(validateDrift(none), JSON.stringify(validateDrift.errors)).toBe(true);
    expect(none).toMatchObject({ drift: [], overridden: [] });

    ws.writeDefinition('defs/hooks.yaml', { resources: { destinations: [hook('guarded'), hook('plain', 'moved')] } } as never);
    const applied = await ws.run(['apply', 'defs', '--auto-approve', '--override', `guarded-hook=${REASON}`]);
    expect(applied.code, applied.stderr).toBe(0);

    const json = await ws.run(['drift', '--format', 'json']);
    expect(json.code, json.stderr).toBe(0);
    const report = JSON.parse(json.stdout) as { drift: unknown[]; overridden: Overridden[] };
    expect(validateDrift(report), JSON.stringify(validateDrift.errors)).toBe(true);
    expect(report.drift).toEqual([]);
    expect(report.overridden.map((o) => o.name)).toEqual(['guarded', 'plain']);
    const revision = report.overridden[0]?.revision_id ?? '';
    for (const o of report.overridden) expect(o).toMatchObject({ revision_id: revision, overrides: [{ policy: 'guarded-hook', reason: REASON }], by: { user: expect.any(String) } });

    const text = await ws.run(['drift']);
    expect(text.code, text.stderr).toBe(0);
    expect(text.stdout).not.toContain('\u001b');
    expect(text.stdout).toContain('No drift: every object at');
    expect(text.stdout).toContain('2 objects stand on a policy override: its last change was an apply that overrode policies:\n');
    expect(text.stdout).toMatch(new RegExp(`  ! destination guarded: revision ${revision}, applied by \\S+ at \\d{4}-\\d\\d-\\d\\dT`));
    expect(text.stdout).toContain('      overrode guarded-hook: incident 42 | $x$ <script>alert(1)</script>\\nnext \\x1b[2J\n');

    const markdown = await ws.run(['drift', '--format', 'markdown']);
    expect(markdown.code).toBe(0);
    expect(markdown.stdout).not.toContain('\u001b');
    expect(markdown.stdout).not.toContain('<script>');
    expect(markdown.stdout).toContain(`| destination | guarded | ${revision} | guarded-hook | incident 42 \\| &#36;x&#36; \\<script\\>alert(1)\\</script\\>\\\\nnext \\\\x1b\\[2J |`);

    // Only plain is written: it no longer stands on the override; guarded does.
    ws.writeDefinition('defs/hooks.yaml', { resources: { destinations: [hook('guarded'), hook('plain')] } } as never);
    expect((await ws.run(['apply', 'defs', '--auto-approve'])).code).toBe(0);
    const after = JSON.parse((await ws.run(['drift', '--format', 'json'])).stdout) as { overridden: Overridden[] };
    expect(after.overridden.map((o) => o.name)).toEqual(['guarded']);
  });
});
