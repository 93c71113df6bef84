// The answer parsed as it arrives gives what JSON.parse gives, however its text is cut into
// chunks (bytes of one character split apart included), and refuses what JSON.parse refuses.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { JsonStreamParser, parseJsonStream } from './json-stream-parse.js';

function parsedIn(pieces: readonly string[]): unknown {
  const parser = new JsonStreamParser();
  for (const piece of pieces) parser.push(piece);
  return parser.end();
}

/** `text` cut at `cuts` (positions, any order). */
function cut(text: string, cuts: readonly number[]): string[] {
  const at = [...new Set(cuts.map((c) => c % (text.length + 1)))].sort((a, b) => a - b);
  return [...at, text.length].map((end, i) => text.slice(i === 0 ? 0 : at[i - 1], end));
}

function bytesStream(bytes: Uint8Array, size: number): ReadableStream<Uint8Array> {
  let at = 0;
  return new ReadableStream({
    pull(controller) {
      if (at >= bytes.length) controller.close();
      else controller.enqueue(bytes.slice(at, (at += size)));
    },
  });
}

const ANSWER = JSON.stringify({
  data: {
    id: null, org_id: '3', lineage: 'l', digest: 'd', serial: 0,
    preview_steps: [
      { kind: 'action', op: 'create', name: 'ünï "q" \\ 😀', after: { schema: { type: 'object', enum: [1, -0, 1e21, null, true] } } },
      { kind: 'destination', op: 'update', name: 'x}]{[', patch: [{ op: 'replace', path: '/a~1b', value: '"}' }] },
      [], {}, 'a step that is a string', 12.5e-3, false,
    ],
    summary: { create: 1, update: 1, delete: 0, unchanged: 0, breaking: 0 },
    diagnostics: [],
  },
  errors: null,
});

describe('JsonStreamParser', () => {
  it('gives what JSON.parse gives for a plan answer cut anywhere', () => {
    const whole = JSON.parse(ANSWER) as unknown;
    for (let at = 0; at <= ANSWER.length; at++) expect(parsedIn([ANSWER.slice(0, at), ANSWER.slice(at)])).toEqual(whole);
    expect(parsedIn([...ANSWER])).toEqual(whole);
  });

  it('gives what JSON.parse gives for any JSON text, in any chunks', () => {
    let nested = 0;
    fc.assert(fc.property(fc.json({ maxDepth: 6 }), fc.array(fc.nat(), { maxLength: 8 }), (text, cuts) => {
      if (/^\s*[[{]/.test(text) && /[[{][^[{]*[[{][^[{]*[[{]/.test(text)) nested += 1;
      expect(parsedIn(cut(text, cuts))).toEqual(JSON.parse(text));
    }), { numRuns: 500 });
    // Not passed vacuously: many texts reach the depth where values are parsed whole.
    expect(nested).toBeGreaterThan(50);
  });

  it('keeps __proto__ and repeated members as JSON.parse does', () => {
    const text = '{"__proto__": {"x": 1}, "data": {"__proto__": [1], "a": 1, "a": 2}}';
    const value = parsedIn(cut(text, [3, 17, 30])) as Record<string, Record<string, unknown>>;
    expect(Object.getPrototypeOf(value)).toBe(Object.prototype);
    expect(Object.keys(value)).toEqual(['__proto__', 'data']);
    expect(value['data']).toEqual(JSON.parse(text).data);
    expect(Object.getPrototypeOf(value['data'])).toBe(Object.prototype);
  });

  it('refuses what JSON.parse refuses', () => {
    for (const text of ['', '{', '{"a":1', '{"a" 1}', '[1,]', '[1 2]', '{"a":1}}', '{"a":1} x', '[}', '{1:2}', '{"a":tru}', '{"a":{"b":{"c":[1,}}}}']) {
      expect(() => JSON.parse(text)).toThrow();
      expect(() => parsedIn(cut(text, [1, 4]))).toThrow(SyntaxError);
    }
  });
});

describe('parseJsonStream', () => {
  it('reads UTF-8 bytes whose characters are split between chunks', async () => {
    const bytes = new TextEncoder().encode(ANSWER);
    for (const size of [1, 2, 3, 7, 4096]) expect(await parseJsonStream(bytesStream(bytes, size))).toEqual(JSON.parse(ANSWER));
  });
});
