// Types of esbuild-workspace.mjs, for the TypeScript test support that bundles with it.
import type { BuildOptions, Plugin } from 'esbuild';

export declare const WORKSPACE_CONDITIONS: string[];
export declare const externalExceptWorkspace: Plugin;
export declare const workspaceBundleOptions: BuildOptions;
