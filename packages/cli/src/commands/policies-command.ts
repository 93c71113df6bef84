// `capctl policies`: the command group for policy files. Today `validate` and `test` work on a
// directory alone, with no state; storing policies in the service (push, list, show, plan) is
// the service half of policies (docs/policies.md).
import type { Command } from 'commander';
import type { PoliciesFormatOptions } from './policies-validate.js';

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
}
