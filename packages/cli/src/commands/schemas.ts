// `capctl schemas list|show|diff|check`: an action's stored schema versions (from the state, local
// or remote), a diff of two with the verdict both ways, and an offline check of two schemas under
// a compatibility mode. `--format json` as schemas/schemas-*.schema.json describe.
import { Option, type Command } from 'commander';
import { compareSchemas, didYouMean, isCompatibilityMode, requiredDirections, COMPATIBILITY_MODES } from '@capctl/core';
import type { CompatibilityMode, DirectionResult, JsonValue } from '@capctl/core';
import type { ActionVersion } from '@capctl/state';
import { CliError, EXIT } from '../errors.js';
import type { ExitCodeValue } from '../errors.js';
import { processIo, type Io } from '../output.js';
import { fixTexts, isUnproven, reasonText, visibleText } from '../render/compatibility-text.js';
import { jsonDiff } from '../render/unified-diff.js';
import { resolveTarget, withStateReader, withTargetOptions, type TargetOptions } from '../target.js';
import { readKnownAction } from './known-action.js';
import { readSchemaFile, schemaOfAction } from './schema-input.js';
import { runSchemasCheckAgainst } from './schemas-against.js';
import { runSchemasListAll } from './schemas-list-all.js';

/** Every `capctl schemas … --format json` output starts with this. */
const SCHEMAS_FORMAT_VERSION = 1;

/** `schemas check`: the mode does not hold (as `buf breaking` exits non-zero on a break). */
export const MODE_BROKEN: ExitCodeValue = EXIT.destructiveChanges;

interface FormatOptions extends TargetOptions {
  readonly format: string;
}

function outputFormat(value: string): 'text' | 'json' {
  if (value === 'text' || value === 'json') return value;
  throw new CliError('usage', `unknown format "${value}"`, { hint: 'use text or json' });
}

function versionNumber(value: string, what: string): number {
  if (!/^[1-9][0-9]{0,8}$/.test(value)) throw new CliError('usage', `${what} must be a version number (1, 2, …), got "${visibleText(value)}"`, { hint: 'list them with `capctl schemas list ACTION`' });
  return Number(value);
}

function modeOption(value: string | undefined): CompatibilityMode | undefined {
  if (value === undefined || isCompatibilityMode(value)) return value;
  throw new CliError('usage', `unknown mode "${visibleText(value)}"${didYouMean(value, COMPATIBILITY_MODES)}`, { hint: `use one of ${COMPATIBILITY_MODES.join(', ')}` });
}

const json = (value: unknown): string => `${JSON.stringify({ format_version: SCHEMAS_FORMAT_VERSION, ...(value as object) }, null, 2)}\n`;

export async function runSchemasList(variant: string | undefined, options: FormatOptions, io: Io = processIo()): Promise<ExitCodeValue> {
  const format = outputFormat(options.format);
  if (variant === undefined) return runSchemasListAll(options, format, io);
  const history = await withStateReader(resolveTarget(options, '.'), '.', (a) => readKnownAction(a, variant, () => a.listActionVersions(variant)));
  if (format === 'json') {
    io.stdout.write(json(history));
    return EXIT.ok;
  }
  const rows = history.items.map((v) => [`v${v.version}`, v.schema_hash.slice(0, 12), v.created_at, v.revision_id ?? '-']);
  const header = ['VERSION', 'SCHEMA', 'CREATED', 'REVISION'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: readonly string[]) => cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join('  ').trimEnd();
  io.stdout.write(`${[line(header), ...rows.map(line)].join('\n')}\n`);
  return EXIT.ok;
}

interface ShowOptions extends FormatOptions {
  readonly schemaVersion?: string;
}

/** The hidden option `schemas show --version N` is rewritten to: `--version` alone prints capctl's version. */
const SCHEMA_VERSION = '--schema-version';

/** Rewrites `--version N` / `--version=N` after `schemas show` (before parsing, see program.ts). */
export function schemaVersionArgv(argv: readonly string[]): string[] {
  const at = argv.indexOf('schemas');
  if (at < 0 || argv[at + 1] !== 'show') return [...argv];
  return argv.flatMap((arg, i) => {
    if (i <= at + 1) return [arg];
    if (arg === '--version') return [SCHEMA_VERSION];
    return arg.startsWith('--version=') ? [SCHEMA_VERSION, arg.slice('--version='.length)] : [arg];
  });
}

