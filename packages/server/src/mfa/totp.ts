// One-time passwords: HOTP (RFC 4226) and TOTP (RFC 6238) with node:crypto only, verification
// with a drift window, and the `otpauth://` URI that authenticator apps scan.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { base32Encode } from './base32.js';

export type OtpAlgorithm = 'sha1' | 'sha256' | 'sha512';

export interface TotpOptions {
  /** HMAC hash; SHA-1 is what authenticator apps assume. */
  readonly algorithm?: OtpAlgorithm;
  /** Code length, 6 to 10. */
  readonly digits?: number;
  /** Time step in seconds. */
  readonly period?: number;
}

export const TOTP_DEFAULTS = { algorithm: 'sha1', digits: 6, period: 30 } as const satisfies Required<TotpOptions>;

/** RFC 4226 HOTP value for one counter, zero-padded to `digits`. */
export function hotp(secret: Uint8Array, counter: number | bigint, options: Pick<TotpOptions, 'algorithm' | 'digits'> = {}): string {
  const algorithm = options.algorithm ?? TOTP_DEFAULTS.algorithm;
  const digits = options.digits ?? TOTP_DEFAULTS.digits;
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac(algorithm, secret).update(message).digest();
  // Dynamic truncation (RFC 4226 section 5.3): the low nibble of the last byte picks the offset.
  const offset = (mac[mac.length - 1] ?? 0) & 0x0f;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, '0');
}

/** The RFC 6238 time step containing `unixMs`. */
export function timeStep(unixMs: number, period: number = TOTP_DEFAULTS.period): number {
  return Math.floor(unixMs / 1000 / period);
}

/** RFC 6238 TOTP value at `unixMs`. */
export function totp(secret: Uint8Array, unixMs: number, options: TotpOptions = {}): string {
  return hotp(secret, timeStep(unixMs, options.period), options);
}

/**
 * The time step whose code equals `code`, looking `window` steps either side of now (one step
 * of clock drift by default), or undefined. Compares in constant time per candidate.
 */
export function matchTotp(secret: Uint8Array, code: string, unixMs: number, options: TotpOptions & { readonly window?: number } = {}): number | undefined {
  const digits = options.digits ?? TOTP_DEFAULTS.digits;
  if (!new RegExp(`^[0-9]{${digits}}$`).test(code)) return undefined;
  const now = timeStep(unixMs, options.period);
  const window = options.window ?? 1;
  const given = Buffer.from(code);
  let matched: number | undefined;
  // Every candidate is checked (no early return) so timing does not reveal which step matched.
  for (let step = now - window; step <= now + window; step++) {
    const expected = Buffer.from(hotp(secret, step, options));
    if (timingSafeEqual(expected, given) && matched === undefined) matched = step;
  }
  return matched;
}

/** The `otpauth://totp/...` URI (Key Uri Format) for an authenticator app. */
export function otpauthUri(input: { readonly secret: Uint8Array; readonly issuer: string; readonly account: string } & TotpOptions): string {
  const label = `${encodeURIComponent(input.issuer)}:${encodeURIComponent(input.account)}`;
  const params = new URLSearchParams({
    secret: base32Encode(input.secret),
    issuer: input.issuer,
    algorithm: (input.algorithm ?? TOTP_DEFAULTS.algorithm).toUpperCase(),
    digits: String(input.digits ?? TOTP_DEFAULTS.digits),
    period: String(input.period ?? TOTP_DEFAULTS.period),
  });
  return `otpauth://totp/${label}?${params.toString()}`;
}
