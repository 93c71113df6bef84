// The service as a child process for tests (see child-server.ts): serves the database given as
// the first argument on a free port, logs at the level given second, and stops on SIGTERM.
import { serve } from '../start-server.js';

const [db, logLevel = 'error'] = process.argv.slice(2);
if (db === undefined) {
  console.error('usage: server-entry.mjs DB [LOG_LEVEL]');
  process.exit(2);
}
// No rate limit: crash tests call it in quick succession from one key.
const running = await serve({ port: 0, host: '127.0.0.1', db, logLevel, rateLimit: false });
console.log(`listening on ${running.url}`);
