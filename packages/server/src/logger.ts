// The service's pino options: request ids in every line, the x-service-auth header and
// anything named like a secret redacted, and no request bodies.
import pino, { type DestinationStream, type Logger } from 'pino';

export const REDACTED_PATHS = [
  'req.headers["x-service-auth"]',
  'req.headers.authorization',
  'req.headers.cookie',
  'headers["x-service-auth"]',
  '*.secret',
  '*.password',
  '*.token',
];

export function createLogger(options: { level?: string; destination?: DestinationStream } = {}): Logger {
  const config = { level: options.level ?? 'info', redact: { paths: REDACTED_PATHS, censor: '[redacted]' } };
  return options.destination ? pino(config, options.destination) : pino(config);
}
