// Where the whole CLI's memory goes at scale (`npm run bench -- memory-parts`; BENCH_MEMORY_ACTIONS
// sets the size, 100,000 by default): the heap each part of `plan --out` holds, measured after a
// full garbage collection, and the most the streamed renderers add while they write a plan.
import { createWriteStream } from 'node:fs';
import { maskPlan, emptyState, parseDefinition, plan, planMeaningDigest } from '@capctl/core';
import { jsonTextChunks } from '../../packages/state/src/json-body.js';
import { planJsonChunks } from '../../packages/cli/src/render/json.js';
import { plainPalette } from '../../packages/cli/src/render/palette.js';
import { planTextChunks } from '../../packages/cli/src/render/text.js';
import { writeChunks } from '../../packages/cli/src/render/write-chunks.js';
import { generateDefinition, toYamlFiles } from './generate.js';
import { table } from './measure.js';

const ACTIONS = Number(process.env['BENCH_MEMORY_ACTIONS'] ?? 100_000);
const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MiB`;

function heap(): number {
  globalThis.gc?.();
  return process.memoryUsage().heapUsed;
}

const rows: string[][] = [];
const keep: unknown[] = [];
let last = heap();
/** The heap `what` added since the previous part (kept alive until the end). */
function part(what: string, value: unknown, note = ''): void {
  keep.push(value);
  const now = heap();
  rows.push([what, mib(now - last), note]);
  last = now;
}

/** The most heap `work` adds above what is held before it, as seen at each `sample` it makes. */
function mostAdded(work: (sample: () => void) => void): number {
  const before = heap();
  let peak = before;
  work(() => { peak = Math.max(peak, process.memoryUsage().heapUsed); });
  return peak - before;
}

const files = toYamlFiles(generateDefinition({ actions: ACTIONS }), 20);
part('YAML text of the definition files', files, `${mib(files.reduce((sum, f) => sum + f.text.length, 0))} of characters`);
const parsed = parseDefinition(files);
part('parsed definition', parsed);
// The HTTP adapter sends the request body as it makes it (state/src/json-body.ts), never as one string.
let bodyChars = 0;
const bodyPeak = mostAdded((sample) => {
  let n = 0;
  for (const chunk of jsonTextChunks({ definition: parsed.definition })) {
    bodyChars += chunk.length;
    if (++n % 20 === 0) sample();
  }
});
rows.push(['HTTP request body, streamed: most heap added while sending', mib(bodyPeak), `${mib(bodyChars)} of characters sent (one string would hold them all)`]);
last = heap();
const made = plan(parsed.definition, emptyState());
part('the plan (core)', made, `${made.steps.length} steps`);
const answer = JSON.stringify({ data: { preview_steps: made.steps, summary: made.summary } });
part('HTTP answer text holding the plan (one string)', answer, `${mib(answer.length)} of characters`);
const received = JSON.parse(answer) as unknown;
part('the plan as the HTTP client parses it (shares nothing with the definition)', received);
const masked = maskPlan(made);
part('a masked copy of the plan (maskPlan)', masked);
// Hashed one step at a time: the text of the whole plan's meaning is never made.
const digestPeak = mostAdded((sample) => {
  let reads = 0;
  const steps = new Proxy(made.steps, {
    get(target, key, receiver) {
      if (++reads % 2000 === 0) sample();
      return Reflect.get(target, key, receiver) as unknown;
    },
  });
  planMeaningDigest({ steps });
  sample();
});
rows.push(['meaning digest of the plan (planMeaningDigest): most heap added', mib(digestPeak), 'sampled every 2,000 reads of the steps']);

/** Streams `chunks` to /dev/null, sampling the heap every 2,000 chunks: the most rendering adds. */
async function streamed(what: string, chunks: Iterable<string>): Promise<void> {
  const before = heap();
  let peak = before;
  let count = 0;
  let chars = 0;
  function* sampled(): Generator<string> {
    for (const chunk of chunks) {
      chars += chunk.length;
      if (++count % 2000 === 0) peak = Math.max(peak, process.memoryUsage().heapUsed);
      yield chunk;
    }
  }
  const out = createWriteStream('/dev/null');
  await writeChunks(out, sampled(), what);
  out.end();
  rows.push([`${what}, streamed: most heap added while writing`, mib(peak - before), `${mib(chars)} of characters written (a whole string would hold them all)`]);
}

await streamed('text plan', planTextChunks(made, { palette: plainPalette }));
await streamed('JSON plan', planJsonChunks(made));
console.log(`${ACTIONS} actions: heap held by each part of \`plan --out\`, after a full GC (parts kept alive to the end)\n`);
table(['part', 'heap', 'note'], rows);
console.log(`\npeak RSS of this process: ${mib(process.resourceUsage().maxRSS * 1024)}; parts kept: ${keep.length}`);