export async function runSchemasShow(variant: string, options: ShowOptions, io: Io = processIo()): Promise<ExitCodeValue> {
  const format = outputFormat(options.format);
  const wanted = options.schemaVersion === undefined ? undefined : versionNumber(options.schemaVersion, '--version');
  const found = await withStateReader(resolveTarget(options, '.'), '.', (a) => readKnownAction(a, variant, async () => {
    if (wanted !== undefined) return a.getActionVersion(variant, wanted);
    const history = await a.listActionVersions(variant);
    return history.items[history.items.length - 1] as ActionVersion;
  }));
  // Text is the schema alone, so `capctl schemas show pay > pay.json` gives a file `schemas check` reads.
  io.stdout.write(format === 'json' ? json({ variant, ...found }) : `${JSON.stringify(found.schema, null, 2)}\n`);
  return EXIT.ok;
}

/** The text of one direction: its verdict, then one line per reason and its fixes. */
function directionLines(name: string, explain: string, result: DirectionResult): string[] {
  const lines = [`${name} (${explain}): ${result.verdict}`];
  for (const reason of result.reasons) {
    lines.push(`  ${isUnproven(reason) ? '?' : '!'} ${visibleText(reasonText(reason))}`);
    for (const fix of fixTexts(reason)) lines.push(`    ${visibleText(fix)}`);
  }
  return lines;
}

export async function runSchemasDiff(variant: string, from: string, to: string, options: FormatOptions, io: Io = processIo()): Promise<ExitCodeValue> {
  const format = outputFormat(options.format);
  const a = versionNumber(from, 'the first version');
  const b = versionNumber(to, 'the second version');
  const [older, newer] = await withStateReader(resolveTarget(options, '.'), '.', (s) => readKnownAction(s, variant, () => Promise.all([s.getActionVersion(variant, a), s.getActionVersion(variant, b)])));
  const comparison = compareSchemas(older.schema, newer.schema);
  const diff = jsonDiff(older.schema, newer.schema, { before: `${variant} v${a}`, after: `${variant} v${b}` }).map((l) => l.text);
  if (format === 'json') {
    io.stdout.write(json({ variant, from: a, to: b, diff, backward: comparison.backward, forward: comparison.forward }));
    return EXIT.ok;
  }
  const lines = [
    ...(diff.length === 0 ? [`v${a} and v${b} have equal schemas`] : diff.map(visibleText)),
    '',
    ...directionLines('backward', `v${a} payloads under v${b}`, comparison.backward),
    ...directionLines('forward', `v${b} payloads under v${a}`, comparison.forward),
  ];
  io.stdout.write(`${lines.join('\n')}\n`);
  return EXIT.ok;
}

interface CheckOptions {
  readonly mode?: string;
  readonly action?: string;
  readonly against?: string;
  readonly format: string;
}

export async function runSchemasCheck(oldPath: string | undefined, newPath: string | undefined, options: CheckOptions, io: Io = processIo()): Promise<ExitCodeValue> {
  const format = outputFormat(options.format);
  const flagMode = modeOption(options.mode);
  if (options.against !== undefined) {
    if (newPath !== undefined || options.action !== undefined) {
      throw new CliError('usage', '--against compares one definition with itself at a git ref: pass one PATH (default .), without NEW or --action', { hint: 'e.g. capctl schemas check --against main capacity/' });
    }
    return runSchemasCheckAgainst(oldPath ?? '.', { against: options.against, format, ...(flagMode === undefined ? {} : { mode: flagMode }) }, io, directionLines, json);
  }
  if (oldPath === undefined || newPath === undefined) {
    throw new CliError('usage', 'schemas check needs OLD and NEW, or --against REF with a definition', { hint: 'e.g. capctl schemas check old.json new.json, or capctl schemas check --against main capacity/' });
  }
  const old = options.action === undefined ? { schema: readSchemaFile(oldPath), mode: undefined } : await schemaOfAction(oldPath, options.action, io);
  const schema: JsonValue = readSchemaFile(newPath);
  const mode: CompatibilityMode = flagMode ?? old.mode ?? 'backward';
  const comparison = compareSchemas(old.schema, schema);
  const required = requiredDirections(mode);
  const holds = required.every((d) => comparison[d].verdict === 'proven');
  if (format === 'json') {
    io.stdout.write(json({ old: oldPath, ...(options.action === undefined ? {} : { action: options.action }), new: newPath, mode, holds, required,
      backward: comparison.backward, forward: comparison.forward }));
  } else {
    const shown = mode === 'none' ? (['backward', 'forward'] as const) : required;
    const lines = [
      `${holds ? 'ok' : 'breaking'}: mode ${mode} ${holds ? 'holds' : 'does not hold'} from ${visibleText(oldPath)}${options.action === undefined ? '' : ` (action ${visibleText(options.action)})`} to ${visibleText(newPath)}`,
      ...shown.flatMap((d) => directionLines(d, d === 'backward' ? 'old payloads under the new schema' : 'new payloads under the old schema', comparison[d])),
    ];
    io.stdout.write(`${lines.join('\n')}\n`);
  }
  return holds ? EXIT.ok : MODE_BROKEN;
}

