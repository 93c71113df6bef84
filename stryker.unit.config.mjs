// A focused mutation run: stryker.config.mjs with the unit tests of vitest.mutation.config.ts, one
// test process, and the JSON report named by MUT_NAME. How to run it, and why: docs/quality.md.
import base from './stryker.config.mjs';

export default {
  ...base,
  vitest: { configFile: 'vitest.mutation.config.ts', related: true },
  concurrency: 1,
  reporters: ['clear-text', 'json'],
  jsonReporter: { fileName: `reports/mutation/${process.env.MUT_NAME ?? 'mutation'}.json` },
};
