// The embedded adapter's transport: fetch Requests handed to a fastify app in this process through
// inject(), answered as fetch Responses. No socket, no port; the same routes, validation and
// envelopes as HTTP.

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

/** What inject() takes for one request. */
export interface InjectRequest {
  readonly method: string;
  readonly url: string;
  readonly headers: Record<string, string>;
  readonly payload?: Buffer;
}

/** A fetch Request as inject() options; reads the body once, so the result can be sent again. */
export async function toInjectRequest(request: Request): Promise<InjectRequest> {
  const url = new URL(request.url);
  const payload = request.body === null ? undefined : Buffer.from(await request.arrayBuffer());
  return {
    method: request.method,
    url: `${url.pathname}${url.search}`,
    headers: Object.fromEntries(request.headers),
    ...(payload === undefined ? {} : { payload }),
  };
}

/** Sends one request through inject() and answers it as a fetch Response. */
export async function injectRequest(app: InjectableApp, request: InjectRequest): Promise<Response> {
  const answer = await app.inject({ ...request, headers: { ...request.headers } });
  const body = NO_BODY.has(answer.statusCode) ? null : new Uint8Array(answer.rawPayload);
  return new Response(body, { status: answer.statusCode, headers: responseHeaders(answer.headers) });
}
