// The pull-request comment of a plan that failed (invalid definition, protected delete, service
// error): the same hidden marker, so the workflow replaces an earlier good plan with the errors.
import { escapeProse, fenceFor, markerLine } from './markdown-escape.js';
import { PLAN_MARKER } from './markdown.js';

/** What went wrong, as the CLI prints it: the message, one line per problem, what to do next. */
export interface PlanFailure {
  readonly message: string;
  /** Problems as `file:line:column: message (pointer)`, one each. */
  readonly details: readonly string[];
  readonly hint?: string | undefined;
}

export function renderFailureMarkdown(failure: PlanFailure, options: { readonly marker?: string } = {}): string {
  const parts = [
    `${markerLine(options.marker ?? PLAN_MARKER)}\n### capctl plan\n`,
    `> [!CAUTION]\n> **The plan failed; nothing can be applied until this is fixed.**\n> ${escapeProse(failure.message)}\n`,
  ];
  if (failure.details.length > 0) {
    const body = failure.details.join('\n');
    const fence = fenceFor(body);
    parts.push(`${fence}text\n${body}\n${fence}\n`);
  }
  if (failure.hint !== undefined) parts.push(`Hint: ${escapeProse(failure.hint)}\n`);
  return parts.join('\n');
}
