// The response envelope of every operation: `{data, errors, warnings}`.

export interface ApiError {
  readonly code: string;
  readonly message: string;
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
