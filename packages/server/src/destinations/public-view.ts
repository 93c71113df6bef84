// What leaves the service: sensitive destination header values (names that look secret, and
// those in the destination's `sensitive_headers`) are masked with core's one rule in every
// response (GET, list, PATCH, config state). The planner inside the service keeps planning
// against the stored values.
import { maskConfig, type DestinationState, type State } from '@capctl/core';

interface WithConfig {
  readonly config: object;
}

/** The object with its sensitive header values masked (a new object; the input is left as it is). */
export function maskDestination<T extends WithConfig>(destination: T): T {
  const config = maskConfig(destination.config);
  return config === destination.config ? destination : { ...destination, config };
}

/** The config state as clients see it: every destination masked. */
export function maskState(state: State): State {
  return { ...state, destinations: state.destinations.map((d: DestinationState) => maskDestination(d)) };
}
