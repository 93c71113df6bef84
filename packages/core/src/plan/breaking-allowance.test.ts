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

describe('refusedBreakingSteps and a weakened compatibility mode', () => {
  const modeStep = (variant: string, from: string, to: string, compatibility?: 'breaking') => ({
    op: 'update', kind: 'action', name: variant, variant, before: { compatibility: from }, after: { compatibility: to },
    ...(compatibility ? { compatibility } : {}),
  }) as unknown as Step;
  const weakened = {
    ...plan,
    steps: [modeStep('orders', 'backward', 'none', 'breaking'), modeStep('refund', 'full', 'full_transitive'), modeStep('drain', 'full_transitive', 'full')],
  } as unknown as Plan;
  const refused = (allowance?: Parameters<typeof refusedBreakingSteps>[1]) => refusedBreakingSteps(weakened, allowance).map((s) => s.variant);

  it('refuses each weakening, never a strengthening, and a bare allowBreaking allows none of them', () => {
    expect(refused()).toEqual(['orders', 'drain']);
    expect(refused({ allowBreaking: true })).toEqual(['orders', 'drain']);
  });

  it('allows a weakening (and its breaking change) only when its variant is named', () => {
    expect(refused({ allowBreakingVariants: ['orders'] })).toEqual(['drain']);
    expect(refused({ allowBreaking: true, allowBreakingVariants: ['orders', 'drain'] })).toEqual([]);
  });
});
