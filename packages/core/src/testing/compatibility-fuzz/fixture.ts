// A counterexample saved as a regression fixture (fixtures/*.json), and how it is read back:
// the pair must never again be proven in the direction the payload breaks.
import { createHash } from 'node:crypto';
import type { CompatibilityDirection, JsonValue } from '../../types.js';
import { isJsonObject } from '../../json-object.js';
import { jsonText } from './json-tree.js';
import type { FoundCounterexample } from './run.js';

export interface CounterexampleFixture {
  /** What the payload shows, in words. */
  readonly description: string;
  /** Where it was found: `fuzz(seed).pair(index)` before shrinking. */
  readonly seed: number;
  readonly index: number;
  readonly direction: CompatibilityDirection;
  readonly old: JsonValue;
  readonly new: JsonValue;
  readonly payload: JsonValue;
}

export function fixtureOf(c: FoundCounterexample): CounterexampleFixture {
  const [from, to] = c.direction === 'backward' ? ['old', 'new'] : ['new', 'old'];
  return {
    description: `proven ${c.direction}, but the payload is valid under the ${from} schema and rejected by the ${to} one (ajv)`,
    seed: c.seed, index: c.index, direction: c.direction, old: c.old, new: c.new, payload: c.payload,
  };
}

/** A file name that is the same for the same pair and direction, so a run never saves one twice. */
export function fixtureName(f: Pick<CounterexampleFixture, 'direction' | 'old' | 'new'>): string {
  const hash = createHash('sha256').update(`${f.direction}\n${jsonText(f.old)}\n${jsonText(f.new)}`).digest('hex').slice(0, 12);
  return `${f.direction}-${hash}.json`;
}

export const fixtureText = (f: CounterexampleFixture): string => `${jsonText(f as unknown as JsonValue, 2)}\n`;

export class FixtureError extends Error {
  readonly code = 'FUZZ_FIXTURE_INVALID';
}

/** A fixture file's content, checked for shape; `name` is for the message. */
export function parseFixture(name: string, text: string): CounterexampleFixture {
  const v = JSON.parse(text) as JsonValue;
  if (!isJsonObject(v) || (v['direction'] !== 'backward' && v['direction'] !== 'forward') || !('old' in v) || !('new' in v) || !('payload' in v)) {
    throw new FixtureError(`${name}: a counterexample fixture needs direction (backward|forward), old, new and payload; regenerate it with npm run fuzz:compat`);
  }
  return v as unknown as CounterexampleFixture;
}
