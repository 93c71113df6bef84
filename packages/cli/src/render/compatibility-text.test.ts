// The words for compatibility in every renderer: scope, unproven told apart from a break, the
// witness compact, escaped and cut, and the mode note.
import { describe, expect, it } from 'vitest';
import type { ActionStep, CompatibilityReason } from '@capctl/core';
import { compatibilityNote, reasonText, WITNESS_LIMIT, witnessText } from './compatibility-text.js';
import { markdownReason } from './markdown-reason.js';
import { renderPlanText } from './text.js';
import { plainPalette } from './palette.js';
import { PlanBuilder } from '../testing/plan-fixture.js';

const broken: CompatibilityReason = {
  pointer: '/required/0', rule: 'required_added', message: 'property "n" is now required', direction: 'backward', verdict: 'breaking',
  version: 2, witness: { id: 'a' }, fixes: ['give "n" a default and leave it optional'],
};
const unproven: CompatibilityReason = {
  pointer: '/properties/id/pattern', rule: 'unproven', message: 'patterns are compared only when equal', direction: 'forward', verdict: 'unproven', keyword: 'pattern', version: 1,
};

describe('compatibility text', () => {
  it('says a proven break with its scope and witness, and an unproven reason as such', () => {
    expect(reasonText(broken)).toBe('/required/0 (backward vs v2): property "n" is now required (required_added); e.g. {"id":"a"} was valid before and is rejected now');
    expect(reasonText(unproven)).toBe('/properties/id/pattern (forward vs v1): could not prove forward compatibility (keyword `pattern`): patterns are compared only when equal');
    expect(markdownReason(unproven)).toMatch(/^\*\*unproven\*\* \/properties\/id\/pattern \(forward vs v1\): could not prove/);
    expect(markdownReason(broken)).toContain('; e.g. {"id":"a"} was valid before and is rejected now; fix: give "n" a default');
  });

  it('treats a witness as hostile: compact, invisible characters escaped, cut past the limit', () => {
    const hostile = { name: 'a\u001b[31mred\u202egnp.exe\u200b', note: 'x'.repeat(400) };
    const text = witnessText(hostile);
    expect(text).toMatch(/^\{"name":"a\\u001b\[31mred\\u202egnp\.exe\\u200b","note":"x+…$/);
    expect(text).toHaveLength(WITNESS_LIMIT + 1);
    expect(text).not.toMatch(/[\u0000-\u001f\u202e\u200b]/);
    expect(witnessText([1, 2])).toBe('[1,2]');
    // Backticks in a witness are escaped text: they open no code span.
    expect(markdownReason({ ...broken, witness: '``' })).toContain('e.g. "\\`\\`"');
  });

  it('notes the mode and the versions, and keeps format 1 plans as they were', () => {
    const step = (extra: Partial<ActionStep>) => ({ kind: 'action', op: 'update', ...extra }) as ActionStep;
    expect(compatibilityNote(step({ compatibility: 'breaking', mode: 'full_transitive', checked_versions: [1, 2, 3], failed_versions: [1] })))
      .toBe('breaks mode full_transitive against v1 (checked v1, v2, v3)');
    expect(compatibilityNote(step({ compatibility: 'compatible', mode: 'forward', checked_versions: [4], failed_versions: [] }))).toBe('keeps mode forward');
    expect(compatibilityNote(step({ compatibility: 'backward' }))).toBe('backward compatible');
    expect(compatibilityNote(step({ compatibility: 'breaking' }))).toBeUndefined();
  });

  it('prints fixes under their reason in text', () => {
    const plan = new PlanBuilder().updateAction('pay', { from: 2, to: 3, before: {}, after: {}, breaking: [broken, unproven] }).build();
    const lines = renderPlanText(plan, { palette: plainPalette, width: 200 }).split('\n');
    const at = lines.findIndex((l) => l.includes('! /required/0 (backward vs v2)'));
    expect(at).toBeGreaterThan(0);
    expect(lines[at + 1]?.trim()).toBe('fix: give "n" a default and leave it optional');
    expect(lines.some((l) => l.trim().startsWith('? /properties/id/pattern (forward vs v1): could not prove'))).toBe(true);
  });
});
