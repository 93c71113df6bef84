// One test run for the whole workspace: unit tests beside the code, end-to-end tests in test/.
// Packages import each other's sources directly (each package's `@capctl/source` export
// condition), so tests need no build of the libraries.
import { defaultClientConditions, defaultServerConditions } from 'vite';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from 'vitest/config';

const SOURCE = '@capctl/source';

export default defineConfig({
  resolve: { conditions: [SOURCE, ...defaultClientConditions] },
  ssr: { resolve: { conditions: [SOURCE, ...defaultServerConditions] } },
  test: {
    include: ['packages/*/src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
    exclude: ['**/node_modules/**', '**/dist/**'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // capctl remembers per-user notices under $XDG_STATE_HOME: tests keep theirs out of the real home.
    env: { XDG_STATE_HOME: mkdtempSync(join(tmpdir(), 'capctl-test-xdg-')) },
  },
});
