// The shared styles mapped onto Ink's `<Text>` props, with no styling at all when colour is off
// (`NO_COLOR`, or not a terminal).
import type { TextProps } from 'ink';
import type { Style } from '../render/palette.js';

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
