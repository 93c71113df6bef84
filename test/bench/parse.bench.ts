// Parse + validate of generated YAML definitions (~10 files) against the baseline of js-yaml
// loading the same files, plus the cost of reporting when one file has one error (that file
// alone then pays for `yaml`'s positions).
import { load } from 'js-yaml';
import { parseDocument } from 'yaml';
import { parseDefinition } from '@capctl/core';
import { generateDefinition, toYamlFiles } from './generate.js';
import { heapGrowthMiB, ratio, table, type Timing } from './measure.js';

const sizes = [1_000, 10_000, 50_000];

/**
 * Median times of several functions measured in alternation (after one warm-up each), so that
 * load from other processes on a shared machine weighs on the baseline and the rest alike.
 */
function timeTogether(fns: Record<string, () => unknown>, runs: number): Record<string, Timing> {
  const samples: Record<string, number[]> = {};
  for (const [label, fn] of Object.entries(fns)) {
    fn();
    samples[label] = [];
  }
  for (let i = 0; i < runs; i++) {
    for (const [label, fn] of Object.entries(fns)) {
      globalThis.gc?.();
      const start = process.hrtime.bigint();
      fn();
      samples[label]?.push(Number(process.hrtime.bigint() - start) / 1e6);
    }
  }
  return Object.fromEntries(Object.entries(samples).map(([label, values]) => {
    values.sort((a, b) => a - b);
    return [label, { label, ms: values[Math.floor(values.length / 2)] ?? 0 }];
  }));
}

const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
const kib = (bytes: number) => `${(bytes / 1024).toFixed(0)} KiB`;
const ms = (t: Timing | undefined) => `${(t?.ms ?? 0).toFixed(0)} ms`;
const rows: string[][] = [];
const errorRows: string[][] = [];

/** The same files with one unresolved destination reference in one of the action files. */
function withOneError(files: readonly { path: string; text: string }[]): { path: string; text: string }[] {
  return files.map((file, i) => (i === 5 ? { ...file, text: file.text.replace('- dest-', '- dset-') } : file));
}

for (const actions of sizes) {
  const files = toYamlFiles(generateDefinition({ actions }), 10);
  const bytes = files.reduce((sum, f) => sum + Buffer.byteLength(f.text), 0);
  const runs = actions >= 50_000 ? 3 : 7;

  const check = parseDefinition(files);
  if (check.diagnostics.length > 0) throw new Error(`generated definition has ${check.diagnostics.length} diagnostics`);
  const broken = withOneError(files);
  const reported = parseDefinition(broken);
  if (reported.diagnostics.length !== 1) throw new Error(`expected one diagnostic, got ${reported.diagnostics.length}`);
  const brokenFile = broken[5]?.text ?? '';
  const t = timeTogether({
    baseline: () => files.map((f) => load(f.text)),
    parse: () => parseDefinition(files),
    oneError: () => parseDefinition(broken),
    positions: () => parseDocument(brokenFile),
  }, runs);
  const base = t['baseline']?.ms ?? 0;
  const baseHeap = heapGrowthMiB(() => files.map((f) => load(f.text)));
  const parseHeap = heapGrowthMiB(() => parseDefinition(files));
  rows.push([
    String(actions), mib(bytes), ms(t['baseline']), ms(t['parse']), ratio(t['parse']?.ms ?? 0, base),
    `${baseHeap.toFixed(0)} MiB`, `${parseHeap.toFixed(0)} MiB`, ratio(parseHeap, baseHeap),
  ]);
  errorRows.push([
    String(actions), ms(t['parse']), ms(t['oneError']), ratio(t['oneError']?.ms ?? 0, base),
    ms(t['positions']), kib(Buffer.byteLength(brokenFile)),
  ]);
}

console.log('Valid definitions (10 files): parse + validate against js-yaml load of the same files (baseline)\n');
table(['actions', 'YAML', 'js-yaml', 'parseDefinition', 'ratio', 'heap js-yaml', 'heap parse', 'heap ratio'], rows);
console.log('\nOne unresolved reference in one file: reporting with positions (only that file goes through `yaml`)\n');
table(['actions', 'valid', 'one error', 'ratio to js-yaml', 'yaml parse of that file', 'that file'], errorRows);
console.log(`\npeak RSS of this process: ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MiB`);
