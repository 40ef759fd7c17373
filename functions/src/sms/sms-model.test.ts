import { describe, expect, it } from 'vitest';
import { AppError } from '../shared/http/error-catalogue.ts';
import { SMS_REFRESH_MAX, deliveryCheck, refreshPlan, smsListScope, smsListScopes, timeWindow } from './sms-model.ts';

const now = new Date('2026-11-24T12:00:00.000Z');
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();

describe('SMS list scopes', () => {
  it('copies an SMS to the enterprise and, for an allocated card, to its secondary customer', () => {
    expect(smsListScopes({ channelCustId: 'C1', custId: null })).toEqual(['CUST#C1']);
    expect(smsListScopes({ channelCustId: 'C1', custId: 'S1' })).toEqual(['CUST#C1', 'CUST#C1#SUB#S1']);
  });
  it('reads the secondary customer its own list and anyone else the enterprise list', () => {
    expect(smsListScope({ channelCustId: 'C1', custId: 'S1' })).toBe('CUST#C1#SUB#S1');
    expect(smsListScope({ channelCustId: 'C1', custId: null })).toBe('CUST#C1');
  });
});

describe('delivery refresh on read', () => {
  it('asks the operator about a recent submitted SMS, expires one past the validity period, keeps the rest', () => {
    expect(deliveryCheck({ state: 'submitted', at: ago(1000), messageId: 'M' }, now)).toBe('ask');
    expect(deliveryCheck({ state: 'submitted', at: ago(72 * 3600_000), messageId: 'M' }, now)).toBe('expire');
    expect(deliveryCheck({ state: 'submitted', at: ago(1000) }, now)).toBe('keep');
    for (const state of ['sending', 'sent', 'failed'] as const)
      expect(deliveryCheck({ state, at: ago(1000), messageId: 'M' }, now)).toBe('keep');
  });
  it('checks at most a bounded number of records per read', () => {
    const records = Array.from({ length: 50 }, (_, i) => ({
      state: 'submitted' as const,
      at: ago(i * 1000),
      messageId: `M${i}`,
    }));
    const plan = refreshPlan([{ state: 'sent', at: ago(0), messageId: 'X' }, ...records], now);
    expect(plan).toHaveLength(SMS_REFRESH_MAX);
    expect(plan[0]!.record.messageId).toBe('M0');
  });
});

describe('date filter window', () => {
  it('turns Shanghai days into an inclusive key window; open ends read everything', () => {
    expect(timeWindow('2026-11-01', '2026-11-02')).toEqual({
      from: '2026-10-31T16:00:00.000Z',
      to: '2026-11-02T16:00:00.000Z',
    });
    expect(timeWindow()).toEqual({ from: '0', to: '~' });
  });
  it('refuses a reversed range and an impossible day', () => {
    expect(() => timeWindow('2026-11-02', '2026-11-01')).toThrow(AppError);
    expect(() => timeWindow('2026-02-30')).toThrow(AppError);
  });
});
