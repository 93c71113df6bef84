// One plan line in Ink: the shared line model mapped onto `<Text>` props, with no styling at
// all when colour is off (`NO_COLOR`, or not a terminal).
import { Box, Text, type TextProps } from 'ink';
import type { ReactElement } from 'react';
import type { Style } from '../render/palette.js';
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
}

export function StyledLine({ line, color }: StyledLineProps): ReactElement {
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
  return (
    <Box paddingLeft={line.indent}>
      <Text wrap="truncate-end">
        {line.segments.map((segment, index) => (
          <Text key={index} {...textProps(segment.styles, color)}>
            {segment.text}
          </Text>
        ))}
      </Text>
    </Box>
  );
}
