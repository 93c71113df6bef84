// TOTP and HOTP against the published RFC vectors, plus drift and the otpauth URI.
import { describe, expect, it } from 'vitest';
import { base32Decode, base32Encode } from './base32.js';
import { hotp, matchTotp, otpauthUri, timeStep, totp, type OtpAlgorithm } from './totp.js';

const SEEDS: Record<OtpAlgorithm, Buffer> = {
  sha1: Buffer.from('12345678901234567890'),
  sha256: Buffer.from('12345678901234567890123456789012'),
  sha512: Buffer.from('1234567890123456789012345678901234567890123456789012345678901234'),
};

// RFC 6238 Appendix B: time (s), expected 8-digit TOTP for SHA-1, SHA-256, SHA-512.
const RFC6238: readonly (readonly [number, string, string, string])[] = [
  [59, '94287082', '46119246', '90693936'],
  [1111111109, '07081804', '68084774', '25091201'],
  [1111111111, '14050471', '67062674', '99943326'],
  [1234567890, '89005924', '91819424', '93441116'],
  [2000000000, '69279037', '90698825', '38618901'],
  [20000000000, '65353130', '77737706', '47863826'],
];

// RFC 4226 Appendix D: HOTP values for counters 0..9 with the SHA-1 seed.
const RFC4226 = ['755224', '287082', '359152', '969429', '338314', '254676', '287922', '162583', '399871', '520489'];

describe('hotp', () => {
  it.each(RFC4226.map((code, counter) => [counter, code] as const))('counter %i gives %s (RFC 4226 D)', (counter, code) => {
    expect(hotp(SEEDS.sha1, counter)).toBe(code);
  });
});

describe('totp', () => {
  it.each(RFC6238)('at %i s gives the RFC 6238 B values for SHA-1, SHA-256, SHA-512', (seconds, sha1, sha256, sha512) => {
    const at = seconds * 1000;
    expect(totp(SEEDS.sha1, at, { digits: 8 })).toBe(sha1);
    expect(totp(SEEDS.sha256, at, { digits: 8, algorithm: 'sha256' })).toBe(sha256);
    expect(totp(SEEDS.sha512, at, { digits: 8, algorithm: 'sha512' })).toBe(sha512);
  });

  it('defaults to 6 digits and SHA-1, the last 6 digits of the 8-digit value', () => {
    expect(totp(SEEDS.sha1, 59_000)).toBe('287082');
    expect(timeStep(59_000)).toBe(1);
  });
});

describe('matchTotp', () => {
  const now = 1_234_567_890_000;
  const step = timeStep(now);

  it('accepts the current step and one step of drift either side, and names the step', () => {
    expect(matchTotp(SEEDS.sha1, hotp(SEEDS.sha1, step), now)).toBe(step);
    expect(matchTotp(SEEDS.sha1, hotp(SEEDS.sha1, step - 1), now)).toBe(step - 1);
    expect(matchTotp(SEEDS.sha1, hotp(SEEDS.sha1, step + 1), now)).toBe(step + 1);
  });

  it('refuses codes two steps away, wrong lengths and non-digits', () => {
    expect(matchTotp(SEEDS.sha1, hotp(SEEDS.sha1, step - 2), now)).toBeUndefined();
    expect(matchTotp(SEEDS.sha1, hotp(SEEDS.sha1, step + 2), now)).toBeUndefined();
    expect(matchTotp(SEEDS.sha1, hotp(SEEDS.sha1, step).slice(1), now)).toBeUndefined();
    expect(matchTotp(SEEDS.sha1, 'abcdef', now)).toBeUndefined();
  });
});

describe('base32', () => {
  it.each([
    ['', ''], ['f', 'MY'], ['fo', 'MZXQ'], ['foo', 'MZXW6'], ['foob', 'MZXW6YQ'], ['fooba', 'MZXW6YTB'], ['foobar', 'MZXW6YTBOI'],
  ])('encodes %j as %s (RFC 4648 vectors, unpadded) and back', (text, encoded) => {
    expect(base32Encode(Buffer.from(text))).toBe(encoded);
    expect(base32Decode(encoded).toString()).toBe(text);
  });

  it('decodes lower case, spaces and padding as users type them', () => {
    expect(base32Decode('mzxw 6ytb oi======').toString()).toBe('foobar');
  });

  it('names the bad character', () => {
    expect(() => base32Decode('MZ1W')).toThrow('character "1" at position 2');
  });
});

describe('otpauthUri', () => {
  it('carries the base32 secret, issuer, algorithm, digits and period', () => {
    const uri = otpauthUri({ secret: SEEDS.sha1, issuer: 'capctl', account: 'ada@example.com' });
    const url = new URL(uri);
    expect(url.protocol).toBe('otpauth:');
    expect(url.host).toBe('totp');
    expect(decodeURIComponent(url.pathname)).toBe('/capctl:ada@example.com');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      secret: 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ', issuer: 'capctl', algorithm: 'SHA1', digits: '6', period: '30',
    });
  });
});
