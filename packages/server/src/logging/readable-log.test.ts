// The readable log lines `capctl serve` prints on a terminal, from the JSON lines pino writes.
import { describe, expect, it } from 'vitest';
import { createReadableLogStream } from './readable-log.js';

function format(records: readonly object[]): string[] {
  const out: string[] = [];
  const stream = createReadableLogStream({ write: (text: string) => out.push(text) });
  for (const record of records) stream.write(`${JSON.stringify(record)}\n`);
  return out.join('').trimEnd().split('\n');
}

const time = Date.parse('2026-11-24T10:31:09.000Z');

describe('readable log lines', () => {
  it('prints one line per request with its status and time, and messages with their level', () => {
    expect(format([
      { level: 30, time, msg: 'Server listening at http://127.0.0.1:8091' },
      { level: 30, time, reqId: 'r1', req: { method: 'GET', url: '/healthz' }, msg: 'incoming request' },
      { level: 30, time, reqId: 'r1', res: { statusCode: 200 }, responseTime: 3.4, msg: 'request completed' },
      { level: 50, time, reqId: 'r2', failure: { kind: 'Error', message: 'database is locked' }, msg: 'request failed' },
    ])).toEqual([
      '10:31:09 Server listening at http://127.0.0.1:8091',
      '10:31:09 GET /healthz 200 3 ms',
      '10:31:09 error: request failed: database is locked',
    ]);
  });

  it('passes through a line that is not JSON', () => {
    expect(format([]).filter(Boolean)).toEqual([]);
    const out: string[] = [];
    createReadableLogStream({ write: (text: string) => out.push(text) }).write('plain text\n');
    expect(out).toEqual(['plain text\n']);
  });
});
