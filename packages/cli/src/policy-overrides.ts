// `capctl apply --override NAME=REASON`: the overridable policies an apply asks the service to let
// through, each by name with a reason (core's PolicyOverride, recorded with the revision).
import type { PolicyOverride } from '@capctl/core';
import { CliError } from './errors.js';
import { terminalText } from './render/safe-text/index.js';

/** A policy name as schemas/policies.schema.json allows it. */
const POLICY_NAME = /^[a-z0-9][a-z0-9._-]{0,62}$/;

const EXAMPLE = '--override protected-deletes="retired in #123"';

function usage(message: string, hint: string): CliError {
  return new CliError('usage', message, { hint });
}

/** One `NAME=REASON` value; the reason is everything after the first `=`, trimmed. */
function parseOne(value: string): PolicyOverride {
  const eq = value.indexOf('=');
  const policy = (eq < 0 ? value : value.slice(0, eq)).trim();
  const shown = terminalText(policy.length > 64 ? `${policy.slice(0, 64)}…` : policy);
  if (policy === '') {
    throw usage('--override needs a policy name before "="', `name the overridable policy and give the reason: ${EXAMPLE}`);
  }
  if (!POLICY_NAME.test(policy)) {
    throw usage(`--override ${shown}: "${shown}" is not a policy name (lower-case letters, digits, ".", "_" and "-")`,
      `name the policy as its file does, then the reason: ${EXAMPLE}`);
  }
  if (eq < 0) {
    throw usage(`--override ${policy} gives no reason`, `an override is recorded with why it was needed: --override ${policy}="REASON"`);
  }
  const reason = value.slice(eq + 1).trim();
  if (reason === '') {
    throw usage(`--override ${policy}= gives an empty reason`, `say why the policy is overridden: --override ${policy}="REASON"`);
  }
  return { policy, reason };
}

/** Every `--override` value, in the order given; a policy named twice is refused (which reason would count?). */
export function parsePolicyOverrides(values: readonly string[] | undefined): readonly PolicyOverride[] {
  const overrides = (values ?? []).map(parseOne);
  const seen = new Set<string>();
  for (const { policy } of overrides) {
    if (seen.has(policy)) throw usage(`--override ${policy} is given twice`, `give each policy one --override with one reason`);
    seen.add(policy);
  }
  return overrides;
}

/** Commander's collector: `--override` is repeatable. */
export function collectOverride(value: string, previous: readonly string[] | undefined): string[] {
  return [...(previous ?? []), value];
}

/** The line that says, before applying, which policy an apply overrides and why. */
export const overrideLine = (override: PolicyOverride): string =>
  `Overriding policy ${override.policy}: ${terminalText(override.reason)}\n`;
