// One screen row of the plan in Ink: an indent and styled parts already fitted to the width
// (plan-document.ts), so Ink never wraps it again; no styling at all when colour is off.
import { Text } from 'ink';
import type { ReactElement } from 'react';
import type { Row } from './window-rows.js';
import { textProps } from './styled-line.js';

export function RowLine({ row, color }: { readonly row: Row; readonly color: boolean }): ReactElement {
  if (row.parts.length === 0) return <Text> </Text>;
  // Cut, never wrapped, if a wide glyph still makes it overflow: the window's height must hold.
  return (
    <Text wrap="truncate">
      {' '.repeat(row.indent)}
      {row.parts.map((part, index) => (
        <Text key={index} {...textProps(part.styles, color)}>
          {part.text}
        </Text>
      ))}
    </Text>
  );
}
