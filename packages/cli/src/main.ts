// The `capctl` binary's entry. On Node 22+ it first turns on the on-disk compile cache, so
// later runs skip parsing the bundle; the commands are then loaded with a dynamic import,
// because static imports would be compiled before the cache is on.
import nodeModule from 'node:module';

(nodeModule as { enableCompileCache?: () => unknown }).enableCompileCache?.();

const { main } = await import('./run.js');
await main(process.argv);
