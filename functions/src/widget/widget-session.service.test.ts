import { describe, expect, it } from 'vitest';
import type { ApiConfigRecord } from '../api-manager/api-config.ts';
import { AppError } from '../shared/http/error-catalogue.ts';
import '../platform/error-catalogue.ts';
import { createWidgetVerifier } from './widget-auth.ts';
import { WIDGET_SESSION_MAX_SECONDS } from './widget-rules.ts';
import { createWidgetSessionService } from './widget-session.service.ts';
import type { WidgetSession, WidgetToken } from './widget.repository.ts';

const ORIGIN = 'https://partner.example';
const client = { appKey: 'akTEST', channelCustId: 'C1001' };

/** In-memory sessions and tokens with the repository's conditions (absent-only, exchanged once, before expiry). */
function setup(settings: Partial<ApiConfigRecord> = {}) {
  let now = new Date('2026-11-27T05:00:00Z');
  const sessions = new Map<string, WidgetSession>();
  const tokens = new Map<string, WidgetToken>();
  let n = 0;
  const config: ApiConfigRecord = {
    channelCustId: 'C1001',
    status: 'open',
    ipEnforced: false,
    dailyLimit: 100,
    ipList: [],
    version: 1,
    widgetOrigins: [{ origin: ORIGIN, createdBy: 'acme', createdAt: '' }],
    ...settings,
  };
  const widgets = {
    putSession: async (s: WidgetSession) => {
      if (sessions.has(s.sessionId)) throw new Error('exists');
      sessions.set(s.sessionId, structuredClone(s));
    },
    session: async (id: string) => structuredClone(sessions.get(id)),
    exchange: async (s: WidgetSession, token: WidgetToken, at: { iso: string; epoch: number }) => {
      const stored = sessions.get(s.sessionId);
      if (!stored || stored.exchangedAt || stored.expiresAt <= at.epoch) throw new AppError('WIDGET_SESSION_USED');
      stored.exchangedAt = at.iso;
      tokens.set(token.tokenHash, token);
    },
    token: async (hash: string) => tokens.get(hash),
  };
  const settingsOf = async (c: string) => (c === 'C1001' ? config : undefined);
  const service = createWidgetSessionService({
    widgets,
    settingsOf,
    secondaryExists: async (_c, custId) => custId === 'S2001',
    foreignIccids: async (_c, iccids) => iccids.filter((i) => !i.startsWith('8986')),
    clock: () => now,
    secret: () => `secret${String(++n).padStart(37, '0')}`,
  });
  const verify = createWidgetVerifier({ widgets, settingsOf, clock: () => now });
  const request = (token: string, origin = ORIGIN) => verify({ headers: { authorization: `Widget ${token}`, origin } } as never);
  const later = (s: number) => {
    now = new Date(now.getTime() + s * 1000);
  };
  return { service, verify, request, later, sessions };
}

const codeOf = async (p: Promise<unknown>) => {
  try {
    await p;
    return 'ok';
  } catch (error) {
    return error instanceof AppError ? error.key : String(error);
  }
};

describe('widget sessions', () => {
  it('mints a session of at most 15 minutes and exchanges it once for a token bound to its scope and origin', async () => {
    const { service, request } = setup();
    const session = await service.mint(client, { custId: 'S2001', ttlSeconds: WIDGET_SESSION_MAX_SECONDS });
    expect(session.scope).toEqual({ kind: 'customer', custId: 'S2001' });
    expect(Date.parse(session.expiresAt) - Date.parse('2026-11-27T05:00:00Z')).toBe(15 * 60 * 1000);

    const { token, scope } = await service.exchange(session.sessionId, ORIGIN);
    expect(scope).toEqual({ kind: 'customer', custId: 'S2001' });
    const verified = await request(token);
    expect(verified).toMatchObject({ channelCustId: 'C1001', scope: { kind: 'customer', custId: 'S2001' }, origin: ORIGIN });

    expect(await codeOf(service.exchange(session.sessionId, ORIGIN))).toBe('WIDGET_SESSION_USED');
  });

  it('refuses a lifetime over 15 minutes or under a minute, both scopes at once, and unknown customers or cards', async () => {
    const { service } = setup();
    expect(await codeOf(service.mint(client, { ttlSeconds: WIDGET_SESSION_MAX_SECONDS + 1 }))).toBe('WIDGET_TTL');
    expect(await codeOf(service.mint(client, { ttlSeconds: 59 }))).toBe('WIDGET_TTL');
    expect(await codeOf(service.mint(client, { custId: 'S2001', iccids: ['89860000000000000001'] }))).toBe('VALIDATION');
    expect(await codeOf(service.mint(client, { custId: 'S9999' }))).toBe('WIDGET_CUSTOMER_UNKNOWN');
    expect(await codeOf(service.mint(client, { iccids: ['12340000000000000001'] }))).toBe('NOT_FOUND');
  });

  it('refuses an expired session, and a token past the session’s expiry', async () => {
    const { service, request, later } = setup();
    const stale = await service.mint(client, { ttlSeconds: 60 });
    const fresh = await service.mint(client, { ttlSeconds: 120 });
    const { token } = await service.exchange(fresh.sessionId, ORIGIN);
    later(61);
    expect(await codeOf(service.exchange(stale.sessionId, ORIGIN))).toBe('WIDGET_SESSION_EXPIRED');
    expect(await codeOf(request(token))).toBe('ok');
    later(60);
    expect(await codeOf(request(token))).toBe('WIDGET_TOKEN');
  });

  it('exchanges only from an allowed origin, and accepts the token only from the origin that exchanged it', async () => {
    const { service, request } = setup();
    const session = await service.mint(client, {});
    expect(await codeOf(service.exchange(session.sessionId, 'https://evil.example'))).toBe('WIDGET_ORIGIN');
    expect(await codeOf(service.exchange(session.sessionId, undefined))).toBe('WIDGET_ORIGIN');
    const { token } = await service.exchange(session.sessionId, ORIGIN);
    expect(await codeOf(request(token, 'https://evil.example'))).toBe('WIDGET_ORIGIN');
    expect(await codeOf(request('x'.repeat(43)))).toBe('WIDGET_TOKEN');
    expect(await codeOf(service.exchange('not-a-session', ORIGIN))).toBe('WIDGET_SESSION_EXPIRED');
  });

  it('stops accepting tokens when the origin is removed or the API is stopped', async () => {
    const removed = setup();
    const s1 = await removed.service.mint(client, {});
    const t1 = (await removed.service.exchange(s1.sessionId, ORIGIN)).token;
    const stopped = setup({ status: 'stopped' });
    const s2 = await stopped.service.mint(client, {});
    expect(await codeOf(stopped.service.exchange(s2.sessionId, ORIGIN))).toBe('WIDGET_ORIGIN');
    expect(await codeOf(removed.request(t1))).toBe('ok');
    const noOrigins = setup({ widgetOrigins: [] });
    const s3 = await noOrigins.service.mint(client, {});
    expect(await codeOf(noOrigins.service.exchange(s3.sessionId, ORIGIN))).toBe('WIDGET_ORIGIN');
  });
});
