// @capctl/core: load and validate definitions, plan them against a state. Pure: no I/O.
export type * from './types.js';
export { PLAN_FORMAT_VERSION } from './types.js';
