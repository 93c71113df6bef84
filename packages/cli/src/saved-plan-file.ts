// Reads a saved plan's JSON without keeping the steps of its masked plan: apply shows and applies
// the stored revision, so those steps (most of the file) are each checked to be JSON, one at a
// time, and dropped; the rest of the file is parsed as usual. So apply holds one plan, not two.

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
const COMMA = 0x2c;
/** JSON's white space: what may stand alone between `[` and `]`. */
const JSON_SPACE = /^[ \t\n\r]*$/;

/** Where the steps array of the top-level `plan` member is (`[` to `]` inclusive), and how many it holds. */
interface StepsSpan {
  readonly start: number;
  readonly end: number;
  readonly count: number;
}

/** The index of the quote that ends the string whose first character is at `from`; -1 when it never ends. */
function stringEnd(bytes: Buffer, from: number): number {
  for (let at = bytes.indexOf(QUOTE, from); at >= 0; at = bytes.indexOf(QUOTE, at + 1)) {
    let slashes = 0;
    while (bytes[at - 1 - slashes] === BACKSLASH) slashes += 1;
    if (slashes % 2 === 0) return at;
  }
  return -1;
}

/** Parses one element's text (throws SyntaxError when it is not JSON) and keeps nothing of it. */
function checkElement(bytes: Buffer, start: number, end: number): void {
  JSON.parse(bytes.toString('utf8', start, end));
}

/**
 * Finds `plan.steps` of the top-level object, checking each element as JSON on the way; undefined
 * when there is no such array, or more than one (the whole file is then parsed as it is). Keys are
 * matched as written (`"plan"`, `"steps"`); structure is only followed here, JSON.parse judges it.
 */
function stepsSpan(bytes: Buffer): StepsSpan | undefined {
  const open: number[] = [];
  const keys: string[] = [];
  let expectKey = false;
  let span: StepsSpan | undefined;
  let start = -1;
  let inSteps = false;
  let element = 0;
  let count = 0;
  for (let i = 0; i < bytes.length; i++) {
    const c = bytes[i];
    if (c === QUOTE) {
      const end = stringEnd(bytes, i + 1);
      if (end < 0) return undefined;
      if (expectKey && open.length <= 2) keys[open.length] = end - i - 1 <= 8 ? bytes.toString('latin1', i + 1, end) : '';
      expectKey = false;
      i = end;
    } else if (c === OPEN_OBJECT || c === OPEN_ARRAY) {
      if (c === OPEN_ARRAY && open.length === 2 && open[0] === OPEN_OBJECT && open[1] === OPEN_OBJECT && keys[1] === 'plan' && keys[2] === 'steps') {
        if (start >= 0) return undefined;
        start = i;
        inSteps = true;
        element = i + 1;
        count = 0;
      }
      open.push(c);
      expectKey = c === OPEN_OBJECT;
    } else if (c === CLOSE_OBJECT || c === CLOSE_ARRAY) {
      if (open.pop() === undefined) return undefined;
      if (inSteps && open.length === 2) {
        // `[]` (white space only inside) holds nothing; anything else is one more element.
        if (count > 0 || !JSON_SPACE.test(bytes.toString('latin1', element, i))) {
          checkElement(bytes, element, i);
          count += 1;
        }
        span = { start, end: i + 1, count };
        inSteps = false;
      }
    } else if (c === COMMA) {
      if (inSteps && open.length === 3) {
        checkElement(bytes, element, i);
        count += 1;
        element = i + 1;
      }
      expectKey = open.at(-1) === OPEN_OBJECT;
    }
  }
  return span;
}

/**
 * The file's JSON value with `plan.steps` of the top-level object replaced by an empty array,
 * and how many steps it held. Throws SyntaxError when the file is not JSON, as JSON.parse does.
 */
export function parseWithoutSteps(bytes: Buffer): { value: unknown; steps: number } {
  const span = stepsSpan(bytes);
  if (span === undefined) return { value: JSON.parse(bytes.toString('utf8')), steps: 0 };
  const text = `${bytes.toString('utf8', 0, span.start)}[]${bytes.toString('utf8', span.end)}`;
  return { value: JSON.parse(text), steps: span.count };
}
