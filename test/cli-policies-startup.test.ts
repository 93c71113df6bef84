// The built binary loads the policy engine (CEL, RE2, protobuf) only when a `capctl policies`
// command runs, or `capctl validate` with a policy directory: the modules that every start loads (the entry's run chunk and what it imports
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
    // The commands that evaluate or compile policies, each loaded when it runs: `validate` checks
    // policy files only when a directory is named, so its policy half is a chunk of its own.
    // `list` and `show` only read a stored set and hold none of it.
    const lazy = [...new Set([...runText.matchAll(DYNAMIC_IMPORT)].map((m) => (m[1] as string).slice(2)))]
      .filter((f) => /^(policies-(plan|push|test|validate)|validate-policies)-[A-Z0-9]+\.mjs$/.test(f));
    expect(lazy.map((f) => f.replace(/-[A-Z0-9]+\.mjs$/, '')).sort()).toEqual(['policies-plan', 'policies-push', 'policies-test', 'policies-validate', 'validate-policies']);
    for (const chunk of lazy) expect(holdsCel(staticClosure(chunk)), chunk).toHaveLength(1);
    expect(holdsCel(staticClosure(run[0] as string))).toEqual([]);
  });
});
