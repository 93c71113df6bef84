#!/usr/bin/env node
// The `capctl` command npm links: loads the bundle (dist/capctl.mjs). Committed, so that `npm ci`
// in a checkout links it before anything is built; it then says how to build instead of failing.
import { existsSync } from 'node:fs';

const bundle = new URL('../dist/capctl.mjs', import.meta.url);
if (!existsSync(bundle)) {
  process.stderr.write('error: capctl is not built yet (packages/cli/dist/capctl.mjs is missing)\n');
  process.stderr.write('hint: run `npm run build` in the capctl checkout, then run capctl again\n');
  process.exit(1);
}
await import(bundle.href);
