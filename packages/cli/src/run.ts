// Runs the command tree (after answering Terraform's one-dash spellings) and turns any failure
// into one `error:` line, a `hint:` and exit status 1 (see errors.ts).
import { reportError } from './errors.js';
import { buildProgram, normalizeArgv } from './program.js';
import { refuseSingleDashLongOptions } from './single-dash.js';

export async function main(argv: readonly string[]): Promise<void> {
  try {
    const program = buildProgram();
    refuseSingleDashLongOptions(argv.slice(2), program);
    await program.parseAsync(normalizeArgv(argv));
  } catch (error) {
    process.exitCode = reportError(error);
  }
}
