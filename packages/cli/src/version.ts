// The version `capctl --version` prints; kept in step with packages/cli/package.json.
export const CAPCTL_VERSION = '0.1.0';
