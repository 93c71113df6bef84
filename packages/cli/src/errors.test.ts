// How failures reach the user: `error:`, details, `hint:`, exit 1, and no stack unless asked.
import { Writable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { CliError, reportError } from './errors.js';

function capture(): { stream: Writable; text: () => string } {
  let text = '';
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      text += chunk.toString();
      done();
    },
  });
  return { stream, text: () => text };
}

afterEach(() => {
  delete process.env['CAPCTL_DEBUG'];
});

describe('reportError', () => {
  it('prints the message, its details and the hint, and returns exit code 1', () => {
    const out = capture();
    const code = reportError(new CliError('definition_invalid', '2 problems in defs:', {
      details: ['defs/a.yaml:3:5: unknown key', 'defs/b.yaml:1:1: bad'],
      hint: 'fix them',
    }), out.stream);
    expect(code).toBe(1);
    expect(out.text()).toBe('error: 2 problems in defs:\n  defs/a.yaml:3:5: unknown key\n  defs/b.yaml:1:1: bad\nhint: fix them\n');
  });

  it('shows an unexpected failure without its stack, unless CAPCTL_DEBUG=1', () => {
    const quiet = capture();
    reportError(new TypeError('x is not a function'), quiet.stream);
    expect(quiet.text()).toBe('error: unexpected failure: x is not a function\nhint: run again with CAPCTL_DEBUG=1 to see where it happened, and report it\n');

    process.env['CAPCTL_DEBUG'] = '1';
    const loud = capture();
    reportError(new TypeError('x is not a function'), loud.stream);
    expect(loud.text()).toMatch(/\n {4}at /);
  });

  it('keeps the state package errors\' own hint (recognised by name)', () => {
    const out = capture();
    const error = Object.assign(new Error('the API key was refused by http://h: unknown key'), {
      name: 'StateError', code: 'unauthenticated', details: [], hint: 'check CAPACITY_API_KEY',
    });
    reportError(error, out.stream);
    expect(out.text()).toBe('error: the API key was refused by http://h: unknown key\nhint: check CAPACITY_API_KEY\n');
  });

  it('shows the service refusing to start as the setting to fix; its internal errors stay unexpected (recognised by name)', () => {
    const refusal = capture();
    const error = Object.assign(new Error('CAPACITY_SECRET_KEY is not set: make one with `openssl rand -base64 32`'), { name: 'ServiceError', code: 'invalid_request' });
    reportError(error, refusal.stream);
    expect(refusal.text()).toBe('error: CAPACITY_SECRET_KEY is not set: make one with `openssl rand -base64 32`\n');

    const internal = capture();
    reportError(Object.assign(new Error('boom'), { name: 'ServiceError', code: 'internal' }), internal.stream);
    expect(internal.text()).toMatch(/^error: unexpected failure: boom\n/);
  });

  it('colours the error: and hint: prefixes on a terminal, never with NO_COLOR or in a pipe', () => {
    const error = new CliError('io', 'cannot write x', { hint: 'check the path' });
    const tty = capture();
    reportError(error, Object.assign(tty.stream, { isTTY: true }), {});
    expect(tty.text()).toBe('\u001b[1m\u001b[31merror:\u001b[39m\u001b[22m cannot write x\n\u001b[1m\u001b[36mhint:\u001b[39m\u001b[22m check the path\n');

    const noColor = capture();
    reportError(error, Object.assign(noColor.stream, { isTTY: true }), { NO_COLOR: '1' });
    expect(noColor.text()).toBe('error: cannot write x\nhint: check the path\n');

    const pipe = capture();
    reportError(error, pipe.stream, {});
    expect(pipe.text()).toBe('error: cannot write x\nhint: check the path\n');
  });
});
