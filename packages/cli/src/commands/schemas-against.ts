// `capctl schemas check --against REF[:PATH] [PATH]`: every action's schema in the definition at
// PATH compared with the same action (by variant, or by an alias that renames it) at a git ref,
// under the action's mode, as `buf breaking --against` does; new and removed actions are listed.
// A mode weakened since the ref needs attention as plan's does: the schema is checked under the
// stronger of the two modes, and the weakening itself fails the check. Exit 3 when a mode does not hold. `--format json`: schemas/schemas-check-against.schema.json.
import { compareSchemas, jsonEqual, requiredDirections, strongerMode, weakensMode } from '@capctl/core';
import type { ActionDefinition, CompatibilityDirection, CompatibilityMode, DirectionResult } from '@capctl/core';
import { EXIT, type ExitCodeValue } from '../errors.js';
import { loadDefinition } from '../load-definition.js';
import type { Io } from '../output.js';
import { withProjectMode } from '../project-mode.js';
import { visibleText } from '../render/compatibility-text.js';
import { parseAgainst, readDefinitionAt } from './git-definition.js';

/** What became of one action between the ref and the definition. */
export type ActionCheck =
  | { readonly variant: string; readonly status: 'added'; readonly mode: CompatibilityMode }
  | { readonly variant: string; readonly status: 'removed'; readonly mode: CompatibilityMode }
  | {
    readonly variant: string; readonly status: 'unchanged' | 'compatible' | 'breaking'; readonly mode: CompatibilityMode;
    /** The variant at the ref, when the action was renamed (the new one lists it in `aliases`). */
    readonly renamed_from?: string;
    readonly previous_mode: CompatibilityMode; readonly required: readonly CompatibilityDirection[];
    /** The mode now asks less than at the ref (to `none`, full to one direction, transitive to not). */
    readonly weakened_mode?: { readonly from: CompatibilityMode; readonly to: CompatibilityMode };
    readonly backward?: DirectionResult; readonly forward?: DirectionResult;
  };

const modeOf = (a: ActionDefinition): CompatibilityMode => a.compatibility ?? 'backward';

/** Each action of `now` against its counterpart in `before`, then the actions only `before` has; sorted by variant. */
export function checkActions(before: readonly ActionDefinition[], now: readonly ActionDefinition[], flagMode?: CompatibilityMode): ActionCheck[] {
  const old = new Map(before.map((a) => [a.variant, a]));
  const claimed = new Set<string>();
  const checks: ActionCheck[] = [];
  for (const action of [...now].sort((a, b) => (a.variant < b.variant ? -1 : 1))) {
    const earlier = old.get(action.variant) ?? (action.aliases ?? []).map((alias) => old.get(alias)).find((a) => a !== undefined && !now.some((n) => n.variant === a.variant));
    if (earlier === undefined) {
      checks.push({ variant: action.variant, status: 'added', mode: flagMode ?? modeOf(action) });
      continue;
    }
    claimed.add(earlier.variant);
    const renamed = earlier.variant === action.variant ? {} : { renamed_from: earlier.variant };
    const [from, to] = [modeOf(earlier), modeOf(action)];
    // --mode is the operator's own question; otherwise a change made under a weaker mode still
    // answers to what the ref promised, as plan checks it.
    const mode = flagMode ?? strongerMode(from, to);
    const weakened = flagMode === undefined && weakensMode(from, to) ? { weakened_mode: { from, to } } : {};
    const base = { variant: action.variant, ...renamed, mode, previous_mode: from, required: requiredDirections(mode), ...weakened };
    if (jsonEqual(earlier.schema, action.schema)) {
      checks.push({ ...base, status: 'unchanged' });
      continue;
    }
    const { backward, forward } = compareSchemas(earlier.schema, action.schema);
    const holds = base.required.every((d) => ({ backward, forward })[d].verdict === 'proven');
    checks.push({ ...base, status: holds ? 'compatible' : 'breaking', backward, forward });
  }
  for (const action of [...before].sort((a, b) => (a.variant < b.variant ? -1 : 1))) {
    if (!claimed.has(action.variant)) checks.push({ variant: action.variant, status: 'removed', mode: modeOf(action) });
  }
  return checks;
}

