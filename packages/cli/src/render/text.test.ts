import { describe, expect, it } from 'vitest';
import { createPalette, plainPalette } from './palette.js';
import { everyKindPlan, objectSchema, PlanBuilder, SECRET } from '../testing/plan-fixture.js';
import { renderPlanText } from './text.js';

const ESCAPE = /\u001b\[/;

describe('renderPlanText', () => {
  it('renders every kind and op grouped by kind, with arrows, badges, notes, diffs and the summary', () => {
    const text = renderPlanText(everyKindPlan(), { palette: plainPalette, width: 100 });
    expect(text).toBe(
      [
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
        '      aliases: []',
        '      destinations: ["pager"]',
        '      variant: "checkout"',
        '      schema:',
        '        {',
        '          "properties": {',
        '            "order_id": {',
        '              "type": "string"',
        '            }',
        '          },',
        '          "required": [',
        '            "order_id"',
        '          ],',
        '          "type": "object"',
        '        }',
        '  ~ action cart  v1 → v2  BREAKING',
        '      ! /required/1 (backward): property "sku" is now required (required_added)',
        '      --- cart v1',
        '      +++ cart v2',
        '      @@ -2,10 +2,14 @@',
        '         "properties": {',
        '           "id": {',
        '             "type": "string"',
        '      +    },',
        '      +    "sku": {',
        '      +      "type": "string"',
        '           }',
        '         },',
        '         "required": [',
        '      -    "id"',
        '      +    "id",',
        '      +    "sku"',
        '         ],',
        '         "type": "object"',
        '       }',
        '  ~ action refund  v2 → v3  renamed from refunds, schema equals v1, backward compatible',
        '      --- refund v2',
        '      +++ refund v3',
        '      @@ -2,14 +2,10 @@',
        '         "properties": {',
        '           "id": {',
        '             "type": "string"',
        '      -    },',
        '      -    "reason": {',
        '      -      "type": "string"',
        '           }',
        '         },',
        '         "required": [',
        '      -    "id",',
        '      -    "reason"',
        '      +    "id"',
        '         ],',
        '         "type": "object"',
        '       }',
        '  - action legacy  v4  DELETE',
        '',
        'Sources',
        '  - source old-queue  DELETE',
        '',
        'Plan: 3 to create, 3 to update, 2 to delete, 12 unchanged.',
        '1 breaking schema change: apply refuses it unless --allow-breaking is given.',
        '',
      ].join('\n'),
    );
  });

  it('never prints a secret header value, only (sensitive)', () => {
    for (const palette of [plainPalette, createPalette({ color: true })]) {
      const text = renderPlanText(everyKindPlan(), { palette, width: 100 });
      expect(text).not.toContain(SECRET);
      expect(text).toContain('(sensitive)');
    }
  });

  it('prints no escape codes with the plain palette and colours with a colour palette', () => {
    expect(renderPlanText(everyKindPlan(), { palette: plainPalette, width: 80 })).not.toMatch(ESCAPE);
    const coloured = renderPlanText(everyKindPlan(), { palette: createPalette({ color: true }), width: 80 });
    expect(coloured).toContain('\u001b[32m+\u001b[39m');
    expect(coloured).toContain('\u001b[31mBREAKING\u001b[39m');
    expect(coloured).toContain('\u001b[32m+    "sku": {\u001b[39m');
  });

  it('keeps every line within the width, wrapping every line and cutting none', () => {
    const text = renderPlanText(everyKindPlan(), { palette: plainPalette, width: 40 });
    const lines = text.trimEnd().split('\n');
    expect(lines.filter((line) => [...line].length > 40)).toEqual([]);
    expect(text).not.toContain('…');
    const at = lines.indexOf('  ~ action refund  v2 → v3  renamed from');
    expect(lines.slice(at, at + 3)).toEqual(['  ~ action refund  v2 → v3  renamed from', '      refunds, schema equals v1,', '      backward compatible']);
    expect(lines).toContain('Plan: 3 to create, 3 to update, 2 to');
    expect(lines).toContain('delete, 12 unchanged.');
  });

  it('keeps the width when colours are on, counting only visible characters', () => {
    const text = renderPlanText(everyKindPlan(), { palette: createPalette({ color: true }), width: 40 });
    // eslint-disable-next-line no-control-regex
    const visible = text.replaceAll(/\u001b\[\d+m/g, '').trimEnd().split('\n');
    expect(visible.filter((line) => [...line].length > 40)).toEqual([]);
    expect(visible).toContain('  ~ action refund  v2 → v3  renamed from');
  });

  it('says so when there is nothing to change', () => {
    const text = renderPlanText(new PlanBuilder().unchanged(5).build(), { palette: plainPalette });
    expect(text).toBe('No changes. The state matches the definition (5 unchanged).\n');
  });

  it('shows plan errors before the summary', () => {
    const plan = new PlanBuilder()
      .deleteResource('destination', 'pager', { label: 'pager' })
      .error('destination "pager" is protected; set protect: false and apply first', '/resources/destinations/0')
      .build();
    const lines = renderPlanText(plan, { palette: plainPalette }).trimEnd().split('\n');
    expect(lines.slice(-2)).toEqual([
      'error: destination "pager" is protected; set protect: false and apply first (/resources/destinations/0)',
      'Plan: 0 to create, 0 to update, 1 to delete, 0 unchanged.',
    ]);
  });

  it('shows an alias-only action update with its kept version and no schema diff', () => {
    const plan = new PlanBuilder()
      .updateAction('cart', {
        from: 3,
        to: 3,
        before: { variant: 'cart', aliases: [], schema: objectSchema(['id']) },
        after: { variant: 'cart', aliases: ['basket'], schema: objectSchema(['id']) },
      })
      .build();
    const lines = renderPlanText(plan, { palette: plainPalette }).split('\n');
    expect(lines.slice(0, 3)).toEqual(['Actions', '  ~ action cart  v3', '      aliases: [] → ["basket"]']);
  });
});
