// `apply --expect-digest D | --expect-plan FILE` with the built CLI, in local mode and against a
// real `capctl serve`: the reviewed plan applies; anything else (the definition, a variable, the
// state moved by a direct write) is refused, names the objects that differ, and changes nothing.
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SqliteDatabase } from '@capctl/server';
import { smallDefinition, Workspace } from './cli-fixture.js';
import { callService, killServes } from './fixtures/serve-process.js';

vi.setConfig({ testTimeout: 60_000 });

let ws: Workspace;
beforeEach(() => {
  ws?.remove();
  ws = new Workspace();
});
afterAll(async () => {
  ws?.remove();
  await killServes();
});

/** The org's serial and how many revisions were applied, read from the local database. */
function localState(): { serial: number; applied: number } {
  const db = new SqliteDatabase(ws.path('.capctl/state.db'), { readonly: true });
  try {
    const { serial } = db.prepare("select serial from orgs where id = '1'").get() as { serial: number };
    const { applied } = db.prepare("select count(*) as applied from config_revisions where status = 'applied'").get() as { applied: number };
    return { serial, applied };
  } finally {
    db.close();
  }
}

const apply = (...flags: string[]) => ws.run(['apply', 'defs', '--auto-approve', ...flags]);

describe('in local mode', () => {
  it('applies the reviewed JSON plan, by file and by digest', async () => {
    ws.writeDefinition('defs/capacity.yaml', smallDefinition());
    const reviewed = await ws.run(['plan', 'defs', '--format', 'json']);
    ws.writeText('reviewed.json', reviewed.stdout);
    const digest = (JSON.parse(reviewed.stdout) as { meaning_digest: string }).meaning_digest;
    expect(digest).toMatch(/^[0-9a-f]{64}$/);
    const byFile = await apply('--expect-plan', 'reviewed.json');
    expect(byFile.stderr).toBe('');
    expect(byFile.code).toBe(0);
    expect(localState()).toEqual({ serial: 1, applied: 1 });

    ws.writeDefinition('defs/capacity.yaml', smallDefinition({ slaMs: 2000 }));
    const next = JSON.parse((await ws.run(['plan', 'defs', '--format', 'json'])).stdout) as { meaning_digest: string };
    const byDigest = await apply('--expect-digest', next.meaning_digest);
    expect(byDigest.code, byDigest.stderr).toBe(0);
    expect(localState()).toEqual({ serial: 2, applied: 2 });
  });

  it('refuses a changed definition, names the object and why, and applies nothing', async () => {
    ws.writeDefinition('defs/capacity.yaml', smallDefinition());
    ws.writeText('comment.md', (await ws.run(['plan', 'defs', '--format', 'markdown'])).stdout);
    ws.writeText('reviewed.json', (await ws.run(['plan', 'defs', '--format', 'json'])).stdout);
    ws.writeDefinition('defs/capacity.yaml', smallDefinition({ slaMs: 5000 }));
    const byComment = await apply('--expect-plan', 'comment.md');
    expect(byComment.code).toBe(1);
    expect(byComment.stderr).toContain('error: the plan made now is not the plan that was reviewed (comment.md): 1 object differs\n'
      + '  destination/orders-hook: the plan now asks for another change: the definition differs from the reviewed one\n');
    expect(byComment.stderr).toContain('hint: nothing was applied;');
    const digest = (JSON.parse(ws.read('reviewed.json')) as { meaning_digest: string }).meaning_digest;
    const byDigest = await apply('--expect-digest', digest);
    expect(byDigest.code).toBe(1);
    expect(byDigest.stderr).toContain(`reviewed ${digest}; pass the reviewed plan with --expect-plan FILE`);
    expect(localState()).toEqual({ serial: 0, applied: 0 });
  });

  it('says a variable differs when the definition is the reviewed one', async () => {
    ws.writeText('defs/capacity.yaml', [
      'variables:',
      '  - name: sla',
      '    type: number',
      '    default: 1000',
      'resources:',
      '  destinations:',
      '    - label: orders-hook',
      '      type: webhook',
      '      config: {url: https://hooks.example.com/orders, response_time_sla_ms: "${var.sla}"}',
      '',
    ].join('\n'));
    ws.writeText('comment.md', (await ws.run(['plan', 'defs', '--format', 'markdown'])).stdout);
    const refused = await apply('--expect-plan', 'comment.md', '--var', 'sla=3000');
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/destination\/orders-hook: the plan now asks for another change: the definition is the reviewed one, so a variable \(--var, --var-file, CAPCTL_VAR_\*\) or an \{env: NAME\} value differs/);
    expect(localState()).toEqual({ serial: 0, applied: 0 });
    expect((await apply('--expect-plan', 'comment.md')).code).toBe(0);
  });

  it('refuses a comment whose visible text was edited (record kept), naming the line; the same text with CRLF applies', async () => {
    ws.writeDefinition('defs/capacity.yaml', smallDefinition());
    const comment = (await ws.run(['plan', 'defs', '--format', 'markdown'])).stdout;
    const [marker, record, ...body] = comment.split('\n');
    // The title and the target line kept; the summary and everything after it replaced.
    const forged = [marker, record, ...body.slice(0, 2), '', '**No changes.**', ''].join('\n');
    ws.writeText('forged.md', forged);
    const refused = await apply('--expect-plan', 'forged.md');
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('error: the plan comment (forged.md) is not the comment its plan job wrote, so what was reviewed is not known');
    expect(refused.stderr).toContain('it was edited after the plan');
    expect(refused.stderr).toMatch(/the comment does not show the plan made now: line \d+: the comment shows "\*\*No changes\.\*\*", the plan made now shows "/);
    expect(localState()).toEqual({ serial: 0, applied: 0 });
    // A forger who also fixes the record's body digest is still refused: the rendering decides.
    const { createHash } = await import('node:crypto');
    const digest = createHash('sha256').update(forged.split('\n').slice(2).join('\n').trimEnd()).digest('hex');
    ws.writeText('forged.md', forged.replace(/"body":"[0-9a-f]{64}"/, `"body":"${digest}"`));
    const resealed = await apply('--expect-plan', 'forged.md');
    expect(resealed.code).toBe(1);
    expect(resealed.stderr).not.toContain('it was edited after the plan');
    expect(resealed.stderr).toContain('the comment does not show the plan made now');
    expect(localState()).toEqual({ serial: 0, applied: 0 });

    ws.writeText('crlf.md', [marker, record, ...body].join('\r\n'));
    const applied = await apply('--expect-plan', 'crlf.md');
    expect(applied.code, applied.stderr).toBe(0);
    expect(localState()).toEqual({ serial: 1, applied: 1 });
  });

  it('refuses a plan comment without a record (a failed plan) and both flags at once', async () => {
    ws.writeDefinition('defs/capacity.yaml', smallDefinition());
    ws.writeText('failed.md', '<!-- capctl-plan -->\n### capctl plan\n\nfailed\n');
    const failed = await apply('--expect-plan', 'failed.md');
    expect(failed.code).toBe(1);
    expect(failed.stderr).toContain('--expect-plan failed.md: its plan record is missing, damaged or written by an older capctl (a failed plan has none; re-run its plan job)');
    const both = await apply('--expect-plan', 'failed.md', '--expect-digest', '0'.repeat(64));
    expect(both.stderr).toContain('--expect-digest and --expect-plan both name the reviewed plan');
    expect(localState).toThrow(/unable to open|no such|not exist/i);
  });
});

