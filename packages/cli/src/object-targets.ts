// `plan --target KIND/NAME` and `apply --target`: a partial plan of only those objects and the
// objects they depend on. The definition sent to the service is the state's live objects as they
// are (what `capctl export` writes, which plans to no changes) with the selected objects taken
// from the user's definition; so nothing else is updated or deleted. ("Target" alone means
// where the state lives, in target.ts; these are the objects a plan is narrowed to.)
import type { Command } from 'commander';
import { KIND_RANK, type Plan, type StepKind } from '@capctl/core';
import { CliError } from './errors.js';

/** A target's kind is a step's kind; listed alphabetically for messages. */
export type TargetKind = StepKind;
export const TARGET_KINDS: readonly TargetKind[] = (Object.keys(KIND_RANK) as TargetKind[]).sort();

/** One `--target`: `action/scale-up`, `query/app-metrics/queue-depth`, ... */
export interface ObjectTarget {
  readonly kind: TargetKind;
  /** Variant, label or name; for a query `metrics/query`. */
  readonly name: string;
}

export interface ObjectTargetOptions {
  /** `--target KIND/NAME`, repeatable (commander keeps the flag's name). */
  readonly target?: readonly string[];
}

const collect = (value: string, previous: readonly string[] = []) => [...previous, value];

export function withObjectTargetOptions(command: Command): Command {
  return command.option('--target <kind/name>', `plan only this object and what it depends on (repeatable; kind: ${TARGET_KINDS.join(', ')}; a query is query/METRICS/QUERY)`, collect);
}

export const targetText = (t: ObjectTarget): string => `${t.kind}/${t.name}`;

/** Parses the flags' text; names are checked against the definition and state later. */
export function parseObjectTargets(values: readonly string[] | undefined): ObjectTarget[] {
  return (values ?? []).map((value) => {
    const slash = value.indexOf('/');
    const kind = TARGET_KINDS.find((k) => k === value.slice(0, slash));
    const name = value.slice(slash + 1);
    const queryLike = kind !== 'query' || /^[^/]+\/[^/]+$/.test(name);
    if (slash <= 0 || kind === undefined || name === '' || !queryLike) {
      throw new CliError('usage', `--target ${value}: expected KIND/NAME with KIND one of ${TARGET_KINDS.join(', ')}`, {
        hint: 'e.g. --target action/scale-up, --target destination/ops-webhook, --target query/app-metrics/queue-depth',
      });
    }
    return { kind, name };
  });
}

/** Names of each kind in the definition and the state: what a target may name. */
export type KnownNames = Readonly<Record<TargetKind, ReadonlySet<string>>>;

/** Every target must name an object of the definition or of the state (a delete); else the nearest names. */
export function checkObjectTargets(targets: readonly ObjectTarget[], known: KnownNames): void {
  for (const target of targets) {
    const names = known[target.kind];
    if (names.has(target.name)) continue;
    const near = nearest(target.name, names);
    throw new CliError('usage', `--target ${targetText(target)}: no ${target.kind} of that name in the definition or the state`, {
      hint: near.length > 0 ? `did you mean ${near.map((n) => `${target.kind}/${n}`).join(', ')}?` : `there is no ${target.kind} at all; check the kind`,
    });
  }
}

/** Up to three names, closest first (edit distance, then name). */
function nearest(name: string, names: ReadonlySet<string>): string[] {
  return [...names]
    .map((candidate) => ({ candidate, distance: editDistance(name, candidate) }))
    .sort((a, b) => a.distance - b.distance || (a.candidate < b.candidate ? -1 : 1))
    .slice(0, 3)
    .map((n) => n.candidate);
}

function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current.push(Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1)));
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}

/**
 * The plan, saying that it is partial and to which targets (sorted), for every renderer. With
 * `compared` (how many objects the partial plan compared: the targets and their dependencies),
 * only those without a step count as unchanged: the others were not compared at all.
 */
export function markPartial(plan: Plan, targets: readonly ObjectTarget[], compared?: number): Plan {
  const summary = compared === undefined ? plan.summary : { ...plan.summary, unchanged: Math.max(0, compared - plan.steps.length) };
  return { ...plan, summary, partial: true, targets: [...new Set(targets.map(targetText))].sort() };
}
