// Names in a graph are data: each medium gets one escaping function. DOT: a double-quoted string
// with `\` and `"` escaped and control, bidi and invisible characters shown as visible escapes
// (so no name ends the string, adds a line or an escape DOT acts on). Mermaid: a quoted label in
// which everything but letters, digits, space and `._/:-` is an entity code (`#34;`), so no name
// closes the label, starts a comment (`%%`), an arrow (`-->`), a link, or HTML.
import { terminalText } from '../render/safe-text/index.js';

/** A DOT double-quoted string (with its quotes) that shows `text` as written. */
export function dotString(text: string): string {
  return `"${terminalText(text).replace(/[\\"]/g, (c) => `\\${c}`)}"`;
}

/** A Mermaid quoted label (with its quotes) that shows `text` as written. */
export function mermaidLabel(text: string): string {
  return `"${[...terminalText(text)].map((c) => (/^[A-Za-z0-9 ._/:-]$/.test(c) ? c : `#${c.codePointAt(0)};`)).join('')}"`;
}
