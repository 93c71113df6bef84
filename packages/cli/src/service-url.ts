// The service URL from --url or CAPACITY_URL, checked before anything is sent: http or https,
// no user or password in it. Messages never echo a password: user info is always redacted.
import { CliError } from './errors.js';

/** The text with any `user:password@` before the host replaced, for messages. */
export function redactUserInfo(text: string): string {
  const at = text.lastIndexOf('@');
  if (at < 0) return text;
  const scheme = /^[a-z][a-z0-9+.-]*:\/\//i.exec(text)?.[0] ?? '';
  return `${scheme}***@${text.slice(at + 1)}`;
}

/** A usage error unless `raw` is an http(s) URL without user info; `source` names where it came from. */
export function checkServiceUrl(raw: string, source: string): string {
  const shown = redactUserInfo(raw);
  const hint = 'use the service\'s base URL, e.g. http://127.0.0.1:8080 or https://capacity.example.com';
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new CliError('usage', `${source} is not a valid URL: "${shown}"`, { hint });
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new CliError('usage', `${source} must be an http or https URL, got "${url.protocol}" in "${shown}"`, { hint });
  }
  if (url.username !== '' || url.password !== '') {
    throw new CliError('usage', `${source} must not carry a user name or password: "${shown}"`, {
      hint: 'remove them from the URL; the service takes its API key from CAPACITY_API_KEY',
    });
  }
  return raw;
}
