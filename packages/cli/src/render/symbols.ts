// Symbols, badges, words and orders every plan rendering shares, defined once so that text,
// Markdown and Ink never disagree about what `~` or `BREAKING` looks like.
import { byKind, KINDS, type StepKind, type StepOp } from '@capctl/core';
import type { Style } from './palette.js';

export const OP_SYMBOL: Readonly<Record<StepOp, string>> = { create: '+', update: '~', delete: '-' };

export const OP_STYLE: Readonly<Record<StepOp, Style>> = { create: 'green', update: 'yellow', delete: 'red' };

export const ARROW = '→';

/** Stands in for a value that does not exist on one side of a change. */
export const ABSENT = '(none)';

export interface Badge {
  readonly label: string;
  readonly styles: readonly Style[];
}

export const BADGE_BREAKING: Badge = { label: 'BREAKING', styles: ['red', 'bold'] };
export const BADGE_DELETE: Badge = { label: 'DELETE', styles: ['red', 'bold'] };
/** An action update that weakens its compatibility mode (apply needs the action named). */
export const BADGE_MODE_WEAKENED: Badge = { label: 'MODE WEAKENED', styles: ['red', 'bold'] };

/** Marks an update of an object whose last change was a direct API write (drift). */
export const DRIFT_LABEL = 'changed outside capctl';

/** Dependency order (metrics, queries, destinations, actions, sources): how groups are shown. */
export const KIND_ORDER: readonly StepKind[] = KINDS;

/** The heading each kind's steps are grouped under: its kind module's `title`. */
export const KIND_TITLE: Readonly<Record<StepKind, string>> = byKind((_kind, module) => module.title);

export function versionLabel(version: number): string {
  return `v${version}`;
}

/**
 * A policy item's mark and styles: blocking ones (mandatory, overridable, not evaluated) and
 * advisory ones. The window finds blocking lines by this very style list, so data cannot fake one.
 */
export const POLICY_BLOCKING: Badge = { label: '✗', styles: ['red'] };
export const POLICY_ADVISORY: Badge = { label: '!', styles: ['yellow'] };
