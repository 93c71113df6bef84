// AES-256-GCM encryption of credential secrets at rest: a fresh 12-byte IV per write, the
// authentication tag stored beside the ciphertext, the org and credential id bound as AAD.
import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';

export interface SealedSecret {
  readonly ciphertext: string;
  readonly iv: string;
  readonly tag: string;
}

export interface SecretBox {
  seal(plaintext: string, context: string): SealedSecret;
  open(sealed: SealedSecret, context: string): string;
  /**
   * A keyed digest (HMAC-SHA256 under a key derived from the box's key): tells whether a secret
   * changed without storing anything that a dictionary attack on the database could test.
   */
  digest(plaintext: string, context: string): string;
}

export function createSecretBox(key: Buffer): SecretBox {
  if (key.length !== 32) throw new Error('AES-256-GCM needs a 32-byte key');
  const macKey = Buffer.from(hkdfSync('sha256', key, Buffer.alloc(0), 'capctl digest v1', 32));
  return {
    digest(plaintext, context) {
      return createHmac('sha256', macKey).update(context).update('\0').update(plaintext).digest('base64');
    },
    seal(plaintext, context) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(context, 'utf8'));
      const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      return { ciphertext: ciphertext.toString('base64'), iv: iv.toString('base64'), tag: cipher.getAuthTag().toString('base64') };
    },
    open(sealed, context) {
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(sealed.iv, 'base64'));
      decipher.setAAD(Buffer.from(context, 'utf8'));
      decipher.setAuthTag(Buffer.from(sealed.tag, 'base64'));
      return Buffer.concat([decipher.update(Buffer.from(sealed.ciphertext, 'base64')), decipher.final()]).toString('utf8');
    },
  };
}
