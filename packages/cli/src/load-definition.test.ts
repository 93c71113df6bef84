// A definition in which no file says anything is refused (planning it would delete every
// object); one line that says something, anywhere in any file, is enough to read it.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { loadDefinition } from './load-definition.js';

let dir: string;
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function project(files: Record<string, string>): string {
  dir = mkdtempSync(join(tmpdir(), 'capctl-load-'));
  writeFileSync(join(dir, 'capctl.yaml'), 'state: .capctl/state.db\n');
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return dir;
}

const load = (path: string) => loadDefinition(path, new PassThrough(), {}, { envValues: false, variableValues: false });

describe('a definition that says nothing', () => {
  it('is refused when every file is blank, comments, document markers or an empty value', async () => {
    const path = project({
      'a.yaml': '', 'b.yaml': '# only a comment\r\n\r\n---\r\n...\r\n', 'c.yaml': '  {}  \n# after', 'd.yaml': '---\nnull\n', 'e.yml': '~',
    });
    await expect(load(path)).rejects.toMatchObject({ code: 'definition_empty' });
  });

  it('is read when one file says something, even after a line that alone would say nothing', async () => {
    const path = project({ 'a.yaml': '# nothing\n', 'b.yaml': `# ${'x'.repeat(100)}\n---\n{}\n${'# pad\n'.repeat(1000)}actions: []\n` });
    await expect(load(path)).rejects.toMatchObject({ code: 'definition_invalid' });
    const said = project({ 'a.yaml': '', 'b.yaml': '# a comment first\n\nactions: []\nresources: {}\n' });
    expect((await load(said)).definition).toEqual({ actions: [], resources: { destinations: [], metrics: [], sources: [] } });
  });
});
