// Bundles the capctl binary: src/main.ts -> dist/capctl.mjs (ESM, Node 20+). Bundling keeps
// start-up fast (one file instead of hundreds); the Ink UI and the service are split into chunks
// that load only when a command needs them. better-sqlite3 stays external (a native addon).
import { rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = dirname(fileURLToPath(import.meta.url));
const packages = join(here, '..');
const outdir = join(here, 'dist');
const minify = process.env.CAPCTL_MINIFY === '1';

// Keep tsc's output in dist/ (the library build); replace only the bundle and its chunks.
rmSync(join(outdir, 'chunks'), { recursive: true, force: true });

await build({
  entryPoints: { capctl: join(here, 'src/main.ts') },
  outdir,
  outExtension: { '.js': '.mjs' },
  chunkNames: 'chunks/[name]-[hash]',
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  minify,
  sourcemap: false,
  legalComments: 'none',
  jsx: 'automatic',
  // react-devtools-core: Ink imports it only when DEV=true, and it is not installed.
  external: ['better-sqlite3', 'react-devtools-core'],
  alias: {
    '@capctl/core': join(packages, 'core/src/index.ts'),
    '@capctl/server': join(packages, 'server/src/index.ts'),
    '@capctl/state': join(packages, 'state/src/index.ts'),
  },
  define: { 'process.env.NODE_ENV': '"production"' },
  banner: {
    // A shebang for the entry, and `require` for CommonJS dependencies inside an ES module.
    js: [
      '#!/usr/bin/env node',
      "import { createRequire as __capctlCreateRequire } from 'node:module';",
      'const require = __capctlCreateRequire(import.meta.url);',
    ].join('\n'),
  },
  logLevel: 'warning',
});
