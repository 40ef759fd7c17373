import { describe, expect, it } from 'vitest';
import { errorCatalogue } from '../../platform/error-catalogue.ts';
import { errorResponse, successResponse } from './envelope.ts';
import { AppError } from './error-catalogue.ts';

const body = (r: { body?: string }) => JSON.parse(r.body ?? '{}');

describe('response envelope', () => {
  it('wraps data and a success message in the request language', () => {
    const r = successResponse({ a: 1 }, 'zh-CN', 200, 'LOGOUT_OK');
    expect(r.statusCode).toBe(200);
    expect(body(r)).toEqual({ success: true, data: { a: 1 }, msg: '退出成功' });
  });

  it('maps a domain error to its status, code and message', () => {
    const r = errorResponse(new AppError('LOGIN_EXPIRED'), 'en-US');
    expect(r.statusCode).toBe(401);
    expect(body(r)).toEqual({ success: false, msg: 'Your login has expired. Please sign in again.', errorCode: 20003 });
  });

  it('names the field in validation messages in both languages', () => {
    const e = new AppError('VALIDATION', { reasonKey: 'tooLong', max: 20 }, 'remark');
    expect(body(errorResponse(e, 'en-US'))).toMatchObject({
      msg: 'remark: must be at most 20 characters',
      field: 'remark',
      errorCode: 10002,
    });
    expect(body(errorResponse(e, 'zh-CN')).msg).toBe('remark：长度不能超过 20');
  });

  it('hides unexpected errors behind a 500', () => {
    const r = errorResponse(new Error('secret detail'), 'en-US');
    expect(r.statusCode).toBe(500);
    expect(r.body).not.toContain('secret');
  });

  it('has unique business codes and every message in both languages', () => {
    const codes = Object.values(errorCatalogue).map((e) => e.errorCode);
    expect(new Set(codes).size).toBe(codes.length);
    for (const e of Object.values(errorCatalogue)) expect(e.zh && e.en).toBeTruthy();
  });
});
