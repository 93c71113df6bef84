// The terminal's rows and columns, kept current when it is resized.
import { useStdout } from 'ink';
import { useEffect, useState } from 'react';

/** Used when the stream does not say (a test stream): a common terminal's size. */
const DEFAULT = { rows: 24, columns: 80 };

export function useTerminalSize(): { readonly rows: number; readonly columns: number } {
  const { stdout } = useStdout();
  const read = () => ({ rows: stdout.rows > 0 ? stdout.rows : DEFAULT.rows, columns: stdout.columns > 0 ? stdout.columns : DEFAULT.columns });
  const [size, setSize] = useState(read);
  useEffect(() => {
    const update = () => setSize(read());
    stdout.on('resize', update);
    return () => {
      stdout.off('resize', update);
    };
  });
  return size;
}
