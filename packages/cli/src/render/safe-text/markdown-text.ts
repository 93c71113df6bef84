// Data made safe for a GitHub pull-request comment: it can neither add Markdown structure, nor hide characters, nor ping or link anything.
import { terminalText } from './terminal-text.js';

/**
 * A zero-width space, written by the renderer (never taken from data) where GitHub would
 * otherwise ping or link: after `@` (mentions, e-mail links), `#` and `GH-` (issue references),
 * between a scheme's `:` and `//`, and between `www` and `.` (GFM autolinks, which parsers also
 * find in text whose punctuation was escaped).
 */
const NO_LINK = '&#8203;';
const LINKS = /[@#]|:(?=\/\/)|(?<=www)(?=\.)|(?<=\bGH-)(?=\d)/gi;

/**
 * What starts Markdown structure anywhere in a line, backslash-escaped (CommonMark reads an
 * escaped ASCII punctuation character as itself, `\|` also inside GFM tables): escapes, code
 * spans, emphasis, strikethrough, links, images, footnotes and alerts (`[!`), HTML, comments,
 * entities and table cells. (`$`, which opens math, has its own entity: see MATH.)
 */
const INLINE = /[\\`*_~[\]!<>&|]/g;

/**
 * GitHub renders `$…$`, `$$…$$` and `` $`…`$ `` as math (colours, forged text). Every `$` of data
 * becomes the entity `&#36;`, read as a plain `$` after parsing: unlike `\$`, it leaves no `$` in
 * the source for any math pass, whatever order GitHub reads escapes and math in.
 */
const MATH = /\$/g;

/** What starts a block where a line (or a list item's content) begins: quotes, lists, headings, code. */
const LINE_START = /^(?: +|[-+=]|\d{1,9}(?=[.)]))/;

/** Text in Markdown's inline context (paragraphs, list items, table cells, alert lines): one line, literal. */
export function markdownText(text: string): string {
  return terminalText(text)
    .replace(INLINE, (char) => `\\${char}`)
    .replace(LINKS, (match) => `${match}${NO_LINK}`)
    // After LINKS, which would take the entity's `#` for an issue reference.
    .replace(MATH, '&#36;')
    .replace(LINE_START, (start) => (start.startsWith(' ') ? '&#32;'.repeat(start.length) : /\d/.test(start) ? `${start}\\` : `\\${start}`));
}

const HTML_SPECIAL = new RegExp(`[&<>"'$]|${LINKS.source}`, 'gi');
const HTML_ENTITY: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
  $: '&#36;',
};

/**
 * Text inside an element of a raw HTML block (`<summary>`), where backslash escapes are not
 * read: one line (so it cannot end the block), markup (and math's `$`) as entities.
 */
export function markdownHtmlText(text: string): string {
  // One pass, so that the `#` of an entity written here is never taken for a reference.
  return terminalText(text).replace(HTML_SPECIAL, (match) => HTML_ENTITY[match] ?? `${match}${NO_LINK}`);
}

/**
 * A line inside a fenced code block (whose fence `fenceFor` made longer than any backtick run):
 * nothing there is Markdown or a mention; it only has to stay one line, with nothing hidden.
 */
export function markdownCodeLine(text: string): string {
  return terminalText(text);
}
