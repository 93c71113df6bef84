// The pull-request comment of a plan that failed (invalid definition, protected delete, service
// error): the same hidden marker, so the workflow replaces an earlier good plan with the errors,
// and within GitHub's comment limit however many problems there are.
import { fenceFor, markerLine } from './markdown-escape.js';
import { MARKDOWN_MAX_CHARS, PLAN_MARKER } from './markdown.js';
import { markdownCodeLine, markdownText } from './safe-text/markdown-text.js';

/** What went wrong, as the CLI prints it: the message, one line per problem, what to do next. */
export interface PlanFailure {
  readonly message: string;
  /** Problems as `file:line:column: message (pointer)`, one each. */
  readonly details: readonly string[];
  readonly hint?: string | undefined;
}

export interface FailureRenderOptions {
  readonly marker?: string;
  /** Characters the whole comment may hold; GitHub's 65,536 by default. */
  readonly maxChars?: number;
}

export function renderFailureMarkdown(failure: PlanFailure, options: FailureRenderOptions = {}): string {
  const maxChars = options.maxChars ?? MARKDOWN_MAX_CHARS;
  const head = [
    `${markerLine(options.marker ?? PLAN_MARKER)}\n### capctl plan\n`,
    `> [!CAUTION]\n> **The plan failed; nothing can be applied until this is fixed.**\n> ${markdownText(clip(failure.message))}\n`,
  ];
  const hint = failure.hint === undefined ? [] : [`Hint: ${markdownText(clip(failure.hint))}\n`];
  if (failure.details.length === 0) return [...head, ...hint].join('\n');
  const lines = failure.details.map(markdownCodeLine);
  const fixed = [...head, ...hint].join('\n').length + 1;
  const kept = fittingLines(lines, maxChars - fixed - cutNote(lines.length, lines.length, maxChars).length - 1);
  const body = kept.join('\n');
  const fence = fenceFor(body);
  const cut = lines.length - kept.length;
  const note = cut === 0 ? [] : [cutNote(cut, lines.length, maxChars)];
  return [...head, `${fence}text\n${body}\n${fence}\n`, ...note, ...hint].join('\n');
}

/** A message or hint is one sentence; a service that sends a book gets its first part shown. */
const MAX_SENTENCE = 2_000;
const clip = (text: string): string => (text.length <= MAX_SENTENCE ? text : `${text.slice(0, MAX_SENTENCE)}…`);

/** The first lines that fit `room` characters with their fence (a fence is at most one longer than a line). */
function fittingLines(lines: readonly string[], room: number): string[] {
  const kept: string[] = [];
  let used = 0;
  let fence = 3;
  for (const line of lines) {
    const longest = Math.max(0, ...[...line.matchAll(/`+/g)].map((match) => match[0].length));
    const nextFence = Math.max(fence, longest + 1);
    if (used + line.length + 1 + 2 * nextFence + 'text\n\n\n'.length > room) break;
    used += line.length + 1;
    fence = nextFence;
    kept.push(line);
  }
  return kept;
}

function cutNote(cut: number, total: number, maxChars: number): string {
  const limit = maxChars.toLocaleString('en-US');
  return `> [!NOTE]\n> ${cut} of ${total} problems were left out to keep this comment within ${limit} characters. Run \`capctl validate\` or \`capctl plan\` on the branch to see them all.\n`;
}
