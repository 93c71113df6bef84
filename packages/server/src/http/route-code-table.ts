// The generated route code of this build. From source there is none (every schema compiles on
// first use); the capctl bundler (packages/cli/build.mjs) replaces this module by file name with
// the code route-code-generator.ts writes.
import type { RouteCodeTable } from './route-code.js';

export const routeCodeTable: RouteCodeTable | undefined = undefined;
