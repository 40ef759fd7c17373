import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * Operator credentials at rest: AES-256-GCM with a random 96-bit IV per value. The stored form is
 * `v1.<iv>.<tag>.<ciphertext>` (base64url), so the algorithm can change later without guessing.
 */
const VERSION = 'v1';

function keyBytes(keyB64: string): Buffer {
  const key = Buffer.from(keyB64, 'base64');
  if (key.length !== 32) throw new Error('The operator secret key must be 32 bytes (base64)');
  return key;
}

/** Encrypts `plain` with the base64 key; every call gives a different ciphertext. */
export function encryptSecret(plain: string, keyB64: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyBytes(keyB64), iv);
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  const tag = cipher.getAuthTag();
  return [VERSION, iv.toString('base64url'), tag.toString('base64url'), data.toString('base64url')].join('.');
}

/** Decrypts a value of `encryptSecret`; throws when the key is wrong or the value was tampered with. */
export function decryptSecret(sealed: string, keyB64: string): string {
  const [version, iv, tag, data] = sealed.split('.');
  if (version !== VERSION || !iv || !tag || data === undefined) throw new Error('Unknown secret format');
  const decipher = createDecipheriv('aes-256-gcm', keyBytes(keyB64), Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
}

/** What a screen shows instead of a stored secret: never derived from the secret itself. */
export const SECRET_MASK = '********';
