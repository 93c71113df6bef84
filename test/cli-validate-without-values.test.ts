// End-to-end, with the built binary: `validate` checks a definition whose variables have no values
// (a linting job without secrets), while still reporting undeclared names, misplaced sensitive
// variables and values of the wrong type; `plan` still requires every value.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ROOT, Workspace } from './cli-fixture.js';
import { outputSchema } from './fixtures/output-schema.js';

vi.setConfig({ testTimeout: 120_000 });

const validReport = outputSchema('validate');

const definition = (extra = ''): string => `variables:
  - name: url
  - name: token
    sensitive: true
  - name: rollup
    type: number
  - name: ingest_version
    type: number
${extra}actions:
  - variant: checkout
    destinations: [orders-hook]
    queries: [app/depth]
    schema: {type: object}
resources:
  destinations:
    - label: orders-hook
      type: webhook
      config:
        url: \${var.url}
        headers:
          authorization: Bearer \${var.token}
  metrics:
    - name: app
      kind: pull_metrics
      endpoint: https://metrics.example.com
      queries:
        - name: depth
          config:
            expression: sum(jobs_waiting)
            rollup_seconds: \${var.rollup}
  sources:
    - name: orders
      type: cloud_sqs
      config:
        queue_url: https://sqs.eu-west-1.amazonaws.com/123456789012/orders
        region: eu-west-1
      ingest:
        variant: checkout
        version: \${var.ingest_version}
`;

let ws: Workspace;
beforeEach(() => {
  ws = new Workspace();
});
afterEach(() => ws.remove());

describe('validate without variable values', () => {
  it('says so in its help, with an example', async () => {
    const help = await ws.run(['validate', '--help']);
    expect(help.stdout).toContain('Variables need no values here (a linting job needs no secrets)');
    expect(help.stdout).toContain('$ capctl validate examples/environments/definition');
  });

  it('passes the environments example with no var file and no secrets, in text and JSON', async () => {
    const example = join(ROOT, 'examples/environments/definition');
    const text = await ws.run(['validate', example]);
    expect(text.stderr).not.toContain('has no value');
    expect(text.code, text.stderr).toBe(0);
    expect(text.stdout).toContain('is valid: 1 action, 1 destination, 1 metrics source, 1 query');
    // It says which variables were checked without values (metrics_endpoint has a default).
    expect(text.stderr).toContain('note: checked without values: environment, webhook_token, webhook_url (plan and apply need them');
    const json = await ws.run(['validate', example, '--format', 'json']);
    const report = JSON.parse(json.stdout) as { valid: boolean; diagnostics: unknown[]; variables_without_values: string[] };
    expect(json.code, json.stdout).toBe(0);
    expect(report.valid).toBe(true);
    expect(report.variables_without_values).toEqual(['environment', 'webhook_token', 'webhook_url']);
    const given = await ws.run(['validate', example, '--var-file', join(ROOT, 'examples/environments/staging.yaml'), '--format', 'json']);
    expect((JSON.parse(given.stdout) as { variables_without_values: string[] }).variables_without_values).toEqual(['webhook_token']);
    expect(validReport(report), JSON.stringify(validReport.errors)).toBe(true);
  });

  it('keeps a whole reference to a typed variable without a value in place, so a required field is not lost', async () => {
    ws.writeText('defs/capacity.yaml', definition());
    const r = await ws.run(['validate', 'defs', '--format', 'json']);
    expect(JSON.parse(r.stdout)).toMatchObject({ valid: true, diagnostics: [] });
    expect(r.code).toBe(0);
  });

  it('still reports an undeclared variable, at its file:line:column, with a suggestion', async () => {
    ws.writeText('defs/capacity.yaml', definition().replace('url: ${var.url}', 'url: ${var.ulr}'));
    const r = await ws.run(['validate', 'defs']);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/defs\/capacity\.yaml:19:14: variable `ulr` is not declared.*did you mean `url`\?/);
    expect(r.stderr).not.toContain('has no value');
  });

  it('still refuses a sensitive variable outside a header value', async () => {
    ws.writeText('defs/capacity.yaml', definition().replace('url: ${var.url}', 'url: https://h.example.com/${var.token}'));
    const r = await ws.run(['validate', 'defs']);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('variable `token` is sensitive');
  });

  it('still checks a value that is given against its declared type', async () => {
    ws.writeText('defs/capacity.yaml', definition());
    const r = await ws.run(['validate', 'defs', '--var', 'rollup=soon']);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('variable `rollup` is a number, and its value "soon" is not one');
  });

  it('leaves plan requiring every value, and creating no state when it refuses', async () => {
    ws.writeText('defs/capacity.yaml', definition());
    const r = await ws.run(['plan', 'defs']);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('variable `url` has no value and no default');
    expect(r.stderr).toContain('variable `rollup` has no value and no default');
    expect(existsSync(ws.path('.capctl/state.db'))).toBe(false);
  });
});
