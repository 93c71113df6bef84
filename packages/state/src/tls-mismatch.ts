// Names a TLS mismatch instead of "is the service running?": an https:// URL answered in plain
// HTTP fails with an SSL record error, and an http:// URL of a TLS port has its connection
// closed unanswered; a TLS handshake with that port then tells the second case apart.
import { isIP } from 'node:net';
import { connect } from 'node:tls';
import { StateError } from './errors.js';

/** OpenSSL's errors for a plain-text answer where a TLS record was expected. */
const PLAIN_ANSWER = new Set(['ERR_SSL_WRONG_VERSION_NUMBER', 'ERR_SSL_PACKET_LENGTH_TOO_LONG', 'ERR_SSL_HTTP_REQUEST', 'EPROTO']);
/** How a TLS server ends a connection that sent it plain HTTP. */
const CLOSED_UNANSWERED = new Set(['UND_ERR_SOCKET', 'ECONNRESET', 'HPE_INVALID_CONSTANT']);
const PROBE_MS = 2_000;

function withScheme(url: URL, protocol: 'http:' | 'https:'): string {
  const other = new URL(url.href);
  other.protocol = protocol;
  return other.href.replace(/\/$/, '');
}

/** Whether `host:port` completes a TLS handshake (any certificate: only the protocol matters here). */
function speaksTls(host: string, port: number): Promise<boolean> {
  return new Promise((done) => {
    // SNI carries host names only (RFC 6066).
    const socket = connect({ host, port, ...(isIP(host) === 0 ? { servername: host } : {}), rejectUnauthorized: false, timeout: PROBE_MS });
    const finish = (answer: boolean) => {
      socket.destroy();
      done(answer);
    };
    socket.once('secureConnect', () => finish(true));
    socket.once('error', () => finish(false));
    socket.once('timeout', () => finish(false));
  });
}

/** The error naming the mismatch, or undefined when `code` is not one. */
export async function tlsMismatchError(baseUrl: string, code: string | undefined, cause: unknown): Promise<StateError | undefined> {
  if (code === undefined) return undefined;
  let url: URL;
  try {
    url = new URL(baseUrl);
  } catch {
    return undefined;
  }
  if (url.protocol === 'https:' && PLAIN_ANSWER.has(code)) {
    return new StateError('wrong_url', `${baseUrl} answered in plain HTTP, not HTTPS (TLS)`, {
      cause,
      hint: `use ${withScheme(url, 'http:')} in --url/CAPACITY_URL, or serve the service over TLS`,
    });
  }
  if (url.protocol === 'http:' && CLOSED_UNANSWERED.has(code)) {
    const port = Number(url.port || '80');
    if (!(await speaksTls(url.hostname.replace(/^\[|\]$/g, ''), port))) return undefined;
    return new StateError('wrong_url', `${baseUrl} speaks HTTPS (TLS) and closed the plain HTTP connection`, {
      cause,
      hint: `use ${withScheme(url, 'https:')} in --url/CAPACITY_URL`,
    });
  }
  return undefined;
}
