// Options every command takes, as Terraform users expect them: `--chdir DIR` (work as if started
// in DIR) and `--no-color` (also FORCE_COLOR=0 for Ink's colour library, which reads the env).
import { existsSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Command } from 'commander';
import { CliError } from './errors.js';

interface GlobalOptions {
  readonly chdir?: string;
  /** commander's negated flag: false when --no-color was given. */
  readonly color?: boolean;
}

let chdirGiven: string | undefined;

/** `--chdir DIR` as given on this command line: hints that print a command keep it, as their paths are relative to DIR. */
export function givenChdir(): string | undefined {
  return chdirGiven;
}

/** Changes the working directory, or says why it cannot. */
export function changeDirectory(dir: string): void {
  const target = resolve(dir);
  if (!existsSync(target) || !statSync(target).isDirectory()) {
    throw new CliError('usage', `--chdir ${dir}: no such directory`, { hint: 'pass an existing directory, e.g. --chdir infra/capacity' });
  }
  process.chdir(target);
  chdirGiven = dir;
}

/** Turns colour off for every renderer: ours read NO_COLOR/FORCE_COLOR, Ink's chalk FORCE_COLOR. */
export function disableColor(env: NodeJS.ProcessEnv = process.env): void {
  env['NO_COLOR'] = '1';
  env['FORCE_COLOR'] = '0';
}

export function withGlobalOptions(program: Command): Command {
  return program
    .configureHelp({ showGlobalOptions: true })
    .option('--chdir <dir>', 'switch to DIR before doing anything else (paths are then relative to DIR)')
    .option('--no-color', 'never colour the output (as NO_COLOR=1 does; FORCE_COLOR=1 forces colour)')
    .hook('preAction', (root) => {
      const options = root.opts<GlobalOptions>();
      if (options.color === false) disableColor();
      if (options.chdir !== undefined) changeDirectory(options.chdir);
    });
}
