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
  let current = -1;
  let chars = 0;
  const moveTo = (version: number) => {
    current = version;
    entries.clear();
    chars = 0;
  };
  return {
    get(key, version) {
      if (version !== current) {
        moveTo(version);
        return undefined;
      }
      return entries.get(key)?.value;
    },
    set(key, version, value, size) {
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
    },
    get size() {
      return entries.size;
    },
  };
}
