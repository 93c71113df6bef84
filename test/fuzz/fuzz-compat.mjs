// `npm run fuzz:compat -- --minutes N [--seed S]`: bundles the fuzzer's command (fuzz-compat.ts)
// with esbuild, as the benchmarks are, and runs it. Counterexamples are saved as fixtures.
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { workspaceBundleOptions } from '../../esbuild-workspace.mjs';

const here = dirname(fileURLToPath(import.meta.url));
// Under node_modules/.cache: ignored by git, and the bundle's bare imports (ajv) still resolve.
// One file per run: a run restarts its worker from it, so another run must not replace it.
const outfile = join(here, '..', '..', 'node_modules', '.cache', 'fuzz-compat', `fuzz-compat-${process.pid}.mjs`);
mkdirSync(dirname(outfile), { recursive: true });
await build({ entryPoints: [join(here, 'fuzz-compat.ts')], outfile, ...workspaceBundleOptions });
const env = { ...process.env, FUZZ_COMPAT_ROOT: join(here, '..', '..') };
const result = spawnSync(process.execPath, [outfile, ...process.argv.slice(2)], { stdio: 'inherit', env });
rmSync(outfile, { force: true });
process.exitCode = result.status ?? 1;
