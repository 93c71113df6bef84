// A local state moved or copied without its key file, or given another key: the built binary
// says which, names the file, and leaves no new key file beside secrets it could not open (it
// once made a new key and then answered "internal error, retry later" on every plan).
import { copyFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Workspace } from './cli-fixture.js';

vi.setConfig({ testTimeout: 120_000 });

let ws: Workspace;
beforeEach(() => {
  ws = new Workspace();
});
afterEach(() => ws.remove());

describe('a local state and its key file', () => {
  it('a copy without the key file is refused until the key file is put back', async () => {
    const defs = ws.withQuickstart();
    const applied = await ws.run(['apply', defs, '--state', 'first.db', '--auto-approve']);
    expect(applied.code, applied.stderr).toBe(0);
    copyFileSync(ws.path('first.db'), ws.path('copy.db'));

    const missing = await ws.run(['plan', defs, '--state', 'copy.db']);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain(`the key file ${ws.path('copy.db.key')} is missing, and this database was made with a key`);
    expect(missing.stderr).not.toMatch(/internal error|retry later|\n\s+at /);
    expect(existsSync(ws.path('copy.db.key'))).toBe(false);

    const other = randomBytes(32).toString('base64');
    writeFileSync(ws.path('copy.db.key'), `${other}\n`, { mode: 0o600 });
    const wrong = await ws.run(['plan', defs, '--state', 'copy.db']);
    expect(wrong.code).toBe(1);
    expect(wrong.stderr).toContain(`the key file ${ws.path('copy.db.key')} is not the key this database was made with`);
    expect(wrong.stderr).not.toContain(other);

    writeFileSync(ws.path('copy.db.key'), readFileSync(ws.path('first.db.key')));
    const planned = await ws.run(['plan', defs, '--state', 'copy.db', '--detailed-exitcode']);
    expect(planned.code, planned.stderr).toBe(0);
    expect(planned.stdout).toContain('No changes');
  });
});
