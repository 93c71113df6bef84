// One test run for the whole workspace: unit tests beside the code, end-to-end tests in test/.
// Packages import each other's sources directly, so tests need no build of the libraries.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const src = (pkg: string) => fileURLToPath(new URL(`./packages/${pkg}/src/index.ts`, import.meta.url));

export default defineConfig({
  resolve: {
    alias: {
      '@capctl/core': src('core'),
      '@capctl/server': src('server'),
      '@capctl/state': src('state'),
    },
  },
  test: {
    include: ['packages/*/src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
    exclude: ['**/node_modules/**', '**/dist/**'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
