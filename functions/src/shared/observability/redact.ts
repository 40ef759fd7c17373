/**
 * Defence in depth for the structured logs: whatever a caller passes to the logger, values under
 * keys that name a credential are masked before the line is written (JSON.stringify replacer).
 */
const secretKey = /authorization|token|password|passwd|secret|app-?key|api-?key|cookie/i;

export const REDACTED = '[redacted]';

/** A `jsonReplacerFn` for the Powertools Logger: masks credential-named keys at any depth. */
export const redactSecrets = (key: string, value: unknown): unknown =>
  key && secretKey.test(key) && value !== undefined && value !== null ? REDACTED : value;
