// The streamed request body: the text JSON.stringify gives, in chunks, made anew per stream and
// never again once one stream was read whole.
import { describe, expect, it } from 'vitest';
import { jsonBody, jsonTextChunks } from './json-body.js';

const joined = (value: unknown) => [...jsonTextChunks(value)].join('');

async function text(stream: ReadableStream<Uint8Array>): Promise<string> {
  return new Response(stream).text();
}

/** A definition-like value: escapes, unicode, astral characters and members JSON leaves out. */
function tricky(n: number): unknown {
  return {
    definition: {
      actions: Array.from({ length: n }, (_, i) => ({
        variant: `a-${i}-ünï "quoted" \\ back\nline\t\u0001 😀 \u2028`,
        schema: { type: 'object', properties: { [`k ${i}/~`]: { type: 'string', enum: ['x', null, 1.5, -0, 1e21] } } },
        gone: undefined,
        fn: () => 1,
        list: [undefined, () => 2, Symbol('s'), { deep: { deeper: [1, { deepest: undefined }] } }],
        when: new Date(Date.UTC(2026, 0, 2, 3, 4, 5)),
      })),
      resources: { destinations: [], metrics: [{ name: 'm', queries: [{ name: 'q', config: { tags: {} } }] }], sources: undefined },
    },
    targets: [],
    message: '»why«',
  };
}

describe('jsonTextChunks', () => {
  it('joins to exactly what JSON.stringify gives, for leaves, containers and what JSON leaves out', () => {
    for (const value of [tricky(3), tricky(0), [], {}, [[[[[]]]]], 'str"ing', 42, null, true, [undefined], { a: undefined }, new Date(0), Object.create(null)]) {
      expect(joined(value)).toBe(JSON.stringify(value));
    }
    expect([...jsonTextChunks(undefined)]).toEqual([]);
  });

  it('cuts a large value into chunks of about 64 KiB, each whole JSON tokens', () => {
    const value = tricky(2000);
    const chunks = [...jsonTextChunks(value)];
    expect(chunks.length).toBeGreaterThan(5);
    expect(Math.max(...chunks.map((c) => c.length))).toBeLessThan(80 * 1024);
    expect(chunks.join('')).toBe(JSON.stringify(value));
    // No chunk ends inside a surrogate pair: each encodes to UTF-8 alone.
    for (const chunk of chunks) expect(new TextDecoder().decode(new TextEncoder().encode(chunk))).toBe(chunk);
  });
});

describe('jsonBody', () => {
  it('makes a new stream per attempt until one was read whole, then lets go of its value', async () => {
    let made = 0;
    let sent = 0;
    const body = jsonBody(() => { made += 1; return tricky(500); }, () => { sent += 1; });
    const unread = body.stream();
    // A stream is made from the value when it is read, not before.
    expect(made).toBe(0);
    await unread.cancel();
    expect(body.sent).toBe(false);
    expect(await text(body.stream())).toBe(JSON.stringify(tricky(500)));
    expect([made, sent, body.sent]).toEqual([1, 1, true]);
    expect(() => body.stream()).toThrow(/sent once/);
  });
});
