// "Using org N, the key's org" is said once per project, service and org, not on every command:
// what was said is remembered (hashed, no key) in the user's state directory, as shells keep history.
import { createHash } from 'node:crypto';
import { appendFileSync, mkdirSync, readFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { findProjectRoot } from './project-root.js';

/** `$XDG_STATE_HOME/capctl`, else `~/.local/state/capctl` (the XDG base directory default). */
function stateHome(env: NodeJS.ProcessEnv): string {
  const xdg = env['XDG_STATE_HOME'];
  return join(xdg !== undefined && xdg !== '' ? xdg : join(homedir(), '.local', 'state'), 'capctl');
}

/**
 * True the first time this project (found from the current directory), service URL and org meet;
 * remembers it. When nothing can be remembered (a read-only home), it is said every time.
 */
export function firstTimeKeyOrg(url: string, orgId: string, env: NodeJS.ProcessEnv = process.env): boolean {
  const project = findProjectRoot(process.cwd()).dir;
  const entry = createHash('sha256').update(`${project}\n${url}\n${orgId}`).digest('hex').slice(0, 32);
  const dir = stateHome(env);
  const file = join(dir, 'key-orgs');
  try {
    const said = readFileSync(file, { encoding: 'utf8', flag: 'a+' }).split('\n');
    if (said.includes(entry)) return false;
  } catch {
    // No file yet (or no directory): said now, and remembered below if possible.
  }
  try {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    appendFileSync(file, `${entry}\n`, { mode: 0o600 });
  } catch {
    // Nowhere to remember it: say it every time rather than never.
  }
  return true;
}
