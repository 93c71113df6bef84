// Mutation testing (`npm run mutation`, not part of `npm test`): StrykerJS with the vitest runner
// over core's plan/ and kinds/, the CLI's renderers and its reviewed-plan check. Only the tests
// related to a mutated file run (stryker.unit.config.mjs narrows them to named unit tests).
// StrykerJS 10 needs Node 22.18 or later, so `npm run mutation` fetches it (and a Node 22) on
// demand at a pinned version; how to run a part, and the scores: docs/quality.md.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  plugins: ['@stryker-mutator/vitest-runner'],
  vitest: { configFile: 'vitest.config.ts', related: true },
  mutate: [
    'packages/core/src/plan/**/*.ts',
    'packages/core/src/kinds/**/*.ts',
    'packages/cli/src/render/**/*.ts',
    'packages/cli/src/reviewed-plan.ts',
    '!**/*.test.ts',
    '!**/testing/**',
  ],
  // No type-checking of mutants, and no tsconfig rewriting in the sandbox: TypeScript 7 lacks the
  // compiler API both call (a tsconfig name that matches no file turns the rewriting off).
  checkers: [],
  tsconfigFile: 'stryker-no-tsconfig.json',
  coverageAnalysis: 'perTest',
  ignoreStatic: true,
  concurrency: 2,
  tempDirName: '.stryker-tmp',
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/mutation.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
};
