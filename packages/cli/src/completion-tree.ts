// The shape shell completion needs, read from commander's command tree (never a hand-written
// list): each command path with its subcommands and options; the root's options apply everywhere.
import type { Command } from 'commander';

export interface CompletionOption {
  /** `--name`. */
  readonly flag: string;
  readonly description: string;
  /** The option takes a value (`--out <file>`): the next word is not a command. */
  readonly takesValue: boolean;
}

export interface CompletionNode {
  /** `capctl`, `capctl/plan`, `capctl/revisions/list`: the words to reach it, joined by `/`. */
  readonly path: string;
  readonly description: string;
  readonly subcommands: readonly { readonly name: string; readonly description: string }[];
  readonly options: readonly CompletionOption[];
}

function ownOptions(command: Command): CompletionOption[] {
  return command.options
    .filter((o) => o.long !== undefined)
    .map((o) => ({ flag: o.long as string, description: o.description, takesValue: o.required || o.optional }));
}

/** Every command of the tree, root first, each with the root's options and `--help`. */
export function completionTree(program: Command): CompletionNode[] {
  const help: CompletionOption = { flag: '--help', description: 'show help for the command', takesValue: false };
  const global = ownOptions(program);
  const nodes: CompletionNode[] = [];
  const visit = (command: Command, path: string, isRoot: boolean) => {
    const options = isRoot ? [...global, help] : [...ownOptions(command), ...global, help];
    nodes.push({
      path,
      description: command.description(),
      subcommands: command.commands.map((c) => ({ name: c.name(), description: c.description() })),
      options,
    });
    for (const sub of command.commands) visit(sub, `${path}/${sub.name()}`, false);
  };
  visit(program, program.name(), true);
  return nodes;
}

/** The flags that take a value anywhere in the tree (after one, the shell completes files). */
export function valueFlags(nodes: readonly CompletionNode[]): string[] {
  return [...new Set(nodes.flatMap((n) => n.options.filter((o) => o.takesValue).map((o) => o.flag)))].sort();
}
