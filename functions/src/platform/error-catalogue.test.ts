import { describe, expect, it } from 'vitest';
import { errorResponse } from '../shared/http/envelope.ts';
import { AppError, baseErrors, errorDefOf, registerErrors } from '../shared/http/error-catalogue.ts';
import { errorCatalogue } from './error-catalogue.ts';

describe('the one error catalogue, gathered from the groups', () => {
  it('registers every group error with the envelope: a group key answers its own status, code and text', () => {
    const keys = Object.keys(errorCatalogue) as (keyof typeof errorCatalogue)[];
    expect(keys.length).toBeGreaterThan(150);
    for (const key of keys) expect(errorDefOf(key), key).toBe(errorCatalogue[key]);
    const res = errorResponse(new AppError('POOL_ALREADY_BLOCKED'), 'en-US');
    expect(res.statusCode).toBe(errorCatalogue.POOL_ALREADY_BLOCKED.status);
    expect(JSON.parse(String(res.body))).toMatchObject({
      success: false,
      errorCode: errorCatalogue.POOL_ALREADY_BLOCKED.errorCode,
      msg: errorCatalogue.POOL_ALREADY_BLOCKED.en,
    });
  });

  it('refuses a key declared twice or a business code used twice', () => {
    expect(() => registerErrors({ BAD_REQUEST: { status: 400, errorCode: 19999, zh: 'x', en: 'x' } })).toThrow(/declared twice/);
    expect(() => registerErrors({ PROBE_ONLY: { status: 400, errorCode: 10001, zh: 'x', en: 'x' } })).toThrow(/10001/);
    expect(errorDefOf('PROBE_ONLY' as never)).toBe(baseErrors.SERVER_ERROR);
  });
});
