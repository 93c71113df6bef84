// How esbuild finds the workspace packages: through each package's `@capctl/source` export
// condition (its TypeScript sources), the same way vitest and TypeScript find them.

/** Conditions for esbuild: the workspace's sources first, then esbuild's own default (`module`). */
export const WORKSPACE_CONDITIONS = ['@capctl/source', 'module'];

/**
 * Leaves every installed package to Node at run time, but bundles the workspace packages from
 * source. (esbuild's `packages: 'external'` would leave `@capctl/*` out too, and Node 20 cannot
 * load their TypeScript.)
 */
export const externalExceptWorkspace = {
  name: 'capctl-external-except-workspace',
  setup(build) {
    // Bare specifiers only (not ./, ../ or absolute paths); esbuild's filters have no lookahead.
    build.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@capctl/') ? undefined : { path: args.path, external: true }));
  },
};

/** The options that bundle a TypeScript entry of this workspace for Node, dependencies left external. */
export const workspaceBundleOptions = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  conditions: WORKSPACE_CONDITIONS,
  plugins: [externalExceptWorkspace],
  logLevel: 'warning',
};
