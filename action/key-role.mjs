#!/usr/bin/env node
// Plan mode runs the pull request's definition (and, on `pull_request` events, its workflow): the
// key it holds should only plan. Asks the service what the key is (GET /v1/self: its role) and
// warns when it can apply, so an operator sees it before a pull request can use it.
import { realpathSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { commandText } from './log-text.mjs';

/** The key's role (`plan` or `apply`), or undefined when the service does not say. */
export async function keyRole(url, key) {
  try {
    // As capctl joins them (a service under a path keeps it). Only a warning waits on this answer:
    // a service that does not answer soon is left to the plan step.
    const response = await fetch(`${url.replace(/\/+$/, '')}/v1/self`, { headers: { 'x-service-auth': key, accept: 'application/json' }, signal: AbortSignal.timeout(15_000) });
    if (!response.ok) return undefined;
    const role = (await response.json())?.data?.role;
    return typeof role === 'string' ? role : undefined;
  } catch {
    return undefined;
  }
}

/** The warning for a plan job holding `role`, or undefined when there is nothing to say. */
export function roleWarning(role) {
  if (role !== 'apply') return undefined;
  return 'the api-key of this plan job has the role apply: anything the pull request runs can read it and apply with it. '
    + 'Give plan jobs a key of role plan (capctl keys create --role plan; e.g. secret CAPACITY_PLAN_KEY), and the apply key to the apply job on main only';
}

if (process.argv[1] && import.meta.url === pathToFileURL(realpathSync(process.argv[1])).href) {
  const { CAPACITY_URL: url = '', CAPACITY_API_KEY: key = '' } = process.env;
  if (url !== '' && key !== '') {
    const warning = roleWarning(await keyRole(url, key));
    if (warning) console.log(`::warning::${commandText(`capctl action: ${warning}`)}`);
  }
}
