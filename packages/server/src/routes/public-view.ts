// What leaves the service: destination header values whose names look secret are masked with
// core's one rule in every response (GET, list, PATCH, config state). The planner inside the
// service keeps planning against the stored values.
import { maskHeaders, type DestinationState, type JsonValue, type State } from '@capctl/core';

interface WithConfig {
  readonly config: object;
}

/** The object with `config.headers` masked (a new object; the input is left as it is). */
export function maskDestination<T extends WithConfig>(destination: T): T {
  const config = destination.config as { headers?: JsonValue };
  if (config.headers === undefined) return destination;
  return { ...destination, config: { ...config, headers: maskHeaders(config.headers) } };
}

/** The config state as clients see it: every destination masked. */
export function maskState(state: State): State {
  return { ...state, destinations: state.destinations.map((d: DestinationState) => maskDestination(d)) };
}
