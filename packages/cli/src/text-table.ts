// Plain aligned columns for list commands: a header row, then one row per item. Columns are
// measured by display width, so a wide character (田中, an emoji) keeps the columns aligned.
import stringWidth from 'string-width';

const padEnd = (text: string, width: number): string => text + ' '.repeat(Math.max(0, width - stringWidth(text)));

export function textTable(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = header.map((h, i) => Math.max(stringWidth(h), ...rows.map((row) => stringWidth(row[i] ?? ''))));
  const line = (cells: readonly string[]) => cells.map((c, i) => padEnd(c, widths[i] ?? 0)).join('  ').trimEnd();
  return [line(header), ...rows.map(line)].join('\n');
}
