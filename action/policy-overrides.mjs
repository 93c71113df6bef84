#!/usr/bin/env node
// The action's `policy-overrides` input (one `NAME: reason` a line, set by the operator in the
// workflow file) as `capctl apply --override NAME=REASON` arguments, NUL-separated into the file
// named by its argument, for the apply step's `mapfile -d ''`. A bad line prints an `::error::`
// naming it and exits 1, writing nothing.
import { realpathSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { commandText } from './log-text.mjs';

/** A policy name as schemas/policies.schema.json allows it. */
const POLICY_NAME = /^[a-z0-9][a-z0-9._-]{0,62}$/;

const EXAMPLE = 'protected-deletes: retired in #123';

/** A line as a message quotes it: one line, at most 80 characters. */
const quoted = (line) => JSON.stringify(line.length > 80 ? `${line.slice(0, 80)}…` : line);

/**
 * The overrides of the input's text ({policy, reason} in order), or the problems, each naming its
 * line. Blank lines and `#` comment lines are skipped.
 */
export function parsePolicyOverrides(text) {
  const overrides = [];
  const problems = [];
  const seen = new Set();
  for (const [index, raw] of String(text ?? '').split(/\r?\n/).entries()) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) continue;
    const at = `policy-overrides line ${index + 1} (${quoted(line)})`;
    const colon = line.indexOf(':');
    const policy = (colon < 0 ? line : line.slice(0, colon)).trim();
    const reason = colon < 0 ? '' : line.slice(colon + 1).trim();
    if (!POLICY_NAME.test(policy)) {
      problems.push(`${at} does not start with a policy name (lower-case letters, digits, . _ -); write one override a line as NAME: reason, e.g. ${EXAMPLE}`);
    } else if (reason === '') {
      problems.push(`${at} gives no reason; write it as ${policy}: reason, e.g. ${EXAMPLE}`);
    } else if (seen.has(policy)) {
      problems.push(`${at} names ${policy} a second time; keep one line per policy`);
    } else {
      seen.add(policy);
      overrides.push({ policy, reason });
    }
  }
  return { overrides, problems };
}

/** The capctl arguments of the overrides: `--override NAME=REASON` each. */
export const overrideArguments = (overrides) => overrides.flatMap(({ policy, reason }) => ['--override', `${policy}=${reason}`]);

if (process.argv[1] && import.meta.url === pathToFileURL(realpathSync(process.argv[1])).href) {
  const { overrides, problems } = parsePolicyOverrides(process.env.CAPCTL_POLICY_OVERRIDES);
  for (const problem of problems) console.log(`::error::${commandText(`capctl action: ${problem}`)}`);
  if (problems.length > 0) process.exitCode = 1;
  else writeFileSync(process.argv[2], overrideArguments(overrides).map((a) => `${a}\0`).join(''));
}
