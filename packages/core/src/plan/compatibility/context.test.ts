// The proof's work budget runs out exactly when its steps exceed it, and a context moved to a new
// place keeps its budget and assumptions, counting instance depth only when it descends.
import { describe, expect, it } from 'vitest';
import { at, Budget, BudgetExceeded, type Context } from './context.js';

describe('Budget', () => {
  it('allows exactly as many unit steps as it holds', () => {
    const budget = new Budget(3);
    for (let i = 0; i < 3; i++) budget.step();
    expect(() => budget.step()).toThrow(BudgetExceeded);
  });

  it('counts a step of several units as that many', () => {
    const five = new Budget(5);
    five.step(5);
    expect(() => five.step(1)).toThrow(BudgetExceeded);
    expect(() => new Budget(4).step(5)).toThrow('compatibility analysis budget exceeded');
  });
});

describe('at', () => {
  const base: Context = { budget: new Budget(10), assumptions: new Map([['k', 0]]), pointer: '/a', lift: (v) => [v], depth: 2 };

  it('moves to a pointer, keeping the budget, assumptions, lift and depth', () => {
    const moved = at(base, '/a/b');
    expect(moved).toEqual({ ...base, pointer: '/a/b' });
    expect(moved.budget).toBe(base.budget);
    expect(moved.assumptions).toBe(base.assumptions);
    expect(moved.lift).toBe(base.lift);
  });

  it('takes a new lift when given, and one more level of depth only when descending', () => {
    const lift = (v: unknown) => ({ x: v }) as never;
    expect(at(base, '/p', lift).lift).toBe(lift);
    expect(at(base, '/p', lift).depth).toBe(2);
    expect(at(base, '/p', lift, true).depth).toBe(3);
    expect(at(base, '/p', undefined, true)).toEqual({ ...base, pointer: '/p', depth: 3 });
  });
});
