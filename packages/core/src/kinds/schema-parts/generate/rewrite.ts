// Rewrites a document to hold a new value while keeping the text of every part that did not
// change: a value that differs is written anew in place (emit.ts); an object that gained or lost
// members is written anew around the unchanged text of the members it kept.
import type { JsonValue } from '../../../types.js';
import type { Emitter, Member } from './emit.js';
import type { Positioned } from './positioned.js';

/** Equal values with members in the same order: a reordering is a change, so it is written. */
const same = (a: JsonValue, b: JsonValue): boolean => JSON.stringify(a) === JSON.stringify(b);

const isObject = (v: JsonValue): v is { [key: string]: JsonValue } => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The text of `old` (parsed from `text`) changed to hold `next`. */
export function rewrite(text: string, old: Positioned, next: JsonValue, emit: Emitter): string {
  const indentOf = (node: Positioned): number => {
    const lineStart = text.lastIndexOf('\n', node.start - 1) + 1;
    return /^ */.exec(text.slice(lineStart))![0].length;
  };
  /** The node's text with its children's spans replaced by their new texts. */
  const splice = (node: Positioned, children: readonly (readonly [Positioned, string])[]): string => {
    let out = '';
    let at = node.start;
    for (const [child, childText] of children) {
      out += text.slice(at, child.start) + childText;
      at = child.end;
    }
    return out + text.slice(at, node.end);
  };
  const render = (node: Positioned, value: JsonValue): string => {
    if (same(node.value, value)) return text.slice(node.start, node.end);
    if (!node.inline && node.members !== undefined && isObject(value)) {
      if (same(Object.keys(value), [...node.members.keys()])) {
        return splice(node, [...node.members].map(([key, member]) => [member, render(member, value[key]!)] as const));
      }
      const olds = [...node.members.values()];
      // New members follow the old ones' layout: on one line where most of them were.
      const inline = olds.filter((m) => m.inline).length * 2 > olds.length;
      const members = Object.entries(value).map(([key, v]): Member => {
        const member = node.members!.get(key);
        return member === undefined ? { key, value: v, inline } : { key, value: v, inline: member.inline, text: render(member, v) };
      });
      return emit.members(members, indentOf(node));
    }
    if (!node.inline && node.items !== undefined && Array.isArray(value) && value.length === node.items.length) {
      return splice(node, node.items.map((item, i) => [item, render(item, value[i]!)] as const));
    }
    return emit.value(value, { inline: node.inline, indent: indentOf(node) });
  };
  return text.slice(0, old.start) + render(old, next) + text.slice(old.end);
}
