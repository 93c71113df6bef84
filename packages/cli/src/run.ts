// Runs the command tree and turns any failure into one `error:` line, a `hint:` and exit
// status 1 (see errors.ts).
import { reportError } from './errors.js';
import { buildProgram, normalizeArgv } from './program.js';

export async function main(argv: readonly string[]): Promise<void> {
  try {
    await buildProgram().parseAsync(normalizeArgv(argv));
  } catch (error) {
    process.exitCode = reportError(error);
  }
}
