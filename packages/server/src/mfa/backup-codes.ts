// Backup codes: random single-use codes shown once, stored only as salted scrypt hashes so a
// copy of the database does not give anyone a way past the second factor.
import { randomBytes, randomInt, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { promisify } from 'node:util';

const scryptAsync = promisify(scrypt) as (password: string, salt: Buffer, keylen: number, options: ScryptOptions) => Promise<Buffer>;

export const BACKUP_CODE_COUNT = 10;
const KEY_LENGTH = 32;
// Codes are 50 random bits, not passwords people choose: a cost of 2^12 (about 10 ms) already
// puts an offline search of one code's space out of reach, and keeps a check of ten hashes cheap.
const SCRYPT: ScryptOptions = { N: 2 ** 12, r: 8, p: 1 };
// Lower-case letters and digits without look-alikes (0/o, 1/l/i), so codes survive being read aloud.
const CODE_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const GROUP = 5;

/** `count` fresh codes like `k7m2p-xq9rt` (50 bits each). */
export function generateBackupCodes(count: number = BACKUP_CODE_COUNT): string[] {
  return Array.from({ length: count }, () => {
    const chars = Array.from({ length: GROUP * 2 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]);
    return `${chars.slice(0, GROUP).join('')}-${chars.slice(GROUP).join('')}`;
  });
}

/** Normalises what a user typed: case, spaces and the dash do not matter. */
export function normaliseBackupCode(code: string): string {
  return code.toLowerCase().replace(/[\s-]/g, '');
}

/** `scrypt$<salt b64>$<hash b64>` of the normalised code, with a fresh salt per code. */
export async function hashBackupCode(code: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scryptAsync(normaliseBackupCode(code), salt, KEY_LENGTH, SCRYPT);
  return `scrypt$${salt.toString('base64')}$${hash.toString('base64')}`;
}

/** True when `code` is the one `stored` was made from. */
export async function verifyBackupCode(code: string, stored: string): Promise<boolean> {
  const [scheme, saltText, hashText] = stored.split('$');
  if (scheme !== 'scrypt' || saltText === undefined || hashText === undefined) return false;
  const expected = Buffer.from(hashText, 'base64');
  const actual = await scryptAsync(normaliseBackupCode(code), Buffer.from(saltText, 'base64'), expected.length, SCRYPT);
  return timingSafeEqual(expected, actual);
}
