// `capctl validate`: checks a definition on its own (syntax, schema, names, references) without
// reading any state, and prints every problem as `file:line:column: message (pointer)`.
import type { Command } from 'commander';
import type { Definition } from '@capctl/core';
import { EXIT } from '../errors.js';
import type { ExitCodeValue } from '../errors.js';
import { loadDefinition } from '../load-definition.js';
import { processIo } from '../output.js';
import type { Io } from '../output.js';

const count = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

function describe(definition: Definition): string {
  const r = definition.resources ?? {};
  const queries = (r.metrics ?? []).reduce((sum, m) => sum + (m.queries?.length ?? 0), 0);
  return [
    count(definition.actions?.length ?? 0, 'action'),
    count(r.destinations?.length ?? 0, 'destination'),
    count(r.metrics?.length ?? 0, 'metrics source'),
    count(queries, 'query').replace(/querys$/, 'queries'),
    count(r.sources?.length ?? 0, 'source'),
  ].join(', ');
}

export async function runValidate(path: string, io: Io = processIo()): Promise<ExitCodeValue> {
  const { definition, files } = await loadDefinition(path, io.stderr);
  io.stdout.write(`${path} is valid: ${describe(definition)} in ${count(files.length, 'file')}.\n`);
  return EXIT.ok;
}

export function registerValidate(program: Command): void {
  program
    .command('validate')
    .description('check a definition without reading or changing any state')
    .argument('<path>', 'a definition directory (its *.yaml, *.yml, *.json files) or one file')
    .addHelpText('after', `
Examples:
  $ capctl validate examples/quickstart
  $ capctl validate capacity/actions.yaml`)
    .action(async (path: string) => {
      process.exitCode = await runValidate(path);
    });
}
