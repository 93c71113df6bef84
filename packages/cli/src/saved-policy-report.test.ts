// A saved plan keeps the plan's policy report (`plan --out`, then `show FILE`), and a report of
// another shape is refused as damage when the file is read.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createSavedPlan, readSavedPlan, writeSavedPlan } from './saved-plan.js';
import { isSavedPolicyReport } from './saved-policy-report.js';
import { everyKindPlan } from './testing/plan-fixture.js';
import { everyEnforcement } from './testing/policy-fixture.js';

describe('a saved plan with a policy report', () => {
  const dir = mkdtempSync(join(tmpdir(), 'capctl-saved-policy-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const target = { kind: 'embedded', dbPath: '/tmp/state.db', orgId: '1' } as const;
  const plan = everyEnforcement(everyKindPlan());

  it('keeps the report, for show and for apply', async () => {
    const file = join(dir, 'plan.json');
    const saved = createSavedPlan(target, { id: 'rev-1', lineage: 'l-1', digest: 'c'.repeat(64), plan } as never);
    await writeSavedPlan(file, saved);
    expect((await readSavedPlan(file))?.plan.policy).toEqual(plan.policy);
    expect((await readSavedPlan(file, { steps: false }))?.plan.policy).toEqual(plan.policy);
  });

  it('refuses a report of another shape, naming the file', async () => {
    const file = join(dir, 'edited.json');
    await writeSavedPlan(file, createSavedPlan(target, { id: 'rev-1', lineage: 'l-1', digest: 'c'.repeat(64), plan } as never));
    const saved = JSON.parse(readFileSync(file, 'utf8')) as { plan: { policy: { results: Record<string, unknown>[] } } };
    saved.plan.policy.results[0]!['message'] = 42;
    writeFileSync(file, JSON.stringify(saved));
    await expect(readSavedPlan(file)).rejects.toThrow(`${file} is a damaged saved plan (its policy report is not one capctl wrote)`);
  });

  it('judges each member: set, results and errors, their enforcements and scopes', () => {
    const report = plan.policy!;
    expect(isSavedPolicyReport(undefined)).toBe(true);
    expect(isSavedPolicyReport(report)).toBe(true);
    for (const bad of [
      null, [], { ...report, set: { version: -1, digest: 'd' } }, { ...report, set: { version: 1.5, digest: 'd' } }, { ...report, set: { version: 1 } },
      { ...report, results: {} }, { ...report, errors: undefined },
      { ...report, results: [{ ...report.results[0], enforcement: 'strict' }] }, { ...report, results: [{ ...report.results[0], scope: 'world' }] },
      { ...report, results: [{ ...report.results[0], subject: null }] }, { ...report, errors: [{ ...report.errors[0], code: 7 }] },
      { ...report, errors: [{ ...report.errors[0], enforcement: 'soft' }] },
    ]) expect({ bad, ok: isSavedPolicyReport(bad) }).toEqual({ bad, ok: false });
  });
});
