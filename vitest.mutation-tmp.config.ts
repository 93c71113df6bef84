import base from './vitest.config.ts';
export default { ...base, test: { ...base.test, include: ['packages/cli/src/render/**/*.test.{ts,tsx}', 'packages/cli/src/testing/**/*.test.ts'] } };
