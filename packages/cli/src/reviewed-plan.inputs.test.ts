// What `--expect-digest D` and `--expect-plan FILE` read as the reviewed plan: a meaning digest, a
// JSON plan (its steps, serial and stated digest checked), or a plan comment with its record; and
// each way they are refused, with the file named and the next step.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { planMeaning, type Plan } from '@capctl/core';
import { CliError } from './errors.js';
import { renderPlan, shownTarget } from './output.js';
import { planRecord } from './plan-record.js';
import { expectedDigest, expectedPlan, reviewedPlan } from './reviewed-plan.js';
import type { Target } from './target.js';
import { objectSchema, PlanBuilder } from './testing/plan-fixture.js';

const dir = mkdtempSync(join(tmpdir(), 'capctl-reviewed-inputs-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let files = 0;
const write = (text: string): string => {
  const file = join(dir, `reviewed-${files++}`);
  writeFileSync(file, text);
  return file;
};

const SERVICE: Target = { kind: 'http', url: 'https://capacity.example.com', apiKey: 'k', orgId: '7' };
const LINEAGE = '0b8e6f1e-1c1a-4f0e-9d44-2b1a9c7e5d10';
const plan = (): Plan => new PlanBuilder().createAction('checkout', objectSchema(['id'])).createAction('refund', objectSchema(['id'])).build();
const DIGEST = 'ab'.repeat(32);
const PLAN_HINT = 'pass a plan written by `capctl plan --format json`, or a plan comment (`capctl plan --format markdown`) holding its capctl-plan-record line';

/** The usage error `run` throws: code, message and hint. */
async function refusal(run: () => unknown): Promise<{ code: string; message: string; hint: string | undefined }> {
  try {
    await run();
  } catch (error) {
    if (!(error instanceof CliError)) throw error;
    return { code: error.code, message: error.message, hint: error.hint };
  }
  throw new Error('not refused');
}

describe('--expect-digest', () => {
  it('takes 64 lowercase hex digits as the reviewed meaning digest', () => {
    expect(expectedDigest(DIGEST)).toEqual({ digest: DIGEST, source: '--expect-digest' });
  });

  it.each([
    ['upper case', 'AB'.repeat(32)],
    ['63 digits', 'a'.repeat(63)],
    ['65 digits', 'a'.repeat(65)],
    ['a letter past f', `${'a'.repeat(63)}g`],
    ['a digest with a newline after it', `${DIGEST}\n`],
  ])('refuses %s, quoting what it got', async (_, digest) => {
    expect(await refusal(() => expectedDigest(digest))).toEqual({
      code: 'usage',
      message: `--expect-digest must be a meaning digest (64 lowercase hex digits), got "${digest}"`,
      hint: 'pass the `meaning_digest` of `capctl plan --format json`, or use --expect-plan FILE',
    });
  });

  it('quotes at most 80 characters of a long value', async () => {
    const { message } = await refusal(() => expectedDigest(`${'x'.repeat(80)}TAIL`));
    expect(message).toBe(`--expect-digest must be a meaning digest (64 lowercase hex digits), got "${'x'.repeat(80)}"`);
  });
});

describe('--expect-plan', () => {
  it('reads a JSON plan: its meaning digest, objects and serial', async () => {
    const file = write(JSON.stringify({ ...plan(), meaning_digest: planMeaning(plan()).digest }));
    expect(await expectedPlan(file)).toEqual({ digest: planMeaning(plan()).digest, source: file, objects: planMeaning(plan()).objects, serial: 7 });
    const unstated = write(JSON.stringify(plan()));
    expect(await expectedPlan(unstated)).toEqual({ digest: planMeaning(plan()).digest, source: unstated, objects: planMeaning(plan()).objects, serial: 7 });
  });

  it('reads a plan comment: its record, its text and the objects it records', async () => {
    const record = planRecord(SERVICE, { lineage: LINEAGE, plan: plan() }, []);
    const text = await renderPlan(plan(), 'markdown', shownTarget(SERVICE, LINEAGE), record);
    const file = write(text);
    const read = await expectedPlan(file);
    expect(read).toMatchObject({ digest: planMeaning(plan()).digest, source: file, serial: 7, comment: text, record: { org: '7', lineage: LINEAGE, target: 'https://capacity.example.com' } });
    expect(read.objects).toEqual(planMeaning(plan()).objects);
  });

  it('refuses a file it cannot read', async () => {
    const missing = join(dir, 'no-such-plan.json');
    expect(await refusal(() => expectedPlan(missing))).toEqual({ code: 'usage', message: `--expect-plan ${missing}: cannot be read`, hint: PLAN_HINT });
  });

  it('refuses a JSON plan whose steps do not have the digest it states', async () => {
    const other = new PlanBuilder().createAction('checkout', objectSchema(['id'])).build();
    const file = write(JSON.stringify({ ...plan(), meaning_digest: planMeaning(other).digest }));
    expect(await refusal(() => expectedPlan(file))).toEqual({
      code: 'usage', message: `--expect-plan ${file}: its steps do not have the meaning_digest it states, so it was changed after it was written`, hint: PLAN_HINT,
    });
  });

  it.each([
    ['no serial', { steps: [] }],
    ['no steps', { serial: 7 }],
    ['steps that are no list', { steps: {}, serial: 7 }],
    ['a serial that is no integer', { steps: [], serial: 1.5 }],
    ['null', null],
  ])('refuses JSON with %s', async (_, value) => {
    const file = write(JSON.stringify(value));
    expect(await refusal(() => expectedPlan(file))).toEqual({ code: 'usage', message: `--expect-plan ${file}: is JSON but no plan (no steps or serial)`, hint: PLAN_HINT });
  });

  it('refuses a plan comment without its record, and text that is neither', async () => {
    const comment = write('### capctl plan\n<!-- capctl-plan -->\nnothing recorded\n');
    expect(await refusal(() => expectedPlan(comment))).toEqual({
      code: 'usage',
      message: `--expect-plan ${comment}: its plan record is missing, damaged or written by an older capctl (a failed plan has none; re-run its plan job)`,
      hint: PLAN_HINT,
    });
    const prose = write('looks good to me\n');
    expect(await refusal(() => expectedPlan(prose))).toEqual({ code: 'usage', message: `--expect-plan ${prose}: is neither a JSON plan nor a plan comment`, hint: PLAN_HINT });
  });
});

describe('reviewedPlan', () => {
  it('reads the one option given, and nothing without either', async () => {
    expect(await reviewedPlan({})).toBeUndefined();
    expect(await reviewedPlan({ expectDigest: DIGEST })).toEqual({ digest: DIGEST, source: '--expect-digest' });
    const file = write(JSON.stringify(plan()));
    expect(await reviewedPlan({ expectPlan: file })).toMatchObject({ digest: planMeaning(plan()).digest, source: file });
  });

  it('refuses both options at once', async () => {
    const file = write(JSON.stringify(plan()));
    expect(await refusal(() => reviewedPlan({ expectDigest: DIGEST, expectPlan: file }))).toEqual({
      code: 'usage',
      message: '--expect-digest and --expect-plan both name the reviewed plan; pass one of them',
      hint: '--expect-plan FILE also names the objects that differ, so prefer it when you have the file',
    });
  });
});
