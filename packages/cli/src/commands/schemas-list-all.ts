// `capctl schemas list` without an action: every live action of the state with its current
// version, compatibility mode and schema hash, sorted by variant. Read-only: a missing local
// database is said (where it was looked for), never created.
import { existsSync } from 'node:fs';
import { schemaHash } from '@capctl/core';
import { EXIT, type ExitCodeValue } from '../errors.js';
import type { Io } from '../output.js';
import { logLine, terminalText } from '../render/safe-text/index.js';
import { textTable } from '../text-table.js';
import { describeTarget, resolveTarget, withAdapter, type TargetOptions } from '../target.js';

/** One row of the list, as `--format json` writes it (schemas/schemas-list.schema.json). */
interface ActionRow {
  readonly variant: string;
  readonly action_id: string;
  readonly version: number;
  readonly mode: string;
  readonly schema_hash: string;
}

export async function runSchemasListAll(options: TargetOptions, format: 'text' | 'json', io: Io): Promise<ExitCodeValue> {
  const target = resolveTarget(options, '.');
  let rows: ActionRow[] = [];
  if (target.kind === 'embedded' && !existsSync(target.dbPath)) {
    io.stderr.write(`No local state at ${describeTarget(target)}, so no actions are stored; apply a definition first, or name the state with --state or --url.\n`);
  } else {
    const state = await withAdapter(target, (a) => a.readState());
    rows = state.actions.filter((a) => a.deleted_at === null).map((a) => ({
      variant: a.variant, action_id: a.id, version: a.version, mode: a.compatibility, schema_hash: a.history.at(-1)?.schema_hash ?? schemaHash(a.schema),
    })).sort((a, b) => (a.variant < b.variant ? -1 : a.variant > b.variant ? 1 : 0));
  }
  if (format === 'json') {
    io.stdout.write(`${JSON.stringify({ format_version: 1, actions: rows }, null, 2)}\n`);
    return EXIT.ok;
  }
  if (rows.length === 0) {
    io.stdout.write('No actions.\n');
    return EXIT.ok;
  }
  const cells = rows.map((r) => [r.variant, `v${r.version}`, r.mode, r.schema_hash.slice(0, 12)].map(terminalText));
  io.stdout.write(`${textTable(['ACTION', 'VERSION', 'MODE', 'SCHEMA'], cells).split('\n').map(logLine).join('\n')}\n`);
  return EXIT.ok;
}
