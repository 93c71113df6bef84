// Output lines made safe for a GitHub Actions log: no line may start a workflow command (`::error::`, `::add-mask::`, `::stop-commands::`...).

/**
 * The runner trims leading white space before looking for `::`, and finds the legacy `##[`
 * prefix anywhere in a line; the class is wider than .NET's white space, never narrower.
 */
const COMMAND_START = /^([\s\u0085\u180e]*):(?=:)/u;
const LEGACY_COMMAND = /##\[/g;

/** One output line: a leading `::` (after white space too) and any `##[` lose their meaning, visibly (`\x3a:`, `#\x23[`). */
export function logLine(line: string): string {
  // COMMAND_START matches only where the line holds `::`, LEGACY_COMMAND only where it holds
  // `##[`: a line with neither (nearly every line of a plan) is returned without a replace.
  if (!line.includes('::') && !line.includes('##[')) return line;
  return escapeLogLine(line);
}

/** logLine without its shortcut: both replaces on any line (the reference the shortcut is tested against). */
export function escapeLogLine(line: string): string {
  return line.replace(COMMAND_START, '$1\\x3a').replace(LEGACY_COMMAND, '#\\x23[');
}
