#!/usr/bin/env node
// Refuses the action's inputs before anything runs when they would make capctl guess its target
// (an empty `url`, e.g. a mistyped secret), and names the environment the plan comment is for.
// Prints `::error::` lines and exits 1 on a problem; writes `environment=NAME` to GITHUB_OUTPUT.
import { appendFileSync, realpathSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { commandText } from './log-text.mjs';

/** What an environment name may hold: it goes into the comment's hidden marker line. */
const ENVIRONMENT = /^[A-Za-z0-9][A-Za-z0-9._:[\]-]{0,62}$/;

/**
 * Checks the inputs (as the action passes them in the environment); returns the problems, each a
 * sentence that says what to do, and the environment name (given, or the URL's host, or `local`).
 */
export function checkInputs(env) {
  const problems = [];
  const mode = env.CAPCTL_MODE ?? '';
  const url = (env.CAPACITY_URL ?? '').trim();
  const state = (env.CAPCTL_STATE ?? '').trim();
  const hasKey = (env.CAPACITY_API_KEY ?? '') !== '';
  if (mode !== 'plan' && mode !== 'apply') problems.push(`the input mode is "${mode}"; use plan or apply`);
  let host;
  if (url !== '') {
    try {
      const parsed = new URL(url);
      if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') throw new Error('not http');
      host = parsed.host.toLowerCase();
    } catch {
      problems.push('the input url is not an http(s) URL; set it to the service, e.g. https://capacity.example.com');
    }
  }
  if (url !== '' && state !== '') {
    problems.push('both url and state are set: a service and a local state at once; keep one of them');
  }
  if (url === '' && hasKey) {
    problems.push('the input api-key is set but url is empty, so there is no service to send it to; '
      + 'check that the secret passed as url (e.g. CAPACITY_URL) exists and is spelled right');
  } else if (url === '' && state === '') {
    problems.push('the input url is empty: capctl would plan against a new, empty local state; '
      + 'set url to the service (check that its secret exists and is spelled right), or set state to a local database path to use local state on purpose');
  }
  const environment = (env.CAPCTL_ENVIRONMENT ?? '').trim() || host || 'local';
  if (!ENVIRONMENT.test(environment)) {
    problems.push(`the input environment is "${environment}"; use letters, digits and . _ : - (at most 63), e.g. production`);
  }
  return { problems, environment };
}

if (process.argv[1] && import.meta.url === pathToFileURL(realpathSync(process.argv[1])).href) {
  const { problems, environment } = checkInputs(process.env);
  for (const problem of problems) console.log(`::error::${commandText(`capctl action: ${problem}`)}`);
  if (problems.length > 0) process.exitCode = 1;
  else if (process.env.GITHUB_OUTPUT) appendFileSync(process.env.GITHUB_OUTPUT, `environment=${environment}\n`);
}
