// Column types and small helpers shared by the repositories: ids, timestamps, JSON columns and
// 0/1 flags. Timestamps are ISO-8601 strings, so that SQLite and PostgreSQL agree.
import { randomUUID } from 'node:crypto';

/** A JSON document stored as text; repositories parse and serialise it. */
export type JsonText = string;
/** 0 or 1: SQLite and PostgreSQL store booleans alike. */
export type Flag = number;

export const newId = (): string => randomUUID();
export const now = (): string => new Date().toISOString();
export const toFlag = (value: boolean): number => (value ? 1 : 0);
export const fromFlag = (value: number | null): boolean | null => (value === null ? null : value !== 0);

export function parseJson<T>(text: string | null, fallback: T): T {
  return text === null ? fallback : (JSON.parse(text) as T);
}

/** Leaves out keys whose value is null or undefined (optional fields are absent, not null). */
export function withoutNulls<T extends Record<string, unknown>>(record: T): T {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(record)) if (value !== null && value !== undefined) out[key] = value;
  return out as T;
}
