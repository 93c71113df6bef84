// Hostile data for the safe-text tests: strings drawn from all of Unicode and from the syntax of
// Markdown, HTML, terminals and CI logs, and a plan that puts one in every field that comes from
// a definition, the state or the service, so a test can render it beside the same plan with
// plain placeholders.
import fc from 'fast-check';
import type { Plan } from '@capctl/core';
import type { ShownTarget } from '../render/shown-target.js';
import { destination, objectSchema, PlanBuilder } from './plan-fixture.js';

/** Pieces of every syntax a contributor could use to forge what a reviewer sees. */
export const HOSTILE_TOKENS: readonly string[] = [
  '<!--', '-->', '--!>', '`', '```', '~~~', '|', '>', '> ', '[!WARNING]', '[!CAUTION]', '[!', ']', '<details>', '</details>',
  '<summary>', '</summary>', '<script>', '<b>', '&amp;', '&#10;', '&lt;', '\\', '*', '**', '_', '~~', '$', '$$', '$`x`$',
  '# ', '## ', '- ', '+ ', '* ', '1. ', '2) ', '    ', '---', '===', '[x](https://evil.example)', '![i](u)', '[^1]', '[^1]: x',
  '@team', '@org/team', '#12', 'GH-12', 'owner/repo#3', 'www.evil.example', 'https://evil.example', 'a@b.co', ':smile:',
  '\r', '\n', '\r\n', '\t', '\b', '\u0000', '\u0007', '\u007f', '\u0085', '\u009b', '\u001b', '\u001b[2K', '\u001b[8m',
  '\u001b[1A', '\u001b]8;;https://evil.example\u0007', '\u001b]0;title\u0007', '\u202e', '\u202a', '\u2066', '\u2069', '\u200e',
  '\u061c', '\u200b', '\u200d', '\u2060', '\ufeff', '\u00ad', '\u2028', '\u2029', '\u00a0', '\u{e0041}', '::', '::error::x',
  '::add-mask::x', '::stop-commands::t', '##[error]', ' ::warning::', '\u00a0::notice::', '|---|', '| a | b |', ':',
];

/** How many strings `planWith` and `targetWith` read. */
const TEXT_COUNT = 36;

/** A string of hostile pieces and arbitrary code points (lone surrogates included). */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  fc.array(fc.oneof(fc.constantFrom(...HOSTILE_TOKENS), fc.string({ unit: 'binary', maxLength: 3 })), { maxLength: 8 }).map((parts) => parts.join('')),
  fc.string({ unit: 'binary', maxLength: 12 }),
  fc.constantFrom(...HOSTILE_TOKENS),
);

/** As many hostile strings as `planWith` and `targetWith` read, all different (as names and keys of one plan are). */
export const hostileStrings: fc.Arbitrary<readonly string[]> = fc.uniqueArray(hostileString, { minLength: TEXT_COUNT, maxLength: TEXT_COUNT });

/** Plain placeholders in the same places: the shape every hostile rendering is compared with. */
export const placeholders: readonly string[] = Array.from({ length: TEXT_COUNT }, (_, index) => `p${index}`);

const pointerSegment = (text: string): string => text.replaceAll('~', '~0').replaceAll('/', '~1');

/**
 * A plan of every op and kind whose names, keys, values, pointers, patch paths, breaking reasons,
 * renames, drift fields, diagnostics and partial targets are `texts[0..]`.
 */
export function planWith(texts: readonly string[]): Plan {
  const t = (index: number): string => texts[index] ?? '';
  const plan = new PlanBuilder()
    .createResource('metrics', t(0), { name: t(0), endpoint: t(1), tags: { [t(2)]: t(3) } })
    .createResource('query', t(4), { name: t(4), config: { expression: t(5) }, tags: { [t(6)]: t(7) } })
    .updateResource('destination', t(8), destination(t(8), t(9), { [t(10)]: t(11) }), destination(t(8), t(12), { [t(10)]: t(13) }), [
      { op: 'replace', path: `/config/headers/${pointerSegment(t(10))}`, value: t(13) },
      { op: 'replace', path: '/config/url', value: t(12) },
    ])
    .drifted([`/config/${pointerSegment(t(14))}`], t(15))
    .createAction(t(16), objectSchema([t(17)], [t(18)]))
    .updateAction(t(19), {
      from: 1,
      to: 2,
      before: { variant: t(19), schema: objectSchema([t(20)]) },
      after: { variant: t(19), schema: objectSchema([t(20), t(21)]) },
      breaking: [{ pointer: t(22), rule: t(23), message: t(24) }],
      renamedFrom: t(25),
    })
    .deleteAction(t(26), 3, { variant: t(26), schema: objectSchema([t(27)]) })
    .deleteResource('source', t(28), { name: t(28), config: { queue_url: t(29) } })
    .error(t(30), t(31))
    .build();
  return { ...plan, partial: true, targets: [t(32)] };
}

/** The target an output names, every part of it data. */
export function targetWith(texts: readonly string[]): ShownTarget {
  return { kind: 'service', location: texts[33] ?? '', org: texts[34] ?? '', lineage: texts[35] ?? '' };
}
