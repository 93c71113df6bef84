// The shipped examples pass capctl's own tools, run as a user would run them: `fmt --check` on
// every example directory, and `validate` on every definition (examples/environments with each
// of its variable files, the secret from the environment as in CI).
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { ROOT, Workspace } from './cli-fixture.js';

vi.setConfig({ testTimeout: 120_000 });

const EXAMPLES = join(ROOT, 'examples');
const directories = readdirSync(EXAMPLES, { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name).sort();

/** What `validate` is run on in each example: definitions, with the flags its README or header names. */
const VALIDATED: Readonly<Record<string, readonly (readonly string[])[]>> = {
  quickstart: [['quickstart']],
  'quickstart-changed': [['quickstart-changed']],
  'multi-file': [['multi-file']],
  environments: ['staging', 'production'].map((env) => ['environments/definition', '--var-file', `environments/${env}.yaml`]),
  // Invalid on purpose: the tour shows its errors (checked below to stay so).
  broken: [],
  // GitHub workflows, not definitions: formatted, never validated.
  github: [],
  // Policy files and their test cases (multi-document YAML, not definitions): neither formatted
  // nor validated as definitions; `capctl policies test` passes on them (test/cli-policies.test.ts).
  policies: [],
};

/** Directories `capctl fmt` (a formatter of definitions) is not run on. */
const NOT_DEFINITIONS = new Set(['policies']);

async function run(args: readonly string[]) {
  const ws = new Workspace();
  try {
    return await ws.run(args, { cwd: '.', env: { CAPCTL_VAR_webhook_token: 'from-the-ci-secret' } });
  } finally {
    ws.remove();
  }
}

describe('the shipped examples', () => {
  it('are each listed here, so that a new one is checked too', () => {
    expect(directories).toEqual(Object.keys(VALIDATED).sort());
  });

  it.each(directories.filter((d) => !NOT_DEFINITIONS.has(d)))('examples/%s passes fmt --check', async (dir) => {
    const result = await run(['fmt', '--check', join(EXAMPLES, dir)]);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
  });

  const runs = Object.values(VALIDATED).flat().map((args) => [args.join(' '), args] as const);
  it.each(runs)('validate examples/%s', async (_, [path, ...flags]) => {
    const rest = flags.map((flag) => (flag.endsWith('.yaml') ? join(EXAMPLES, flag) : flag));
    const result = await run(['validate', join(EXAMPLES, path ?? ''), ...rest]);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/ is valid: /);
  });

  it('keeps examples/broken broken, for the tour', async () => {
    expect((await run(['validate', join(EXAMPLES, 'broken')])).code).toBe(1);
  });
});
