#!/usr/bin/env node
// The plan step's `has_changes`: whether the plan has steps, read from the plan capctl saved
// (`plan --out`), whatever the exit code: 3 is also a plan the org's policies block, which may
// change nothing. Prints one `has_changes=true|false` line.
import { existsSync, readFileSync, realpathSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

export function planHasChanges(savedPlanText, exitcode) {
  // A failed plan (1) has no steps to speak of; 0 is a plan without any.
  if (exitcode !== 2 && exitcode !== 3) return false;
  let saved;
  try {
    saved = JSON.parse(savedPlanText);
  } catch {
    saved = undefined;
  }
  const steps = saved?.plan?.steps;
  if (Array.isArray(steps)) return steps.length > 0;
  // No saved plan to read (a capctl given as `package` that saved none): the exit code says it, as before.
  return true;
}

if (process.argv[1] && import.meta.url === pathToFileURL(realpathSync(process.argv[1])).href) {
  const [file = '', code = '1'] = process.argv.slice(2);
  console.log(`has_changes=${planHasChanges(existsSync(file) ? readFileSync(file, 'utf8') : '', Number(code))}`);
}
