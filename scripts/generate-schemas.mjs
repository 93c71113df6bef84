// Writes the kinds' parts of schemas/*.json and schemas/openapi.yaml from
// packages/core/src/kinds/schema-parts (run by `npm run build`). With `--check`, and in CI (`CI`
// set), it only reports the files that differ and exits 1, so a stale committed file fails the
// build there instead of being fixed in place. The generator is TypeScript, compiled with esbuild.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const schemas = join(root, 'schemas');
const inCi = (process.env.CI ?? '') !== '' && process.env.CI !== 'false';
const check = process.argv.includes('--check') || inCi;

const script = join(root, 'node_modules', '.cache', 'capctl-generate-schemas', 'generate.mjs');
mkdirSync(dirname(script), { recursive: true });
await build({
  entryPoints: [join(root, 'packages/core/src/kinds/schema-parts/generate/generate-schemas.ts')],
  outfile: script,
  bundle: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  packages: 'external',
  logLevel: 'warning',
});
const { generateSchemaFiles, GENERATE_COMMAND } = await import(pathToFileURL(script).href);

let files;
try {
  files = generateSchemaFiles((name) => readFileSync(join(schemas, name), 'utf8'));
} catch (error) {
  console.error(`generate-schemas: ${error.code ?? 'error'}: ${error.message}`);
  process.exit(1);
}
const changed = files.filter((f) => readFileSync(join(schemas, f.name), 'utf8') !== f.text);
if (check) {
  if (changed.length === 0) console.log('schemas/: up to date');
  for (const f of changed) console.error(`schemas/${f.name} differs from packages/core/src/kinds/schema-parts: run ${GENERATE_COMMAND} and commit the result`);
  process.exit(changed.length === 0 ? 0 : 1);
}
for (const f of changed) writeFileSync(join(schemas, f.name), f.text);
console.log(changed.length === 0 ? 'schemas/: up to date' : `schemas/: wrote ${changed.map((f) => f.name).join(', ')}`);
