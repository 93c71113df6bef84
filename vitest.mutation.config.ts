// The vitest config of a focused mutation run (stryker.unit.config.mjs): only the unit tests named
// in MUT_INCLUDE (comma-separated globs, less MUT_EXCLUDE), since end-to-end tests run the built
// binary in a process of its own, where no mutant is active, and only cost time.
import base from './vitest.config.ts';

const globs = (text: string | undefined): string[] => (text ?? '').split(',').filter((glob) => glob !== '');

export default {
  ...base,
  test: { ...base.test, include: globs(process.env['MUT_INCLUDE']), exclude: [...(base.test?.exclude ?? []), ...globs(process.env['MUT_EXCLUDE'])] },
};
