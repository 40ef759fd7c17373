import type { ErrorDef } from './error-def.ts';

/** Errors of the Idempotency-Key header (10014..10016, shared/http/idempotency.ts); merged into the one catalogue. */
export const idempotencyErrors = {
  IDEMPOTENCY_IN_PROGRESS: {
    status: 409,
    errorCode: 10014,
    zh: '相同幂等键的请求仍在处理中，请稍后重试',
    en: 'A request with this Idempotency-Key is still being processed. Retry in a moment.',
  },
  IDEMPOTENCY_KEY_REUSED: {
    status: 422,
    errorCode: 10015,
    zh: '该幂等键已用于另一份不同的请求内容，请为新请求使用新的幂等键',
    en: 'This Idempotency-Key was already used with a different request. Use a new key for a new request.',
  },
  IDEMPOTENCY_KEY_INVALID: {
    status: 400,
    errorCode: 10016,
    zh: 'Idempotency-Key 须为 1 到 255 个可见 ASCII 字符（不含空格）',
    en: 'The Idempotency-Key must be 1 to 255 visible ASCII characters without spaces',
  },
} as const satisfies Record<string, ErrorDef>;
