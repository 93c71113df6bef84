// Reads definition files from disk (the only I/O of loading): a file, or a directory's
// *.yaml|*.yml|*.json files in sorted order, then hands them to core's parser.
import { readdir, readFile, stat } from 'node:fs/promises';
import { join, relative } from 'node:path';
import type { SourceFile } from '@capctl/core';
import { CliError } from './errors.js';

const DEFINITION_FILE = /\.(ya?ml|json)$/i;

/** Paths are shown relative to the working directory, as users typed them. */
function display(path: string): string {
  const rel = relative(process.cwd(), path);
  return rel === '' || rel.startsWith('..') ? path : rel;
}

/** The definition files at `path`, sorted; a directory is read one level deep. */
export async function listDefinitionFiles(path: string): Promise<string[]> {
  const info = await stat(path).catch(() => undefined);
  if (!info) {
    throw new CliError('definition_not_found', `no such file or directory: ${path}`, {
      hint: 'pass a definition directory or file, e.g. `capctl plan examples/quickstart`',
    });
  }
  if (info.isFile()) return [path];
  const names = (await readdir(path, { withFileTypes: true }))
    .filter((e) => e.isFile() && DEFINITION_FILE.test(e.name))
    .map((e) => e.name)
    .sort();
  if (names.length === 0) {
    throw new CliError('definition_not_found', `no *.yaml, *.yml or *.json files in ${path}`, {
      hint: 'put definition files in the directory, or pass a file',
    });
  }
  return names.map((n) => join(path, n));
}

export async function readDefinitionFiles(path: string): Promise<SourceFile[]> {
  const files = await listDefinitionFiles(path);
  return Promise.all(files.map(async (f) => ({ path: display(f), text: await readFile(f, 'utf8') })));
}
