// Guards the start-up promise: the plain renderers and the UI's entry module never load ink or
// react when imported, and nothing here reaches into the commands.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const src = fileURLToPath(new URL('..', import.meta.url));

/** Modules a file loads when it is imported: static imports and re-exports, not `import type`. */
function runtimeImports(file: string): string[] {
  const text = readFileSync(join(src, file), 'utf8');
  const statements = text.match(/^(?:import|export)\s(?!type\s)[^;]*?from\s+'[^']+'|^import\s+'[^']+'/gms) ?? [];
  return statements.map((statement) => /'([^']+)'$/.exec(statement)?.[1] ?? '');
}

const sources = (folder: string): string[] =>
  readdirSync(join(src, folder))
    .filter((name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name))
    .map((name) => `${folder}/${name}`);

const UI_LIBRARIES = /^(ink|react|react\/.*|@inkjs\/ui)$/;

describe('module boundaries', () => {
  it('finds the imports it checks', () => {
    expect(runtimeImports('ui/ink-app.tsx')).toContain('ink');
    expect(runtimeImports('render/json.ts')).toEqual(['@capctl/core', './json-chunks.js']);
  });

  it('keeps ink and react out of every renderer', () => {
    for (const file of sources('render')) {
      expect({ file, imports: runtimeImports(file).filter((name) => UI_LIBRARIES.test(name) || name.includes('/ui/')) }).toEqual({
        file,
        imports: [],
      });
    }
  });

  it('loads ink only when an entry point runs, not when the UI module is imported', () => {
    for (const file of ['ui/run-ink.ts', 'ui/messages.ts']) {
      const loaded = runtimeImports(file).filter((name) => UI_LIBRARIES.test(name) || /\.\/(ink-app|apply-flow|plan-view|styled-line|confirm-input)\.js$/.test(name));
      expect({ file, loaded }).toEqual({ file, loaded: [] });
    }
  });

  it('never imports the commands', () => {
    for (const file of [...sources('render'), ...sources('ui')]) {
      expect({ file, commands: runtimeImports(file).filter((name) => name.includes('commands/')) }).toEqual({ file, commands: [] });
    }
  });
});
