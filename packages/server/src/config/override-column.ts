// The policy overrides an apply used (core's PolicyOverride list) as stored in a revision's text
// column, and read back: null is no override (and every revision applied before migration 0100).
import type { PolicyOverride } from '@capctl/core';

/** The JSON stored for `overrides`; null for none. */
export function overridesColumn(overrides: readonly PolicyOverride[]): string | null {
  return overrides.length === 0 ? null : JSON.stringify(overrides.map(({ policy, reason }) => ({ policy, reason })));
}

/** An overrides column read back; empty for null or an unreadable value. */
export function readOverrides(text: string | null): readonly PolicyOverride[] {
  if (text === null) return [];
  try {
    const value = JSON.parse(text) as unknown;
    if (!Array.isArray(value)) return [];
    return value.filter((o): o is PolicyOverride => typeof o === 'object' && o !== null && typeof o.policy === 'string' && typeof o.reason === 'string');
  } catch {
    return [];
  }
}
