// Small timing helpers shared by the benchmarks: best-of-N wall time and peak memory, so that
// every number is printed as a ratio to a baseline measured in the same process.

export interface Timing {
  readonly label: string;
  readonly ms: number;
}

/** Median wall time in milliseconds of `runs` calls of `fn` (after one warm-up call). */
export function time(label: string, fn: () => unknown, runs = 5): Timing {
  fn();
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    globalThis.gc?.();
    const start = process.hrtime.bigint();
    fn();
    samples.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  samples.sort((a, b) => a - b);
  return { label, ms: samples[Math.floor(samples.length / 2)] ?? 0 };
}

/** Median wall time of an async function. */
export async function timeAsync(label: string, fn: () => Promise<unknown>, runs = 5): Promise<Timing> {
  await fn();
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    globalThis.gc?.();
    const start = process.hrtime.bigint();
    await fn();
    samples.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  samples.sort((a, b) => a - b);
  return { label, ms: samples[Math.floor(samples.length / 2)] ?? 0 };
}

/** Peak heap growth (MiB) while `fn` runs, sampled by forcing GC before and reading after. */
export function heapGrowthMiB(fn: () => unknown): number {
  globalThis.gc?.();
  const before = process.memoryUsage().heapUsed;
  const keep = fn();
  const after = process.memoryUsage().heapUsed;
  void keep;
  return (after - before) / 1024 / 1024;
}

export function ratio(value: number, baseline: number): string {
  return baseline > 0 ? `${(value / baseline).toFixed(2)}x` : 'n/a';
}

/** Prints rows as an aligned plain-text table. */
export function table(header: readonly string[], rows: readonly (readonly string[])[]): void {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: readonly string[]) => cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join('  ');
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of rows) console.log(line(row));
}
