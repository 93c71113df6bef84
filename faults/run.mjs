// The fault catalogue's runner (`npm run faults [-- NAME...]`, not part of `npm test`): plants each
// fault of faults/catalogue/ in a scratch copy of the tree, runs only the tests that must catch it,
// and fails when one stays green or a fault's text is not found exactly once. See faults/README.md.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, isAbsolute, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const CATALOGUE = join(ROOT, 'faults', 'catalogue');
/** Left out of the scratch copy: rebuilt, linked, or nothing a test reads. */
const NOT_COPIED = new Set(['node_modules', '.git', 'reports', '.stryker-tmp', '.capctl', 'coverage']);

class FaultError extends Error {}

/** One catalogue entry, checked: a fault that cannot be read is an error, never skipped. */
function readFault(file) {
  const name = file.replace(/\.json$/, '');
  const fault = JSON.parse(readFileSync(join(CATALOGUE, file), 'utf8'));
  const where = `faults/catalogue/${file}`;
  for (const key of ['promise', 'file', 'find']) {
    if (typeof fault[key] !== 'string' || fault[key] === '') throw new FaultError(`${where}: "${key}" must be a non-empty string`);
  }
  // The replacement may be empty: the fault is then the removal of the found text.
  if (typeof fault.replace !== 'string' || fault.replace === fault.find) throw new FaultError(`${where}: "replace" must be a string other than "find"`);
  if (!Array.isArray(fault.tests) || fault.tests.length === 0 || !fault.tests.every((test) => typeof test === 'string')) {
    throw new FaultError(`${where}: "tests" must list the test files that catch the fault`);
  }
  if (!existsSync(join(ROOT, fault.file))) throw new FaultError(`${where}: ${fault.file} does not exist (moved or renamed?)`);
  for (const test of fault.tests) if (!existsSync(join(ROOT, test))) throw new FaultError(`${where}: test file ${test} does not exist`);
  if (fault.test_name !== undefined && typeof fault.test_name !== 'string') throw new FaultError(`${where}: "test_name" must be a string`);
  return { name, ...fault };
}

/** The text with the fault planted; the find text must occur exactly once, or the catalogue is stale. */
function planted(fault, text) {
  const count = text.split(fault.find).length - 1;
  if (count !== 1) {
    throw new FaultError(`${fault.name}: the text to find occurs ${count} times in ${fault.file} (expected exactly once): the code changed; update faults/catalogue/${fault.name}.json`);
  }
  return text.replace(fault.find, () => fault.replace);
}

/** node_modules for the copy: links to the installed packages, but the workspace's own packages as the copy's. */
function linkNodeModules(from, to) {
  mkdirSync(to, { recursive: true });
  for (const entry of readdirSync(from)) {
    const source = join(from, entry);
    const target = join(to, entry);
    const info = lstatSync(source);
    if (info.isSymbolicLink()) {
      const link = readlinkSync(source);
      const inside = !isAbsolute(link) && !relative(ROOT, resolve(dirname(source), link)).startsWith('..') && !resolve(dirname(source), link).includes('node_modules');
      symlinkSync(inside ? link : resolve(dirname(source), link), target);
    } else if (entry.startsWith('@') && info.isDirectory()) {
      linkNodeModules(source, target);
    } else {
      symlinkSync(source, target);
    }
  }
}

/** A copy of the working tree (uncommitted edits included) whose tests run against its own sources. */
function scratchCopy() {
  const dir = mkdtempSync(join(tmpdir(), 'capctl-faults-'));
  for (const entry of readdirSync(ROOT)) {
    if (NOT_COPIED.has(entry)) continue;
    cpSync(join(ROOT, entry), join(dir, entry), { recursive: true, verbatimSymlinks: true, filter: (path) => !path.split('/').includes('node_modules') });
  }
  linkNodeModules(join(ROOT, 'node_modules'), join(dir, 'node_modules'));
  for (const pkg of readdirSync(join(ROOT, 'packages'))) {
    const modules = join(ROOT, 'packages', pkg, 'node_modules');
    if (existsSync(modules)) symlinkSync(modules, join(dir, 'packages', pkg, 'node_modules'));
  }
  return dir;
}

