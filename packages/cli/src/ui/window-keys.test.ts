// What keys do in the plan window, one step at a time: letters are commands only in the pager,
// a chunk of keys is read key by key, search runs on Enter, jumps put the line found on top.
import { describe, expect, it } from 'vitest';
import { everyKindPlan } from '../testing/plan-fixture.js';
import { planDocument } from './plan-document.js';
import { pressKey, searchDone, START, type WindowShape, type WindowView } from './window-keys.js';
import { lastTop, lineText, searchLines } from './window-rows.js';

const document = planDocument(everyKindPlan());
const pager: WindowShape = { lines: document, attention: document.attention, height: 10, width: 100, keys: 'pager' };
const prompt: WindowShape = { ...pager, keys: 'prompt' };
/** A search started by a key ends here at once, as the window's effect ends it once the lines are searched. */
const finish = (view: WindowView): WindowView =>
  view.searching === undefined ? view : searchDone(view, view.searching, searchLines(document, view.searching), pager);
const press = (keys: readonly (string | [string, Record<string, boolean>])[], shape = pager, from: WindowView = START): WindowView =>
  keys.reduce((view, key) => finish(typeof key === 'string' ? pressKey(view, key, {}, shape) : pressKey(view, key[0], key[1], shape)), from);
const topText = (view: WindowView): string => lineText(document.at(view.top)!);

describe('pressKey', () => {
  it('scrolls a line with j and k or the arrows, never above the first line or past the last screenful', () => {
    expect(press(['j', 'j', 'k']).top).toBe(1);
    expect(press([['', { downArrow: true }]]).top).toBe(1);
    expect(press(['k', ['', { upArrow: true }]]).top).toBe(0);
    const end = lastTop(document, 10, 100);
    expect(press(['G']).top).toBe(end);
    expect(press(['G', 'j', ['', { pageDown: true }]]).top).toBe(end);
    expect(press(['G', 'g']).top).toBe(0);
    expect(press([['', { end: true }], ['', { home: true }]]).top).toBe(0);
  });

  it('reads a chunk of several keys key by key', () => {
    expect(press(['jjj']).top).toBe(3);
    expect(press(['/pager\r']).message).toBe('match 1 of 2 for "pager"');
  });

  it('jumps to each delete or breaking change with d (D back), wrapping, and says which', () => {
    const first = press(['d']);
    expect(topText(first)).toBe('~ action cart  v1 → v2  BREAKING');
    expect(first.message).toBe('delete or breaking change 1 of 3');
    expect(topText(press(['d', 'd']))).toBe('- action legacy  v4  DELETE');
    expect(topText(press(['d', 'd', 'd', 'd']))).toBe('~ action cart  v1 → v2  BREAKING');
    expect(topText(press(['D']))).toBe('- source old-queue  DELETE');
  });

  it('searches on Enter, moves between matches with n and N, and leaves the search on Esc', () => {
    const typing = press(['/', 'P', 'a', 'g']);
    expect(typing.typing).toBe('Pag');
    expect(typing.top).toBe(0);
    const found = press(['\r'], pager, typing);
    expect(found.typing).toBeUndefined();
    expect(topText(found)).toBe('~ destination pager');
    expect(found.message).toBe('match 1 of 2 for "Pag"');
    const second = press(['n'], pager, found);
    expect(topText(second)).toBe('destinations: ["pager"]');
    expect(second.message).toBe('match 2 of 2 for "Pag"');
    expect(press(['n', 'n'], pager, found).message).toBe('match 1 of 2 for "Pag"');
    expect(press(['N'], pager, found).message).toBe('match 2 of 2 for "Pag"');
    expect(press(['/', 'x', ['', { escape: true }]], pager, found)).toMatchObject({ typing: undefined, query: 'Pag', top: found.top });
    expect(press(['/nothing-here\r']).message).toBe('no match for "nothing-here"');
    expect(press(['n']).message).toBe('no search yet: press / to search');
  });

  it('leaves letters to the prompt at apply, where Tab jumps and the arrows scroll', () => {
    expect(press(['jdG/q'], prompt)).toEqual(START);
    expect(topText(press([['\t', { tab: true }]], prompt))).toBe('~ action cart  v1 → v2  BREAKING');
    expect(press([['', { downArrow: true }]], prompt).top).toBe(1);
  });

  it('says a jump found nothing yet while the plan is still being counted, and nothing in the plan once counted', () => {
    const none: WindowShape = { ...pager, attention: [] };
    expect(press(['d'], { ...none, complete: false }).message).toBe('no delete or breaking change counted yet: the plan is still being counted');
    expect(press(['d'], { ...none, complete: true }).message).toBe('no delete or breaking change in this plan');
  });

  it('quits on q in the pager', () => {
    expect(press(['q']).quit).toBe(true);
  });
});
