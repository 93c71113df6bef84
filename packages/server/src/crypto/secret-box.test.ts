// AES-256-GCM sealing of secrets: round trip, fresh IVs, tamper and context checks.
import { randomBytes } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { createSecretBox } from './secret-box.js';

describe('createSecretBox (AES-256-GCM)', () => {
  const box = createSecretBox(randomBytes(32));

  test('opens what it sealed, with a fresh IV each time', () => {
    const a = box.seal('{"CLOUD_SECRET_ACCESS_KEY":"s3cr3t"}', 'credential:1:x');
    const b = box.seal('{"CLOUD_SECRET_ACCESS_KEY":"s3cr3t"}', 'credential:1:x');
    expect(a.iv).not.toBe(b.iv);
    expect(a.ciphertext).not.toBe(b.ciphertext);
    expect(a.ciphertext).not.toContain('s3cr3t');
    expect(box.open(a, 'credential:1:x')).toBe('{"CLOUD_SECRET_ACCESS_KEY":"s3cr3t"}');
  });

  test('refuses a tampered ciphertext, another context or another key', () => {
    const sealed = box.seal('secret', 'credential:1:x');
    const flipped = Buffer.from(sealed.ciphertext, 'base64');
    flipped[0] = (flipped[0] ?? 0) ^ 1;
    expect(() => box.open({ ...sealed, ciphertext: flipped.toString('base64') }, 'credential:1:x')).toThrow();
    expect(() => box.open(sealed, 'credential:2:x')).toThrow();
    expect(() => createSecretBox(randomBytes(32)).open(sealed, 'credential:1:x')).toThrow();
  });

  test('needs a 32-byte key', () => {
    expect(() => createSecretBox(randomBytes(16))).toThrow(/32-byte/);
  });
});