function run(command, args, cwd) {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1', CI: '1' } });
  return { code: result.status ?? 1, output: `${result.stdout ?? ''}${result.stderr ?? ''}`.replace(/\u001b\[[0-9;]*m/g, '') };
}

/** Runs a fault's tests in `dir`; the end-to-end tests (test/) run the bundle, so it is rebuilt first. */
function runTests(fault, dir) {
  if (fault.tests.some((test) => test.startsWith('test/'))) {
    const bundle = run('npm', ['run', 'bundle', '-w', 'capctl'], dir);
    if (bundle.code !== 0) return { code: 1, output: bundle.output, broken: 'the bundle did not build' };
  }
  const args = ['vitest', 'run', ...fault.tests, ...(fault.test_name === undefined ? [] : ['-t', fault.test_name])];
  return run('npx', args, dir);
}

/** Which tests failed, from vitest's default reporter (lines such as `FAIL  file > describe > test`). */
function failedTests(output) {
  return [...new Set(output.split('\n').filter((line) => /^\s*FAIL\s/.test(line)).map((line) => line.replace(/^\s*FAIL\s+/, '').trim()))];
}

/** The first two red tests by their own name (the last part), and how many more. */
function shortList(failed) {
  if (failed.length === 0) return '(the run failed before any test: see above)';
  const names = failed.slice(0, 2).map((test) => `${test.split(' > ')[0].split('/').at(-1)}: ${test.split(' > ').at(-1)}`);
  return `${names.join('; ')}${failed.length > 2 ? `; and ${failed.length - 2} more` : ''}`;
}

function main() {
  const wanted = process.argv.slice(2);
  const files = readdirSync(CATALOGUE).filter((file) => file.endsWith('.json')).sort();
  const faults = files.map(readFault);
  for (const name of wanted) if (!faults.some((fault) => fault.name === name)) throw new FaultError(`no fault named ${name} in faults/catalogue/`);
  const chosen = wanted.length === 0 ? faults : faults.filter((fault) => wanted.includes(fault.name));
  // Every fault's text is checked before anything runs, so a stale entry fails at once.
  const stale = [];
  for (const fault of chosen) {
    try {
      planted(fault, readFileSync(join(ROOT, fault.file), 'utf8'));
    } catch (error) {
      if (!(error instanceof FaultError)) throw error;
      stale.push(error.message);
    }
  }
  if (stale.length > 0) throw new FaultError(stale.join('\n'));

  const dir = scratchCopy();
  const rows = [];
  try {
    for (const fault of chosen) {
      const path = join(dir, fault.file);
      const original = readFileSync(path, 'utf8');
      writeFileSync(path, planted(fault, original));
      let result;
      try {
        process.stdout.write(`${fault.name}: planted in ${fault.file}, running ${fault.tests.join(' ')}${fault.test_name === undefined ? '' : ` -t "${fault.test_name}"`}\n`);
        result = runTests(fault, dir);
      } finally {
        writeFileSync(path, original);
      }
      const failed = failedTests(result.output);
      const caught = result.code !== 0 && result.broken === undefined;
      rows.push({ name: fault.name, caught, failed, by: caught ? shortList(failed) : result.broken ?? 'nothing: every test passed' });
      if (!caught || process.env.FAULTS_VERBOSE === '1') process.stdout.write(`${result.output.split('\n').slice(-40).join('\n')}\n`);
      process.stdout.write(caught ? `  caught by ${failed.length} failing test(s):\n${failed.map((test) => `    ${test}\n`).join('')}` : '  NOT CAUGHT\n');
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }

  const width = Math.max(5, ...rows.map((row) => row.name.length));
  process.stdout.write(`\n${'fault'.padEnd(width)}  result      red tests\n`);
  for (const row of rows) process.stdout.write(`${row.name.padEnd(width)}  ${(row.caught ? 'caught' : 'NOT CAUGHT').padEnd(10)}  ${row.by}\n`);
  const missed = rows.filter((row) => !row.caught).length;
  process.stdout.write(`\n${rows.length - missed} of ${rows.length} faults caught${missed === 0 ? '' : `; ${missed} stayed green`}\n`);
  process.exitCode = missed === 0 ? 0 : 1;
}

try {
  main();
} catch (error) {
  if (!(error instanceof FaultError)) throw error;
  process.stderr.write(`error: ${error.message}\n`);
  process.exitCode = 2;
}
