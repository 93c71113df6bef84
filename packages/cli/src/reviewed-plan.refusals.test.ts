// What a refused reviewed apply says: each object that differs and why (the state moved, the
// definition changed, or the definition is the same and so a variable differs), the serials, the
// line where an edited plan comment first differs, and the next step; a plan that matches applies.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { planMeaning, type Plan, type PlannedRevision } from '@capctl/core';
import { CliError } from './errors.js';
import type { LoadedDefinition } from './load-definition.js';
import { renderPlan, shownTarget } from './output.js';
import { planRecord, type PlanRecord } from './plan-record.js';
import { checkReviewed, expectedDigest, expectedPlan, type ReviewedPlan } from './reviewed-plan.js';
import type { Target } from './target.js';
import { destination, objectSchema, PlanBuilder } from './testing/plan-fixture.js';

const SERVICE: Target = { kind: 'http', url: 'https://capacity.example.com', apiKey: 'k', orgId: '7' };
const LINEAGE = '0b8e6f1e-1c1a-4f0e-9d44-2b1a9c7e5d10';
const FILES = [{ path: 'defs/a.yaml', text: 'actions: []\n' }];
const loaded = (files = FILES) => ({ definition: {}, files, warnings: [], envReferences: [] }) as unknown as LoadedDefinition;
const dir = mkdtempSync(join(tmpdir(), 'capctl-reviewed-refusals-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let files = 0;
const write = (text: string): string => {
  const file = join(dir, `reviewed-${files++}`);
  writeFileSync(file, text);
  return file;
};

const BODY_HINT = 'nothing was applied; re-run the pull request\'s plan job so that its comment shows the plan again, review it, then apply';
const MEANING_HINT = 'nothing was applied; plan again where it is reviewed (e.g. re-run the pull request\'s plan job), review that plan, then apply it';

const actions = (...variants: string[]) => variants.reduce((b, v) => b.createAction(v, objectSchema(['id'])), new PlanBuilder());
const withSerial = (plan: Plan, serial: number): Plan => ({ ...plan, serial });
const revision = (plan: Plan, lineage = LINEAGE) => ({ id: 'r1', lineage, plan, digest: 'd' }) as unknown as PlannedRevision;

/** `plan --format json` written to a file and read back by --expect-plan. */
const jsonPlan = (plan: Plan) => expectedPlan(write(JSON.stringify({ ...plan, meaning_digest: planMeaning(plan).digest })));

/** The plan comment (its record made by `record`) as the plan job writes it, maybe edited after. */
async function comment(plan: Plan, options: { edit?: (text: string) => string; record?: (r: PlanRecord) => PlanRecord } = {}): Promise<{ reviewed: ReviewedPlan; text: string }> {
  const made = planRecord(SERVICE, { lineage: LINEAGE, plan }, FILES);
  const text = (options.edit ?? ((t) => t))(await renderPlan(plan, 'markdown', shownTarget(SERVICE, LINEAGE), options.record ? options.record(made) : made));
  return { reviewed: await expectedPlan(write(text)), text };
}

/** The refusal as the user reads it, or 'applies'. */
async function verdict(reviewed: ReviewedPlan, plan: Plan, options: { target?: Target; files?: typeof FILES } = {}) {
  try {
    await checkReviewed(reviewed, revision(plan), options.target ?? SERVICE, loaded(options.files));
    return 'applies';
  } catch (error) {
    if (!(error instanceof CliError) || error.code !== 'plan_not_reviewed') throw error;
    return { message: error.message, details: error.details, hint: error.hint };
  }
}

describe('a reviewed JSON plan', () => {
  it('applies when the plan made now means the same', async () => {
    expect(await verdict(await jsonPlan(actions('checkout', 'refund').build()), actions('checkout', 'refund').build())).toBe('applies');
  });

  it('names an object planned now, and the serials, when the state moved', async () => {
    const reviewed = await jsonPlan(actions('checkout').build());
    expect(await verdict(reviewed, withSerial(actions('audit', 'checkout').build(), 8))).toEqual({
      message: `the plan made now is not the plan that was reviewed (${reviewed.source}): 1 object differs`,
      details: ['action/audit: planned now, not in the reviewed plan: the state changed since the review', 'the state serial was 7 at the review and is 8 now'],
      hint: MEANING_HINT,
    });
  });

  it('names each object no longer planned, when the state did not move', async () => {
    const reviewed = await jsonPlan(actions('audit', 'checkout', 'refund').build());
    expect(await verdict(reviewed, actions('checkout').build())).toEqual({
      message: `the plan made now is not the plan that was reviewed (${reviewed.source}): 2 objects differ`,
      details: [
        'action/audit: in the reviewed plan, not planned now: the definition or a variable differs',
        'action/refund: in the reviewed plan, not planned now: the definition or a variable differs',
      ],
      hint: MEANING_HINT,
    });
  });

  it('names an object changed at the service since the review', async () => {
    const before = new PlanBuilder().updateResource('destination', 'ops', destination('ops', 'https://a.example.com'), destination('ops', 'https://c.example.com')).build();
    const now = new PlanBuilder().updateResource('destination', 'ops', destination('ops', 'https://b.example.com'), destination('ops', 'https://c.example.com')).build();
    const reviewed = await jsonPlan(before);
    expect(await verdict(reviewed, now)).toMatchObject({ details: ['destination/ops: it changed at the service since the review'] });
  });
});

describe('a reviewed meaning digest', () => {
  it('applies when it is the digest of the plan made now', async () => {
    expect(await verdict(expectedDigest(planMeaning(actions('checkout').build()).digest), actions('checkout').build())).toBe('applies');
  });

  it('names both digests, since it cannot name objects', async () => {
    const reviewed = planMeaning(actions('checkout').build()).digest;
    const now = actions('checkout', 'refund').build();
    expect(await verdict(expectedDigest(reviewed), now)).toEqual({
      message: 'the plan made now is not the plan that was reviewed (--expect-digest)',
      details: [`meaning digest now ${planMeaning(now).digest}, reviewed ${reviewed}; pass the reviewed plan with --expect-plan FILE to name the objects that differ`],
      hint: MEANING_HINT,
    });
  });
});

describe('a reviewed plan comment', () => {
  const changed = () => new PlanBuilder().createAction('checkout', objectSchema(['id'])).createAction('refund', objectSchema(['id', 'amount'])).build();

  it('says the definition differs from the reviewed one', async () => {
    const { reviewed } = await comment(actions('checkout', 'refund').build());
    const refusal = await verdict(reviewed, changed(), { files: [{ path: 'defs/a.yaml', text: 'actions: [refund]\n' }] });
    expect(refusal).toMatchObject({ details: ['action/refund: the plan now asks for another change: the definition differs from the reviewed one'] });
  });

  it('says a variable differs when the definition is the reviewed one', async () => {
    const { reviewed } = await comment(actions('checkout', 'refund').build());
    expect(await verdict(reviewed, changed())).toMatchObject({
      details: ['action/refund: the plan now asks for another change: the definition is the reviewed one, so a variable (--var, --var-file, CAPCTL_VAR_*) or an {env: NAME} value differs'],
    });
  });

  it('puts an edit of its text first, then the place, then the objects', async () => {
    const { reviewed } = await comment(actions('checkout', 'refund').build(), { edit: (t) => `${t}\nedited\n` });
    expect(await verdict(reviewed, changed(), { target: { ...SERVICE, orgId: '8' } })).toEqual({
      message: `the plan made now is not the plan that was reviewed (${reviewed.source}): 1 object differs`,
      details: [
        'the comment\'s visible text was also edited after its plan job wrote it',
        'the reviewed plan: it was planned for org 7, this apply is for org 8',
        'action/refund: the plan now asks for another change: the definition is the reviewed one, so a variable (--var, --var-file, CAPCTL_VAR_*) or an {env: NAME} value differs',
      ],
      hint: MEANING_HINT,
    });
  });

  it('without per-object digests (a large plan): names the place alone, or both digests', async () => {
    const { reviewed } = await comment(actions('checkout').build(), { record: ({ objects: _objects, ...rest }) => rest as PlanRecord });
    expect(reviewed.objects).toBeUndefined();
    expect(await verdict(reviewed, actions('checkout').build(), { target: { ...SERVICE, orgId: '8' } })).toEqual({
      message: `the plan made now is not the plan that was reviewed (${reviewed.source})`,
      details: ['the reviewed plan: it was planned for org 7, this apply is for org 8'],
      hint: MEANING_HINT,
    });
    const now = actions('checkout', 'refund').build();
    expect(await verdict(reviewed, now)).toMatchObject({
      details: [`meaning digest now ${planMeaning(now).digest}, reviewed ${reviewed.digest}; pass the reviewed plan with --expect-plan FILE to name the objects that differ`],
    });
  });

  it('names the first line an edit changed, numbered as in the comment', async () => {
    const plan = actions('checkout', 'refund').build();
    const { reviewed, text } = await comment(plan, { edit: (t) => t.replace(/(### capctl plan[^]*?)refund/, '$1refunds') });
    const lines = text.split('\n');
    const at = lines.findIndex((line) => line.includes('refunds'));
    const original = lines[at]!.replace('refunds', 'refund');
    expect(await verdict(reviewed, plan)).toEqual({
      message: `the plan comment (${reviewed.source}) is not the comment its plan job wrote, so what was reviewed is not known`,
      details: [
        'the comment\'s visible text is not what its plan job wrote (its digest differs from the one in its plan record): it was edited after the plan',
        `the comment does not show the plan made now: line ${at + 1}: the comment shows ${JSON.stringify(lines[at])}, the plan made now shows ${JSON.stringify(original)}`,
      ],
      hint: BODY_HINT,
    });
  });

  it('says where a cut comment ends', async () => {
    const plan = actions('checkout', 'refund').build();
    const whole = (await comment(plan)).text.split('\n');
    const cut = whole.slice(0, whole.findIndex((line) => line.includes('<details>')) + 1).join('\n');
    const { reviewed } = await comment(plan, { edit: () => cut });
    // What a reader sees ends at the cut's last line (trailing blank lines are no text).
    const shownLines = cut.replace(/\s+$/, '').split('\n').length;
    expect(await verdict(reviewed, plan)).toMatchObject({
      details: [expect.any(String), `the comment does not show the plan made now: line ${shownLines + 1}: the comment shows nothing (the text ends), the plan made now shows ${JSON.stringify(whole[shownLines])}`],
    });
  });

  it('quotes a line of up to 120 characters whole, and cuts a longer one', async () => {
    const row = (text: string, name: string) => text.split('\n').find((line) => line.includes(`| ${name} |`))!;
    const base = row((await comment(actions('v').build())).text, 'v').length - 1;
    for (const [length, shown] of [[120, (line: string) => line], [121, (line: string) => `${line.slice(0, 120)}…`]] as const) {
      // A variant name that makes its table row `length` characters long; the edit keeps the length.
      const name = 'v'.repeat(length - base);
      const plan = actions(name).build();
      const renamed = `${name.slice(0, -1)}w`;
      const { reviewed, text } = await comment(plan, { edit: (t) => t.replace(`| ${name} |`, `| ${renamed} |`) });
      const edited = row(text, renamed);
      expect(edited).toHaveLength(length);
      const original = edited.replace(renamed, name);
      const refusal = await verdict(reviewed, plan) as { readonly details: readonly string[] };
      expect(refusal.details[1]).toMatch(new RegExp(`: the comment shows ${escape(JSON.stringify(shown(edited)))}, the plan made now shows ${escape(JSON.stringify(shown(original)))}$`));
    }
  });
});

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
