// The one breaking-change rule: what an allowance leaves refused.
import { describe, expect, it } from 'vitest';
import type { Plan, Step } from '../types.js';
import { refusedBreakingSteps } from './breaking-allowance.js';

const actionStep = (variant: string, compatibility: 'breaking' | 'compatible') =>
  ({ op: 'update', kind: 'action', name: variant, variant, compatibility }) as unknown as Step;

const plan = {
  format_version: 1, serial: 3, summary: { create: 0, update: 3, delete: 0, unchanged: 0, breaking: 2 }, diagnostics: [],
  steps: [actionStep('checkout', 'breaking'), actionStep('refund', 'compatible'), actionStep('drain', 'breaking')],
} as unknown as Plan;

const variants = (allowance?: Parameters<typeof refusedBreakingSteps>[1]) => refusedBreakingSteps(plan, allowance).map((s) => s.variant);

describe('refusedBreakingSteps', () => {
  it('refuses every breaking step by default, in plan order, and never a compatible one', () => {
    expect(variants()).toEqual(['checkout', 'drain']);
  });

  it('leaves refused only the variants not named', () => {
    expect(variants({ allowBreakingVariants: ['drain', 'refund'] })).toEqual(['checkout']);
  });

  it('refuses nothing when every breaking step is allowed', () => {
    expect(variants({ allowBreaking: true, allowBreakingVariants: [] })).toEqual([]);
    expect(variants({ allowBreakingVariants: ['checkout', 'drain'] })).toEqual([]);
  });
});
