// The pieces of a pull-request comment the renderer itself writes around data: code fences that
// data cannot close, and the hidden marker line. Data itself goes through safe-text/markdown-text.ts.
import { terminalText } from './safe-text/terminal-text.js';

/** A code fence longer than any run of backticks in the content, so the content cannot close it. */
export function fenceFor(content: string): string {
  const longest = Math.max(0, ...[...content.matchAll(/`+/g)].map((match) => match[0].length));
  return '`'.repeat(Math.max(3, longest + 1));
}

/** The hidden line a workflow finds its comment by; a bare name is wrapped in `<!-- -->`. */
export function markerLine(marker: string): string {
  const whole = marker.startsWith('<!--') && marker.endsWith('-->');
  const name = whole ? marker.slice(4, -3).trim() : marker;
  // One line, and no `>` inside: nothing in the name can end the comment (`-->`, `--!>`) early.
  return `<!-- ${terminalText(name).replaceAll('>', '&gt;')} -->`;
}
