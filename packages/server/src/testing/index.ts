// The server's test support for other packages' tests (`@capctl/server/testing`, resolved only
// under the `@capctl/source` condition: it is never built or published).
export {
  bundleServerEntry, launchChildServer, startChildServer, startSourceServer, stopChildServers,
  type ChildExit, type ChildServer, type LaunchOptions,
} from './child-server.js';
export { action, definitionWith, fullDefinition, metrics, objectSchema, source, webhook } from './revision-fixtures.js';
export { TEST_ENGINES, useTestDatabases, type TestDatabases } from './test-databases.js';
export { startRestartablePostgres, startTestPostgres, TEST_SECRET_KEY, type RestartablePostgres, type TestPostgres } from './test-postgres.js';