/** A break of the mode, or a weakening of it: either needs a reviewer's attention (exit 3). */
const failsCheck = (c: ActionCheck): boolean => c.status === 'breaking' || ('weakened_mode' in c && c.weakened_mode !== undefined);

export interface AgainstOptions {
  readonly against: string;
  readonly mode?: CompatibilityMode;
  readonly format: 'text' | 'json';
}

type DirectionLines = (name: string, explain: string, result: DirectionResult) => string[];

/** The first column of a text line: what became of the action, padded so names line up. */
const column = (word: string) => word.padEnd(11);

function textLines(checks: readonly ActionCheck[], ref: string, direction: DirectionLines): string[] {
  const lines: string[] = [];
  for (const c of checks) {
    const name = visibleText(c.variant);
    if (c.status === 'added') {
      lines.push(`${column('new')}${name}: not at ${ref}`);
      continue;
    }
    if (c.status === 'removed') {
      lines.push(`${column('removed')}${name}: only at ${ref}`);
      continue;
    }
    const renamed = c.renamed_from === undefined ? '' : ` (renamed from ${visibleText(c.renamed_from)})`;
    const modeChange = c.weakened_mode !== undefined
      ? `; CAUTION: mode weakened ${c.weakened_mode.from} → ${c.weakened_mode.to}`
      : c.previous_mode === c.mode ? '' : `; mode was ${c.previous_mode}`;
    if (c.status === 'unchanged') {
      lines.push(`${column(c.weakened_mode === undefined ? 'unchanged' : 'weakened')}${name}${renamed}${modeChange}`);
      continue;
    }
    const breaking = c.status === 'breaking';
    lines.push(`${column(breaking ? 'breaking' : c.weakened_mode === undefined ? 'ok' : 'weakened')}${name}${renamed}: mode ${c.mode} ${breaking ? 'does not hold' : 'holds'}${modeChange}`);
    if (!breaking) continue;
    for (const d of c.required) {
      const result = d === 'backward' ? c.backward : c.forward;
      const explain = d === 'backward' ? `payloads valid at ${ref} under the new schema` : `new payloads under the schema at ${ref}`;
      if (result !== undefined) lines.push(...direction(d, explain, result).map((l) => `  ${l}`));
    }
  }
  return lines;
}

export async function runSchemasCheckAgainst(path: string, options: AgainstOptions, io: Io, direction: DirectionLines, json: (value: unknown) => string): Promise<ExitCodeValue> {
  const against = parseAgainst(options.against, path);
  const at = readDefinitionAt(against.ref, against.path);
  const { definition } = await loadDefinition(path, io.stderr, {}, { envValues: false, variableValues: false });
  const before = withProjectMode(at.definition, path).actions ?? [];
  const checks = checkActions(before, definition.actions ?? [], options.mode);
  const failing = checks.filter(failsCheck).length;
  const breaking = checks.filter((c) => c.status === 'breaking').length;
  const weakened = failing - breaking;
  if (options.format === 'json') {
    io.stdout.write(json({ path, against: { ref: against.ref, path: against.path }, holds: failing === 0, actions: checks }));
  } else {
    const span = `from ${visibleText(at.shown)} to ${visibleText(path)}`;
    const problems = [
      ...(breaking > 0 ? [`${breaking === 1 ? '1 action breaks its' : `${breaking} actions break their`} mode`] : []),
      ...(weakened > 0 ? [`${weakened === 1 ? '1 action weakens its' : `${weakened} actions weaken their`} mode`] : []),
    ];
    const summary = failing === 0 ? `ok: every action's mode holds ${span}` : `breaking: ${problems.join(', ')} ${span}`;
    io.stdout.write(`${[summary, ...textLines(checks, visibleText(against.ref), direction)].join('\n')}\n`);
  }
  return failing === 0 ? EXIT.ok : EXIT.destructiveChanges;
}
