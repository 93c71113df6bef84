// The CLI's command tree as a library (for embedding and tests) and the error catalog.
export { buildProgram } from './program.js';
export { CliError, EXIT, exitCodeFor, reportError } from './errors.js';
export type { CliErrorCode, ExitCodeValue } from './errors.js';
export { formatYaml } from './canonical-yaml.js';
