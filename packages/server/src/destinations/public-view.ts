// What leaves the service: sensitive destination header values (names that look secret, and
// those in the destination's `sensitive_headers`) are masked with core's one rule in every
// response (GET, list, PATCH, config state). The planner inside the service keeps planning
// against the stored values.
import { maskConfig, type DestinationState, type State } from '@capctl/core';
import { deepFreeze } from '../storage/read-cache.js';

interface WithConfig {
  readonly config: object;
}

/** Masked copies of frozen objects, which never change: each is made once and shared while its object lives. */
const maskedFrozen = new WeakMap<WithConfig, WithConfig>();

function masked<T extends WithConfig>(destination: T): T {
  const config = maskConfig(destination.config);
  return config === destination.config ? destination : { ...destination, config };
}

/**
 * The object with its sensitive header values masked (the input is left as it is). A frozen input
 * (the read cache shares its destinations between requests) gets one frozen copy, made once, so a
 * repeated GET masks nothing again.
 */
export function maskDestination<T extends WithConfig>(destination: T): T {
  if (!Object.isFrozen(destination)) return masked(destination);
  let copy = maskedFrozen.get(destination) as T | undefined;
  if (copy === undefined) {
    copy = deepFreeze(masked(destination));
    maskedFrozen.set(destination, copy);
  }
  return copy;
}

/** The config state as clients see it: every destination masked. */
export function maskState(state: State): State {
  return { ...state, destinations: state.destinations.map((d: DestinationState) => maskDestination(d)) };
}
