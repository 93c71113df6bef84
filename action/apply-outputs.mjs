#!/usr/bin/env node
// Turns `capctl apply --format json` (schemas/apply.schema.json) and its exit status into the
// action's outputs, with plan's --detailed-exitcode meaning: 0 nothing applied, 2 changes applied,
// 3 changes that deleted something or broke a schema, 1 an error. Prints `name=value` lines.
import { existsSync, readFileSync, realpathSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

export function applyOutputs(reportText, exitStatus) {
  let report;
  try {
    report = JSON.parse(reportText);
  } catch {
    report = undefined;
  }
  const summary = report?.plan?.summary;
  let exitcode = 1;
  if (exitStatus === 0 && report?.status === 'no_changes') exitcode = 0;
  // A weakened compatibility mode needs attention as a break does (plan's exit 3 counts it too).
  const weakened = Array.isArray(report?.plan?.steps) && report.plan.steps.some((s) => s?.weakened_mode !== undefined);
  if (exitStatus === 0 && report?.status === 'applied') exitcode = summary && (summary.delete > 0 || summary.breaking > 0 || weakened) ? 3 : 2;
  return {
    exitcode,
    has_changes: exitcode === 2 || exitcode === 3,
    has_destructive: exitcode === 3,
    // A value that could break the `name=value` line (a newline) is no revision id.
    revision_id: /^[\w.:-]+$/.test(String(report?.revision_id ?? '')) ? String(report.revision_id) : '',
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(realpathSync(process.argv[1])).href) {
  const [file = '', status = '1'] = process.argv.slice(2);
  const outputs = applyOutputs(existsSync(file) ? readFileSync(file, 'utf8') : '', Number(status));
  for (const [name, value] of Object.entries(outputs)) console.log(`${name}=${value}`);
}
