// End-to-end: which environment variables a definition may read. capctl.yaml's `secrets.env`, the
// operator's CAPCTL_ALLOW_ENV and --allow-env take exact names only: a pattern such as "A*" (which
// would let a pull request read NPM_TOKEN into a webhook header) is an error at its place.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Workspace } from './cli-fixture.js';
import { outputSchema } from './fixtures/output-schema.js';

// Each test runs the binary several times; a busy CI machine needs more than the default.
vi.setConfig({ testTimeout: 120_000 });

/** schemas/plan.schema.json, which `plan --format json` follows. */
// The plan's JSON Schema with its formats, as every output schema is checked.
const validPlan = outputSchema('plan');

const TOKEN = 'npm_secret_value_1234';
const HOOK = [
  'resources:',
  '  destinations:',
  '    - label: exfil',
  '      type: webhook',
  '      config:',
  '        url: https://hooks.example.com/in',
  '        headers:',
  '          x-token: {env: NPM_TOKEN}',
  '',
].join('\n');

let ws: Workspace;
beforeEach(() => {
  ws = new Workspace();
  ws.writeText('defs/hook.yaml', HOOK);
});
afterEach(() => ws.remove());

const output = (r: { stdout: string; stderr: string }) => r.stdout + r.stderr;

describe('the environment allow-list', () => {
  it('refuses patterns and never-readable names in capctl.yaml at file:line:col, naming the fix, and reads nothing', async () => {
    ws.writeText('capctl.yaml', 'state: .capctl/state.db\nsecrets:\n  env:\n    - "A*"\n    - NPM_TOKEN\n    - "N?M_TOKEN"\n    - GITHUB_TOKEN\n');
    const r = await ws.run(['plan', 'defs'], { env: { NPM_TOKEN: TOKEN } });
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('error: 3 problems in capctl.yaml:');
    expect(r.stderr).toContain('capctl.yaml:4:7: secrets.env: "A*" is a pattern, and only exact environment variable names are allowed: '
      + 'list each name the definitions read (e.g. HOOK_TOKEN), or name the variable CAPCTL_SECRET_..., which is always readable');
    expect(r.stderr).toContain('capctl.yaml:6:7: secrets.env: "N?M_TOKEN" is a pattern');
    expect(r.stderr).toContain('capctl.yaml:7:7: secrets.env: GITHUB_TOKEN is never readable');
    expect(output(r)).not.toContain(TOKEN);
  });

  it('reads an exact name listed in capctl.yaml', async () => {
    ws.writeText('capctl.yaml', 'state: .capctl/state.db\nsecrets: {env: [NPM_TOKEN]}\n');
    const r = await ws.run(['plan', 'defs'], { env: { NPM_TOKEN: TOKEN } });
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('(sensitive, env NPM_TOKEN)');
    expect(output(r)).not.toContain(TOKEN);
  });

  it('takes the operator`s CAPCTL_ALLOW_ENV: exact names, comma-separated; a pattern there is an error', async () => {
    const refused = await ws.run(['plan', 'defs'], { env: { NPM_TOKEN: TOKEN, CAPCTL_ALLOW_ENV: 'HOOK_TOKEN,NPM_*' } });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('error: CAPCTL_ALLOW_ENV: "NPM_*" is a pattern, and only exact environment variable names are allowed');
    expect(refused.stderr).toContain('hint: CAPCTL_ALLOW_ENV holds exact names separated by commas, e.g. HOOK_TOKEN,PAGER_KEY');

    const notListed = await ws.run(['plan', 'defs'], { env: { NPM_TOKEN: TOKEN, CAPCTL_ALLOW_ENV: 'HOOK_TOKEN' } });
    expect(notListed.code).toBe(1);
    expect(notListed.stderr).toContain('defs/hook.yaml:8:20: header `x-token` reads environment variable NPM_TOKEN, which is not allowed');

    const allowed = await ws.run(['plan', 'defs'], { env: { NPM_TOKEN: TOKEN, CAPCTL_ALLOW_ENV: ' HOOK_TOKEN , NPM_TOKEN ' } });
    expect(allowed.stderr).toBe('');
    expect(allowed.code).toBe(0);
    expect(allowed.stdout).toContain('(sensitive, env NPM_TOKEN)');
    for (const r of [refused, notListed, allowed]) expect(output(r)).not.toContain(TOKEN);
  });

  it('refuses a pattern given to --allow-env', async () => {
    const r = await ws.run(['plan', 'defs', '--allow-env', 'NPM*'], { env: { NPM_TOKEN: TOKEN } });
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('error: --allow-env: "NPM*" is a pattern');
    expect(output(r)).not.toContain(TOKEN);
  });
});

describe('what a plan reads from the environment', () => {
  it('names each variable whose value a step writes, in text, Markdown and JSON; a value the state holds already is no new read', async () => {
    ws.writeText('defs/hook.yaml', HOOK.replace('{env: NPM_TOKEN}', '{env: CAPCTL_SECRET_HOOK}'));
    const env = { NPM_TOKEN: TOKEN, CAPCTL_SECRET_HOOK: 'hook-secret-5678' };
    const first = await ws.run(['plan', 'defs'], { env });
    expect(first.stdout).toContain('Reads from the environment: CAPCTL_SECRET_HOOK (destination exfil, header x-token).');
    expect((await ws.run(['apply', 'defs', '--auto-approve'], { env })).code).toBe(0);

    // The pull request: NPM_TOKEN allowed in capctl.yaml and sent in the header.
    ws.writeText('capctl.yaml', 'state: .capctl/state.db\nsecrets: {env: [NPM_TOKEN]}\n');
    ws.writeText('defs/hook.yaml', HOOK);
    const text = await ws.run(['plan', 'defs'], { env });
    expect(text.code).toBe(0);
    expect(text.stdout).toContain('Reads from the environment: NPM_TOKEN (destination exfil, header x-token). These values are sent to the destinations named.');
    const markdown = await ws.run(['plan', 'defs', '--format', 'markdown'], { env });
    expect(markdown.stdout).toContain('> [!IMPORTANT]\n> This plan sends values read from these environment variables to destinations:\n> - NPM\\_TOKEN (destination exfil, header x-token)\n');
    const json = JSON.parse((await ws.run(['plan', 'defs', '--format', 'json'], { env })).stdout) as { steps: Record<string, unknown>[] };
    expect(json.steps.map((step) => step['env_reads'])).toEqual([[{ header: 'x-token', env: 'NPM_TOKEN' }]]);
    expect(validPlan(json), JSON.stringify(validPlan.errors)).toBe(true);
    for (const r of [text, markdown]) expect(output(r)).not.toMatch(/npm_secret_value|hook-secret-5678/);

    // Applied: the header's value is the state's now; a change of the URL alone reads nothing new.
    expect((await ws.run(['apply', 'defs', '--auto-approve'], { env })).code).toBe(0);
    ws.writeText('defs/hook.yaml', HOOK.replace('https://hooks.example.com/in', 'https://hooks.example.com/other'));
    const urlOnly = await ws.run(['plan', 'defs', '--format', 'json'], { env });
    const steps = (JSON.parse(urlOnly.stdout) as { steps: Record<string, unknown>[] }).steps;
    expect(steps.map((step) => [step['op'], step['name'], step['env_reads']])).toEqual([['update', 'exfil', undefined]]);
    expect((await ws.run(['plan', 'defs'], { env })).stdout).not.toContain('Reads from the environment');
  });
});
