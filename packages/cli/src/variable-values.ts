// Where variable values come from, in order of precedence: `--var NAME=VALUE`, then `--var-file
// FILE` (YAML or JSON; later files win), then `CAPCTL_VAR_NAME` in the environment; a variable's
// `default` comes last, in core. Values are never printed: messages name variables, not values.
import { noticeText } from './notice.js';
import type { Command } from 'commander';
import { closest, type VariableDeclaration, type VariableValues } from '@capctl/core';
import { CliError } from './errors.js';

export interface VariableOptions {
  /** `--var NAME=VALUE`, repeatable. */
  readonly var?: readonly string[];
  /** `--var-file FILE`, repeatable. */
  readonly varFile?: readonly string[];
  /** `--allow-env NAME`, repeatable: exact names `{env: NAME}` may read. */
  readonly allowEnv?: readonly string[];
}

/** The values, and which names came from where (to check them against the declarations). */
export interface VariableInput {
  readonly values: VariableValues;
  readonly fromFlags: ReadonlyMap<string, string>;
  /** Name → the var file that set it. */
  readonly fromFiles: ReadonlyMap<string, string>;
}

const ENV_PREFIX = 'CAPCTL_VAR_';
const collect = (value: string, previous: readonly string[] = []) => [...previous, value];

/** Adds --var and --var-file to a command that reads a definition. */
export function withVariableOptions(command: Command): Command {
  return command
    .option('--var <name=value>', 'set a variable declared under `variables:` (repeatable; wins over var files and CAPCTL_VAR_NAME)', collect)
    .option('--var-file <file>', 'read variable values from a YAML or JSON mapping (repeatable; later files win)', collect)
    .option('--allow-env <name>', 'let `{env: NAME}` read this variable, an exact name (repeatable; also CAPCTL_ALLOW_ENV=A,B; CAPCTL_SECRET_* always, CAPACITY_*, GITHUB_*, ACTIONS_*, RUNNER_* never)', collect);
}

function parseFlag(flag: string): [string, string] {
  const at = flag.indexOf('=');
  if (at <= 0) {
    throw new CliError('usage', `--var ${flag}: expected NAME=VALUE`, { hint: 'e.g. --var region=eu-west-1' });
  }
  return [flag.slice(0, at), flag.slice(at + 1)];
}

export async function readVariableInput(options: VariableOptions, env: NodeJS.ProcessEnv = process.env): Promise<VariableInput> {
  const fromEnv: Record<string, string> = {};
  for (const [key, value] of Object.entries(env)) {
    if (key.startsWith(ENV_PREFIX) && key.length > ENV_PREFIX.length && value !== undefined) fromEnv[key.slice(ENV_PREFIX.length)] = value;
  }
  const fromFiles = new Map<string, string>();
  const fileValues: Record<string, string> = {};
  for (const path of options.varFile ?? []) {
    // Loaded only when a var file is given: start-up without one never pays for the YAML reader.
    const { readVarFile } = await import('./var-file.js');
    for (const [name, value] of Object.entries(await readVarFile(path))) {
      fileValues[name] = value;
      fromFiles.set(name, path);
    }
  }
  const fromFlags = new Map((options.var ?? []).map(parseFlag));
  return { values: { ...fromEnv, ...fileValues, ...Object.fromEntries(fromFlags) }, fromFlags, fromFiles };
}

/**
 * `--var` for an undeclared name is an error (as in Terraform: a typo would otherwise pass
 * silently); a var file may hold values for other definitions, so there it is a warning.
 */
export function checkDeclared(input: VariableInput, declared: readonly VariableDeclaration[], stderr: NodeJS.WritableStream): void {
  const names = new Set(declared.map((d) => d.name));
  const list = names.size === 0 ? 'the definition declares no variables' : `declared: ${[...names].sort().join(', ')}`;
  const flags = [...input.fromFlags.keys()].filter((n) => !names.has(n));
  if (flags.length > 0) {
    // Only a declared name is suggested, so what is suggested is itself valid.
    const suggestions = flags.flatMap((n) => {
      const match = closest(n, names);
      return match === undefined ? [] : [`--var ${n}: did you mean \`${match}\`?`];
    });
    throw new CliError('usage', `--var ${flags.join(', ')}: no such variable is declared (${list})`, {
      hint: suggestions.length === 0
        ? 'declare it under `variables:` in the definition, or fix the name'
        : `${suggestions.join(' ')} Otherwise, declare it under \`variables:\` in the definition`,
    });
  }
  for (const [name, file] of input.fromFiles) {
    if (!names.has(name)) stderr.write(noticeText(stderr, `warning: ${file}: \`${name}\` is not a declared variable (${list}); it is ignored`));
  }
}
