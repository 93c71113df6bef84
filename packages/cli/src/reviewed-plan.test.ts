// The reviewed-plan check on its own: a plan comment applies only where it was made (target, org
// and lineage each) and only as it was shown; a plan of creates only has one meaning digest for
// every empty org, so the digest alone never decides.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { planMeaning, type Plan, type PlannedRevision } from '@capctl/core';
import { CliError } from './errors.js';
import type { LoadedDefinition } from './load-definition.js';
import { renderPlan, shownTarget } from './output.js';
import { planRecord } from './plan-record.js';
import { checkReviewed, expectedPlan, type ReviewedPlan } from './reviewed-plan.js';
import type { Target } from './target.js';
import { objectSchema, PlanBuilder } from './testing/plan-fixture.js';

const SERVICE: Target = { kind: 'http', url: 'https://capacity.example.com', apiKey: 'k', orgId: '7' };
const LINEAGE = '0b8e6f1e-1c1a-4f0e-9d44-2b1a9c7e5d10';
const FILES = [{ path: 'defs/a.yaml', text: 'actions: []\n' }];
const LOADED = { definition: {}, files: FILES, warnings: [] } as unknown as LoadedDefinition;
const dir = mkdtempSync(join(tmpdir(), 'capctl-reviewed-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Creates only: the same steps, and so the same meaning digest, whatever empty org plans them. */
const creates = (): Plan => new PlanBuilder().createAction('checkout', objectSchema(['id'])).createAction('refund', objectSchema(['id'])).build();
const revision = (plan: Plan, lineage = LINEAGE) => ({ id: 'r1', lineage, plan, digest: 'd' }) as unknown as PlannedRevision;

/** The plan comment of `plan` made at `target`, read back as `apply --expect-plan` reads it. */
async function comment(plan: Plan, target: Target, lineage = LINEAGE, edit: (text: string) => string = (t) => t): Promise<ReviewedPlan> {
  const record = planRecord(target, { lineage, plan }, FILES);
  const file = join(dir, `comment-${Math.random().toString(16).slice(2)}.md`);
  writeFileSync(file, edit(await renderPlan(plan, 'markdown', shownTarget(target, lineage), record)));
  return expectedPlan(file);
}

/** The refusal's message and details, or 'applies'. */
async function verdict(reviewed: ReviewedPlan, plan: Plan, target: Target, lineage = LINEAGE): Promise<string> {
  try {
    await checkReviewed(reviewed, revision(plan, lineage), target, LOADED);
    return 'applies';
  } catch (error) {
    if (!(error instanceof CliError) || error.code !== 'plan_not_reviewed') throw error;
    return [error.message, ...(error.details ?? [])].join('\n');
  }
}

describe('checkReviewed', () => {
  it('applies the comment where it was made, untouched', async () => {
    const plan = creates();
    expect(await verdict(await comment(plan, SERVICE), plan, SERVICE)).toBe('applies');
  });

  it('refuses another target, another org and another lineage, each, though the meaning digest is the same', async () => {
    const plan = creates();
    const reviewed = await comment(plan, SERVICE);
    expect(reviewed.digest).toBe(planMeaning(creates()).digest);
    const elsewhere: Target = { ...SERVICE, url: 'https://other.example.com' };
    expect(await verdict(reviewed, plan, elsewhere)).toContain('the reviewed plan: it was planned against https://capacity.example.com, this apply uses https://other.example.com');
    const otherOrg: Target = { ...SERVICE, orgId: '8' };
    expect(await verdict(reviewed, plan, otherOrg)).toContain('the reviewed plan: it was planned for org 7, this apply is for org 8');
    const otherLineage = '9f0e6f1e-1c1a-4f0e-9d44-2b1a9c7e5d10';
    expect(await verdict(reviewed, plan, SERVICE, otherLineage)).toContain(`the reviewed plan: it was planned against the state with lineage ${LINEAGE}, this state's lineage is ${otherLineage}`);
    const local: Target = { kind: 'embedded', dbPath: '/tmp/state.db', orgId: '7' };
    expect(await verdict(reviewed, plan, local)).toContain('it was planned against https://capacity.example.com, this apply uses local');
  });

  it('refuses a plan that means something else, naming the object', async () => {
    const reviewed = await comment(creates(), SERVICE);
    const other = new PlanBuilder().createAction('checkout', objectSchema(['id'])).createAction('refund', objectSchema(['id', 'amount'])).build();
    const refusal = await verdict(reviewed, other, SERVICE);
    expect(refusal).toMatch(/^the plan made now is not the plan that was reviewed \(.*\): 1 object differs/);
    expect(refusal).toContain('action/refund: the plan now asks for another change');
  });

  it('refuses a comment whose visible text changed after the plan job wrote it, naming the line', async () => {
    const plan = creates();
    const edited = await comment(plan, SERVICE, LINEAGE, (t) => t.replace(/(### capctl plan[^]*?)refund/, '$1refunds'));
    const refusal = await verdict(edited, plan, SERVICE);
    expect(refusal).toMatch(/^the plan comment \(.*\) is not the comment its plan job wrote/);
    expect(refusal).toContain('it was edited after the plan');
    expect(refusal).toMatch(/the comment does not show the plan made now: line \d+: the comment shows ".*refunds.*", the plan made now shows ".*refund\b/);
    // CRLF, as GitHub's web editor sends it, is no change.
    expect(await verdict(await comment(plan, SERVICE, LINEAGE, (t) => t.replace(/\n/g, '\r\n')), plan, SERVICE)).toBe('applies');
  });

  it('never refuses a plan without changes: it applies nothing', async () => {
    const reviewed = await comment(creates(), SERVICE);
    const empty = new PlanBuilder().build();
    expect(await verdict(reviewed, empty, { ...SERVICE, orgId: '8' })).toBe('applies');
  });
});
