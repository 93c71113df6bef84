// `capctl completion bash|zsh|fish`: prints a completion script made from the command tree, so
// that new commands and options complete without anyone editing a list.
import type { Command } from 'commander';
import { SHELLS, completionScript } from '../completion-scripts.js';
import type { Shell } from '../completion-scripts.js';
import { completionTree } from '../completion-tree.js';
import { CliError, EXIT } from '../errors.js';
import type { ExitCodeValue } from '../errors.js';

export function runCompletion(shell: string, program: Command, stdout: NodeJS.WritableStream = process.stdout): ExitCodeValue {
  const known = SHELLS.find((s) => s === shell);
  if (!known) throw new CliError('usage', `no completion for the shell "${shell}"`, { hint: `use one of: ${SHELLS.join(', ')}` });
  stdout.write(completionScript(known satisfies Shell, completionTree(program)));
  return EXIT.ok;
}

export function registerCompletion(program: Command): void {
  program
    .command('completion')
    .description('print a shell completion script (bash, zsh or fish)')
    .argument('<shell>', SHELLS.join(', '))
    .addHelpText('after', `
Examples:
  $ source <(capctl completion bash)
  $ capctl completion zsh > "\${fpath[1]}/_capctl"
  $ capctl completion fish > ~/.config/fish/completions/capctl.fish`)
    .action((shell: string) => {
      process.exitCode = runCompletion(shell, program);
    });
}
