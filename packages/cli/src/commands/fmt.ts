// `capctl fmt`: rewrites YAML definition files in the canonical layout (comments kept);
// with --check it changes nothing and fails listing the files that would change, for CI.
import { readFile, writeFile } from 'node:fs/promises';
import type { Command } from 'commander';
import { formatYaml } from '../canonical-yaml.js';
import { CliError, EXIT } from '../errors.js';
import type { ExitCodeValue } from '../errors.js';
import { processIo } from '../output.js';
import type { Io } from '../output.js';
import { listDefinitionFiles } from '../read-definition.js';
import { plural } from '@capctl/core';

interface FmtOptions {
  readonly check?: boolean;
}

const isYaml = (file: string) => /\.ya?ml$/i.test(file);

export async function runFmt(paths: readonly string[], options: FmtOptions, io: Io = processIo()): Promise<ExitCodeValue> {
  const files = (await Promise.all((paths.length > 0 ? paths : ['.']).map(listDefinitionFiles))).flat().filter(isYaml);
  const changed: string[] = [];
  const broken: string[] = [];
  for (const file of files) {
    const text = await readFile(file, 'utf8');
    const result = formatYaml(text);
    if (result.errors.length > 0) {
      broken.push(...result.errors.map((e) => `${file}:${e}`));
      continue;
    }
    if (result.text === text) continue;
    changed.push(file);
    if (!options.check) await writeFile(file, result.text);
  }
  if (broken.length > 0) {
    throw new CliError('definition_invalid', 'some files could not be read as YAML:', {
      details: broken,
      hint: 'fix the syntax errors, then run `capctl fmt` again',
    });
  }
  if (options.check && changed.length > 0) {
    throw new CliError('fmt_changes', `${plural(changed.length, 'file')} not in canonical format:`, {
      details: changed,
      hint: 'run `capctl fmt` to rewrite them',
    });
  }
  for (const file of changed) io.stdout.write(`${file}\n`);
  return EXIT.ok;
}

export function registerFmt(program: Command): void {
  program
    .command('fmt')
    .description('rewrite YAML definition files in the canonical layout, keeping comments')
    .argument('[paths...]', 'definition directories or files (default: the current directory)')
    .option('--check', 'change nothing; exit 1 and list the files that would change')
    .addHelpText('after', `
Examples:
  $ capctl fmt capacity/
  $ capctl fmt --check capacity/`)
    .action(async (paths: string[], options: FmtOptions) => {
      process.exitCode = await runFmt(paths, options);
    });
}
