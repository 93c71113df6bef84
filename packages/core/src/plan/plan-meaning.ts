// What a plan means: what applying it does, without what differs between two plannings of the
// same change (ids the service gives creates when it stores them, explanations that carry times).
// Its digest binds a reviewed plan to the one applied later (pull request -> main).
import { createHash } from 'node:crypto';
import type { JsonObject, JsonValue, Plan, Step } from '../types.js';
import { stableStringify } from './canonical-json.js';
import { maskStep } from './mask.js';

/** Versions the digest: a changed rule gives other digests, never equal ones for other meanings. */
const DOMAIN = 'capctl-plan-meaning/v1';

/**
 * Fields that only explain a step (drift's time, compatibility reasons and their witnesses, the
 * credential's labels, the variables capctl read): two plannings of one change may word them differently, and apply does not
 * read them. What they explain is in `before`, `after` and the patch, which are digested.
 */
const EXPLAINS_ONLY = new Set(['drift', 'reasons', 'credential', 'env_reads']);

/** Short digests of one object's step: its state side (`before`) and the rest (what is wanted). */
export interface ObjectMeaning {
  /** Of `before` (null for a create): differs when the object changed at the service. */
  readonly before: string | null;
  /** Of everything else apply uses: differs when the definition or a variable asks for something else. */
  readonly change: string;
}

export interface PlanMeaning {
  /** SHA-256 (hex) of the meaning of every step, in order. */
  readonly digest: string;
  /** Per object (`kind/name`), for saying which objects differ and why. */
  readonly objects: Readonly<Record<string, ObjectMeaning>>;
}

const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');
/** 64 bits: enough to tell two versions of one object apart, short enough for a comment. */
const short = (value: JsonValue): string => sha256(`${DOMAIN}\n${stableStringify(value)}`).slice(0, 16);

export const objectKey = (step: Pick<Step, 'kind' | 'name'>): string => `${step.kind}/${step.name}`;

/**
 * A step as digested: masked (a secret never enters a digest, so no digest can be brute-forced
 * back to a short secret; the reviewer never saw it either), without a create's id and without
 * the fields that only explain.
 */
function meaningOf(step: Step): JsonObject {
  const out: JsonObject = {};
  for (const [key, value] of Object.entries(maskStep(step))) {
    if (value === undefined || EXPLAINS_ONLY.has(key) || (key === 'id' && step.op === 'create')) continue;
    out[key] = value as JsonValue;
  }
  return out;
}

/**
 * SHA-256 of `${DOMAIN}\n` and the JSON array of the steps' meanings, fed one step at a time: the
 * text of a whole plan's meaning (as large as the plan) is never made. `each` hears every meaning.
 */
function digestSteps(steps: readonly Step[], each: (step: Step, meaning: JsonObject) => void = () => {}): string {
  const hash = createHash('sha256').update(`${DOMAIN}\n[`);
  for (const [i, step] of steps.entries()) {
    const meaning = meaningOf(step);
    // JSON of an array: its members' JSON, comma-separated, between brackets.
    hash.update(i === 0 ? stableStringify(meaning) : `,${stableStringify(meaning)}`);
    each(step, meaning);
  }
  return hash.update(']').digest('hex');
}

/** The meaning digest and the per-object digests of a plan (its steps; not its serial or summary). */
export function planMeaning(plan: Pick<Plan, 'steps'>): PlanMeaning {
  const objects: Record<string, ObjectMeaning> = {};
  const digest = digestSteps(plan.steps, (step, meaning) => {
    const { before = null, patch: _patch, ...rest } = meaning;
    objects[objectKey(step)] = { before: before === null ? null : short(before), change: short(rest) };
  });
  return { digest, objects };
}

/** `planMeaning(plan).digest`: equal for two plannings of the same change, whatever ids they got. */
export function planMeaningDigest(plan: Pick<Plan, 'steps'>): string {
  return digestSteps(plan.steps);
}

/** How one object differs between a reviewed plan and the plan made now. */
export type MeaningChange =
  /** Its `before` differs: the object changed at the service since the review. */
  | 'state'
  /** Same `before`, another change: the definition or a variable asks for something else. */
  | 'desired'
  /** Planned now, not in the reviewed plan. */
  | 'added'
  /** In the reviewed plan, not planned now. */
  | 'removed';

export interface MeaningDifference {
  readonly object: string;
  readonly change: MeaningChange;
}

/** The objects whose steps differ, sorted by `kind/name`; empty when the meanings are equal. */
export function meaningDifferences(reviewed: PlanMeaning['objects'], now: PlanMeaning['objects']): MeaningDifference[] {
  const keys = [...new Set([...Object.keys(reviewed), ...Object.keys(now)])].sort();
  const out: MeaningDifference[] = [];
  for (const object of keys) {
    // Own keys only: `reviewed` may come from a comment anyone could have shaped.
    const was = Object.hasOwn(reviewed, object) ? reviewed[object] : undefined;
    const is = Object.hasOwn(now, object) ? now[object] : undefined;
    if (was === undefined) out.push({ object, change: 'added' });
    else if (is === undefined) out.push({ object, change: 'removed' });
    else if (was.before !== is.before) out.push({ object, change: 'state' });
    else if (was.change !== is.change) out.push({ object, change: 'desired' });
  }
  return out;
}
