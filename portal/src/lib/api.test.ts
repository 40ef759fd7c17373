import { routes } from '@cmp/functions/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { enUS } from '../i18n/all-texts';
import { type ApiDeps, createApi } from './api';

const lookup = (key: string) => key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], enUS);
const t = (key: string) => {
  const value = lookup(key);
  return typeof value === 'string' ? value : key;
};

function json(status: number, body: unknown, statusText = '') {
  return new Response(JSON.stringify(body), { status, statusText, headers: { 'Content-Type': 'application/json' } });
}

function setup(responses: Array<Response | Error>) {
  const calls: Array<{ url: string; init: RequestInit }> = [];
  const fetch = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), init: init ?? {} });
    const next = responses.shift();
    if (!next) throw new Error('no more responses');
    if (next instanceof Error) throw next;
    return next;
  });
  const deps = {
    fetch: fetch as unknown as typeof globalThis.fetch,
    getToken: vi.fn(() => 'token-1'),
    getLanguage: () => 'en-US',
    t,
    notify: vi.fn(),
    onExpired: vi.fn(),
    now: () => 1700000000000,
  } satisfies ApiDeps;
  return { api: createApi(deps), deps, calls };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('api client', () => {
  it('posts JSON to /api with ts, lang and the token, and unwraps data', async () => {
    const { api, calls } = setup([json(200, { success: true, data: { total: 3 } })]);
    await expect(api.call('card-label.list', { name: 'a' })).resolves.toEqual({ total: 3 });
    const [call] = calls;
    expect(call?.url).toBe(`/api${routes['card-label.list'].path}?ts=1700000000000&lang=en-US`);
    expect(call?.init.method).toBe('POST');
    expect(call?.init.body).toBe('{"name":"a"}');
    expect(call?.init.headers).toMatchObject({ Authorization: 'token-1', 'Content-Type': 'application/json' });
  });

  it('sends GET without a body and without a token when there is none', async () => {
    const { api, calls, deps } = setup([json(200, { success: true, data: { captchaId: 'c' } })]);
    deps.getToken.mockReturnValue(null as never);
    await api.call('auth.captcha', {});
    expect(calls[0]?.init.body).toBeUndefined();
    expect(calls[0]?.init.headers).not.toHaveProperty('Authorization');
  });

  it('uses the first element when the body is an array', async () => {
    const { api } = setup([json(200, [{ success: true, data: 7 }])]);
    await expect(api.call('home.getCycleNew', {})).resolves.toBe(7);
  });

  it('rejects success:false as a logic error with msg and errorCode', async () => {
    const { api, deps } = setup([json(200, { success: false, msg: 'Only active cards can renew a cycle.', errorCode: 10001 })]);
    await expect(api.call('home.getCycleNew', {})).rejects.toEqual({
      type: 'logic',
      msg: 'Only active cards can renew a cycle.',
      errorCode: 10001,
      status: 200,
      field: undefined,
    });
    expect(deps.notify).toHaveBeenCalledWith({
      type: 'error',
      title: 'Request error',
      message: 'Only active cards can renew a cycle.',
    });
  });

  it('notifies HTTP errors with the status description in the current language', async () => {
    const { api, deps } = setup([
      json(422, { success: false, msg: 'loginName is required', errorCode: 10002, field: 'loginName' }),
    ]);
    await expect(api.call('home.getCycleNew', {})).rejects.toMatchObject({ status: 422, errorCode: 10002, field: 'loginName' });
    expect(deps.notify).toHaveBeenCalledWith({
      type: 'error',
      title: 'Request error',
      message: 'Validation error — loginName is required',
    });
  });

  it('falls back to the status text for statuses without a description', async () => {
    const { api, deps } = setup([new Response('oops', { status: 418, statusText: "I'm a teapot" })]);
    await expect(api.call('home.getCycleNew', {})).rejects.toMatchObject({ type: 'logic', status: 418 });
    expect(deps.notify.mock.calls[0]?.[0].message).toBe("I'm a teapot");
  });

  it('stays quiet when the caller asks to', async () => {
    const { api, deps } = setup([json(400, { success: false, msg: 'Wrong captcha', errorCode: 10003 })]);
    await expect(api.call('home.getCycleNew', {}, { silent: true })).rejects.toMatchObject({ msg: 'Wrong captcha' });
    expect(deps.notify).not.toHaveBeenCalled();
  });

  it('on 20003 runs the expiry handler once, 300 ms later, without a toast', async () => {
    const expired = () => json(401, { success: false, msg: 'Login expired', errorCode: 20003 });
    const { api, deps } = setup([expired(), expired(), expired()]);
    await Promise.allSettled([
      api.call('home.getLinkNew', {}),
      api.call('home.getUsedInfoNew', {}),
      api.call('home.dayFlow', {}),
    ]);
    expect(deps.onExpired).not.toHaveBeenCalled();
    vi.advanceTimersByTime(299);
    expect(deps.onExpired).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(deps.onExpired).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1000);
    expect(deps.onExpired).toHaveBeenCalledTimes(1);
    expect(deps.notify).not.toHaveBeenCalled();
  });

  it('treats any HTTP 401 as expiry, and re-arms after resetExpiry', async () => {
    const { api, deps } = setup([json(401, { success: false, msg: 'no' }), json(401, { success: false, msg: 'no' })]);
    await api.call('home.getLinkNew', {}).catch(() => {});
    vi.advanceTimersByTime(300);
    api.resetExpiry();
    await api.call('home.getUsedInfoNew', {}).catch(() => {});
    vi.advanceTimersByTime(300);
    expect(deps.onExpired).toHaveBeenCalledTimes(2);
  });

  it('does not treat a failed login (401 wrong password) as expiry', async () => {
    const { api, deps } = setup([json(401, { success: false, msg: 'Wrong login name or password', errorCode: 10004 })]);
    await expect(
      api.call('auth.login', { loginName: 'a', password: 'b', captchaId: 'c', captchaCode: '1234' }, { silent: true }),
    ).rejects.toMatchObject({ errorCode: 10004 });
    vi.advanceTimersByTime(1000);
    expect(deps.onExpired).not.toHaveBeenCalled();
  });

  it('reports network failures with their message (after the one retry failed too)', async () => {
    const { api, deps, calls } = setup([new TypeError('Failed to fetch'), new TypeError('Failed to fetch')]);
    await expect(api.call('home.getCycleNew', {})).rejects.toEqual({ type: 'network', msg: 'Failed to fetch' });
    expect(deps.notify).toHaveBeenCalledWith({ type: 'error', title: 'Request error', message: 'Failed to fetch' });
    expect(calls).toHaveLength(2);
  });

  it('sends a fresh Idempotency-Key with every POST and none with GET', async () => {
    const { api, calls } = setup([json(200, { success: true }), json(200, { success: true }), json(200, { success: true })]);
    await api.call('home.getLinkNew', {});
    await api.call('home.getLinkNew', {});
    await api.call('auth.captcha', {});
    const keys = calls.map((c) => (c.init.headers as Record<string, string>)['Idempotency-Key']);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[0]).not.toBe(keys[1]);
    expect(keys[2]).toBeUndefined();
  });

  it('retries a POST once after a lost connection, with the same Idempotency-Key, and answers its result', async () => {
    const { api, deps, calls } = setup([new TypeError('Failed to fetch'), json(200, { success: true, data: { id: 7 } })]);
    await expect(api.call('card-label.delete', { labelId: 'L0000000000A1' })).resolves.toEqual({ id: 7 });
    expect(calls).toHaveLength(2);
    const key = (i: number) => (calls[i]!.init.headers as Record<string, string>)['Idempotency-Key'];
    expect(key(1)).toBe(key(0));
    expect(calls[1]!.init.body).toBe(calls[0]!.init.body);
    expect(deps.notify).not.toHaveBeenCalled();
  });
});
