// Bundles the capctl binary: src/main.ts -> dist/capctl.mjs (ESM, Node 20+). Bundling keeps
// start-up fast (one file instead of hundreds); the Ink UI and the service are split into chunks
// that load only when a command needs them. better-sqlite3 stays external (a native addon; both
// of its builds, see packages/server/src/storage/sqlite-driver.ts).
// Work every start would repeat is done here once, from the same sources: the definition
// validator and the action-schema meta-schema validator are precompiled (ajv standalone code), and openapi.yaml and its routes (every `$ref`
// inlined) are carried as JSON. So are the service's route validators and response serializers
// (packages/server/src/http/route-code-generator.ts), with fastify's own compilers required only if a
// schema has no generated code.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { WORKSPACE_CONDITIONS } from '../../esbuild-workspace.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const packages = join(here, '..');
const outdir = join(here, 'dist');
const codegenDir = join(outdir, 'codegen');
const minify = process.env.CAPCTL_MINIFY === '1';

// Keep tsc's output in dist/ (the library build); replace only the bundle and its chunks.
rmSync(join(outdir, 'chunks'), { recursive: true, force: true });
rmSync(codegenDir, { recursive: true, force: true });
mkdirSync(codegenDir, { recursive: true });

/** Runs the project's own code (TypeScript sources) to produce what the bundle carries. */
async function generate() {
  const script = join(codegenDir, 'generate.mjs');
  await build({
    stdin: {
      contents: [
        `export { definitionValidatorModule, metaSchemaValidatorModule } from ${JSON.stringify(join(packages, 'core/src/parse/standalone-validator.ts'))};`,
        `export { openApiDocument, openApiRoutes } from ${JSON.stringify(join(packages, 'server/src/http/openapi.ts'))};`,
        `export { generateRouteCode } from ${JSON.stringify(join(packages, 'server/src/http/route-code-generator.ts'))};`,
      ].join('\n'),
      resolveDir: here,
      loader: 'ts',
    },
    outfile: script,
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    packages: 'external',
    logLevel: 'warning',
  });
  const { definitionValidatorModule, metaSchemaValidatorModule, openApiDocument, openApiRoutes, generateRouteCode } = await import(pathToFileURL(script).href);
  const validatorModule = definitionValidatorModule();
  const metaValidatorModule = metaSchemaValidatorModule();
  // Kept beside the bundle for reading; the bundle itself gets the text through the plugin.
  writeFileSync(join(codegenDir, 'definition-validator.mjs'), validatorModule);
  writeFileSync(join(codegenDir, 'schema-meta-validator.mjs'), metaValidatorModule);
  const routeCode = await generateRouteCode();
  writeFileSync(join(codegenDir, 'route-code-table.mjs'), routeCode.module);
  return {
    routeCode,
    validatorModule,
    metaValidatorModule,
    openApiJson: JSON.stringify(openApiDocument()),
    openApiRoutesJson: JSON.stringify(openApiRoutes()),
  };
}

/**
 * Puts each generated module in place of the source module that compiles at run time (by path
 * under packages/): the core validators, the service's route code table, and fastify's default
 * compilers as lazy requires (esbuild bundles a `require` inside a function; it runs on first call).
 */
function precompiledValidatorPlugin(modules) {
  const placeholders = new Map(Object.entries(modules).map(([name, contents]) => [join(packages, name), contents]));
  return {
    name: 'capctl-precompiled-validator',
    setup(pluginBuild) {
      const replaced = new Set();
      pluginBuild.onLoad({ filter: /(definition-validator|schema-meta-validator|route-code-table|default-compilers)\.ts$/ }, (args) => {
        const contents = placeholders.get(args.path);
        if (contents === undefined) return undefined;
        replaced.add(args.path);
        return { contents, loader: 'js', resolveDir: dirname(args.path) };
      });
      pluginBuild.onEnd((result) => {
        const unused = [...placeholders.keys()].filter((path) => !replaced.has(path));
        if (result.errors.length === 0 && unused.length > 0) {
          throw new Error(`${unused.join(', ')} was not part of the bundle: its precompiled validator would be unused`);
        }
      });
    },
  };
}

