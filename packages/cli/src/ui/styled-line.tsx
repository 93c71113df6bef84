// One plan line in Ink: the shared line model mapped onto `<Text>` props, with no styling at
// all when colour is off (`NO_COLOR`, or not a terminal).
import { Box, Text, type TextProps } from 'ink';
import type { ReactElement } from 'react';
import type { Style } from '../render/palette.js';
import { segmentRows } from '../render/layout.js';
import type { PlanLine } from '../render/plan-lines.js';

const STYLE_PROPS: Readonly<Record<Style, TextProps>> = {
  bold: { bold: true },
  dim: { dimColor: true },
  green: { color: 'green' },
  yellow: { color: 'yellow' },
  red: { color: 'red' },
  cyan: { color: 'cyan' },
};

/** Text props for the styles, or none when colour is off. */
export function textProps(styles: readonly Style[], color: boolean): TextProps {
  if (!color) return {};
  return Object.assign({}, ...styles.map((style) => STYLE_PROPS[style])) as TextProps;
}

export interface StyledLineProps {
  /** The line to show. */
  readonly line: PlanLine;
  /** Whether to colour it. */
  readonly color: boolean;
  /** The terminal's width: segment lines wrap like the plain renderer's (no limit when absent). */
  readonly width?: number;
}

export function StyledLine({ line, color, width }: StyledLineProps): ReactElement {
  if (line.overflow === 'wrap') {
    return (
      <Box paddingLeft={line.indent}>
        <Text wrap="wrap" {...textProps(line.styles, color)}>
          {line.text}
        </Text>
      </Box>
    );
  }
  if (line.segments.length === 0) return <Text> </Text>;
  // Wrapped here, never cut: the end of a headline holds the verdicts (badges, notes, versions).
  return (
    <Box flexDirection="column">
      {segmentRows(line, width).map((row, rowIndex) => (
        <Box key={rowIndex} paddingLeft={row.indent}>
          <Text>
            {row.parts.map((segment, index) => (
              <Text key={index} {...textProps(segment.styles, color)}>
                {segment.text}
              </Text>
            ))}
          </Text>
        </Box>
      ))}
    </Box>
  );
}
