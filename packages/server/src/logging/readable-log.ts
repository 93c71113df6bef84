// A pino destination for a person at a terminal: one short line per request and per message
// (`12:03:04 GET /v1/orgs/1/config/state 200 3 ms`) instead of a JSON object per line.
import { Writable } from 'node:stream';

const LEVELS: Record<number, string> = { 10: 'trace', 20: 'debug', 30: 'info', 40: 'warn', 50: 'error', 60: 'fatal' };

interface LogRecord {
  readonly level?: number;
  readonly time?: number;
  readonly msg?: string;
  readonly reqId?: string;
  readonly req?: { readonly method?: string; readonly url?: string };
  readonly res?: { readonly statusCode?: number };
  readonly responseTime?: number;
  readonly err?: { readonly message?: string };
  /** The error handler's own field (kind and message, never a stack). */
  readonly failure?: { readonly message?: string };
}

function clock(time: number | undefined): string {
  return new Date(time ?? Date.now()).toISOString().slice(11, 19);
}

/**
 * Formats pino's JSON lines. Fastify logs each request twice (received, completed); the first
 * only records the method and URL, so that the second prints one line with the status.
 */
export function createReadableLogStream(out: { write(text: string): unknown }): Writable {
  const pending = new Map<string, string>();
  const format = (record: LogRecord): string | undefined => {
    const level = LEVELS[record.level ?? 30] ?? 'info';
    if (record.req && record.reqId && record.msg === 'incoming request') {
      pending.set(record.reqId, `${record.req.method ?? '?'} ${record.req.url ?? '?'}`);
      return undefined;
    }
    if (record.res && record.reqId) {
      const request = pending.get(record.reqId) ?? 'request';
      pending.delete(record.reqId);
      const ms = record.responseTime === undefined ? '' : ` ${Math.round(record.responseTime)} ms`;
      return `${clock(record.time)} ${request} ${record.res.statusCode ?? '?'}${ms}`;
    }
    const prefix = level === 'info' ? '' : `${level}: `;
    const detail = record.err?.message ?? record.failure?.message;
    const error = detail ? `: ${detail}` : '';
    return `${clock(record.time)} ${prefix}${record.msg ?? ''}${error}`;
  };
  return new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n')) {
        if (line.trim() === '') continue;
        let text: string | undefined;
        try {
          text = format(JSON.parse(line) as LogRecord);
        } catch {
          text = line;
        }
        if (text !== undefined) out.write(`${text}\n`);
      }
      done();
    },
  });
}
