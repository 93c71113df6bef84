// Writes a renderer's chunks to a stream as they are produced: small chunks are gathered into
// blocks, and a full stream is waited for ('drain'), so memory holds a block, not the output. A
// stream that fails (its reader closed the pipe: EPIPE) stops the rendering with one typed error.
import { createWriteStream } from 'node:fs';
import type { Writable } from 'node:stream';
import { CliError } from '../errors.js';

/** Characters gathered before a write: large enough that a write costs little, small beside any plan. */
export const BLOCK_CHARS = 64 * 1024;

/** The stream's error, or that it was closed: a write to it would never land. */
function failure(out: Writable, seen: Error | undefined): Error | undefined {
  return seen ?? out.errored ?? (out.destroyed ? Object.assign(new Error('closed'), { code: 'ERR_STREAM_DESTROYED' }) : undefined);
}

/**
 * A closed reader (EPIPE, a destroyed stream) is said as such; any other failure (a file that
 * cannot be opened or written) is Node's own error, which names the file and the system call.
 */
function writeError(what: string, error: Error): Error {
  const code = (error as { code?: unknown }).code;
  if (code !== 'EPIPE' && code !== 'ERR_STREAM_DESTROYED' && code !== 'ECONNRESET') return error;
  return new CliError('io', `could not write ${what}: it was closed before the end`, {
    hint: 'the command reading the output stopped early; what was planned or applied before is kept',
  });
}

/** Resolves when the stream takes more (drain), or can take nothing more (close, error). */
function writable(out: Writable): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      out.off('drain', done);
      out.off('close', done);
      out.off('error', done);
      resolve();
    };
    out.on('drain', done);
    out.on('close', done);
    out.on('error', done);
  });
}

/**
 * Writes every chunk to `out` and resolves once all are handed to it (not ended: stdout stays
 * open; a file's caller ends it). `what` names the output in the error a failed write gives.
 */
export async function writeChunks(out: Writable, chunks: Iterable<string>, what: string): Promise<void> {
  let seen: Error | undefined;
  // Kept after a failure: a stream may emit its error after the failed write has returned.
  const onError = (error: Error) => {
    seen = error;
  };
  out.on('error', onError);
  const check = () => {
    const stopped = failure(out, seen);
    if (stopped !== undefined) throw writeError(what, stopped);
  };
  // Resolves when the last block given has been written (or has failed): a failure of the last
  // write is reported here, not as an unhandled 'error' once the listener is gone.
  let written: Promise<void> = Promise.resolve();
  const write = async (block: string) => {
    check();
    let full = false;
    written = new Promise((resolve) => {
      full = !out.write(block, () => resolve());
    });
    if (full) await writable(out);
  };
  try {
    let block = '';
    for (const chunk of chunks) {
      block += chunk;
      if (block.length < BLOCK_CHARS) continue;
      await write(block);
      block = '';
    }
    if (block !== '') await write(block);
    await written;
    check();
  } finally {
    if (failure(out, seen) === undefined) out.off('error', onError);
  }
}

/** Writes the chunks to a new file (replacing any), created with `mode`; resolves once it is closed. */
export async function writeFileChunks(file: string, chunks: Iterable<string>, mode: number): Promise<void> {
  const out = createWriteStream(file, { mode });
  const closed = new Promise<Error | undefined>((resolve) => {
    out.once('close', () => resolve(undefined));
    out.once('error', resolve);
  });
  try {
    await writeChunks(out, chunks, file);
  } catch (error) {
    out.destroy();
    throw error;
  }
  out.end();
  const error = await closed;
  if (error !== undefined) throw writeError(file, error);
}
