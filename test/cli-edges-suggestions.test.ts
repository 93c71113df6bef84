// Did-you-mean where a name is typed: capctl.yaml keys, --var, --mode; a query target is explained;
// and whatever is suggested is itself valid (run again with it, the complaint is gone).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ROOT, Workspace } from './cli-fixture.js';

vi.setConfig({ testTimeout: 120_000 });

let ws: Workspace;
beforeEach(() => {
  ws = new Workspace();
});
afterEach(() => ws.remove());

const ENVIRONMENTS = `${ROOT}/examples/environments/definition`;
const VALUES = ['--var', 'webhook_url=https://hooks.example.com/c', '--var', 'webhook_token=t'];

describe('did you mean', () => {
  it('a capctl.yaml key, only when one is close, and the suggestion is a key capctl.yaml takes', async () => {
    ws.writeText('capctl.yaml', 'stat: .capctl/state.db\nregoin: eu\n');
    ws.withQuickstart();
    const result = await ws.run(['validate', 'quickstart']);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('capctl.yaml:1:1: unknown key "stat"; did you mean `state`? capctl.yaml may hold org, url, state, compatibility, policies and secrets\n');
    expect(result.stderr).toContain('capctl.yaml:2:1: unknown key "regoin"; capctl.yaml may hold org, url, state, compatibility, policies and secrets\n');
    ws.writeText('capctl.yaml', 'state: .capctl/state.db\n');
    expect((await ws.run(['validate', 'quickstart'])).code).toBe(0);
  });

  it('a --var name, naming the flag it is for, and the declared name then works', async () => {
    const typo = await ws.run(['validate', ENVIRONMENTS, ...VALUES, '--var', 'environment=staging', '--var', 'enviroment=x']);
    expect(typo.code).toBe(1);
    expect(typo.stderr).toBe('error: --var enviroment: no such variable is declared (declared: environment, metrics_endpoint, webhook_token, webhook_url)\n'
      + 'hint: --var enviroment: did you mean `environment`? Otherwise, declare it under `variables:` in the definition\n');
    const far = await ws.run(['validate', ENVIRONMENTS, ...VALUES, '--var', 'environment=staging', '--var', 'zzz=1']);
    expect(far.stderr).toContain('hint: declare it under `variables:` in the definition, or fix the name\n');
    expect((await ws.run(['validate', ENVIRONMENTS, ...VALUES, '--var', 'environment=staging'])).code).toBe(0);
  });

  it('an action name in schemas list, show and diff, from the stored actions, and the suggestion is found', async () => {
    const dir = ws.withQuickstart();
    expect((await ws.run(['apply', dir, '--auto-approve'])).code).toBe(0);
    for (const args of [['schemas', 'list', 'drain-order'], ['schemas', 'show', 'drain-order'], ['schemas', 'diff', 'drain-order', '1', '1']]) {
      const typo = await ws.run(args);
      expect(typo.code, args.join(' ')).toBe(1);
      expect(typo.stderr, args.join(' ')).toMatch(/^error: action drain-order (version 1 )?was not found/);
      expect(typo.stderr, args.join(' ')).toContain('; did you mean `drain-orders`?');
      expect(typo.stderr, args.join(' ')).toContain('hint: `capctl schemas list` lists every stored action with its latest version\n');
    }
    expect((await ws.run(['schemas', 'show', 'drain-orders'])).code).toBe(0);
    // A name close to none is not given a suggestion that would fail as well.
    expect((await ws.run(['schemas', 'list', 'zzzzzzzz'])).stderr).not.toContain('did you mean');
    // A stored action whose version is missing keeps the version's own error.
    const version = await ws.run(['schemas', 'show', 'drain-orders', '--version', '9']);
    expect(version.code).toBe(1);
    expect(version.stderr).not.toContain('did you mean');
  });

  it('a --mode, with a mode schemas check takes', async () => {
    ws.writeText('old.json', '{"type": "object"}\n');
    ws.writeText('new.json', '{"type": "object"}\n');
    const typo = await ws.run(['schemas', 'check', 'old.json', 'new.json', '--mode', 'backwards']);
    expect(typo.code).toBe(1);
    expect(typo.stderr).toMatch(/^error: unknown mode "backwards"; did you mean `backward`\?\n/);
    expect((await ws.run(['schemas', 'check', 'old.json', 'new.json', '--mode', 'backward'])).code).toBe(0);
  });
});

describe('--target query/NAME', () => {
  it('explains that a query is named with its metrics source; in that form it plans', async () => {
    const dir = ws.withQuickstart();
    const short = await ws.run(['plan', dir, '--target', 'query/queue-depth']);
    expect(short.code).toBe(1);
    expect(short.stderr).toBe('error: --target query/queue-depth: a query is named with its metrics source, as query/METRICS/QUERY\n'
      + 'hint: pass --target query/METRICS/queue-depth, METRICS being the `name` of the metrics source that holds the query\n');
    const full = await ws.run(['plan', dir, '--target', 'query/app-metrics/queue-depth']);
    expect(full.code, full.stderr).toBe(0);
  });
});
