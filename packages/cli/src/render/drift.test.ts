// Drift in every rendering: an update or delete of an object changed outside capctl says so in
// text, Markdown, JSON and Ink, with the fields, who made the change and when.
import { render, cleanup } from 'ink-testing-library';
import { createElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { PlanView } from '../ui/plan-view.js';
import { renderPlanJson } from './json.js';
import { renderPlanMarkdown } from './markdown.js';
import { plainPalette } from './palette.js';
import { destination, PlanBuilder } from '../testing/plan-fixture.js';
import { renderPlanText } from './text.js';

afterEach(cleanup);

const AT = '2026-11-24T09:30:00.000Z';

function driftPlan() {
  return new PlanBuilder()
    .updateResource('destination', 'pager', destination('pager', 'https://elsewhere.example/hook'), destination('pager', 'https://hooks.example/pager'),
      [{ op: 'replace', path: '/config/url', value: 'https://hooks.example/pager' }])
    .drifted(['/config/headers/x~1team', '/config/url'], AT)
    .updateResource('destination', 'other', destination('other', 'https://a.example'), destination('other', 'https://b.example'))
    .build();
}

const HOTFIX = { key_id: 'k-9', key_name: 'ci-bot', user: 'alice', role: 'apply', at: AT } as const;

/** A drifted delete whose key name is hostile data: a terminal escape and a Markdown comment opener. */
function deletePlan(keyName = 'ci-bot') {
  return new PlanBuilder()
    .deleteResource('destination', 'legacy', destination('legacy', 'https://old.example/hook'))
    .drifted(['/config/url'], AT, { ...HOTFIX, key_name: keyName })
    .build();
}

describe('drift, with who made the change', () => {
  it('names the key and its user, and says a delete removes the changed object', () => {
    const text = renderPlanText(deletePlan(), { palette: plainPalette, width: 160 });
    expect(text).toContain(`! changed outside capctl by key ci-bot (user alice) at ${AT}: config.url; applying deletes the object with it`);
    expect(text).toContain('1 object was changed outside capctl since the last apply; this plan deletes it with those changes.');
    const markdown = renderPlanMarkdown(deletePlan());
    expect(markdown).toContain(`changed outside capctl by key ci-bot (user alice) at ${AT}: config.url; applying deletes the object with it`);
  });

  it('shows a hostile key name as data in every medium', () => {
    const hostile = 'evil\u001b[2J<!-- ';
    const text = renderPlanText(deletePlan(hostile), { palette: plainPalette, width: 160 });
    expect(text).not.toContain('\u001b');
    expect(text).toContain('by key evil\\x1b[2J<!--');
    const markdown = renderPlanMarkdown(deletePlan(hostile));
    expect(markdown).not.toContain('\u001b');
    expect(markdown.split('<!--').length).toBe(2); // the plan's own marker only
    expect(markdown).toContain('by key evil\\\\x1b\\[2J\\<\\!--');
  });
});

describe('drift', () => {
  it('is marked on the step in text, with the fields and when, and in a note under the summary', () => {
    const text = renderPlanText(driftPlan(), { palette: plainPalette, width: 140 });
    const lines = text.split('\n');
    expect(lines).toContain('  ~ destination pager  (changed outside capctl)');
    expect(lines).toContain(`      ! changed outside capctl at ${AT}: config.headers.x/team, config.url; applying sets them back to the definition`);
    expect(lines).toContain('  ~ destination other');
    expect(lines).toContain('1 object was changed outside capctl since the last apply; this plan sets it back to the definition.');
  });

  it('is marked in the Markdown table, the fold and a note before the table', () => {
    const markdown = renderPlanMarkdown(driftPlan());
    expect(markdown).toContain('| ~ | destination | pager |  | **changed outside capctl**, config.url |');
    expect(markdown).toContain('| ~ | destination | other |  | config.url |');
    expect(markdown).toContain('<summary>~ destination pager (changed outside capctl)</summary>');
    expect(markdown).toContain(`- **changed outside capctl at ${AT}: config.headers.x/team, config.url; applying sets them back to the definition**`);
    expect(markdown.indexOf('> [!IMPORTANT]\n> 1 object was changed outside capctl')).toBeLessThan(markdown.indexOf('| | Kind |'));
  });

  it('is a drift member of the step in JSON, and absent where there is none', () => {
    const steps = (JSON.parse(renderPlanJson(driftPlan())) as { steps: Record<string, unknown>[] }).steps;
    expect(steps[0]?.['drift']).toEqual({ fields: ['/config/headers/x~1team', '/config/url'], changed_at: AT });
    expect(steps[1]).not.toHaveProperty('drift');
  });

  it('is shown by the Ink view', () => {
    const { lastFrame } = render(createElement(PlanView, { plan: driftPlan(), color: false }));
    const lines = (lastFrame() ?? '').split('\n').map((line) => line.trimEnd());
    expect(lines).toContain('  ~ destination pager  (changed outside capctl)');
    expect(lines.some((line) => line.includes('! changed outside capctl at'))).toBe(true);
  });
});
