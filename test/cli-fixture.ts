// Fixture builder for end-to-end tests of the built binary: a temp project (capctl.yaml at its root)
// with definitions in it, and `run(...)` that executes `node packages/cli/dist/capctl.mjs` there.
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { stringify } from 'yaml';
import type { Definition } from '@capctl/core';
import { aDefinition } from '@capctl/core/testing';
import { startChildServer, type ChildServer } from '@capctl/server/testing';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const CAPCTL = join(ROOT, 'packages/cli/dist/capctl.mjs');
export const QUICKSTART = join(ROOT, 'examples/quickstart');

export interface RunResult {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

export interface RunOptions {
  readonly env?: Record<string, string | undefined>;
  readonly input?: string;
  /** Run in this subdirectory of the workspace (relative) instead of its root. */
  readonly cwd?: string;
}

/** The environment of a user with no service configured and no colour preference. */
function baseEnv(extra: Record<string, string | undefined>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of ['CAPACITY_URL', 'CAPACITY_API_KEY', 'CAPACITY_ORG', 'NO_COLOR', 'FORCE_COLOR', 'CAPCTL_DEBUG']) delete env[name];
  for (const [name, value] of Object.entries(extra)) {
    if (value === undefined) delete env[name];
    else env[name] = value;
  }
  return env;
}

export class Workspace {
  readonly dir: string;

  constructor() {
    if (!existsSync(CAPCTL)) throw new Error(`${CAPCTL} is missing: run \`npm run build\` first`);
    this.dir = mkdtempSync(join(tmpdir(), 'capctl-e2e-'));
    // A project root: every command in the workspace uses its one .capctl/ state, named so
    // that local mode is chosen, not guessed, where CI=true is set (as in the project's own CI).
    writeFileSync(join(this.dir, 'capctl.yaml'), '# capctl project defaults (org, url, state)\nstate: .capctl/state.db\n');
  }

  path(...parts: string[]): string {
    return join(this.dir, ...parts);
  }

  /**
   * Starts `capctl serve` here on a free port with its database at `db` (relative), resolved once
   * it listens; `stop(signal)` ends it, and stopChildServers() any still running.
   */
  serve(db: string, logLevel = 'warn'): Promise<ChildServer> {
    return startChildServer([CAPCTL, 'serve', '--port', '0', '--db', db, '--log-level', logLevel], { cwd: this.dir });
  }

  /** Copies examples/quickstart to `name` and returns its path relative to the workspace. */
  withQuickstart(name = 'quickstart'): string {
    cpSync(QUICKSTART, this.path(name), { recursive: true });
    return name;
  }

  /** Writes a definition as YAML to `file` (relative) and returns the relative path. */
  writeDefinition(file: string, definition: Definition): string {
    return this.writeText(file, stringify(definition));
  }

  writeText(file: string, text: string): string {
    mkdirSync(dirname(this.path(file)), { recursive: true });
    writeFileSync(this.path(file), text);
    return file;
  }

  read(file: string): string {
    return readFileSync(this.path(file), 'utf8');
  }

  run(args: readonly string[], options: RunOptions = {}): Promise<RunResult> {
    return new Promise((done, fail) => {
      const child = spawn(process.execPath, [CAPCTL, ...args], {
        cwd: options.cwd === undefined ? this.dir : this.path(options.cwd),
        env: baseEnv(options.env ?? {}),
        stdio: ['pipe', 'pipe', 'pipe'],
      });
      let stdout = '';
      let stderr = '';
      child.stdout.setEncoding('utf8').on('data', (d: string) => (stdout += d));
      child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
      child.on('error', fail);
      child.on('close', (code) => done({ code, stdout, stderr }));
      child.stdin.end(options.input ?? '');
    });
  }

  /** Runs and parses `plan --format json`. */
  async planJson(path: string, env?: Record<string, string | undefined>): Promise<{ result: RunResult; plan: PlanJson }> {
    const result = await this.run(['plan', path, '--format', 'json'], env ? { env } : {});
    return { result, plan: JSON.parse(result.stdout) as PlanJson };
  }

  remove(): void {
    rmSync(this.dir, { recursive: true, force: true });
  }
}

export interface PlanJson {
  readonly steps: readonly { readonly kind: string; readonly op: string; readonly name: string }[];
  readonly summary: { readonly create: number; readonly update: number; readonly delete: number; readonly unchanged: number; readonly breaking: number };
}

export interface SmallDefinitionOptions {
  /** Required properties of the `checkout` action's schema (adding one is a breaking change). */
  readonly required?: readonly string[];
  /** Include the `refund` action (dropping it from a definition deletes it). */
  readonly refund?: boolean;
  /** Headers of the webhook destination. */
  readonly headers?: Record<string, string>;
  /** The webhook's SLA (changing it is an update). */
  readonly slaMs?: number;
}

/** A small definition: one webhook, `checkout` (bound to it) and optionally `refund`. */
export function smallDefinition(options: SmallDefinitionOptions = {}): Definition {
  const schema = {
    type: 'object',
    required: [...(options.required ?? ['order_id'])],
    properties: { order_id: { type: 'string' }, region: { type: 'string' } },
  };
  const config = {
    url: 'https://hooks.example.com/orders',
    headers: options.headers ?? { 'content-type': 'application/json' },
    response_time_sla_ms: options.slaMs ?? 1000,
  };
  const withCheckout = aDefinition().withAction({ variant: 'checkout', destinations: ['orders-hook'], schema });
  return (options.refund === false ? withCheckout : withCheckout.withAction('refund'))
    .withDestination('orders-hook', { config })
    .build();
}
