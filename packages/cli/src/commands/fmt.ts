// `capctl fmt`: rewrites YAML definition files in the canonical layout (comments kept);
// with --check it changes nothing and fails listing the files that would change, for CI.
// It never writes through a symlink (of the file, or of a directory on the way from the root).
import { lstat, readFile, writeFile } from 'node:fs/promises';
import { join, relative, resolve, sep } from 'node:path';
import type { Command } from 'commander';
import { formatYaml } from '../canonical-yaml.js';
import { CliError, EXIT } from '../errors.js';
import type { ExitCodeValue } from '../errors.js';
import { processIo } from '../output.js';
import type { Io } from '../output.js';
import { findProjectRoot } from '../project-root.js';
import { listDefinitionFiles } from '../read-definition.js';
import { plural } from '@capctl/core';

interface FmtOptions {
  readonly check?: boolean;
}

const isYaml = (file: string) => /\.ya?ml$/i.test(file);

/** A file and the project root it was found from. */
interface Found {
  readonly file: string;
  readonly root: string;
}

async function definitionFiles(path: string): Promise<Found[]> {
  // fmt reads no settings: a capctl.yaml in the directory only narrows what may be read and written.
  const root = findProjectRoot(path);
  return (await listDefinitionFiles(path, root)).filter(isYaml).map((file) => ({ file, root: root.dir }));
}

/**
 * Whether the file or a directory between the project root and it is a symlink: writing there
 * would change whatever the link points at, which may be outside the project.
 */
async function throughLink({ file, root }: Found): Promise<boolean> {
  const parts = relative(root, resolve(file)).split(sep);
  for (let i = 1; i <= parts.length; i++) {
    const info = await lstat(join(root, ...parts.slice(0, i)));
    if (info.isSymbolicLink()) return true;
  }
  return false;
}

export async function runFmt(paths: readonly string[], options: FmtOptions, io: Io = processIo()): Promise<ExitCodeValue> {
  const found = (await Promise.all((paths.length > 0 ? paths : ['.']).map(definitionFiles))).flat();
  const changed: string[] = [];
  const broken: string[] = [];
  const linked: string[] = [];
  for (const { file, root } of found) {
    const text = await readFile(file, 'utf8');
    const result = formatYaml(text);
    if (result.errors.length > 0) {
      broken.push(...result.errors.map((e) => `${file}:${e}`));
      continue;
    }
    if (result.text === text) continue;
    if (!options.check && await throughLink({ file, root })) {
      linked.push(file);
      continue;
    }
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
  if (linked.length > 0) {
    throw new CliError('fmt_changes', `${plural(linked.length, 'file')} not rewritten: reached through a symlink, and fmt never writes through one:`, {
      details: linked,
      hint: 'format the file where it lives (inside this project), or replace the link with the file',
    });
  }
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
