// The palette renderers paint with: plain functions injected by the caller, so renderers never
// decide about colour themselves and tests run colourless.

/** The styles a renderer may ask for; the Ink UI maps the same names onto `<Text>` props. */
export type Style = 'bold' | 'dim' | 'green' | 'yellow' | 'red' | 'cyan';

export interface Palette {
  /** True when the palette emits escape codes. */
  readonly colors: boolean;
  readonly bold: (text: string) => string;
  readonly dim: (text: string) => string;
  readonly green: (text: string) => string;
  readonly yellow: (text: string) => string;
  readonly red: (text: string) => string;
  readonly cyan: (text: string) => string;
}

export interface PaletteOptions {
  /** Emit ANSI escape codes; decide it with `shouldUseColor`. */
  readonly color: boolean;
}

/** Open and close codes; each close resets only its own attribute, so styles nest. */
const CODES: Readonly<Record<Style, readonly [number, number]>> = {
  bold: [1, 22],
  dim: [2, 22],
  green: [32, 39],
  yellow: [33, 39],
  red: [31, 39],
  cyan: [36, 39],
};

const identity = (text: string): string => text;

function ansi(style: Style): (text: string) => string {
  const [open, close] = CODES[style];
  return (text) => (text === '' ? text : `\u001b[${open}m${text}\u001b[${close}m`);
}

export function createPalette(options: PaletteOptions): Palette {
  const paint = options.color ? ansi : () => identity;
  return {
    colors: options.color,
    bold: paint('bold'),
    dim: paint('dim'),
    green: paint('green'),
    yellow: paint('yellow'),
    red: paint('red'),
    cyan: paint('cyan'),
  };
}

/** The palette that returns text unchanged: pipes, files, `NO_COLOR`. */
export const plainPalette: Palette = createPalette({ color: false });

/**
 * Colour on a terminal unless `NO_COLOR` is set and non-empty (https://no-color.org);
 * `FORCE_COLOR` decides first when set (https://force-color.org): `0` or `false` never,
 * anything else always, terminal or not. `--no-color` sets FORCE_COLOR=0. `env` is passed in so
 * that callers and tests decide which environment counts.
 */
export function shouldUseColor(
  stream: { readonly isTTY?: boolean },
  env: Readonly<Record<string, string | undefined>>,
): boolean {
  const force = env['FORCE_COLOR'];
  if (force !== undefined && force !== '') return force !== '0' && force.toLowerCase() !== 'false';
  const noColor = env['NO_COLOR'];
  return stream.isTTY === true && (noColor === undefined || noColor === '');
}

/** Applies several styles in order, so a segment can be both red and bold. */
export function paintWith(palette: Palette, styles: readonly Style[], text: string): string {
  let painted = text;
  for (const style of styles) painted = palette[style](painted);
  return painted;
}
