import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { holdEventLoop, loopHolds } from './loop-hold.js';

const here = dirname(fileURLToPath(import.meta.url));

/**
 * Runs `body` as a Node program of its own with `holdEventLoop` in scope (bundled from this
 * source), and returns what it printed: an event loop's emptiness cannot be seen from inside the
 * test runner, whose own loop is always busy.
 */
async function runWithHold(body: string): Promise<string> {
  const bundled = await build({
    stdin: { contents: `import { holdEventLoop } from './loop-hold.js';\n${body}`, resolveDir: here, loader: 'ts' },
    bundle: true, platform: 'node', format: 'esm', write: false, logLevel: 'silent',
  });
  const code = bundled.outputFiles[0]?.text ?? '';
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', code], { encoding: 'utf8' });
  expect(run.status).toBe(0);
  return run.stdout;
}

describe('holdEventLoop', () => {
  it('keeps the event loop running while held (an unreferenced timer still fires) and lets the process end once let go', async () => {
    const printed = await runWithHold(`
      process.on('beforeExit', () => console.log('loop empty'));
      const letGo = holdEventLoop();
      setTimeout(() => { console.log('timer fired'); letGo(); }, 0).unref();
    `);
    // Unheld, the loop would be empty at once: Node says so and ends without firing the timer.
    expect(printed).toBe('timer fired\nloop empty\n');
  });

  it('counts the holds not let go, letting each go once', () => {
    const before = loopHolds();
    const first = holdEventLoop();
    const second = holdEventLoop();
    expect(loopHolds()).toBe(before + 2);
    first();
    first();
    expect(loopHolds()).toBe(before + 1);
    second();
    expect(loopHolds()).toBe(before);
  });
});
