// Syntax errors of a file the fast loader refused: `yaml` reports them with positions (the fast
// loaders stop at the first), each once, with the errors that only follow from it folded into
// it; messages quote at most the offending token, cut short. The fast loader's error is the fallback.
import { parseDocument, type ErrorCode, type YAMLError } from 'yaml';
import type { Diagnostic, SourceFile } from '../types.js';
import { TOO_DEEP_MESSAGE } from './input-limits.js';
import { createLocator } from './locate.js';

export interface FirstError {
  readonly message: string;
  /** Character offset of the error, when the loader gave one. */
  readonly offset?: number;
}

/** Errors reported separately per file; each costs one more parse of the file. */
export const MAX_SYNTAX_ERRORS = 5;
/** The longest piece of a file a message quotes: a token, never a line that may hold a secret. */
export const MAX_QUOTED = 16;

interface Reported {
  readonly error: YAMLError;
  /** Errors folded into it: those that vanish once its token is gone, or all after the last one. */
  folded: number;
  /** Whether `folded` counts errors that follow from it (true) or merely after it (false). */
  follow: boolean;
}

export function syntaxDiagnostics(file: SourceFile, format: 'yaml' | 'json', first: FirstError): Diagnostic[] {
  const code = format === 'json' ? 'json_syntax' : 'yaml_syntax';
  const what = format === 'json' ? 'JSON' : 'YAML';
  const locator = createLocator(file.text);
  const lines = lineStarts(file.text);
  const diagnostic = (message: string, offset: number, extra = ''): Diagnostic => {
    const { line, column } = positionIn(lines, offset);
    return {
      severity: 'error',
      code,
      message: `invalid ${what}: ${message}${extra}`,
      pointer: locator.pointerAt(offset),
      file: file.path,
      line,
      column,
    };
  };
  const errors = byPosition(locator.document.errors);
  if (errors.length === 0) return [diagnostic(reworded(first.message), first.offset ?? 0)];
  return independentErrors(file.text, errors).map(({ error, folded, follow }) =>
    diagnostic(REWORDED[error.code] ?? reworded(error.message), error.pos[0], foldedNote(folded, follow)));
}

function foldedNote(folded: number, follow: boolean): string {
  if (folded === 0) return '';
  const problems = folded === 1 ? '1 more problem' : `${folded} more problems`;
  return follow ? ` (and ${problems} that follow from it)` : ` (and ${problems} after it; fix this one first)`;
}

const byPosition = (errors: readonly YAMLError[]): YAMLError[] => [...errors].sort((a, b) => a.pos[0] - b.pos[0]);

// Errors the parser recovers from: they never cause others, and their token is needed to read on.
const STANDALONE = new Set<ErrorCode>(['DUPLICATE_KEY', 'MULTIPLE_DOCS', 'TAB_AS_INDENT']);

/**
 * One stray token makes `yaml` report every token after it. Blanking the first error's token and
 * parsing again tells which of the others were its consequences (they vanish) and which stand on
 * their own; iterative and bounded, so any file size costs at most MAX_SYNTAX_ERRORS parses.
 */
function independentErrors(text: string, all: readonly YAMLError[]): Reported[] {
  const reported: Reported[] = [];
  let errors = all;
  let current = text;
  while (errors.length > 0) {
    const [head, ...rest] = errors as [YAMLError, ...YAMLError[]];
    if (reported.length === MAX_SYNTAX_ERRORS - 1 && rest.length > 0) {
      reported.push({ error: head, folded: rest.length, follow: false });
      break;
    }
    if (STANDALONE.has(head.code) || rest.length === 0) {
      reported.push({ error: head, folded: 0, follow: true });
      errors = rest;
      continue;
    }
    current = blank(current, head.pos);
    const after = byPosition(parseDocument(current, { prettyErrors: false }).errors).filter((e) => e.pos[0] > head.pos[0]);
    reported.push({ error: head, folded: Math.max(0, rest.length - after.length), follow: true });
    errors = after;
  }
  return reported;
}

/** Offsets where lines start (after `\n`): `yaml`'s line counter skips those inside a scalar never closed. */
function lineStarts(text: string): number[] {
  const starts = [0];
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) starts.push(i + 1);
  return starts;
}

/** 1-based line and column of an offset, by binary search of the line starts. */
function positionIn(starts: readonly number[], offset: number): { line: number; column: number } {
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if ((starts[middle] as number) <= offset) low = middle;
    else high = middle - 1;
  }
  return { line: low + 1, column: offset - (starts[low] as number) + 1 };
}

/** The text with the characters of `range` turned into spaces; line breaks stay, so positions do. */
function blank(text: string, [start, end]: readonly [number, number]): string {
  const stop = Math.max(end, start + 1);
  return text.slice(0, start) + text.slice(start, stop).replace(/[^\n\r]/g, ' ') + text.slice(stop);
}

// `yaml` words a few errors for programmers; these are the ones users meet most.
const REWORDED: Partial<Record<ErrorCode, string>> = {
  MULTIPLE_DOCS: 'a definition file holds one YAML document: remove the `---` separator or split the file',
  DUPLICATE_KEY: 'this key appears twice in the same mapping: remove or rename one',
  TAB_AS_INDENT: 'tabs cannot indent YAML: indent with spaces',
};

const UNEXPECTED_TOKEN = /^Unexpected ([\w-]+) token in YAML stream: ("(?:[^"\\]|\\.)*")$/;

// `yaml` composes nested collections recursively and reports a stack overflow as an error.
function reworded(message: string): string {
  if (/call stack/i.test(message)) return TOO_DEEP_MESSAGE;
  const line = oneLine(message);
  const token = UNEXPECTED_TOKEN.exec(line);
  if (token !== null) return `unexpected ${quoteToken(JSON.parse(token[2] as string) as string)} here`;
  return cutQuotes(line);
}

function oneLine(message: string): string {
  const line = message.split('\n')[0] ?? message;
  return line.replace(/\s+at line \d+, column \d+:?$/, '').trim();
}

/** A token as a message shows it: on one line, at most MAX_QUOTED characters. */
export function quoteToken(token: string): string {
  const flat = token.replace(/\s+/g, ' ').trim();
  const cut = [...flat].length > MAX_QUOTED ? `${[...flat].slice(0, MAX_QUOTED).join('')}…` : flat;
  return `\`${cut.replace(/`/g, "'")}\``;
}

/**
 * Every message a loader words may embed file text (a tag, a block scalar header, a quoted
 * scalar): whatever follows `: `, and any word longer than a token, is cut to a token's length.
 */
function cutQuotes(message: string): string {
  const colon = /^([^:]{1,80}): (.+)$/.exec(message);
  const cut = colon !== null && [...(colon[2] as string)].length > MAX_QUOTED ? `${colon[1]}: ${quoteToken(colon[2] as string)}` : message;
  return cut.replace(/(?<![`\w])[^\s`]{17,}/g, (word) => quoteToken(word));
}
