// Text for people: one counterexample (the pair, the direction, the payload, ajv's verdicts) and
// the counts of a run, as the test and `npm run fuzz:compat` print them.
import { jsonText } from './json-tree.js';
import { shares, type FoundCounterexample, type FuzzStats } from './run.js';

export function describeCounterexample(c: FoundCounterexample): string {
  const [from, to] = c.direction === 'backward' ? ['old', 'new'] : ['new', 'old'];
  return [
    `counterexample (seed ${c.seed}, pair ${c.index}): ${c.direction} proven, but`,
    `  old:     ${jsonText(c.old)}`,
    `  new:     ${jsonText(c.new)}`,
    `  payload: ${jsonText(c.payload)}  (ajv: accepted by the ${from} schema, rejected by the ${to} one)`,
  ].join('\n');
}

export function describeStats(s: FuzzStats): string {
  const pct = shares(s);
  return [
    `seed ${s.seed}: ${s.pairs} pairs tried (${s.uncompilable} not compilable by ajv, skipped)`,
    `verdicts of ${s.verdicts.proven + s.verdicts.breaking + s.verdicts.unproven} directions: proven ${s.verdicts.proven} (${pct.proven}%), `
      + `breaking ${s.verdicts.breaking} (${pct.breaking}%), unproven ${s.verdicts.unproven} (${pct.unproven}%)`,
    `proven verdicts checked: ${s.provenChecked} (${s.payloadsChecked} payloads judged by both sides)`,
    `counterexamples: ${s.counterexamples.length}`,
  ].join('\n');
}
