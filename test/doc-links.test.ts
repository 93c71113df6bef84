// The documents hold together: every relative link in README.md and docs/*.md leads to a file of
// the repository (and to a heading, when it names an anchor), so moving a section cannot leave a
// dead link; and no comment or document sends the reader to a document the repository lacks.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Nodes } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { gfm } from 'micromark-extension-gfm';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

const parse = (markdown: string) => fromMarkdown(markdown, { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] });

function walk(node: Nodes, visit: (node: Nodes) => void): void {
  visit(node);
  if ('children' in node) for (const child of node.children) walk(child, visit);
}

function textOf(node: Nodes): string {
  if (node.type === 'text' || node.type === 'inlineCode') return node.value;
  return 'children' in node ? node.children.map(textOf).join('') : '';
}

/** A heading's anchor as GitHub makes it: lower case, punctuation dropped, spaces to dashes, repeats numbered. */
export function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  walk(parse(markdown), (node) => {
    if (node.type !== 'heading') return;
    const slug = textOf(node).toLowerCase().replaceAll(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '').replaceAll(' ', '-');
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  });
  return anchors;
}

const anchorsByFile = new Map<string, Set<string>>();
function anchorsIn(path: string): Set<string> {
  const anchors = anchorsByFile.get(path) ?? anchorsOf(readFileSync(path, 'utf8'));
  anchorsByFile.set(path, anchors);
  return anchors;
}

/** Where each link and link definition points, in document order. */
function linksOf(markdown: string): string[] {
  const urls: string[] = [];
  walk(parse(markdown), (node) => {
    if (node.type === 'link' || node.type === 'definition' || node.type === 'image') urls.push(node.url);
  });
  return urls;
}

/**
 * The links of `file` (relative to `root`) that lead nowhere, each with the reason. Links with a
 * scheme leave the repository and are not followed.
 */
export function deadLinks(root: string, file: string, markdown: string): string[] {
  const dead: string[] = [];
  for (const url of linksOf(markdown)) {
    if (/^[a-z][a-z0-9+.-]*:/i.test(url)) continue;
    const [path = '', anchor] = url.split('#', 2);
    const target = path === '' ? join(root, file) : resolve(root, dirname(file), decodeURIComponent(path));
    if (relative(root, target).startsWith('..')) dead.push(`${url}: leaves the repository`);
    else if (!existsSync(target)) dead.push(`${url}: no such file`);
    else if (anchor !== undefined && target.endsWith('.md') && !(path === '' ? anchorsOf(markdown) : anchorsIn(target)).has(anchor)) {
      dead.push(`${url}: no heading with that anchor in ${relative(root, target)}`);
    }
  }
  return dead;
}

// Built from parts, so that this file does not name them itself.
const ABSENT_DOCUMENT = new RegExp([['DESIGN', 'md'].join('\\.'), ['STYLE', 'md'].join('\\.'), ['interface', 'document'].join(' '), 'seed/'].join('|'), 'i');

