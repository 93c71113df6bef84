// The revision digest, hashed step by step, is the digest of the one canonical-JSON string it was
// made from before (stored revisions and saved plans carry it): pinned byte for byte on plans with
// unicode, escapes, updates, deletes and a policy report.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { stableStringify, type JsonValue, type Plan, type PlanPolicy } from '@capctl/core';
import { aDefinition, aDestination, anAction, aState, planOf } from '@capctl/core/testing';
import { revisionDigest, stepsDigest } from './revision-digest.js';

const odd = 'ünï "quoted" \\ back\nline\t\u0001 😀 \u2028 \ud83d';
const hook = (headers: Record<string, string>, url: string) => aDestination('d', { config: { url, headers } });

function plans(): Record<string, Plan> {
  const state = aState().applied(aDefinition()
    .withDestination(hook({ accept: 'json', 'x-ünï': odd }, 'https://before.example.com'))
    .withAction(anAction('keep', { schema: { type: 'object', description: odd } }))
    .withAction(anAction('gone')));
  const wanted = aDefinition()
    .withDestination(hook({ accept: 'xml', 'x-ünï': `${odd}!`, authorization: 'Bearer s3cret' }, 'https://after.example.com'))
    .withAction(anAction('keep', { schema: { type: 'object', description: `${odd} changed`, properties: { 'k/~ 1': { type: 'string' } } } }))
    .withAction(anAction('nëw-😀', { schema: { type: 'object', title: '"\\' } }));
  const updates = planOf(wanted, state, { assignId: (() => { let n = 0; return () => `id-${(n += 1)}`; })() });
  const policy: PlanPolicy = {
    set: { version: 3, digest: 'a'.repeat(64) },
    results: [{ policy: `guard ${odd}`, enforcement: 'advisory', scope: 'step', subject: 'action/nëw-😀', message: 'says "why"\n' }],
    errors: [{ policy: 'budget', enforcement: 'mandatory', subject: 'plan', code: 'policy_budget_exceeded', message: 'too slow' }],
  };
  return {
    empty: planOf(aDefinition()),
    creates: planOf(wanted, aState(), { assignId: () => 'same-id' }),
    updates,
    'with a policy report': { ...updates, policy },
    'with an empty policy report': { ...planOf(aDefinition()), policy: { set: { version: 0, digest: '' }, results: [], errors: [] } },
  };
}

/** The digest as one whole string gave it. */
function wholeString(plan: Plan): string {
  const value = plan.policy === undefined ? plan.steps : { steps: plan.steps, policy: plan.policy };
  return createHash('sha256').update(stableStringify(value as unknown as JsonValue)).digest('hex');
}

/** Digests recorded from the whole-string digest before it was hashed step by step. */
const PINNED: Record<string, string> = {
  empty: '4f53cda18c2baa0c0354bb5f9a3ecbe5ed12ab4d8e11ba873c2f11161202b945',
  creates: 'dd8d17fcf812dbfcdf5e0c2301338c60192281abef02a6ec694c054de7464440',
  updates: 'fc3403e8d48b55e032abc8bf23d9a2f7384bbd11b07f1eb15a4f5e134bf25b22',
  'with a policy report': 'fe798cc678aafbdc6fa6dcbb7caf4e5679a33bf3f3302420be2caf289bba94be',
  'with an empty policy report': 'bf8f73876e80cde22ee2cc381198cf1d0fb838f92bf4ba7e68f3c584c5936687',
};

describe('revisionDigest, hashed step by step', () => {
  it('is the digest of the whole canonical JSON, byte for byte', () => {
    const all = plans();
    expect(all['updates']?.steps.map((s) => s.op).sort()).toEqual(['create', 'delete', 'update', 'update']);
    for (const [name, plan] of Object.entries(all)) {
      expect(revisionDigest(plan), name).toBe(wholeString(plan));
      if (plan.policy === undefined) expect(stepsDigest(plan.steps), name).toBe(wholeString(plan));
    }
    expect(Object.fromEntries(Object.entries(all).map(([name, plan]) => [name, revisionDigest(plan)]))).toEqual(PINNED);
  });

  it('differs with the policy report, and from the steps alone', () => {
    const { updates, 'with a policy report': withPolicy } = plans() as Record<string, Plan> & { updates: Plan; 'with a policy report': Plan };
    expect(revisionDigest(withPolicy)).not.toBe(revisionDigest(updates));
    expect(revisionDigest(updates)).toBe(stepsDigest(updates.steps));
  });
});
