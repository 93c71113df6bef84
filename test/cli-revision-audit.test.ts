// Who did what, through the built CLI on local state: `plan`/`apply --message` store why,
// `revisions list` has an APPLIED BY column, `revisions show` names who planned and applied (text
// and JSON, checked against schemas/revisions.schema.json), all as the local user, and a hostile
// message is shown as data.
import { readFileSync } from 'node:fs';
import { userInfo } from 'node:os';
import { Ajv2020 } from 'ajv/dist/2020.js';
import formats from 'ajv-formats';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { smallDefinition, Workspace } from './cli-fixture.js';

vi.setConfig({ testTimeout: 120_000 });

const ROOT = new URL('..', import.meta.url).pathname;
const addFormats = formats as unknown as (ajv: Ajv2020, names: string[]) => Ajv2020;
const ajv = new Ajv2020({ allErrors: true, strict: true, strictRequired: false, allowUnionTypes: true });
addFormats(ajv, ['date-time']);
ajv.addSchema(JSON.parse(readFileSync(`${ROOT}/schemas/plan.schema.json`, 'utf8')) as object);
const validateRevisions = ajv.compile(JSON.parse(readFileSync(`${ROOT}/schemas/revisions.schema.json`, 'utf8')) as object);

let ws: Workspace;
beforeEach(() => {
  ws = new Workspace();
});
afterEach(() => ws.remove());

async function ok(args: string[]): Promise<string> {
  const result = await ws.run(args);
  expect(result.code, result.stderr).toBe(0);
  return result.stdout;
}

const me = userInfo().username;

describe('who did what, in local mode', () => {
  it('records the local user and the message, and shows them in list and show', async () => {
    ws.writeDefinition('defs/capacity.yaml', smallDefinition());
    await ok(['apply', 'defs', '--auto-approve', '--message', 'Add the pager (#42)']);
    ws.writeDefinition('defs/capacity.yaml', smallDefinition({ slaMs: 2000 }));
    await ok(['plan', 'defs', '--message', 'Raise the SLA']);

    const list = (await ok(['revisions', 'list'])).split('\n');
    expect(list[0]).toMatch(/^ID +STATUS +CHANGES +UPDATED +APPLIED BY$/);
    expect(list[1]).toMatch(/ planned .* -$/);
    expect(list[2]).toMatch(new RegExp(` applied .* ${me}$`));

    const json = JSON.parse(await ok(['revisions', 'list', '--format', 'json'])) as { items: Record<string, unknown>[] };
    expect(validateRevisions(json), JSON.stringify(validateRevisions.errors)).toBe(true);
    const [planned, applied] = json.items;
    expect(planned).toMatchObject({ status: 'planned', message: 'Raise the SLA', planned_by: { key_id: null, user: me, role: 'admin' }, applied_by: null });
    expect(applied).toMatchObject({ status: 'applied', message: 'Add the pager (#42)', applied_by: { key_id: null, key_name: null, user: me, role: 'admin' } });

    const shown = await ok(['revisions', 'show', applied?.['id'] as string]);
    expect(shown).toContain('Message: Add the pager (#42)\n');
    expect(shown).toMatch(new RegExp(`\\nPlanned by: ${me} at \\S+\\n`));
    expect(shown).toMatch(new RegExp(`\\nApplied: \\S+ by ${me}\\n`));
    const shownJson = JSON.parse(await ok(['revisions', 'show', applied?.['id'] as string, '--format', 'json'])) as Record<string, unknown>;
    expect(validateRevisions(shownJson), JSON.stringify(validateRevisions.errors)).toBe(true);
    expect(shownJson['message']).toBe('Add the pager (#42)');
  });

  it('shows a hostile message as data, refuses one too long, and refuses --message on a saved plan', async () => {
    ws.writeDefinition('defs/capacity.yaml', smallDefinition());
    await ok(['plan', 'defs', '--out', 'plan.json', '--message', 'evil\u001b]0;owned\u0007\nline']);
    const id = (JSON.parse(await ok(['revisions', 'list', '--format', 'json'])) as { items: { id: string }[] }).items[0]?.id as string;
    const shown = await ok(['revisions', 'show', id]);
    expect(shown).not.toMatch(/[\u0000-\u0009\u000b-\u001f]/);
    expect(shown).toContain('Message: evil\\x1b]0;owned\\x07\\nline\n');

    const long = await ws.run(['plan', 'defs', '--message', 'x'.repeat(1001)]);
    expect(long.code).toBe(1);
    expect(long.stderr).toContain('--message is 1001 characters long; at most 1000 are stored');
    const saved = await ws.run(['apply', 'plan.json', '--auto-approve', '--message', 'late']);
    expect(saved.code).toBe(1);
    expect(saved.stderr).toContain('--message is stored when a revision is planned');
  });
});
