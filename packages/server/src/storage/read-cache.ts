// Objects read from the database, kept while the database stays as it was read: every entry is
// dropped at once when the storage version moves (see ImmediateReader.version), so a kept value
// is always what reading again would return. Values are frozen: requests share them.

export interface ReadCache<V> {
  /** The value kept for `key` at `version` (read just now), or undefined. */
  get(key: string, version: number): V | undefined;
  /**
   * Keeps `value`, read after `version` was taken; `size` is its rough size in characters.
   * Ignored when the cache has moved to a newer version since (the value may be outdated).
   */
  set(key: string, version: number, value: V, size: number): void;
  /**
   * The value kept for `key` at `version`, else what `load` (begun after `version` was taken)
   * finds, kept when found. Concurrent misses of one key at one version share one load: a burst
   * of requests for a value not yet kept costs one query, not one each.
   */
  read(key: string, version: number, load: () => Promise<Loaded<V> | undefined>): Promise<V | undefined>;
  readonly size: number;
}

/** A value read from the database and its rough size in characters. */
export interface Loaded<V> {
  readonly value: V;
  readonly size: number;
}

export interface ReadCacheLimits {
  readonly maxEntries: number;
  /** Sum of the entries' `size`: large configs must not make the cache hold gigabytes. */
  readonly maxChars: number;
}

export const DEFAULT_READ_CACHE_LIMITS: ReadCacheLimits = { maxEntries: 10_000, maxChars: 32 * 1024 * 1024 };

export function deepFreeze<T>(value: T): T {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return value;
  for (const child of Object.values(value)) deepFreeze(child);
  return Object.freeze(value);
}

export function createReadCache<V>(limits: ReadCacheLimits = DEFAULT_READ_CACHE_LIMITS): ReadCache<V> {
  // A Map iterates in insertion order: the first key is the oldest entry, dropped first.
  const entries = new Map<string, { readonly value: V; readonly size: number }>();
  // Loads in flight at the current version: joined only by callers at that version.
  const loading = new Map<string, Promise<V | undefined>>();
  let current = -1;
  let chars = 0;
  const moveTo = (version: number) => {
    current = version;
    entries.clear();
    loading.clear();
    chars = 0;
  };
  const get = (key: string, version: number): V | undefined => {
    if (version !== current) {
      moveTo(version);
      return undefined;
    }
    return entries.get(key)?.value;
  };
  const set = (key: string, version: number, value: V, size: number): void => {
    if (version !== current || size > limits.maxChars) return;
    const previous = entries.get(key);
    if (previous !== undefined) {
      entries.delete(key);
      chars -= previous.size;
    }
    while (entries.size > 0 && (entries.size >= limits.maxEntries || chars + size > limits.maxChars)) {
      const [oldest, entry] = entries.entries().next().value as [string, { readonly size: number }];
      entries.delete(oldest);
      chars -= entry.size;
    }
    entries.set(key, { value: deepFreeze(value), size });
    chars += size;
  };
  return {
    get,
    set,
    read(key, version, load) {
      const hit = get(key, version);
      if (hit !== undefined) return Promise.resolve(hit);
      let pending = loading.get(key);
      if (pending === undefined) {
        const started = load().then((loaded) => {
          if (loaded === undefined) return undefined;
          set(key, version, loaded.value, loaded.size);
          // Frozen also when not kept (the version moved meanwhile): every caller shares it.
          return deepFreeze(loaded.value);
        });
        pending = started.finally(() => {
          if (loading.get(key) === pending) loading.delete(key);
        });
        loading.set(key, pending);
      }
      return pending;
    },
    get size() {
      return entries.size;
    },
  };
}
