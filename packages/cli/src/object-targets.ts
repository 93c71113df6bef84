// `plan --target KIND/NAME` and `apply --target`: a partial plan of only those objects and the
// objects they depend on, made where the state is (core's planner, given the targets). Here: the
// flag and its parsing. ("Target" alone means where the state lives, in target.ts; these are the
// objects a plan is narrowed to.)
import type { Command } from 'commander';
import { KIND_MODULES, KIND_RANK, kindModule, parentKind, type ObjectTarget, type StepKind } from '@capctl/core';
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

/** How a nested kind's object is named: `a query is query/METRICS/QUERY`. */
const NESTED_NAMES = KIND_MODULES.flatMap((k) => {
  const parent = parentKind(k);
  return parent === undefined ? [] : [`a ${k.noun} is ${k.kind}/${parent.kind.toUpperCase()}/${k.kind.toUpperCase()}`];
});

export function withObjectTargetOptions(command: Command): Command {
  return command.option('--target <kind/name>', `plan only this object and what it depends on (repeatable; kind: ${[TARGET_KINDS.join(', '), ...NESTED_NAMES].join('; ')})`, collect);
}

export { targetText } from '@capctl/core';

/** Parses the flags' text; names are checked against the definition and state later. */
export function parseObjectTargets(values: readonly string[] | undefined): ObjectTarget[] {
  return (values ?? []).map((value) => {
    const slash = value.indexOf('/');
    const kind = TARGET_KINDS.find((k) => k === value.slice(0, slash));
    const name = value.slice(slash + 1);
    const module = kind === undefined ? undefined : kindModule(kind);
    const parent = module === undefined ? undefined : parentKind(module);
    const queryLike = parent === undefined || /^[^/]+\/[^/]+$/.test(name);
    if (module !== undefined && parent !== undefined && name !== '' && !queryLike) {
      // A nested object's name (a query's) is unique only within its parent, so the parent is part of it.
      const [outer, inner] = [parent.kind.toUpperCase(), module.kind.toUpperCase()];
      throw new CliError('usage', `--target ${value}: a ${module.noun} is named with its ${parent.noun}, as ${module.kind}/${outer}/${inner}`, {
        hint: `pass --target ${module.kind}/${outer}/${name.split('/').at(-1) ?? name}, ${outer} being the \`${parent.nameField}\` of the ${parent.noun} that holds the ${module.noun}`,
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
