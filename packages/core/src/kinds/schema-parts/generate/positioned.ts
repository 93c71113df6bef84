// A parsed document that remembers where each value is written, so that a generator can rewrite
// only the values that changed and leave every other byte (layout, quoting, comments) as it was.
import type { JsonValue } from '../../../types.js';

/** A value and the span of text it is written in. */
export interface Positioned {
  readonly value: JsonValue;
  readonly start: number;
  /** Just past the value's last character (no trailing newline). */
  readonly end: number;
  /** Written on one line (a JSON value on one line, a YAML flow collection or one-line scalar). */
  readonly inline: boolean;
  /** An object's members, in written order. */
  readonly members?: ReadonlyMap<string, Positioned>;
  /** An array's items. */
  readonly items?: readonly Positioned[];
}

/** Parses JSON text, keeping each value's span. Throws on what JSON.parse would refuse. */
export function positionedJson(text: string): Positioned {
  let at = 0;
  const space = (): void => {
    while (at < text.length && ' \t\r\n'.includes(text[at]!)) at++;
  };
  const expect = (c: string): void => {
    if (text[at] !== c) throw new SyntaxError(`expected ${c} at offset ${at}`);
    at++;
  };
  const node = (start: number, value: JsonValue, extra: Pick<Positioned, 'members' | 'items'> = {}): Positioned =>
    ({ value, start, end: at, inline: !text.slice(start, at).includes('\n'), ...extra });
  function value(): Positioned {
    space();
    const start = at;
    if (text[at] === '{') {
      at++;
      const members = new Map<string, Positioned>();
      space();
      if (text[at] === '}') at++;
      else {
        for (;;) {
          space();
          const key = scalar().value as string;
          space();
          expect(':');
          members.set(key, value());
          space();
          if (text[at] === ',') { at++; continue; }
          expect('}');
          break;
        }
      }
      return node(start, Object.fromEntries([...members].map(([k, v]) => [k, v.value])), { members });
    }
    if (text[at] === '[') {
      at++;
      const items: Positioned[] = [];
      space();
      if (text[at] === ']') at++;
      else {
        for (;;) {
          items.push(value());
          space();
          if (text[at] === ',') { at++; continue; }
          expect(']');
          break;
        }
      }
      return node(start, items.map((i) => i.value), { items });
    }
    return scalar();
  }
  function scalar(): Positioned {
    const start = at;
    if (text[at] === '"') {
      at++;
      while (at < text.length && text[at] !== '"') at += text[at] === '\\' ? 2 : 1;
      at++;
    } else {
      while (at < text.length && /[-+.0-9a-zA-Z]/.test(text[at]!)) at++;
    }
    return node(start, JSON.parse(text.slice(start, at)) as JsonValue);
  }
  const root = value();
  space();
  if (at !== text.length) throw new SyntaxError(`unexpected text at offset ${at}`);
  return root;
}
