/**
 * Identity numbers at rest (docs/decisions.md "Blacklists and real-name records"): sealed with the
 * operator key as operator credentials and API secrets are (operator-config/secret-box.ts), with a
 * keyed hash (HMAC-SHA256) of the normalised number beside it so a number can be looked up without
 * opening anything, and the masked form (spec §9) that screens show. The number in the clear is
 * never stored and never answered. Pure apart from the random IV of the seal.
 */
import { createHmac } from 'node:crypto';
import { encryptSecret } from '../operator-config/secret-box.ts';
import { maskValue } from '../shared/privacy/mask.ts';

/**
 * An identity or organisation number as it is compared: full-width characters made ASCII (NFKC),
 * spaces and hyphens dropped, letters upper-case (the check character X of a resident identity number).
 */
export const normaliseIdNumber = (value: string): string =>
  value
    .normalize('NFKC')
    .replace(/[\s\-‐‑–—]/g, '')
    .toUpperCase();

/** An enterprise name as it is compared: NFKC, trimmed, inner whitespace one space, lower-case. */
export const normaliseEnterpriseName = (value: string): string =>
  value.normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase();

/** The lookup key is not the sealing key: a key of its own, derived from it for this one use. */
const lookupKeyOf = (keyB64: string): Buffer =>
  createHmac('sha256', Buffer.from(keyB64, 'base64')).update('cmp identity lookup v1').digest();

/** The keyed hash of an identity number (hex), the same for every spelling of the same number. */
export const identityHash = (value: string, keyB64: string): string =>
  createHmac('sha256', lookupKeyOf(keyB64)).update(normaliseIdNumber(value), 'utf8').digest('hex');

export interface SealedIdentity {
  /** AES-256-GCM of the normalised number (secret-box `v1.` form). */
  idSealed: string;
  /** `identityHash` of the number. */
  idHash: string;
  /** The normalised number masked (spec §9). */
  idMasked: string;
}

export function sealIdentity(idNumber: string, keyB64: string): SealedIdentity {
  const normalised = normaliseIdNumber(idNumber);
  return {
    idSealed: encryptSecret(normalised, keyB64),
    idHash: identityHash(normalised, keyB64),
    idMasked: maskValue(normalised),
  };
}

/** A resident identity number (18 characters, the last a digit or X) or another document's number (6–30 letters and digits). */
export const isIdNumber = (normalised: string): boolean => /^[0-9A-Z]{6,30}$/.test(normalised);
