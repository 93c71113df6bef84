// Durations as operators type them: `90s`, `15m`, `12h`, `30d`, `2w`, or several together (`1d12h`),
// for key expiry and the retention flags of `revisions prune` and `serve`.
import { CliError } from './errors.js';

const UNIT_MS: Record<string, number> = { s: 1_000, m: 60_000, h: 3_600_000, d: 86_400_000, w: 604_800_000 };

/** Milliseconds, or undefined when `text` is not a positive duration. */
export function parseDuration(text: string): number | undefined {
  const trimmed = text.trim();
  if (!/^(\d+[smhdw])+$/.test(trimmed)) return undefined;
  let total = 0;
  for (const [, amount, unit] of trimmed.matchAll(/(\d+)([smhdw])/g)) total += Number(amount) * (UNIT_MS[unit ?? 's'] ?? 0);
  return Number.isSafeInteger(total) && total > 0 ? total : undefined;
}

/** The duration in whole seconds; `flag` names the option in the error. */
export function durationSeconds(value: string, flag: string): number {
  const ms = parseDuration(value);
  if (ms === undefined) {
    throw new CliError('usage', `${flag} must be a number and a unit (s, m, h, d, w), got "${value}"`, { hint: `e.g. ${flag} 30d` });
  }
  return Math.floor(ms / 1000);
}
