// End-to-end: capctl as users install it. Packs packages/cli with npm, installs the tarball into
// an empty prefix (no checkout in reach) and runs version, validate, plan and apply of the
// quickstart from there, against the embedded service; and `npx capctl` in this checkout.
// Slow on purpose: npm installs better-sqlite3, which may build from source.
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { QUICKSTART, ROOT, type RunResult } from './cli-fixture.js';

vi.setConfig({ testTimeout: 120_000, hookTimeout: 900_000 });

const { version: VERSION } = JSON.parse(readFileSync(join(ROOT, 'packages/cli/package.json'), 'utf8')) as { version: string };
const NPM = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** The environment without what `npm test` passes to its children (npm_config_*, npm_package_*). */
function cleanEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [name, value] of Object.entries(process.env)) {
    if (!/^npm_/i.test(name) && !['CAPACITY_URL', 'CAPACITY_API_KEY', 'CAPACITY_ORG', 'NO_COLOR', 'FORCE_COLOR'].includes(name)) env[name] = value;
  }
  return env;
}

function run(command: string, args: readonly string[], cwd: string): Promise<RunResult> {
  return new Promise((done, fail) => {
    const child = spawn(command, args, { cwd, env: cleanEnv(), stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (d: string) => (stdout += d));
    child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
    child.on('error', fail);
    child.on('close', (code) => done({ code, stdout, stderr }));
  });
}

let dir: string;
let tarball: string;
let packedFiles: string[];
let capctl: string;
let installWarnings: string;

beforeAll(async () => {
  if (!existsSync(join(ROOT, 'packages/cli/dist/capctl.mjs'))) throw new Error('run `npm run build` first: the package holds the bundle');
  dir = mkdtempSync(join(tmpdir(), 'capctl-package-'));
  const packed = await run(NPM, ['pack', '-w', 'capctl', '--pack-destination', dir, '--json'], ROOT);
  expect(packed.code, packed.stderr).toBe(0);
  const [info] = JSON.parse(packed.stdout) as { filename: string; files: { path: string }[] }[];
  tarball = join(dir, info?.filename ?? '');
  packedFiles = (info?.files ?? []).map((f) => f.path).sort();
  const prefix = join(dir, 'prefix');
  const installed = await run(NPM, ['install', '-g', '--prefix', prefix, '--no-audit', '--no-fund', tarball], dir);
  expect(installed.code, installed.stderr).toBe(0);
  installWarnings = installed.stderr;
  capctl = join(prefix, process.platform === 'win32' ? 'capctl.cmd' : 'bin/capctl');
});

afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('the npm package', () => {
  it('holds the bin shim, the bundle and its chunks, and depends on better-sqlite3 alone (its Node-API build optional)', () => {
    expect(tarball.endsWith(`capctl-${VERSION}.tgz`)).toBe(true);
    const outside = packedFiles.filter((f) => !/^(bin\/capctl\.mjs|dist\/capctl\.mjs|dist\/chunks\/[\w.-]+\.mjs|dist\/chunks\/route-code\/\d+\.js|package\.json|README\.md)$/.test(f));
    expect(outside).toEqual([]);
    expect(packedFiles).toEqual(expect.arrayContaining(['bin/capctl.mjs', 'dist/capctl.mjs', 'package.json', 'README.md']));
    expect(packedFiles.some((f) => f.startsWith('dist/chunks/'))).toBe(true);
    const manifest = JSON.parse(readFileSync(join(dir, 'prefix/lib/node_modules/capctl/package.json'), 'utf8')) as Record<string, Record<string, string>>;
    expect(manifest['bin']).toEqual({ capctl: './bin/capctl.mjs' });
    expect(Object.keys(manifest['dependencies'] ?? {}).sort()).toEqual(['better-sqlite3']);
    // Optional: npm skips it without an engine warning on Node 20 and installs it on 22 and later.
    expect(manifest['optionalDependencies']).toEqual({ 'better-sqlite3-napi': 'npm:better-sqlite3@^13.2.0' });
    expect(installWarnings).not.toMatch(/EBADENGINE/);
  });

  it('runs version, validate, plan and apply from the installed tarball, embedded', async () => {
    const project = join(dir, 'project');
    mkdirSync(project);
    cpSync(QUICKSTART, join(project, 'quickstart'), { recursive: true });
    // capctl.yaml marks the project root: the state goes in its .capctl/, named so that local
    // mode is chosen, not guessed, under CI=true.
    writeFileSync(join(project, 'capctl.yaml'), 'state: .capctl/state.db\n');
    const version = await run(capctl, ['version'], project);
    expect(version.code, version.stderr).toBe(0);
    expect(version.stdout).toBe(`capctl ${VERSION}\nnode ${process.version} (${process.platform} ${process.arch})\nservice ${VERSION} (embedded)\n`);
    const valid = await run(capctl, ['validate', 'quickstart'], project);
    expect(valid.code, valid.stderr).toBe(0);
    expect(valid.stdout).toBe('quickstart is valid: 3 actions, 1 destination, 1 metrics source, 2 queries, 1 source in 1 file.\n');
    const plan = await run(capctl, ['plan', 'quickstart', '--format', 'json'], project);
    expect(plan.code, plan.stderr).toBe(0);
    expect((JSON.parse(plan.stdout) as { summary: unknown }).summary).toEqual({ create: 8, update: 0, delete: 0, unchanged: 0, breaking: 0 });
    const applied = await run(capctl, ['apply', 'quickstart', '--auto-approve'], project);
    expect(applied.code, applied.stderr).toBe(0);
    expect(applied.stdout).toMatch(/^Applied revision \S+: 8 created, 0 updated, 0 deleted in /m);
    expect(existsSync(join(project, '.capctl/state.db'))).toBe(true);
    const again = await run(capctl, ['plan', 'quickstart'], project);
    expect(again.stdout).toContain('No changes. The state matches the definition (8 unchanged).');
  });

  it('runs as `npx capctl` in the checkout, and says how to build when the bundle is missing', async () => {
    const npx = await run(process.platform === 'win32' ? 'npx.cmd' : 'npx', ['capctl', '--version'], ROOT);
    expect(npx.code, npx.stderr).toBe(0);
    expect(npx.stdout).toBe(`${VERSION}\n`);
    const unbuilt = join(dir, 'unbuilt');
    mkdirSync(join(unbuilt, 'bin'), { recursive: true });
    cpSync(join(ROOT, 'packages/cli/bin/capctl.mjs'), join(unbuilt, 'bin/capctl.mjs'));
    const missing = await run(process.execPath, [join(unbuilt, 'bin/capctl.mjs'), '--version'], unbuilt);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toBe([
      'error: capctl is not built yet (packages/cli/dist/capctl.mjs is missing)',
      'hint: run `npm run build` in the capctl checkout, then run capctl again',
      '',
    ].join('\n'));
  });
});
