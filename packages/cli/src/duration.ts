// Durations on the command line (`30d`, `12h`), for retention flags of `revisions prune` and `serve`.
import { CliError } from './errors.js';

const UNIT_SECONDS: Readonly<Record<string, number>> = { s: 1, m: 60, h: 3600, d: 86_400, w: 604_800 };

/** `30d`, `12h`, `90m`, `45s`, `2w` in seconds; `flag` names the option in the error. */
export function durationSeconds(value: string, flag: string): number {
  const match = /^(\d+)([smhdw])$/.exec(value.trim());
  const unit = match?.[2] === undefined ? undefined : UNIT_SECONDS[match[2]];
  if (!match || unit === undefined) {
    throw new CliError('usage', `${flag} must be a number and a unit (s, m, h, d, w), got "${value}"`, { hint: `e.g. ${flag} 30d` });
  }
  return Number(match[1]) * unit;
}
