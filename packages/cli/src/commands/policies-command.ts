// `capctl policies`: the command group for policy files. `validate` and `test` work on a
// directory alone, with no state; `plan` compares a directory's set with the set in force over the
// state and the last plan (docs/policies.md).
import type { Command } from 'commander';
import type { PoliciesFormatOptions } from './policies-validate.js';
import type { PoliciesPlanOptions } from './policies-plan.js';
import { withTargetOptions } from '../target.js';

// The commands load the policy engine (CEL) only when they run: other commands never pay for it.

export function registerPolicies(program: Command): void {
  const policies = program.command('policies')
    .description('check policy files and run their tests (CEL rules evaluated on every plan)');
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
}