/** The comments of a source file: `//` and `/* *\/` in code, `#` in YAML and shell. */
export function commentsOf(path: string, text: string): string[] {
  if (/\.(ya?ml|sh)$/.test(path)) return text.match(/(?:^|\s)#.*$/gm) ?? [];
  return text.match(/\/\*[\s\S]*?\*\/|\/\/.*$/gm) ?? [];
}

/** `file: comment` for every comment that names a document the repository does not hold, on one line. */
export function commentsNamingAbsentDocuments(path: string, text: string): string[] {
  return commentsOf(path, text)
    .map((comment) => comment.trim().replaceAll(/\s*\n\s*(?:\*(?!\/)|\/\/|#)?\s*/g, ' '))
    .filter((comment) => ABSENT_DOCUMENT.test(comment))
    .map((comment) => `${path}: ${comment}`);
}

const SOURCE = /\.(ts|tsx|mts|mjs|js|ya?ml|sh)$/;

function sourceFiles(dir: string): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(join(ROOT, dir), { withFileTypes: true })) {
    const path = dir === '.' ? entry.name : `${dir}/${entry.name}`;
    // Built or generated output is not source: it says what its source says.
    if (['node_modules', 'dist', 'generated', 'reports'].includes(entry.name) || (dir !== '.' && entry.name.startsWith('.'))) continue;
    if (entry.isDirectory()) {
      if (dir !== '.' || ['packages', 'test', 'action', 'schemas', 'examples'].includes(entry.name)) files.push(...sourceFiles(path));
    } else if (SOURCE.test(entry.name) || (dir === '.' && /^\.redocly/.test(entry.name))) files.push(path);
  }
  return files;
}

const documents = ['README.md', ...readdirSync(join(ROOT, 'docs')).filter((name) => name.endsWith('.md')).map((name) => `docs/${name}`)];
/** The contracts' descriptions are documents too: `openapi.yaml` is served to every client. */
const contracts = readdirSync(join(ROOT, 'schemas')).map((name) => `schemas/${name}`);

describe('links between the documents', () => {
  it('finds the dead links it checks for', () => {
    const markdown = '# Saved plans\n\n[ok](#saved-plans) [gone](#no-such-heading) [file](README.md) [missing](docs/nothing.md)\n\n`[in code](nowhere.md)`\n';
    expect(deadLinks(ROOT, 'README.md', markdown)).toEqual(['#no-such-heading: no heading with that anchor in README.md', 'docs/nothing.md: no such file']);
    expect(anchorsOf('## Secret header values: `sensitive_headers` and `{env: NAME}`\n## A\n## A\n')).toEqual(
      new Set(['secret-header-values-sensitive_headers-and-env-name', 'a', 'a-1']),
    );
  });

  it('leaves no relative link in README.md or docs/ without its file and heading', () => {
    expect(documents).toContain('docs/tour.md');
    const dead = documents.flatMap((file) => deadLinks(ROOT, file, readFileSync(join(ROOT, file), 'utf8')).map((reason) => `${file}: ${reason}`));
    expect(dead).toEqual([]);
  });

  it('links every document in docs/ from the README', () => {
    const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
    const linked = new Set(linksOf(readme).map((url) => url.split('#')[0]));
    expect(documents.filter((file) => file !== 'README.md' && !linked.has(file))).toEqual([]);
  });
});

describe('documents the repository does not hold', () => {
  it('finds a comment that names one, and not a string', () => {
    const absent = ['DESIGN', 'md'].join('.');
    const opening = ['/', '**'].join('');
    expect(commentsNamingAbsentDocuments('a.ts', `// as ${absent} says\nconst name = '${absent}';\n${opening}\n * the interface\n * document's fields\n */`)).toEqual([
      `a.ts: // as ${absent} says`,
      `a.ts: ${opening} the interface document's fields */`,
    ]);
    expect(commentsNamingAbsentDocuments('b.ts', `/* the ${['interface', 'document'].join(' ')}'s fields */`)).toHaveLength(1);
    expect(commentsNamingAbsentDocuments('c.yaml', `# see ${absent}\nurl: http://x/#not-a-comment\n`)).toEqual([`c.yaml: # see ${absent}`]);
  });

  it('is named by no comment in the sources, and by no document', () => {
    const files = sourceFiles('.');
    expect(files).toContain('packages/core/src/types.ts');
    expect(files).toContain('.redocly.lint-ignore.yaml');
    const named = files.flatMap((file) => commentsNamingAbsentDocuments(file, readFileSync(join(ROOT, file), 'utf8')));
    expect(contracts).toContain('schemas/openapi.yaml');
    const inDocuments = [...documents, ...contracts].filter((file) => ABSENT_DOCUMENT.test(readFileSync(join(ROOT, file), 'utf8')));
    expect({ named, inDocuments }).toEqual({ named: [], inDocuments: [] });
  });
});
