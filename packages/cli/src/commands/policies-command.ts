// `capctl policies`: the command group for policy files. `validate` and `test` work on a
// directory alone, with no state; `push`, `list` and `show` store and read the org's policy set
// in the service (or the local state), which evaluates it on every plan (docs/policies.md).
import { Option, type Command } from 'commander';
import { withTargetOptions } from '../target.js';
import type { PoliciesPushOptions } from './policies-push.js';
import type { PoliciesReadOptions } from './policies-read.js';
import type { PoliciesFormatOptions } from './policies-validate.js';
import type { PoliciesPlanOptions } from './policies-plan.js';

// The commands load the policy engine (CEL) only when they run: other commands never pay for it.

/** The hidden option `policies list|show --version N` is rewritten to: `--version` alone prints capctl's version. */
const SET_VERSION = '--set-version';

/** Rewrites `--version N` / `--version=N` after `policies list` or `policies show` (before parsing, see program.ts). */
export function policiesVersionArgv(argv: readonly string[]): string[] {
  const at = argv.indexOf('policies');
  if (at < 0 || (argv[at + 1] !== 'list' && argv[at + 1] !== 'show')) return [...argv];
  return argv.flatMap((arg, i) => {
    if (i <= at + 1) return [arg];
    if (arg === '--version') return [SET_VERSION];
    return arg.startsWith('--version=') ? [SET_VERSION, arg.slice('--version='.length)] : [arg];
  });
}

/** `--version N`, parsed as the hidden --set-version (help names it in the text after the options). */
function withSetVersion(command: Command): Command {
  return command.addOption(new Option(`${SET_VERSION} <n>`).hideHelp());
}

function registerStored(policies: Command): void {
  withTargetOptions(policies.command('push'))
    .description('check the policy files of a directory, then store them as the org\'s new policy set (admin keys only)')
    .argument('<dir>', 'a directory of policy files (*.yaml, one policy per document; *.test.yaml files are not sent), or one file')
    .option('--message <text>', 'why the rules change, stored with the new version')
    .option('--format <format>', 'text or json (the stored set: schemas/policies-list.schema.json)', 'text')
    .addHelpText('after', `
The files are checked here first: a problem is shown at file:line:column and nothing is sent.
The set replaces the one in force; each file is sent by its path relative to the directory.
Over HTTP the key must have the admin role (\`capctl keys create --role admin\`): the plan and
apply keys of CI cannot change the rules their plans are checked against.

Examples:
  $ capctl policies push examples/policies --message "delete budget of 10"
  $ CAPACITY_URL=https://capacity.example.com CAPACITY_API_KEY=$ADMIN_KEY capctl policies push policies/
  $ capctl policies push policies/ --format json`)
    .action(async (dir: string, options: PoliciesPushOptions) => {
      const { runPoliciesPush } = await import('./policies-push.js');
      process.exitCode = await runPoliciesPush(dir, options);
    });
  withSetVersion(withTargetOptions(policies.command('list')))
    .description('show the org\'s policy set in force (or --version N): who pushed it, and each policy')
    .option('--format <format>', 'text or json (schemas/policies-list.schema.json)', 'text')
    .addHelpText('after', `
  --version <n>      a stored version of the set instead of the one in force

Examples:
  $ capctl policies list
  $ capctl policies list --version 3
  $ capctl policies list --format json`)
    .action(async (options: PoliciesReadOptions) => {
      const { runPoliciesList } = await import('./policies-read.js');
      process.exitCode = await runPoliciesList(options);
    });
  withSetVersion(withTargetOptions(policies.command('show')))
    .description('show one policy of the set in force (or --version N): its fields, condition and where it was written')
    .argument('<name>', 'the policy\'s name, as `policies list` shows it')
    .option('--format <format>', 'text or json (schemas/policies-show.schema.json)', 'text')
    .addHelpText('after', `
  --version <n>      a stored version of the set instead of the one in force

Examples:
  $ capctl policies show delete-budget
  $ capctl policies show delete-budget --version 2 --format json`)
    .action(async (name: string, options: PoliciesReadOptions) => {
      const { runPoliciesShow } = await import('./policies-read.js');
      process.exitCode = await runPoliciesShow(name, options);
    });
}

export function registerPolicies(program: Command): void {
  const policies = program.command('policies')
    .description('check policy files, run their tests, and push, list and show the org\'s stored policy set');
  policies.command('validate')
    .description('check policy files: YAML, fields, and each CEL expression\'s syntax and types')
    .argument('<dir>', 'a directory of policy files (*.yaml, one policy per document), or one file')
    .option('--format <format>', 'text or json (a report that also lists every problem)', 'text')
    .addHelpText('after', `
Examples:
  $ capctl policies validate examples/policies
  $ capctl policies validate policies/ --format json`)
    .action(async (dir: string, options: PoliciesFormatOptions) => {
      const { runPoliciesValidate } = await import('./policies-validate.js');
      process.exitCode = await runPoliciesValidate(dir, options);
    });
  policies.command('test')
    .description('run the test cases written beside the policies (*.test.yaml); exit 1 when one fails')
    .argument('<dir>', 'a directory of policy files and their *.test.yaml cases')
    .option('--format <format>', 'text or json (every case with what differed)', 'text')
    .addHelpText('after', `
Each case plans a definition against the state another definition leaves, evaluates the
policies, and compares the violations with the expected ones (docs/policies.md).

Examples:
  $ capctl policies test examples/policies
  $ capctl policies test policies/ --format json`)
    .action(async (dir: string, options: PoliciesFormatOptions) => {
      const { runPoliciesTest } = await import('./policies-test.js');
      process.exitCode = await runPoliciesTest(dir, options);
    });
  withTargetOptions(policies.command('plan'))
    .description('show what a new policy set would newly flag or stop flagging, on the state and on the last plan, before it is pushed')
    .argument('<dir>', 'a directory of policy files: the set you mean to push')
    .option('--format <format>', 'text, markdown (for a pull-request comment) or json', 'text')
    .addHelpText('after', `
The set in DIR and the set in force are evaluated over the current state (object-scope policies,
nothing planned) and over the newest planned revision; each violation one set flags and the other
does not is listed, with its policy, subject, enforcement and message.

Exit status: 0 no change, 2 changes, 1 an error (a set that does not compile: its problems at file:line:column).

Examples:
  $ capctl policies plan policies/
  $ capctl policies plan policies/ --format markdown > policies-plan.md
  $ capctl policies plan policies/ --url https://capacity.example.com --format json`)
    .action(async (dir: string, options: PoliciesPlanOptions) => {
      const { runPoliciesPlan } = await import('./policies-plan.js');
      process.exitCode = await runPoliciesPlan(dir, options);
    });
  registerStored(policies);
}
