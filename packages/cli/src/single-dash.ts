// Terraform spells long options with one dash (`-out=plan.json`, `-auto-approve`); commander
// would read those as bundles of short flags. This answers them with capctl's spelling instead.
import type { Command } from 'commander';
import { CliError } from './errors.js';

/** Every long option name (without dashes) anywhere in the command tree. */
export function longOptionNames(program: Command): Set<string> {
  const names = new Set<string>(['help', 'version']);
  const visit = (command: Command) => {
    for (const option of command.options) if (option.long) names.add(option.long.replace(/^--/, ''));
    for (const sub of command.commands) visit(sub);
  };
  visit(program);
  return names;
}

/**
 * Throws a usage error for the first argument written `-name` or `-name=value` where `--name` is
 * one of capctl's long options. Stops at `--`, after which arguments are not options.
 */
export function refuseSingleDashLongOptions(args: readonly string[], program: Command): void {
  const names = longOptionNames(program);
  for (const arg of args) {
    if (arg === '--') return;
    const match = /^-([a-z][a-z0-9-]+)(=.*)?$/s.exec(arg);
    if (!match?.[1] || !names.has(match[1])) continue;
    // A variable's value may be a secret: the answer names the variable, never its value.
    const value = match[1] === 'var' && match[2] !== undefined ? `${match[2].split('=').slice(0, 2).join('=')}=…` : match[2] ?? '';
    const right = `--${match[1]}${value}`;
    throw new CliError('usage', `unknown option "-${match[1]}${value}": use ${right}`, {
      hint: 'capctl writes long options with two dashes (Terraform accepts one); run with --help for the options',
    });
  }
}
