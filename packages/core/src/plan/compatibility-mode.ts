// What an action's compatibility mode asks of a new schema: which relations, against which
// stored versions. `compareSchemas` answers each relation; this decides the step's verdict.
import type {
  CompatibilityDirection, CompatibilityMode, CompatibilityReason, DirectionResult, JsonValue, StoredSchema,
} from '../types.js';
import { compareSchemas } from './compatibility.js';
import { schemaHash } from './schema-hash.js';

/** Every mode, in the order a schema registry lists them. */
export const COMPATIBILITY_MODES: readonly CompatibilityMode[] = Object.freeze([
  'backward', 'backward_transitive', 'forward', 'forward_transitive', 'full', 'full_transitive', 'none',
]);

export const DEFAULT_COMPATIBILITY_MODE: CompatibilityMode = 'backward';

export const isCompatibilityMode = (value: unknown): value is CompatibilityMode =>
  typeof value === 'string' && (COMPATIBILITY_MODES as readonly string[]).includes(value);

/** Checked against every stored earlier version, not only the current one. */
export const isTransitive = (mode: CompatibilityMode): boolean => mode.endsWith('_transitive');

/** The relations a mode requires; `none` requires nothing. */
export function requiredDirections(mode: CompatibilityMode): readonly CompatibilityDirection[] {
  if (mode === 'none') return [];
  if (mode.startsWith('full')) return ['backward', 'forward'];
  return mode.startsWith('forward') ? ['forward'] : ['backward'];
}

/**
 * Whether moving an action from mode `from` to mode `to` drops a promise `from` made: a direction
 * it required (to `none`, full to one direction, backward to forward), or its transitivity.
 */
export function weakensMode(from: CompatibilityMode, to: CompatibilityMode): boolean {
  const kept = requiredDirections(to);
  const required = requiredDirections(from);
  if (required.some((d) => !kept.includes(d))) return true;
  return required.length > 0 && isTransitive(from) && !isTransitive(to);
}

/**
 * The mode asking everything either mode asks. A schema changed in the same plan as its mode is
 * checked under it, so `none` written next to a breaking change still shows the break.
 */
export function strongerMode(a: CompatibilityMode, b: CompatibilityMode): CompatibilityMode {
  const directions = new Set([...requiredDirections(a), ...requiredDirections(b)]);
  if (directions.size === 0) return 'none';
  const base = directions.size === 2 ? 'full' : [...directions][0] as CompatibilityDirection;
  return isTransitive(a) || isTransitive(b) ? `${base}_transitive` : base;
}

/** A schema compared with: its version and, when it was available, the schema. */
export interface ComparedVersion {
  readonly version: number;
  /** Undefined: the schema was not available, so no relation with it can be proven. */
  readonly schema: JsonValue | undefined;
}

export interface ModeCheck {
  readonly compatibility: 'compatible' | 'breaking';
  readonly checked_versions: readonly number[];
  readonly failed_versions: readonly number[];
  readonly reasons: readonly CompatibilityReason[];
}

/** A direction that is not proven always has a reason, so a break is never shown without one. */
function reasonsOf(result: DirectionResult, direction: CompatibilityDirection, version: number): CompatibilityReason[] {
  const reasons = result.reasons.length > 0 || result.verdict === 'proven' ? result.reasons : [{
    pointer: '', rule: 'unproven', verdict: 'unproven' as const, message: `could not prove the ${direction} relation`,
  }];
  return reasons.map((r) => ({ ...r, direction: r.direction ?? direction, version }));
}

function unavailable(direction: CompatibilityDirection, version: number): CompatibilityReason {
  return {
    pointer: '', rule: 'unproven', verdict: 'unproven', direction, version,
    message: `could not prove the ${direction} relation with version ${version}: its schema was not available`,
  };
}

/**
 * Checks `schema` against `versions` (ascending; the current one last) under `mode`. Non-transitive
 * modes use only the current version; `none` compares with it for information and never breaks.
 * A relation that is unproven counts as broken (soundness); its reasons say `unproven`.
 */
export function checkMode(mode: CompatibilityMode, schema: JsonValue, versions: readonly ComparedVersion[]): ModeCheck {
  const current = versions[versions.length - 1];
  const compared = isTransitive(mode) ? versions : current === undefined ? [] : [current];
  const required = requiredDirections(mode);
  const directions: readonly CompatibilityDirection[] = mode === 'none' ? ['backward', 'forward'] : required;
  // Equal schemas (an honest no-op brought back) compare alike: each distinct one is compared once.
  const byHash = new Map<string, ReturnType<typeof compareSchemas>>();
  const failed: number[] = [];
  const reasons: CompatibilityReason[] = [];
  for (const { version, schema: old } of compared) {
    let broken = false;
    if (old === undefined) {
      for (const d of required) reasons.push(unavailable(d, version));
      broken = required.length > 0;
    } else {
      const hash = schemaHash(old);
      const comparison = byHash.get(hash) ?? compareSchemas(old, schema);
      byHash.set(hash, comparison);
      for (const d of directions) {
        if (comparison[d].verdict === 'proven') continue;
        reasons.push(...reasonsOf(comparison[d], d, version));
        if (required.includes(d)) broken = true;
      }
    }
    if (broken) failed.push(version);
  }
  return {
    compatibility: failed.length > 0 ? 'breaking' : 'compatible',
    checked_versions: compared.map((v) => v.version),
    failed_versions: failed,
    reasons,
  };
}
