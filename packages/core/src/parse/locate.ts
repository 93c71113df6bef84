// Source positions for JSON pointers, from `yaml`'s parseDocument. Only files that have
// diagnostics are parsed this way: positions cost ten times the fast load.
import { isAlias, isMap, isScalar, isSeq, LineCounter, parseDocument, type Document, type Node, type Pair } from 'yaml';
import { joinPointer, splitPointer } from './json-pointer.js';

export interface Position {
  /** 1-based. */
  readonly line: number;
  /** 1-based. */
  readonly column: number;
}

export interface Locator {
  /** Where the value at `pointer` starts (its key with `key`); the deepest existing parent when it does not exist. */
  position(pointer: string, key?: boolean): Position;
  /** The position of a character offset. */
  positionOf(offset: number): Position;
  /** The pointer of the deepest node that contains `offset`. */
  pointerAt(offset: number): string;
  readonly document: Document;
}

type Ranged = { range?: readonly [number, number, number] | null | undefined };

function keyText(key: unknown): string {
  return isScalar(key) ? String(key.value) : String(key);
}

function rangeStart(node: unknown): number | undefined {
  return (node as Ranged | null)?.range?.[0] ?? undefined;
}

/** An empty value (`key:`) has no text of its own: such a value is located at its key. */
function hasText(node: unknown): boolean {
  if (node === null || node === undefined) return false;
  if (!isScalar(node) || node.value !== null) return true;
  const range = node.range;
  return range !== undefined && range !== null && range[0] !== range[1];
}

/**
 * Where the value at `pointer` starts inside a node tree of `yaml` (its key with `key`), or the
 * deepest existing parent: for one document's contents, or one of a multi-document file's.
 * `resolve` follows an alias one hop; an alias is located where it is written.
 */
export function nodeOffset(root: unknown, pointer: string, resolve: (node: unknown) => unknown, key = false): number {
  let node: unknown = resolve(root);
  let offset = rangeStart(node) ?? 0;
  for (const segment of splitPointer(pointer)) {
    if (isMap(node)) {
      const pair = (node.items as Pair[]).find((p) => keyText(p.key) === segment);
      if (pair === undefined) break;
      const value = resolve(pair.value);
      const keyStart = rangeStart(pair.key);
      const written = isAlias(pair.value) ? pair.value : value;
      offset = key || !hasText(value) ? keyStart ?? offset : rangeStart(written) ?? keyStart ?? offset;
      node = value;
    } else if (isSeq(node)) {
      const raw = node.items[Number(segment)];
      const item = resolve(raw);
      if (item === undefined || item === null) break;
      offset = rangeStart(isAlias(raw) ? raw : item) ?? offset;
      node = item;
    } else {
      break;
    }
  }
  return offset;
}

/**
 * The document is never converted to plain values (toJS, where `yaml` bounds alias expansion
 * with maxAliasCount): aliases are followed one hop at a time, so an alias bomb costs nothing
 * here. Deep nesting is reported by `yaml` as an error in `document.errors`, never thrown.
 */
export function createLocator(text: string): Locator {
  const lineCounter = new LineCounter();
  const document = parseDocument(text, { lineCounter, prettyErrors: false, keepSourceTokens: false });
  const positionOf = (offset: number): Position => {
    const { line, col } = lineCounter.linePos(offset);
    return { line: Math.max(1, line), column: Math.max(1, col) };
  };
  const resolve = (node: unknown): unknown => (isAlias(node) ? node.resolve(document) : node);

  const offsetOf = (pointer: string, key: boolean): number => nodeOffset(document.contents, pointer, resolve, key);

  function pointerAt(offset: number): string {
    let pointer = '';
    let node: unknown = resolve(document.contents);
    const contains = (n: unknown) => {
      const range = (n as Ranged | null)?.range;
      return range !== undefined && range !== null && offset >= range[0] && offset <= range[2];
    };
    for (;;) {
      if (isMap(node)) {
        const pair = (node.items as Pair[]).find((p) => contains(p.value) || contains(p.key));
        if (pair === undefined || pair.key === null || (isScalar(pair.key) && pair.key.value === null)) return pointer;
        pointer = joinPointer(pointer, keyText(pair.key));
        if (!contains(pair.value)) return pointer;
        node = pair.value;
      } else if (isSeq(node)) {
        const index = (node.items as Node[]).findIndex((item) => contains(item));
        if (index < 0) return pointer;
        pointer = joinPointer(pointer, index);
        node = node.items[index];
      } else {
        return pointer;
      }
    }
  }

  return {
    position: (pointer, key = false) => positionOf(offsetOf(pointer, key)),
    positionOf,
    pointerAt,
    document,
  };
}
