// The built binary loads the policy engine (CEL, RE2, protobuf) only when a `capctl policies`
// command runs: the modules that every start loads (the entry's run chunk and what it imports
// statically) hold none of it. Proven to find it first, in the policies commands' own closure.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from './cli-fixture.js';

const DIST = join(ROOT, 'packages/cli/dist');
const STATIC_IMPORT = /(?:^|[;\s}])import\s*(?:[\w${},\s*]+from\s*)?"(\.\/[^"]+\.mjs)"/g;
const DYNAMIC_IMPORT = /import\("(\.\/[^"]+\.mjs)"\)/g;

/** Every chunk `start` loads without a dynamic import, itself included. */
function staticClosure(start: string): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const [, next] of readFileSync(join(DIST, 'chunks', file), 'utf8').matchAll(STATIC_IMPORT)) visit((next as string).slice(2));
  };
  visit(start);
  return seen;
}

const holdsCel = (files: Iterable<string>) => [...files].filter((f) => readFileSync(join(DIST, 'chunks', f), 'utf8').includes('RE2JSSyntaxException'));

describe('the capctl bundle', () => {
  it('loads no part of the policy engine at start-up', () => {
    const entry = readFileSync(join(DIST, 'capctl.mjs'), 'utf8');
    const run = [...entry.matchAll(/import\("\.\/chunks\/([^"]+)"\)/g)].map((m) => m[1] as string);
    expect(run).toHaveLength(1);
    const runText = readFileSync(join(DIST, 'chunks', run[0] as string), 'utf8');
    const policies = [...runText.matchAll(DYNAMIC_IMPORT)].map((m) => (m[1] as string).slice(2)).filter((f) => f.startsWith('policies-'));
    // validate, test and push compile policies; list and show only read a stored set (and its chunks).
    expect(policies.length).toBeGreaterThanOrEqual(4);
    expect(holdsCel(new Set(policies.flatMap((p) => [...staticClosure(p)])))).toHaveLength(1);
    expect(holdsCel(staticClosure(run[0] as string))).toEqual([]);
  });
});