describe('against a service', () => {
  it('applies the reviewed comment; after a direct write it refuses, names the object, and changes nothing', async () => {
    const service = await ws.serve('service.db');
    try {
      const key = (await ws.run(['keys', 'create', '--create', '--db', 'service.db', '--org', '1', '--role', 'apply'])).stdout.trim();
      const env = { CAPACITY_URL: service.url, CAPACITY_API_KEY: key };
      const run = (args: string[]) => ws.run(args, { env });
      ws.writeDefinition('defs/capacity.yaml', smallDefinition());
      ws.writeText('first.md', (await run(['plan', 'defs', '--format', 'markdown'])).stdout);
      const applied = await run(['apply', 'defs', '--auto-approve', '--expect-plan', 'first.md']);
      expect(applied.code, applied.stderr).toBe(0);

      ws.writeDefinition('defs/capacity.yaml', smallDefinition({ slaMs: 2000 }));
      ws.writeText('second.md', (await run(['plan', 'defs', '--format', 'markdown'])).stdout);
      const state = await callService(service.url, key, 'GET', '/v1/orgs/1/config/state');
      const hook = (state.body.data.destinations as { id: string; label: string }[]).find((d) => d.label === 'orders-hook');
      const patched = await callService(service.url, key, 'PATCH', `/v1/orgs/1/destinations/${hook?.id ?? ''}`, { config: { url: 'https://elsewhere.example.com/orders' } });
      expect(patched.status).toBe(200);
      const before = await callService(service.url, key, 'GET', '/v1/orgs/1/config/state');

      const refused = await run(['apply', 'defs', '--auto-approve', '--expect-plan', 'second.md']);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain('destination/orders-hook: it changed at the service since the review\n');
      expect(refused.stderr).toMatch(/the state serial was (\d+) at the review and is (?!\1)\d+ now/);
      const after = await callService(service.url, key, 'GET', '/v1/orgs/1/config/state');
      expect(after.body.data).toEqual(before.body.data);
    } finally {
      await service.stop();
    }
  });
});
