// The parse worker's entry bundled from this package's sources (once per test process), for tests
// that run from source: a worker thread cannot load TypeScript. Written under node_modules/.cache,
// inside the checkout, so that its dependencies are found.
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { workspaceBundleOptions } from '../../../../esbuild-workspace.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '../../../..');

let bundled: Promise<URL> | undefined;

export function parseWorkerScript(): Promise<URL> {
  bundled ??= (async () => {
    const outDir = join(root, 'node_modules', '.cache', 'capctl-test');
    mkdirSync(outDir, { recursive: true });
    const result = await build({ entryPoints: [join(here, '../parse-worker.ts')], write: false, ...workspaceBundleOptions });
    // Written under a name of its own, then renamed: test files bundle in parallel processes.
    const outfile = join(outDir, 'parse-worker.mjs');
    const partial = `${outfile}.${process.pid}`;
    writeFileSync(partial, result.outputFiles![0]!.contents);
    renameSync(partial, outfile);
    return pathToFileURL(outfile);
  })();
  return bundled;
}
