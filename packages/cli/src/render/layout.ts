// Fits plan lines to a terminal width: prose wraps at spaces (long words are split), other
// lines are cut with an ellipsis. Widths count code points; wide East Asian glyphs count one.
import { paintWith, type Palette } from './palette.js';
import type { PlanLine, Segment } from './plan-lines.js';

/** Below this, indentation and symbols would not fit; narrower widths are treated as this. */
const MIN_WIDTH = 20;
const ELLIPSIS = '…';

const length = (text: string): number => [...text].length;

/** The line as one or more painted output lines, none wider than `width` (no limit when undefined). */
export function layoutLine(line: PlanLine, palette: Palette, width: number | undefined): string[] {
  const pad = ' '.repeat(line.indent);
  const room = width === undefined ? Number.POSITIVE_INFINITY : Math.max(width, MIN_WIDTH) - line.indent;
  if (line.overflow === 'wrap') {
    return wrapText(line.text, room).map((part) => pad + paintWith(palette, line.styles, part));
  }
  const segments = truncateSegments(line.segments, room);
  if (segments.length === 0) return [''];
  return [pad + segments.map((part) => paintWith(palette, part.styles, part.text)).join('')];
}

export function truncateSegments(segments: readonly Segment[], room: number): readonly Segment[] {
  const total = segments.reduce((sum, part) => sum + length(part.text), 0);
  if (total <= room) return segments;
  const kept: Segment[] = [];
  let left = room - 1;
  for (const part of segments) {
    const chars = [...part.text];
    if (chars.length <= left) {
      kept.push(part);
      left -= chars.length;
      continue;
    }
    kept.push({ text: chars.slice(0, left).join('') + ELLIPSIS, styles: part.styles });
    break;
  }
  return kept;
}

/** Words move whole to the next line; a word longer than a line is split. */
export function wrapText(text: string, room: number): string[] {
  if (length(text) <= room) return [text];
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(' ')) {
    const candidate = current === '' ? word : `${current} ${word}`;
    if (length(candidate) <= room) {
      current = candidate;
      continue;
    }
    if (current !== '') lines.push(current);
    let rest = [...word];
    while (rest.length > room) {
      lines.push(rest.slice(0, room).join(''));
      rest = rest.slice(room);
    }
    current = rest.join('');
  }
  if (current !== '') lines.push(current);
  return lines;
}
