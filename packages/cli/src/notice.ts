// `warning:` and `note:` lines on stderr: on a terminal they wrap at words (display width), each
// continuation indented under the text, as errors do; pipes and CI logs keep one line each.
import { wrapAtWords } from './errors.js';

/** A stream as far as wrapping cares: a terminal says how wide it is. */
type Stream = NodeJS.WritableStream & { readonly isTTY?: boolean; readonly columns?: number };

/** `line` (one line, prefix included, e.g. `warning: …`) ready to write, ending in a newline. */
export function noticeText(stream: Stream, line: string): string {
  const columns = stream.isTTY === true && (stream.columns ?? 0) > 0 ? (stream.columns as number) : Number.POSITIVE_INFINITY;
  const indent = line.indexOf(': ') + 2;
  return `${wrapAtWords(line, columns, indent > 1 ? indent : 2).join('\n')}\n`;
}
