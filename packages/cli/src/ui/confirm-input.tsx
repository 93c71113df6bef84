// The typed confirmation. Keys can arrive in one chunk (fast typing, a paste, a test driver
// sending "yes" and Enter together), so the line is read from each chunk, not key by key.
import { Text, useInput } from 'ink';
import { useRef, useState, type ReactElement } from 'react';
import { terminalText } from '../render/safe-text/terminal-text.js';

export interface ConfirmInputProps {
  /** Receives the typed line when Enter is pressed. */
  readonly onSubmit: (value: string) => void;
  /**
   * Called on Ctrl-C, Ctrl-D or Esc, with what was typed so far; `interrupted` when the key was
   * Ctrl-C (the first cancel key of its chunk), which a caller may end as an interrupt.
   */
  readonly onCancel: (value: string, interrupted: boolean) => void;
}

const CTRL_C = '\u0003';
// Ctrl-D ends input in a shell prompt; here it cancels, like Ctrl-C and Esc.
const CTRL_D = '\u0004';
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/g;

/** Where the chunk's first Ctrl-C or Ctrl-D is, and which it is (-1 when neither is in it). */
function firstCancel(input: string): [at: number, key: string | undefined] {
  const c = input.indexOf(CTRL_C);
  const d = input.indexOf(CTRL_D);
  if (c < 0) return [d, d < 0 ? undefined : CTRL_D];
  return d >= 0 && d < c ? [d, CTRL_D] : [c, CTRL_C];
}

export function ConfirmInput({ onSubmit, onCancel }: ConfirmInputProps): ReactElement {
  const [value, setValue] = useState('');
  // The ref is the truth: several chunks may arrive before React renders again.
  const line = useRef('');
  const done = useRef(false);

  const finish = (action: () => void): void => {
    done.current = true;
    action();
  };

  useInput((input, key) => {
    if (done.current) return;
    const cancelKey = (key.ctrl && (input === 'c' || input === 'd')) || key.escape || input.includes(CTRL_C) || input.includes(CTRL_D);
    if (cancelKey) {
      // What was typed in the same chunk before the cancel key counts as typed (it stays on screen).
      const [at, first] = firstCancel(input);
      if (!key.ctrl && !key.escape && at >= 0) line.current += input.slice(0, at).replaceAll(CONTROL, '');
      const interrupted = key.escape ? false : key.ctrl ? input === 'c' : first === CTRL_C;
      return finish(() => onCancel(line.current, interrupted));
    }
    if (key.return) return finish(() => onSubmit(line.current));
    if (key.backspace || key.delete) {
      line.current = [...line.current].slice(0, -1).join('');
    } else if (!key.ctrl && !key.meta && !key.escape) {
      const end = input.search(/[\r\n]/);
      line.current += (end === -1 ? input : input.slice(0, end)).replaceAll(CONTROL, '');
      if (end !== -1) return finish(() => onSubmit(line.current));
    }
    setValue(line.current);
  });

  return (
    <Text>
      {terminalText(value)}
      <Text inverse> </Text>
    </Text>
  );
}
