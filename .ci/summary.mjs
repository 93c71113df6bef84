// Prints the closing "N passed, N failed" line from vitest's JSON reports, summed over the runs.
import { existsSync, readFileSync } from 'node:fs';

const files = process.argv.slice(2);
if (files.length === 0 || !files.every((file) => existsSync(file))) {
  console.log('0 passed, 1 failed');
  console.error('a test report is missing: the build, the type-check of the tests or the test runner failed before the tests ran');
  process.exit(0);
}
const totals = { passed: 0, failed: 0, skipped: 0 };
for (const file of files) {
  const report = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
  totals.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
}
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
