import { describe, expect, it } from 'vitest';
import type { Principal } from '../shared/auth/principal.ts';
// Every group's errors, as the API's function has them registered.
import '../platform/error-catalogue.ts';
import { apiLogWindow } from './api-log-window.ts';
import { apiLogFilter, daysBetween } from './api-log.repository.ts';
import { apiLogScopeOf, createApiLogService } from './api-log.service.ts';

const now = new Date('2026-11-26T08:00:00.000Z');

const who = (roleType: Principal['roleType'], channelCustId: string | null = null, custId: string | null = null) =>
  ({ roleType, channelCustId, custId, permissions: new Set<string>() }) as unknown as Principal;

describe('API log time window', () => {
  it('defaults to the last 24 hours', () => {
    expect(apiLogWindow({}, now)).toEqual({ from: '2026-11-25T08:00:00.000Z', to: '2026-11-26T08:00:00.000Z' });
  });

  it('takes 24 hours from a start alone and 24 hours up to an end alone', () => {
    expect(apiLogWindow({ from: '2026-11-01T00:00:00Z' }, now)).toEqual({
      from: '2026-11-01T00:00:00.000Z',
      to: '2026-11-02T00:00:00.000Z',
    });
    expect(apiLogWindow({ to: '2026-11-10T12:00:00Z' }, now).from).toBe('2026-11-09T12:00:00.000Z');
  });

  it('reads a date alone as a whole Shanghai day', () => {
    expect(apiLogWindow({ from: '2026-11-20', to: '2026-11-20' }, now)).toEqual({
      from: '2026-11-19T16:00:00.000Z',
      to: '2026-11-20T15:59:59.999Z',
    });
  });

  it('allows 31 days and refuses more with a clear error', () => {
    expect(() => apiLogWindow({ from: '2026-10-27', to: '2026-11-26' }, now)).not.toThrow();
    expect(() => apiLogWindow({ from: '2026-10-26', to: '2026-11-26' }, now)).toThrow(
      expect.objectContaining({ key: 'API_LOG_WINDOW', params: { max: 31 } }),
    );
  });

  it('refuses an end before the start', () => {
    expect(() => apiLogWindow({ from: '2026-11-20', to: '2026-11-19' }, now)).toThrow(
      expect.objectContaining({ key: 'API_LOG_ORDER' }),
    );
  });
});

describe('API log filters', () => {
  it('lists the UTC days of a window newest first', () => {
    expect(daysBetween('2026-11-29T16:00:00.000Z', '2026-12-01T15:59:59.999Z')).toEqual([
      '2026-12-01',
      '2026-11-30',
      '2026-11-29',
    ]);
    expect(daysBetween('2026-11-26T01:00:00.000Z', '2026-11-26T02:00:00.000Z')).toEqual(['2026-11-26']);
  });

  it('builds one clause per filter set', () => {
    expect(apiLogFilter({})).toBeUndefined();
    const all = apiLogFilter({ appKey: 'ak1', routeId: 'openCardStatus', statusClass: '4xx', sourceIp: '203.0.113.' });
    expect(all?.expression).toBe(
      '#appKey = :appKey AND #routeId = :routeId AND #status BETWEEN :statusLow AND :statusHigh AND begins_with(sourceIp, :ip)',
    );
    expect(all?.values).toEqual({
      ':appKey': 'ak1',
      ':routeId': 'openCardStatus',
      ':statusLow': 400,
      ':statusHigh': 499,
      ':ip': '203.0.113.',
    });
  });
});

describe('API log scope', () => {
  it('lets the platform read every enterprise or one, an enterprise only its own', () => {
    expect(apiLogScopeOf(who(1000))).toBeUndefined();
    expect(apiLogScopeOf(who(2000), 'C2')).toBe('C2');
    expect(apiLogScopeOf(who(3000, 'C1'))).toBe('C1');
    expect(apiLogScopeOf(who(3000, 'C1'), 'C1')).toBe('C1');
    expect(() => apiLogScopeOf(who(3000, 'C1'), 'C2')).toThrow(expect.objectContaining({ key: 'FORBIDDEN' }));
  });

  it('refuses a secondary customer: app keys belong to enterprises', () => {
    expect(() => apiLogScopeOf(who(5000, 'C1', 'S1'))).toThrow(expect.objectContaining({ key: 'FORBIDDEN' }));
  });

  it('names the enterprises of a page and scopes the query', async () => {
    const asked: unknown[] = [];
    const service = createApiLogService({
      clock: () => now,
      names: { enterprises: async () => new Map([['C1', 'Acme']]) },
      log: {
        list: async (q) => {
          asked.push(q);
          return {
            items: [
              {
                at: now.toISOString(),
                requestId: 'r1',
                appKey: 'ak',
                channelCustId: 'C1',
                routeId: 'openCardStatus',
                path: '/p',
                status: 200,
                latencyMs: 3,
                sourceIp: '1.2.3.4',
              },
              {
                at: now.toISOString(),
                requestId: 'r2',
                appKey: '',
                channelCustId: null,
                routeId: 'openCardStatus',
                path: '/p',
                status: 401,
                errorCode: 60010,
                latencyMs: 1,
                sourceIp: '1.2.3.4',
              },
            ],
            cursor: null,
          };
        },
      },
    });
    const page = await service.list(who(3000, 'C1'), { statusClass: '2xx' }, 'en-US');
    expect(page.items.map((i) => i.enterpriseName)).toEqual(['Acme', null]);
    // A refused call says what its code meant; an accepted one has no error at all.
    expect(page.items.map((i) => i.errorMessage)).toEqual([undefined, 'The app key or the signature is wrong']);
    expect(asked[0]).toEqual({
      channelCustId: 'C1',
      from: '2026-11-25T08:00:00.000Z',
      to: '2026-11-26T08:00:00.000Z',
      statusClass: '2xx',
      pageSize: 20,
    });
  });
});
