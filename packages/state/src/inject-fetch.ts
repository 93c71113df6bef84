// A fetch that hands requests to a fastify app in this process through inject(): the embedded
// adapter's transport. No socket, no port; the same routes, validation and envelopes as HTTP.

/** The part of a fastify instance the transport needs. */
export interface InjectableApp {
  inject(options: {
    method: string;
    url: string;
    headers: Record<string, string>;
    payload?: Buffer;
  }): Promise<{ statusCode: number; headers: Record<string, unknown>; rawPayload: Buffer }>;
}

const NO_BODY = new Set([204, 205, 304]);

function responseHeaders(raw: Record<string, unknown>): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(raw)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(name, String(v));
  }
  return headers;
}

export function createInjectFetch(app: InjectableApp): (request: Request) => Promise<Response> {
  return async (request) => {
    const url = new URL(request.url);
    const payload = request.body === null ? undefined : Buffer.from(await request.arrayBuffer());
    const answer = await app.inject({
      method: request.method,
      url: `${url.pathname}${url.search}`,
      headers: Object.fromEntries(request.headers),
      ...(payload === undefined ? {} : { payload }),
    });
    const body = NO_BODY.has(answer.statusCode) ? null : new Uint8Array(answer.rawPayload);
    return new Response(body, { status: answer.statusCode, headers: responseHeaders(answer.headers) });
  };
}
