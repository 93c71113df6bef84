// A small seeded random source for the compatibility fuzzer: every pair is drawn from its own
// seed (the run's seed mixed with the pair's index), so one printed seed replays one pair.
export class Rng {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0 || 0x9e3779b9;
  }

  /** The seed of pair `index` of a run started with `seed`. */
  static pairSeed(seed: number, index: number): number {
    return mix((seed >>> 0) ^ mix(index + 0x632be5ab));
  }

  /** A float in [0, 1) (mulberry32). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [0, n). */
  int(n: number): number {
    return Math.floor(this.next() * n);
  }

  /** An integer in [min, max]. */
  range(min: number, max: number): number {
    return min + this.int(max - min + 1);
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new RangeError('pick from an empty list');
    return items[this.int(items.length)] as T;
  }

  /** Up to `max` distinct items, in a random order. */
  some<T>(items: readonly T[], min: number, max: number): T[] {
    const pool = [...items];
    const n = Math.min(pool.length, this.range(min, max));
    const out: T[] = [];
    for (let i = 0; i < n; i++) out.push(pool.splice(this.int(pool.length), 1)[0] as T);
    return out;
  }
}

function mix(x: number): number {
  let h = x >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}
