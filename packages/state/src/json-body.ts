// A JSON request body made as it is sent: the text JSON.stringify would give, in chunks of about
// 64 KiB, so that a large body (a definition of 100,000 actions) never exists as one string.
// A body source makes a new stream for each attempt; once one was read to its end the request
// was sent, and the source lets go of its value (see http-transport.ts for the retries).

/** About this many characters per chunk: large enough that each costs little, small beside the body. */
const CHUNK_CHARS = 64 * 1024;
/**
 * Objects less deep than this are written member by member (a request, its definition, its
 * resources); a list's items (an action with its schema, a destination) are one JSON.stringify
 * each, as are deeper values: a piece per item rather than per field keeps the generator's steps few.
 */
const WALK_DEPTH = 4;

type Walked = { readonly kind: 'array'; readonly items: readonly unknown[] } | { readonly kind: 'object'; readonly value: Record<string, unknown> } | { readonly kind: 'leaf' };

/** Only arrays and plain objects are walked; anything else is left to JSON.stringify, which knows it. */
function walked(value: unknown): Walked {
  if (Array.isArray(value)) return { kind: 'array', items: value };
  if (value === null || typeof value !== 'object') return { kind: 'leaf' };
  const proto = Object.getPrototypeOf(value) as unknown;
  if ((proto !== Object.prototype && proto !== null) || typeof (value as { toJSON?: unknown }).toJSON === 'function') return { kind: 'leaf' };
  return { kind: 'object', value: value as Record<string, unknown> };
}

/** Whether `value` at `depth` is written member by member (else it is one JSON.stringify). */
const walks = (value: unknown, depth: number): boolean => depth < WALK_DEPTH && walked(value).kind !== 'leaf';

/** Pieces of the JSON text of `value`, an array or a plain object that `walks`. */
function* pieces(value: unknown, depth: number): Generator<string> {
  const shape = walked(value);
  if (shape.kind === 'array') {
    yield '[';
    for (let i = 0; i < shape.items.length; i++) {
      const item = shape.items[i];
      // As JSON.stringify: an array member with no JSON form (undefined, a function) is null.
      const text = (JSON.stringify(item) as string | undefined) ?? 'null';
      yield i > 0 ? `,${text}` : text;
    }
    yield ']';
  } else if (shape.kind === 'object') {
    yield '{';
    let first = true;
    for (const key of Object.keys(shape.value)) {
      const member = shape.value[key];
      const name = `${first ? '' : ','}${JSON.stringify(key)}:`;
      if (walks(member, depth + 1)) {
        yield name;
        yield* pieces(member, depth + 1);
      } else {
        // As JSON.stringify: members with no JSON form (undefined, functions, symbols) are left out.
        const text = JSON.stringify(member) as string | undefined;
        if (text === undefined) continue;
        yield `${name}${text}`;
      }
      first = false;
    }
    yield '}';
  }
}

/** `JSON.stringify(value)` in chunks of about CHUNK_CHARS characters (the same text, joined). */
export function* jsonTextChunks(value: unknown): Generator<string> {
  if (!walks(value, 0)) {
    const text = JSON.stringify(value) as string | undefined;
    if (text !== undefined) yield text;
    return;
  }
  let buffer = '';
  for (const piece of pieces(value, 0)) {
    buffer += piece;
    if (buffer.length >= CHUNK_CHARS) {
      yield buffer;
      buffer = '';
    }
  }
  if (buffer !== '') yield buffer;
}

/** A UTF-8 byte stream of `chunks`, each made when the reader asks for it. */
function byteStream(chunks: Iterator<string>, ended: () => void): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      const next = chunks.next();
      if (next.done === true) {
        controller.close();
        ended();
      } else {
        controller.enqueue(encoder.encode(next.value));
      }
    },
    cancel() {
      chunks.return?.(undefined);
    },
  }, { highWaterMark: 0 });
}

/** A request body that can be sent again: a new stream per attempt, until one was read to its end. */
export interface ReplayableBody {
  /** A new stream of the body; throws once the body was sent whole (a request sent is never sent again). */
  stream(): ReadableStream<Uint8Array>;
  /** Whether a stream of it was read to its end: the service has the whole request. */
  readonly sent: boolean;
}

/**
 * The JSON of what `make` returns, made anew for each stream when it is first read. Once a stream
 * was read to its end, `make` is dropped with everything it holds and `sent` is called: the caller
 * waits for the answer without the value.
 */
export function jsonBody(make: () => unknown, sent: () => void = () => {}): ReplayableBody {
  let source: (() => unknown) | undefined = make;
  const ended = () => {
    source = undefined;
    sent();
  };
  return {
    get sent() {
      return source === undefined;
    },
    stream() {
      if (source === undefined) throw new Error('a request body is sent once: it was read whole already');
      const from = source;
      // The value is made on the first read: a stream never read (an attempt that was not made) holds nothing.
      function* chunks(): Generator<string> {
        yield* jsonTextChunks(from());
      }
      return byteStream(chunks(), ended);
    },
  };
}
