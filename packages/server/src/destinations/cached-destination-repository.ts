// GET destination's read cache, as a wrapper with the plain repository's interface: a destination
// read outside a transaction is kept until the storage version moves (a write here, a commit by
// another connection, process or instance), so it is always what reading again would return.
import type { Destination } from '../resources.js';
import { createReadCache, DEFAULT_READ_CACHE_LIMITS, type ReadCacheLimits } from '../storage/read-cache.js';
import { versionPerTurn, type VersionLook } from '../storage/version-turn.js';
import type { DestinationRepository } from './destination-repository.js';

/** Roughly the characters a destination holds in memory, for the read cache's bound. */
const sizeOf = (destination: Destination): number => JSON.stringify(destination).length + 256;

/** Length-prefixed: no pair of org and id can spell another pair's key. */
const keyOf = (orgId: string, id: string): string => `${orgId.length}:${orgId}/${id}`;

/**
 * `plain` with its `get` outside a transaction answered from a read cache checked by `version`
 * (Storage.readNow.version) on every call; reads within a transaction, lists and writes go to
 * `plain` as they are. Kept destinations are frozen: requests share them.
 */
export function createCachedDestinationRepository(
  plain: DestinationRepository,
  version: VersionLook,
  limits: ReadCacheLimits = DEFAULT_READ_CACHE_LIMITS,
): DestinationRepository {
  // Found destinations only (unknown ids must not fill memory); keyed by org too, so a
  // destination is never found through another org. The version is looked at before the read,
  // so a kept entry is never newer than its version says (older is only a wasted entry).
  const cache = createReadCache<Destination>(limits);
  const nextVersion = versionPerTurn(version);
  const getCached = async (orgId: string, id: string): Promise<Destination | undefined> => {
    const at = await nextVersion();
    if (at === undefined) return plain.get(orgId, id);
    return cache.read(keyOf(orgId, id), at, async () => {
      const destination = await plain.get(orgId, id);
      return destination === undefined ? undefined : { value: destination, size: sizeOf(destination) };
    });
  };
  return {
    get: (orgId, id, executor) => (executor === undefined ? getCached(orgId, id) : plain.get(orgId, id, executor)),
    list: (orgId, options) => plain.list(orgId, options),
    update: (orgId, id, values, executor, by) => plain.update(orgId, id, values, executor, by),
    create: (orgId, input, trx) => plain.create(orgId, input, trx),
  };
}
