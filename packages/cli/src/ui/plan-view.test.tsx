import { render } from 'ink-testing-library';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup } from 'ink-testing-library';
import { everyKindPlan, objectSchema, PlanBuilder, SECRET } from '../testing/plan-fixture.js';
import { TERMINAL_OBJECT_LINES } from '../render/plan-lines.js';
import { PlanView } from './plan-view.js';

afterEach(cleanup);

describe('PlanView', () => {
  it('shows the plan grouped by kind with symbols, arrows, badges, diffs and the summary at 100 columns', () => {
    const { lastFrame } = render(<PlanView plan={everyKindPlan()} color={false} />);
    const lines = (lastFrame() ?? '').split('\n').map((line) => line.trimEnd());
    expect(lines.slice(0, 18)).toEqual([
      'Metrics sources',
      '  + metrics prom',
      '      endpoint: "https://prom.example/api"',
      '      kind: "pull_metrics"',
      '      name: "prom"',
      '',
      'Queries',
      '  + query prom/p95',
      '      config.expression: "histogram_quantile(0.95, x)"',
      '      name: "p95"',
      '',
      'Destinations',
      '  ~ destination pager',
      '      config.headers.Authorization: "(sensitive)" → "(sensitive)"',
      '      config.url: "https://old.example/hook" → "https://new.example/hook"',
      '',
      'Actions',
      '  + action checkout  v0 → v1',
    ]);
    expect(lines).toContain('  ~ action cart  v1 → v2  BREAKING');
    expect(lines).toContain('      +    "sku": {');
    expect(lines).toContain('  ~ action refund  v2 → v3  renamed from refunds, schema equals v1, backward compatible');
    expect(lines).toContain('  - action legacy  v4  DELETE');
    expect(lines).toContain('  - source old-queue  DELETE');
    expect(lines).toContain('Plan: 3 to create, 3 to update, 2 to delete, 12 unchanged.');
  });

  it("lists a new action's fields and schema, folded past the bound since Ink is always a terminal", () => {
    const optional = Array.from({ length: 30 }, (_, index) => `field_${index}`);
    const plan = new PlanBuilder().createAction('bulk', objectSchema(['id'], optional), ['ops']).build();
    const { lastFrame } = render(<PlanView plan={plan} color={false} />);
    const lines = (lastFrame() ?? '').split('\n').map((line) => line.trimEnd());
    const start = lines.indexOf('  + action bulk  v0 → v1') + 1;
    const shown = lines.slice(start, lines.indexOf('', start));
    expect(shown.slice(0, 4)).toEqual(['      aliases: []', '      destinations: ["ops"]', '      variant: "bulk"', '      schema:']);
    expect(shown).toHaveLength(TERMINAL_OBJECT_LINES);
    expect(shown.at(-1)).toMatch(/^ {6}… \d+ more lines: capctl plan --format json \(or markdown\) shows them all$/);
  });

  it('never shows a secret header value', () => {
    const { lastFrame } = render(<PlanView plan={everyKindPlan()} color={true} />);
    expect(lastFrame()).not.toContain(SECRET);
    expect(lastFrame()).toContain('(sensitive)');
  });

  it('writes no escape codes when colour is off', () => {
    const { lastFrame } = render(<PlanView plan={everyKindPlan()} color={false} />);
    expect(lastFrame()).not.toMatch(/\u001b\[/);
  });

  it('wraps long step lines at the terminal width, cutting nothing', () => {
    const plan = new PlanBuilder().createResource('metrics', 'm'.repeat(150), { name: 'm' }).build();
    const { lastFrame } = render(<PlanView plan={plan} color={false} />);
    const lines = (lastFrame() ?? '').split('\n');
    expect(lines.slice(1, 4)).toEqual(['  + metrics', `      ${'m'.repeat(94)}`, `      ${'m'.repeat(56)}`]);
    expect(lastFrame()).not.toContain('…');
  });
});
