// A revision's answer written in pieces: its text at 100,000 actions is about 100 MB, held once as
// a string and once more as the bytes written. The pieces are the route's own serializer's text,
// so the body is byte for byte the one the whole answer would have been.
import { Readable } from 'node:stream';

/** An envelope whose `data` carries a plan's steps (masked) as `preview_steps`. */
export interface StepsEnvelope {
  readonly data: { readonly preview_steps: readonly unknown[] };
}

/** Steps serialized at a time: a few hundred kB of text. */
export const STEPS_PER_PIECE = 500;

const EMPTY = '"preview_steps":[]';

/**
 * A member of `data` as a piece's envelope carries it: an array emptied, and so are an object's
 * arrays (the policy report's results and errors: one per step when a policy flags every step),
 * so that a piece does not write them again.
 */
function slimmed(value: unknown): unknown {
  if (Array.isArray(value)) return [];
  if (typeof value !== 'object' || value === null) return value;
  let out: Record<string, unknown> | undefined;
  for (const [key, member] of Object.entries(value)) if (Array.isArray(member) && member.length > 0) (out ??= { ...value })[key] = [];
  return out ?? value;
}

/** The envelope with other steps, and with `data`'s other arrays emptied when `slim` (see `slimmed`). */
function withSteps<T extends StepsEnvelope>(envelope: T, steps: readonly unknown[], slim: boolean): T {
  const data: Record<string, unknown> = { ...(envelope.data as Readonly<Record<string, unknown>>), preview_steps: steps };
  if (slim) for (const [key, value] of Object.entries(data)) if (key !== 'preview_steps') data[key] = slimmed(value);
  return { ...envelope, data };
}

/** The text before and after `"preview_steps":[]` ('[' ends the one, ']' starts the other). */
function around(text: string): [head: string, tail: string] | undefined {
  // Inside a JSON string a quote is escaped, so this text appears only as the key and its value.
  const at = text.indexOf(EMPTY);
  return at < 0 ? undefined : [text.slice(0, at + EMPTY.length - 1), text.slice(at + EMPTY.length - 1)];
}

/**
 * The pieces of `serialize(envelope)`: the text around the steps, and the steps' text
 * `perPiece` steps at a time, each cut out of the serializer's text of an envelope holding only
 * them (its other arrays emptied, so that a piece does not pay again for the diagnostics or the
 * policy report).
 * The text around the steps is made before the first piece is asked for, so an envelope the
 * serializer refuses throws here, before anything is sent. One piece for a small answer.
 */
export function answerPieces<T extends StepsEnvelope>(serialize: (payload: T) => string, envelope: T, perPiece = STEPS_PER_PIECE): Iterable<string> {
  const steps = envelope.data.preview_steps;
  if (steps.length <= perPiece) return [serialize(envelope)];
  const whole = around(serialize(withSteps(envelope, [], false)));
  const slim = around(serialize(withSteps(envelope, [], true)));
  if (whole === undefined || slim === undefined) return [serialize(envelope)];
  const [head, tail] = whole;
  const [slimHead, slimTail] = slim;
  return (function* pieces() {
    yield head;
    for (let i = 0; i < steps.length; i += perPiece) {
      const text = serialize(withSteps(envelope, steps.slice(i, i + perPiece), true));
      // The serializer writes each member by itself, so only the steps' text differs.
      if (!text.startsWith(slimHead) || !text.endsWith(slimTail)) throw new Error('a piece of the answer is not framed as the whole answer was');
      const items = text.slice(slimHead.length, text.length - slimTail.length);
      yield i === 0 ? items : `,${items}`;
    }
    yield tail;
  })();
}

/** `answerPieces` as a stream to hand to fastify's `reply.send` (which then does not serialize). */
export function answerStream<T extends StepsEnvelope>(serialize: (payload: T) => string, envelope: T): Readable {
  return Readable.from(answerPieces(serialize, envelope), { objectMode: false });
}
