// `capctl export`: writes the current state as a definition file that plans to no changes,
// so that an existing setup can be brought under version control.
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { escapeVariableReferences, stateToDefinition } from '@capctl/core';
import type { Command } from 'commander';
import { stringify } from 'yaml';
import { formatYaml } from '../canonical-yaml.js';
import { EXIT } from '../errors.js';
import type { ExitCodeValue } from '../errors.js';
import { givenChdir } from '../global-options.js';
import { processIo } from '../output.js';
import type { Io } from '../output.js';
import { describeTarget, resolveTarget, withStateReader, withTargetOptions } from '../target.js';
import type { TargetOptions } from '../target.js';

interface ExportOptions extends TargetOptions {
  readonly out?: string;
  readonly schema: string;
}

/**
 * The plan command that shows no changes for this export: the target flags given on this
 * command line go with it (environment variables stay set in the same shell).
 */
function planCommand(out: string, options: ExportOptions): string {
  const chdir = givenChdir();
  const words = ['capctl', ...(chdir === undefined ? [] : ['--chdir', chdir]), 'plan', out];
  if (options.url !== undefined) words.push('--url', options.url);
  if (options.org !== undefined) words.push('--org', options.org);
  return words.map(shellWord).join(' ');
}

/** Quotes a word for a POSIX shell when it needs it, so the command can be pasted. */
function shellWord(word: string): string {
  return /^[\w@%+=:,./-]+$/.test(word) ? word : `'${word.replaceAll("'", "'\\''")}'`;
}

export async function runExport(options: ExportOptions, io: Io = processIo()): Promise<ExitCodeValue> {
  // No definition to start from: the project root is found from the current directory upward.
  const { state, target } = await withStateReader(resolveTarget(options, '.'), '.', async (adapter, target) => ({ state: await adapter.readState(), target }));
  const header = [
    `# yaml-language-server: $schema=${options.schema}`,
    `# Exported from ${describeTarget(target)} (org ${target.orgId}) at serial ${state.serial}.`,
  ].join('\n');
  // Written in `capctl fmt`'s layout, so that formatting an export changes nothing; a stored
  // `${var.…}` is escaped, so that reading the file back does not take it for a variable.
  const definition = escapeVariableReferences(stateToDefinition(state));
  const text = formatYaml(`${header}\n\n${stringify(definition, { lineWidth: 0 })}`).text;
  if (options.out) {
    await mkdir(dirname(options.out), { recursive: true });
    await writeFile(options.out, text);
    io.stderr.write(`Wrote ${options.out}; \`${planCommand(options.out, options)}\` shows no changes.\n`);
  } else {
    io.stdout.write(text);
  }
  return EXIT.ok;
}

export function registerExport(program: Command): void {
  withTargetOptions(program.command('export'))
    .description('write the current state as a definition (YAML) that plans to no changes')
    .option('--out <file>', 'write to this file instead of standard output')
    .option('--schema <ref>', 'the $schema reference written for editors', 'https://capctl.dev/schemas/definition.schema.json')
    .addHelpText('after', `
Examples:
  $ capctl export > capacity/current.yaml
  $ CAPACITY_URL=https://capacity.example.com capctl export --out capacity/current.yaml`)
    .action(async (options: ExportOptions) => {
      process.exitCode = await runExport(options);
    });
}
