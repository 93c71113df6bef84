// Parses a JSON answer as it arrives: the shallow structure (the envelope, the plan's members) is
// read here, and each value at SPLIT_DEPTH (a plan step) is handed to JSON.parse alone once its
// text is complete. The answer's whole text (as large as the plan) is never held beside its value.

/** Values this deep (envelope, data, its lists, their items) are parsed one at a time by JSON.parse. */
const SPLIT_DEPTH = 3;

type Container = Record<string, unknown> | unknown[];

interface Frame {
  readonly value: Container;
  /** The member whose value comes next (objects). */
  key?: string;
}

/** Where the scan of one value's text stands, so that it resumes when more text arrives. */
interface Extent {
  start: number;
  at: number;
  nesting: number;
  inString: boolean;
  escape: boolean;
  readonly scalar: boolean;
}

const isSpace = (c: number) => c === 32 || c === 10 || c === 13 || c === 9;
const endsScalar = (c: number) => c === 44 || c === 125 || c === 93 || isSpace(c);

/** The index just after the value `extent` scans, or -1 when its text has not all arrived. */
function scan(text: string, extent: Extent, final: boolean): number {
  if (extent.scalar) {
    while (extent.at < text.length && !endsScalar(text.charCodeAt(extent.at))) extent.at++;
    return extent.at < text.length || final ? extent.at : -1;
  }
  while (extent.at < text.length) {
    const c = text.charCodeAt(extent.at++);
    if (extent.inString) {
      if (extent.escape) extent.escape = false;
      else if (c === 92) extent.escape = true;
      else if (c === 34) {
        extent.inString = false;
        if (extent.nesting === 0) return extent.at;
      }
    } else if (c === 34) extent.inString = true;
    else if (c === 123 || c === 91) extent.nesting++;
    else if (c === 125 || c === 93) {
      if (--extent.nesting === 0) return extent.at;
    }
  }
  return -1;
}

/** Sets a member as JSON.parse does: an own `__proto__` member is data, not the prototype. */
function setMember(object: Record<string, unknown>, key: string, value: unknown): void {
  if (key === '__proto__') Object.defineProperty(object, key, { value, writable: true, enumerable: true, configurable: true });
  else object[key] = value;
}

type Expect = 'value' | 'first-value' | 'key' | 'first-key' | 'colon' | 'after' | 'done';

/** An incremental JSON.parse: `push` text as it comes, `end` gives the value (the same JSON.parse gives). */
export class JsonStreamParser {
  #text = '';
  #pos = 0;
  #stack: Frame[] = [];
  #expect: Expect = 'value';
  #root: unknown;
  #extent: Extent | undefined;

  push(chunk: string): void {
    // Only the text not read yet is kept.
    const drop = this.#extent?.start ?? this.#pos;
    this.#text = this.#text.slice(drop) + chunk;
    this.#pos -= drop;
    if (this.#extent) {
      this.#extent.at -= drop;
      this.#extent.start = 0;
    }
    this.#run(false);
  }

  end(): unknown {
    this.#run(true);
    if (this.#expect !== 'done' || this.#extent !== undefined) throw new SyntaxError('the JSON text ends early');
    return this.#root;
  }

  #emit(value: unknown): void {
    const top = this.#stack.at(-1);
    if (top === undefined) {
      this.#root = value;
      this.#expect = 'done';
    } else if (Array.isArray(top.value)) {
      top.value.push(value);
      this.#expect = 'after';
    } else {
      setMember(top.value, top.key as string, value);
      this.#expect = 'after';
    }
  }

  /** A value's text from `#pos`, parsed by JSON.parse once it is whole; false when more text is needed. */
  #whole(final: boolean): boolean {
    const c = this.#text.charCodeAt(this.#pos);
    this.#extent ??= { start: this.#pos, at: this.#pos, nesting: 0, inString: false, escape: false, scalar: c !== 123 && c !== 91 && c !== 34 };
    const end = scan(this.#text, this.#extent, final);
    if (end < 0) return false;
    const text = this.#text.slice(this.#extent.start, end);
    this.#extent = undefined;
    this.#pos = end;
    const value = JSON.parse(text) as unknown;
    if (this.#expect === 'key' || this.#expect === 'first-key') {
      if (typeof value !== 'string') throw new SyntaxError('a JSON member name must be a string');
      (this.#stack.at(-1) as Frame).key = value;
      this.#expect = 'colon';
    } else {
      this.#emit(value);
    }
    return true;
  }

  #open(value: Container): void {
    this.#emit(value);
    this.#stack.push({ value });
    this.#expect = Array.isArray(value) ? 'first-value' : 'first-key';
    this.#pos++;
  }

  #close(c: number): void {
    const top = this.#stack.pop();
    if (top === undefined || Array.isArray(top.value) !== (c === 93)) throw new SyntaxError('unbalanced JSON brackets');
    this.#pos++;
    this.#expect = this.#stack.length === 0 ? 'done' : 'after';
  }

  #run(final: boolean): void {
    while (this.#pos < this.#text.length || (final && this.#extent !== undefined)) {
      if (this.#extent !== undefined) {
        if (!this.#whole(final)) return;
        continue;
      }
      const c = this.#text.charCodeAt(this.#pos);
      if (isSpace(c)) {
        this.#pos++;
        continue;
      }
      const expect = this.#expect;
      if ((expect === 'first-value' && c === 93) || (expect === 'first-key' && c === 125) || (expect === 'after' && (c === 93 || c === 125))) {
        this.#close(c);
      } else if (expect === 'after' && c === 44) {
        this.#expect = Array.isArray(this.#stack.at(-1)?.value) ? 'value' : 'key';
        this.#pos++;
      } else if (expect === 'colon' && c === 58) {
        this.#expect = 'value';
        this.#pos++;
      } else if ((expect === 'key' || expect === 'first-key') && c === 34) {
        if (!this.#whole(final)) return;
      } else if (expect === 'value' || expect === 'first-value') {
        if (this.#stack.length < SPLIT_DEPTH && c === 123) this.#open({});
        else if (this.#stack.length < SPLIT_DEPTH && c === 91) this.#open([]);
        else if (!this.#whole(final)) return;
      } else {
        throw new SyntaxError(`unexpected ${JSON.stringify(this.#text[this.#pos])} in JSON`);
      }
    }
  }
}

/** The JSON value of a UTF-8 byte stream, read as it arrives. */
export async function parseJsonStream(stream: ReadableStream<Uint8Array>): Promise<unknown> {
  const parser = new JsonStreamParser();
  const decoder = new TextDecoder();
  for await (const bytes of stream as unknown as AsyncIterable<Uint8Array>) parser.push(decoder.decode(bytes, { stream: true }));
  parser.push(decoder.decode());
  return parser.end();
}
