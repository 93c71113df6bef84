// The service's pino options: request ids in every line, the x-service-auth header and
// anything named like a secret redacted, and no request bodies.
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

/** `json`: one JSON object per line, for log collectors; `text`: short lines for a person. */
export type LogFormat = 'json' | 'text';

export function createLogger(options: { level?: string; destination?: DestinationStream; format?: LogFormat } = {}): Logger {
  const config = { level: options.level ?? 'info', redact: { paths: REDACTED_PATHS, censor: '[redacted]' } };
  // Redaction runs before formatting, so the readable lines hide the same values.
  if (options.format === 'text') return pino(config, createReadableLogStream(options.destination ?? process.stdout));
  return options.destination ? pino(config, options.destination) : pino(config);
}
