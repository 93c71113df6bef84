// Runs every benchmark in test/bench/*.bench.ts, each in a process of its own (so peak memory
// is its own), after bundling it with esbuild. `npm run bench -- plan` runs only matching files.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { workspaceBundleOptions } from '../../esbuild-workspace.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const out = join(here, '.out');
const filter = process.argv[2] ?? '';
const benches = readdirSync(here)
  .filter((f) => f.endsWith('.bench.ts') && f.includes(filter))
  .sort();

mkdirSync(out, { recursive: true });
let failed = 0;
for (const file of benches) {
  const outfile = join(out, file.replace(/\.ts$/, '.mjs'));
  await build({
    entryPoints: [join(here, file)],
    outfile,
    ...workspaceBundleOptions,
  });
  console.log(`\n## ${file.replace(/\.bench\.ts$/, '')}\n`);
  const result = spawnSync(process.execPath, ['--expose-gc', outfile], { stdio: 'inherit' });
  if (result.status !== 0) failed += 1;
}
process.exitCode = failed === 0 ? 0 : 1;
