// Test support for parse tests: YAML text written line by line, so a test can name the exact
// line and column of what it checks.

/** A YAML text from indented lines. */
export function yamlText(...lines: readonly string[]): string {
  return `${lines.join('\n')}\n`;
}
