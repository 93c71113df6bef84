// The command tree of `capctl`: global options and one registration per command; commands load
// their heavy dependencies (state adapters, Ink, the service) only when they run.
import { Command } from 'commander';
import { ALLOW_BREAKING_VARIANT, registerApply } from './commands/apply.js';
import { registerCompletion } from './commands/completion.js';
import { registerCredentials } from './commands/credentials.js';
import { registerDrift } from './commands/drift.js';
import { registerExport } from './commands/export.js';
import { registerFmt } from './commands/fmt.js';
import { registerGraph } from './commands/graph.js';
import { registerKeys } from './commands/keys.js';
import { registerPlan } from './commands/plan.js';
import { policiesVersionArgv, registerPolicies } from './commands/policies-command.js';
import { registerRevisions } from './commands/revisions.js';
import { registerSchemas, schemaVersionArgv } from './commands/schemas.js';
import { registerServe } from './commands/serve.js';
import { registerShow } from './commands/show.js';
import { registerValidate } from './commands/validate.js';
import { registerVersion } from './commands/version.js';
import { withGlobalOptions } from './global-options.js';
import { CAPCTL_VERSION } from './version.js';

export function buildProgram(): Command {
  const program = withGlobalOptions(new Command('capctl'))
    .description('Plan and apply capacity definitions (actions, destinations, metrics, sources) as code')
    .version(CAPCTL_VERSION)
    .showHelpAfterError('(run with --help for usage)')
    .addHelpText('after', `
Examples:
  $ capctl validate examples/quickstart
  $ capctl plan examples/quickstart
  $ capctl apply examples/quickstart
  $ CAPACITY_URL=http://127.0.0.1:8080 CAPACITY_API_KEY=... capctl plan capacity/ --format markdown`);
  registerValidate(program);
  registerPlan(program);
  registerApply(program);
  registerShow(program);
  registerRevisions(program);
  registerDrift(program);
  registerSchemas(program);
  registerPolicies(program);
  registerGraph(program);
  registerExport(program);
  registerFmt(program);
  registerServe(program);
  registerKeys(program);
  registerCredentials(program);
  registerVersion(program);
  registerCompletion(program);
  return program;
}

/**
 * Rewrites `--allow-breaking=VARIANT` to the hidden `--allow-breaking-variant VARIANT`: an
 * optional option value would otherwise take the next word (`--allow-breaking capacity/`).
 */
export function normalizeArgv(argv: readonly string[]): string[] {
  return policiesVersionArgv(schemaVersionArgv(argv)).flatMap((arg) => {
    const match = /^--allow-breaking=(.*)$/s.exec(arg);
    return match ? [ALLOW_BREAKING_VARIANT, match[1] ?? ''] : [arg];
  });
}
