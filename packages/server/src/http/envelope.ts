// The response envelope of every operation: `{data, errors, warnings}`.

/**
 * One entry of `errors` (or `warnings`): the fixed endpoints' `{code, message}`, plus where
 * the problem is when one place in the request body is to blame, so clients need not parse text.
 */
export interface ApiError {
  readonly code: string;
  readonly message: string;
  /** RFC 6901 JSON pointer into the request body (`""` is the whole body); absent when no place applies. */
  readonly pointer?: string;
}

export interface Envelope<T> {
  readonly data: T;
  readonly errors: readonly ApiError[] | null;
  readonly warnings?: readonly ApiError[];
}

export function ok<T>(data: T, warnings: readonly ApiError[] = []): Envelope<T> {
  return { data, errors: null, warnings };
}

export function failure(errors: readonly ApiError[]): Envelope<null> {
  return { data: null, errors };
}