export function registerSchemas(program: Command): void {
  const schemas = program
    .command('schemas')
    .description("an action's schema versions: list, show, diff two, or check two schema files offline")
    .addHelpText('after', `
Examples:
  $ capctl schemas list
  $ capctl schemas list checkout
  $ capctl schemas show checkout --version 2
  $ capctl schemas diff checkout 1 3
  $ capctl schemas check old.json new.yaml --mode full
  $ capctl schemas check capacity/ new.json --action checkout
  $ capctl schemas check --against main capacity/`);
  withTargetOptions(schemas.command('list'))
    .description("every stored version of an action's schema, oldest first; without an action, every action with its current version and mode")
    .argument('[action]', 'the action variant')
    .option('--format <format>', 'text or json', 'text')
    .addHelpText('after', `
Examples:
  $ capctl schemas list
  $ capctl schemas list checkout --format json`)
    .action(async (variant: string | undefined, options: FormatOptions) => {
      process.exitCode = await runSchemasList(variant, options);
    });
  withTargetOptions(schemas.command('show'))
    .description("one stored version of an action's schema (default the current one)")
    .argument('<action>', 'the action variant')
    .addOption(new Option(`${SCHEMA_VERSION} <n>`).hideHelp())
    .option('--format <format>', 'text (the schema alone) or json (with its version, hash, time and revision)', 'text')
    .addHelpText('after', `
  --version <n>      the version to show (default the current one)

Example:
  $ capctl schemas show checkout --version 2 > checkout-v2.json`)
    .action(async (variant: string, options: ShowOptions) => {
      process.exitCode = await runSchemasShow(variant, options);
    });
  withTargetOptions(schemas.command('diff'))
    .description('the unified diff of two stored versions and whether each direction keeps payloads valid')
    .argument('<action>', 'the action variant')
    .argument('<a>', 'the older version')
    .argument('<b>', 'the newer version')
    .option('--format <format>', 'text or json', 'text')
    .action(async (variant: string, a: string, b: string, options: FormatOptions) => {
      process.exitCode = await runSchemasDiff(variant, a, b, options);
    });
  schemas.command('check')
    .description('check a new schema against an old one under a mode, or every action of a definition against a git ref, without state or service; exits 3 when a mode does not hold')
    .argument('[old]', 'the old schema (a JSON or YAML file), or with --action a definition (file or directory); with --against, the definition (default .)')
    .argument('[new]', 'the new schema (a JSON or YAML file)')
    .option('--against <ref[:path]>', 'compare every action of the definition with the same action at this git ref (path there: default the definition\'s own)')
    .option('--mode <mode>', `${COMPATIBILITY_MODES.join(', ')} (default: the action's mode with --action, else backward)`)
    .option('--action <variant>', "take the old schema (and mode) from this action of the definition <old>")
    .option('--format <format>', 'text or json', 'text')
    .addHelpText('after', `
With --against, the definition is read at the ref with git (git ls-tree, git show), each action
is matched by variant (or by the alias that renames it) and checked under its mode; new and
removed actions are listed. Variables need no values (as in validate).

Exit status: 0 when the mode holds, 3 when it does not (or cannot be proven to), 1 on error.

Examples:
  $ capctl schemas check old.json new.json --mode full
  $ capctl schemas check --against main capacity/
  $ capctl schemas check --against origin/main:old/capacity capacity/ --format json`)
    .action(async (oldPath: string | undefined, newPath: string | undefined, options: CheckOptions) => {
      process.exitCode = await runSchemasCheck(oldPath, newPath, options);
    });
}
