// The service's pino options: request ids in every line, the x-service-auth header and
// anything named like a secret redacted (headers, fields and query-string parameters), and no
// request bodies.
import pino, { type DestinationStream, type Logger } from 'pino';
import { createReadableLogStream } from './readable-log.js';

export const REDACTED_PATHS = [
  'req.headers["x-service-auth"]',
  'req.headers.authorization',
  'req.headers.cookie',
  'headers["x-service-auth"]',
  '*.secret',
  '*.password',
  '*.token',
];

const CENSOR = '[redacted]';

/** Query parameters whose values are never logged: a key sent by mistake in a URL stays out of the log. */
const SECRET_PARAM = /key|token|secret|passw|auth|credential|signature|session|cookie|^sig$/i;

/** The URL with the value of every secret-looking query parameter replaced; the rest as sent. */
export function redactUrlQuery(url: string): string {
  const start = url.indexOf('?');
  if (start < 0) return url;
  const params = url.slice(start + 1).split('&').map((pair) => {
    const equals = pair.indexOf('=');
    const rawName = equals < 0 ? pair : pair.slice(0, equals);
    let name = rawName;
    try {
      name = decodeURIComponent(rawName.replace(/\+/g, ' '));
    } catch {
      // A malformed escape: judge the name as sent.
    }
    return equals >= 0 && SECRET_PARAM.test(name) ? `${rawName}=${CENSOR}` : pair;
  });
  return `${url.slice(0, start)}?${params.join('&')}`;
}

interface LoggedRequest {
  readonly method: string;
  readonly url: string;
  readonly host?: string;
  readonly ip?: string;
  readonly socket?: { readonly remotePort?: number };
}

/** fastify's own request serializer, with the query string redacted. */
function serializeRequest(request: LoggedRequest) {
  return {
    method: request.method,
    url: redactUrlQuery(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** `json`: one JSON object per line, for log collectors; `text`: short lines for a person. */
export type LogFormat = 'json' | 'text';

export function createLogger(options: { level?: string; destination?: DestinationStream; format?: LogFormat } = {}): Logger {
  const config = {
    level: options.level ?? 'info',
    redact: { paths: REDACTED_PATHS, censor: CENSOR },
    serializers: { req: serializeRequest },
  };
  // Redaction (and the request serializer) run before formatting, so the readable lines hide the same values.
  if (options.format === 'text') return pino(config, createReadableLogStream(options.destination ?? process.stdout));
  return options.destination ? pino(config, options.destination) : pino(config);
}
