// Where JSON text first stops being valid JSON. JSON.parse names the offset only in some of
// its messages (and differently across Node versions); this scanner finds it for all of them.
// It runs only on text JSON.parse has already refused.

class Stop {
  constructor(readonly offset: number) {}
}

const LITERAL = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?|true|false|null/y;

/** The offset of the first error, or undefined when the text is valid (or nested too deeply to scan). */
export function jsonErrorOffset(text: string): number | undefined {
  let i = 0;
  const fail = (): never => {
    throw new Stop(i);
  };
  const space = () => {
    while (i < text.length && (text[i] === ' ' || text[i] === '\t' || text[i] === '\n' || text[i] === '\r')) i++;
  };
  const string = () => {
    i++;
    while (i < text.length) {
      const c = text.charCodeAt(i);
      if (c === 0x22) {
        i++;
        return;
      }
      if (c < 0x20) fail();
      i += c === 0x5c ? 2 : 1;
    }
    fail();
  };
  const list = (close: string, item: () => void) => {
    i++;
    space();
    if (text[i] === close) {
      i++;
      return;
    }
    for (;;) {
      item();
      space();
      if (text[i] === close) {
        i++;
        return;
      }
      if (text[i] !== ',') fail();
      i++;
    }
  };
  const member = () => {
    space();
    if (text[i] !== '"') fail();
    string();
    space();
    if (text[i] !== ':') fail();
    i++;
    value();
  };
  const value = (): void => {
    space();
    const c = text[i];
    if (c === '{') return list('}', member);
    if (c === '[') return list(']', value);
    if (c === '"') return string();
    LITERAL.lastIndex = i;
    const match = LITERAL.exec(text);
    if (match === null) fail();
    else i += match[0].length;
  };
  try {
    value();
    space();
    return i < text.length ? i : undefined;
  } catch (caught) {
    if (caught instanceof Stop) return caught.offset;
    return undefined;
  }
}
