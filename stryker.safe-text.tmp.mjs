import base from './stryker.config.mjs';
export default { ...base, vitest: { configFile: 'vitest.mutation-tmp.config.ts', related: true }, concurrency: 1, reporters: ['clear-text', 'json'], jsonReporter: { fileName: 'reports/mutation/safe-text.json' } };
