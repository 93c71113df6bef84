// API keys: 32 random bytes, shown once; only their SHA-256 hash is stored and compared.
import { createHash, randomBytes } from 'node:crypto';

const PREFIX = 'cap_';

export function generateApiKey(): string {
  return PREFIX + randomBytes(32).toString('base64url');
}

export function hashApiKey(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}