let generated;
try {
  generated = await generate();
} catch (error) {
  console.error(`capctl bundle: generating the precompiled definition validator and the OpenAPI routes failed: ${error.message}`);
  console.error('Check schemas/definition.schema.json and schemas/openapi.yaml (npx vitest run packages/core packages/server names the problem).');
  process.exit(1);
}

const bundled = await build({
  metafile: true,
  // The parse worker is an entry of its own (parallel-load.ts finds it beside the chunks), under
  // chunks/ so that every copy of the bundle (the package's files, the action's copy) carries it.
  entryPoints: { capctl: join(here, 'src/main.ts'), 'chunks/parse-worker': join(here, 'src/parse-worker.ts') },
  outdir,
  outExtension: { '.js': '.mjs' },
  chunkNames: 'chunks/[name]-[hash]',
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  minify,
  // Without comments and indentation the chunks are a third smaller, and V8 reads them as one-byte
  // text (a comment with a non-ASCII character made a whole chunk two-byte): faster to load. Names stay.
  minifyWhitespace: true,
  sourcemap: false,
  legalComments: 'none',
  jsx: 'automatic',
  // react-devtools-core: Ink imports it only when DEV=true, and it is not installed.
  external: ['better-sqlite3', 'better-sqlite3-napi', 'react-devtools-core'],
  // The workspace packages from their sources (each package's `@capctl/source` export condition).
  conditions: WORKSPACE_CONDITIONS,
  plugins: [precompiledValidatorPlugin({
    'core/src/parse/definition-validator.ts': generated.validatorModule,
    'core/src/parse/schema-meta-validator.ts': generated.metaValidatorModule,
    'server/src/http/route-code-table.ts': generated.routeCode.module,
    'server/src/http/default-compilers.ts': [
      "export function defaultValidatorFactory() { return require('@fastify/ajv-compiler').AjvCompiler(); }",
      "export function defaultSerializerFactory() { return require('@fastify/fast-json-stringify-compiler').SerializerSelector(); }",
      '',
    ].join('\n'),
  })],
  // CAPCTL_OPENAPI_JSON and CAPCTL_OPENAPI_ROUTES_JSON: see packages/server/src/http/openapi.ts.
  define: {
    'process.env.NODE_ENV': '"production"',
    CAPCTL_OPENAPI_JSON: JSON.stringify(generated.openApiJson),
    CAPCTL_OPENAPI_ROUTES_JSON: JSON.stringify(generated.openApiRoutesJson),
  },
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

/** The route code the table module reads, in `route-code/` beside the chunk that holds the module. */
function writeRouteCode(metafile, codes) {
  const table = join(packages, 'server/src/http/route-code-table.ts');
  const holders = Object.entries(metafile.outputs)
    .filter(([, output]) => Object.keys(output.inputs).some((input) => resolve(input) === table))
    .map(([file]) => resolve(file));
  if (holders.length !== 1) throw new Error(`the route code table should be in one output, found ${holders.length}`);
  const dir = join(dirname(holders[0]), 'route-code');
  mkdirSync(dir, { recursive: true });
  codes.forEach((code, i) => writeFileSync(join(dir, `${i}.js`), code));
}

writeRouteCode(bundled.metafile, generated.routeCode.codes);

/**
 * Which source modules each output holds (paths from the workspace root), beside the bundle: what
 * lets a test name the modules a command loads from the chunks it loads (test/cli-local-modules.test.ts).
 */
function writeBundleInputs(metafile) {
  const workspace = join(packages, '..');
  const fromRoot = (path) => relative(workspace, resolve(path));
  const outputs = Object.fromEntries(Object.entries(metafile.outputs).map(([file, output]) => [
    relative(outdir, resolve(file)),
    Object.keys(output.inputs).map(fromRoot).sort(),
  ]));
  writeFileSync(join(outdir, 'bundle-inputs.json'), `${JSON.stringify({ outputs }, null, 1)}\n`);
}

writeBundleInputs(bundled.metafile);
