// `capctl version`: capctl's version, Node's and the platform, and which service it would talk
// to: the embedded one (this same build), or the service at --url, whose version comes from
// GET /openapi.json (no key needed), so that a bug report says what ran on both sides.
import type { Command } from 'commander';
import { CliError, EXIT } from '../errors.js';
import type { ExitCodeValue } from '../errors.js';
import { processIo } from '../output.js';
import type { Io } from '../output.js';
import { CAPCTL_VERSION } from '../version.js';

/** `capctl version --format json`; schemas/version.schema.json. */
export interface VersionReport {
  readonly format_version: 1;
  readonly capctl: string;
  readonly node: string;
  readonly platform: string;
  readonly arch: string;
  readonly service:
    | { readonly mode: 'embedded'; readonly version: string }
    | { readonly mode: 'http'; readonly url: string; readonly version: string | null; readonly error?: string };
}

interface VersionOptions {
  readonly format: string;
  readonly url?: string;
}

async function serviceVersion(url: string, env: NodeJS.ProcessEnv): Promise<{ version: string | null; error?: string }> {
  const timeout = Number(env['CAPCTL_TIMEOUT_MS'] ?? '') || 10_000;
  try {
    const response = await fetch(new URL('/openapi.json', url), { signal: AbortSignal.timeout(timeout) });
    if (!response.ok) return { version: null, error: `GET /openapi.json answered ${response.status}` };
    const document = (await response.json()) as { info?: { version?: unknown } };
    const version = document.info?.version;
    return typeof version === 'string' ? { version } : { version: null, error: 'GET /openapi.json has no info.version' };
  } catch (error) {
    const reason = error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error);
    return { version: null, error: `could not reach the service: ${reason}` };
  }
}

export async function versionReport(options: { url?: string }, env: NodeJS.ProcessEnv): Promise<VersionReport> {
  const url = options.url ?? env['CAPACITY_URL'];
  const service: VersionReport['service'] = url
    ? { mode: 'http', url, ...(await serviceVersion(url, env)) }
    : { mode: 'embedded', version: CAPCTL_VERSION };
  return { format_version: 1, capctl: CAPCTL_VERSION, node: process.version, platform: process.platform, arch: process.arch, service };
}

function text(report: VersionReport): string {
  const s = report.service;
  const service = s.mode === 'embedded'
    ? `service ${s.version} (embedded)`
    : s.version !== null ? `service ${s.version} at ${s.url}` : `service at ${s.url}: ${s.error ?? 'unknown version'}`;
  return `capctl ${report.capctl}\nnode ${report.node} (${report.platform} ${report.arch})\n${service}\n`;
}

export async function runVersion(options: VersionOptions, io: Io = processIo()): Promise<ExitCodeValue> {
  if (options.format !== 'text' && options.format !== 'json') {
    throw new CliError('usage', `unknown format "${options.format}"`, { hint: 'use text or json' });
  }
  const report = await versionReport(options, io.env);
  io.stdout.write(options.format === 'json' ? `${JSON.stringify(report, null, 2)}\n` : text(report));
  if (report.service.mode === 'http' && report.service.version === null) {
    io.stderr.write('hint: check --url or CAPACITY_URL, and that the service is running\n');
    return EXIT.error;
  }
  return EXIT.ok;
}

export function registerVersion(program: Command): void {
  program
    .command('version')
    .description("show capctl's version, Node's, the platform, and the service's version")
    .option('--format <format>', 'text or json', 'text')
    .option('--url <url>', 'the service to ask for its version (env CAPACITY_URL); default: the embedded service')
    .addHelpText('after', `
Examples:
  $ capctl version
  $ capctl version --format json --url http://127.0.0.1:8080`)
    .action(async (options: VersionOptions) => {
      process.exitCode = await runVersion(options);
    });
}
