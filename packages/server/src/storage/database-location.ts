// Which engine a database location names: a postgres:// or postgresql:// URL is PostgreSQL,
// anything else is the path of a SQLite file. One rule for the service, `serve` and `keys`.

export type EngineKind = 'sqlite' | 'postgres';

export function engineOf(location: string): EngineKind {
  return /^postgres(ql)?:\/\//i.test(location) ? 'postgres' : 'sqlite';
}

/** The location as it may appear in a log line or a message: a URL's password is never shown. */
export function describeLocation(location: string): string {
  if (engineOf(location) === 'sqlite') return location;
  try {
    const url = new URL(location);
    if (url.password !== '') url.password = '***';
    return url.toString();
  } catch {
    return 'a postgres:// URL that does not parse';
  }
}
