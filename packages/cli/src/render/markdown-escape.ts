// Escaping for the pieces of a pull-request comment: table cells, HTML summaries and code
// fences, so that names and values can never break the comment's layout.

/** A GitHub table cell: backslashes, pipes and backticks escaped, HTML neutralised, one line. */
export function escapeCell(text: string): string {
  return text
    .replaceAll('\\', '\\\\')
    .replaceAll('|', '\\|')
    .replaceAll('`', '\\`')
    .replaceAll('<', '&lt;')
    .replaceAll(/\r?\n/g, ' ');
}

/** Text inside an HTML element such as `<summary>`. */
export function escapeHtml(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');
}

/** A code fence longer than any run of backticks in the content, so the content cannot close it. */
export function fenceFor(content: string): string {
  const longest = Math.max(0, ...[...content.matchAll(/`+/g)].map((match) => match[0].length));
  return '`'.repeat(Math.max(3, longest + 1));
}

/** The hidden line a workflow finds its comment by; a bare name is wrapped in `<!-- -->`. */
export function markerLine(marker: string): string {
  if (marker.startsWith('<!--') && marker.endsWith('-->')) return marker;
  return `<!-- ${marker.replaceAll('--', '- -')} -->`;
}

/** Inline code that any backticks inside cannot close. */
export function inlineCode(text: string): string {
  const longest = Math.max(0, ...[...text.matchAll(/`+/g)].map((match) => match[0].length));
  const fence = '`'.repeat(longest + 1);
  return longest === 0 ? `${fence}${text}${fence}` : `${fence} ${text} ${fence}`;
}

/** Prose from the plan (messages that may quote user names): no raw HTML, Markdown kept. */
export function escapeProse(text: string): string {
  return text.replaceAll('<', '&lt;').replaceAll(/\r?\n/g, ' ');
}
