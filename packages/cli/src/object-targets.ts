// `plan --target KIND/NAME` and `apply --target`: a partial plan of only those objects and the
// objects they depend on, made where the state is (core's planner, given the targets). Here: the
// flag and its parsing. ("Target" alone means where the state lives, in target.ts; these are the
// objects a plan is narrowed to.)
import type { Command } from 'commander';
import { KIND_RANK, type ObjectTarget, type StepKind } from '@capctl/core';
import { CliError } from './errors.js';

/** A target's kind is a step's kind; listed alphabetically for messages. */
export type TargetKind = StepKind;
export const TARGET_KINDS: readonly TargetKind[] = (Object.keys(KIND_RANK) as TargetKind[]).sort();

/** One `--target`: `action/scale-up`, `query/app-metrics/queue-depth`, ... */
export type { ObjectTarget };

export interface ObjectTargetOptions {
  /** `--target KIND/NAME`, repeatable (commander keeps the flag's name). */
  readonly target?: readonly string[];
}

const collect = (value: string, previous: readonly string[] = []) => [...previous, value];

export function withObjectTargetOptions(command: Command): Command {
  return command.option('--target <kind/name>', `plan only this object and what it depends on (repeatable; kind: ${TARGET_KINDS.join(', ')}; a query is query/METRICS/QUERY)`, collect);
}

export { targetText } from '@capctl/core';

/** Parses the flags' text; names are checked against the definition and state later. */
export function parseObjectTargets(values: readonly string[] | undefined): ObjectTarget[] {
  return (values ?? []).map((value) => {
    const slash = value.indexOf('/');
    const kind = TARGET_KINDS.find((k) => k === value.slice(0, slash));
    const name = value.slice(slash + 1);
    const queryLike = kind !== 'query' || /^[^/]+\/[^/]+$/.test(name);
    if (kind === 'query' && name !== '' && !queryLike) {
      // A query's name is unique only within its metrics source, so the source is part of it.
      throw new CliError('usage', `--target ${value}: a query is named with its metrics source, as query/METRICS/QUERY`, {
        hint: `pass --target query/METRICS/${name.split('/').at(-1) ?? name}, METRICS being the \`name\` of the metrics source that holds the query`,
      });
    }
    if (slash <= 0 || kind === undefined || name === '' || !queryLike) {
      throw new CliError('usage', `--target ${value}: expected KIND/NAME with KIND one of ${TARGET_KINDS.join(', ')}`, {
        hint: 'e.g. --target action/scale-up, --target destination/ops-webhook, --target query/app-metrics/queue-depth',
      });
    }
    return { kind, name };
  });
}
