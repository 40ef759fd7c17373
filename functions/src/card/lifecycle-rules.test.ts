import { describe, expect, it } from 'vitest';
import type { Card } from './card-record.ts';
import {
  allowNetwork,
  available,
  canDiagnose,
  canDownloadQr,
  checkTestAndStockPeriod,
  deactivate,
  endOfContract,
  orderEventPack,
  planChangeEffective,
  receiveSms,
  renewCycle,
  renewPeriod,
} from './lifecycle-rules.ts';
import type { LifecycleState } from './lifecycle.ts';

const card = (state: LifecycleState, extra: Partial<Card> = {}): Card => ({
  iccid: '89860000000000000001',
  msisdn: '1440000000001',
  imsi: '460000000000001',
  imei: '860000000000001',
  operator: 'CMCC',
  state,
  channelCustId: 'C1',
  custId: null,
  goodsReleaseId: 'G1',
  quotaBytes: 1024,
  networkType: 4,
  modeType: '01',
  renewalMode: 'auto',
  activatedAt: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  ...extra,
});

const plan = {
  now: new Date('2026-03-10T04:00:00Z'),
  planKind: 'monthly' as const,
  currentApns: ['cmiot', 'iot.private'],
  targetApns: ['iot.private', 'cmiot'],
};

describe('deactivation and end of contract', () => {
  it('deactivates an active card to 65 and blocks all zones', () => {
    expect(deactivate(card(64))).toEqual({ ok: true, state: 65, zones: 'all-blocked' });
  });
  it('refuses to deactivate a card whose state cannot move to 65', () => {
    expect(deactivate(card(63))).toEqual({ ok: false, rule: 'DEACTIVATE_STATE' });
  });
  it('renews one more period at the end of contract with automatic renewal', () => {
    expect(endOfContract(card(64, { renewalMode: 'auto' }))).toEqual({ ok: true, action: 'renewed', periodsAdded: 1, state: 64 });
  });
  it("deactivates at the end of contract with renewal mode 'deactivate'", () => {
    expect(endOfContract(card(64, { renewalMode: 'deactivate' }))).toEqual({
      ok: true,
      action: 'deactivated',
      state: 65,
      zones: 'all-blocked',
    });
  });
});

describe('plan change timing', () => {
  it('takes effect next cycle on an active card (1st of next month in Shanghai)', () => {
    expect(planChangeEffective(card(64), plan)).toEqual({
      ok: true,
      when: 'next-cycle',
      effectiveAt: '2026-03-31T16:00:00.000Z',
    });
  });
  it('takes effect on the 26th for an active Unicom card', () => {
    expect(planChangeEffective(card(64, { operator: 'CUCC' }), plan)).toEqual({
      ok: true,
      when: 'next-cycle',
      effectiveAt: '2026-03-25T16:00:00.000Z',
    });
  });
  it('on a deactivated card without a valid period: on activation, else next month (monthly)', () => {
    expect(planChangeEffective(card(65), plan)).toEqual({
      ok: true,
      when: 'on-activation',
      effectiveAt: '2026-03-31T16:00:00.000Z',
    });
  });
  it('on a deactivated card without a valid period: on activation, else next day (prepaid)', () => {
    const now = new Date('2026-03-10T17:00:00Z'); // already 11 March in Shanghai
    expect(planChangeEffective(card(65), { ...plan, now, planKind: 'prepaid' })).toEqual({
      ok: true,
      when: 'on-activation',
      effectiveAt: '2026-03-11T16:00:00.000Z',
    });
  });
  it('treats an expired valid period as no valid period', () => {
    const result = planChangeEffective(card(65), { ...plan, validPeriodEnd: new Date('2026-03-01T00:00:00Z') });
    expect(result).toMatchObject({ ok: true, when: 'on-activation' });
  });
  it('on a deactivated card with a valid period: after that period ends', () => {
    const validPeriodEnd = new Date('2026-05-31T16:00:00Z');
    expect(planChangeEffective(card(65), { ...plan, validPeriodEnd })).toEqual({
      ok: true,
      when: 'after-valid-period',
      effectiveAt: '2026-05-31T16:00:00.000Z',
    });
  });
  it('refuses cards that are neither active nor deactivated', () => {
    expect(planChangeEffective(card(63), plan)).toEqual({ ok: false, rule: 'PLAN_CHANGE_STATE' });
  });
  it('allows one plan change per Shanghai month', () => {
    expect(planChangeEffective(card(64), { ...plan, lastPlanChangeMonth: '2026-03' })).toEqual({
      ok: false,
      rule: 'PLAN_CHANGE_ONCE_A_MONTH',
    });
    expect(planChangeEffective(card(64), { ...plan, lastPlanChangeMonth: '2026-02' }).ok).toBe(true);
  });
  it('counts the month in Shanghai: 2026-01-31T16:30Z is already February', () => {
    const now = new Date('2026-01-31T16:30:00Z');
    expect(planChangeEffective(card(64), { ...plan, now, lastPlanChangeMonth: '2026-01' })).toMatchObject({
      ok: true,
      effectiveAt: '2026-02-28T16:00:00.000Z',
    });
    expect(planChangeEffective(card(64), { ...plan, now, lastPlanChangeMonth: '2026-02' })).toEqual({
      ok: false,
      rule: 'PLAN_CHANGE_ONCE_A_MONTH',
    });
  });
  it('only changes to a plan with the same APN information', () => {
    expect(planChangeEffective(card(64), { ...plan, targetApns: ['cmiot'] })).toEqual({
      ok: false,
      rule: 'PLAN_CHANGE_APN_MISMATCH',
    });
    expect(planChangeEffective(card(64), { ...plan, targetApns: ['cmiot', 'other'] })).toEqual({
      ok: false,
      rule: 'PLAN_CHANGE_APN_MISMATCH',
    });
  });
});

describe('renewal and event packs', () => {
  it('renews periods on a deactivated card without activating it', () => {
    expect(renewPeriod(card(65), { pendingPlanChange: false, periods: 3 })).toEqual({ ok: true, periodsAdded: 3, state: 65 });
    expect(renewPeriod(card(63), { pendingPlanChange: false })).toEqual({ ok: true, periodsAdded: 1, state: 63 });
  });
  it('refuses period renewal on an active card', () => {
    expect(renewPeriod(card(64), { pendingPlanChange: false })).toEqual({ ok: false, rule: 'RENEW_PERIOD_ACTIVE' });
  });
  it('refuses period renewal while a plan change is pending', () => {
    expect(renewPeriod(card(65), { pendingPlanChange: true })).toEqual({ ok: false, rule: 'RENEW_PERIOD_PLAN_CHANGE_PENDING' });
  });
  it('refuses period renewal on a start-state card', () => {
    expect(renewPeriod(card(60), { pendingPlanChange: false })).toEqual({ ok: false, rule: 'CARD_UNAVAILABLE' });
  });
  it('renews a monthly cycle only on an active card', () => {
    expect(renewCycle(card(64))).toEqual({ ok: true });
    expect(renewCycle(card(65))).toEqual({ ok: false, rule: 'RENEW_CYCLE_ACTIVE_ONLY' });
  });
  it('orders event packs only on an active card, ending with the basic cycle', () => {
    const basicCycleEnd = new Date('2026-03-31T16:00:00Z');
    expect(orderEventPack(card(64), { basicCycleEnd })).toEqual({ ok: true, eventEndsAt: '2026-03-31T16:00:00.000Z' });
    expect(orderEventPack(card(65), { basicCycleEnd })).toEqual({ ok: false, rule: 'EVENT_PACK_ACTIVE_ONLY' });
  });
});

describe('validation rules', () => {
  it('allows test plus stock up to 12 months', () => {
    expect(checkTestAndStockPeriod(6, 6)).toEqual({ ok: true, totalMonths: 12 });
    expect(checkTestAndStockPeriod(6, 7)).toEqual({ ok: false, rule: 'TEST_STOCK_PERIOD_TOO_LONG' });
  });
  it('refuses negative or fractional test and stock periods', () => {
    expect(checkTestAndStockPeriod(-1, 3)).toEqual({ ok: false, rule: 'TEST_STOCK_PERIOD_INVALID' });
    expect(checkTestAndStockPeriod(1.5, 3)).toEqual({ ok: false, rule: 'TEST_STOCK_PERIOD_INVALID' });
  });
  it('makes start-state cards unavailable', () => {
    expect(available(card(60))).toEqual({ ok: false, rule: 'CARD_UNAVAILABLE' });
    expect(available(card(61))).toEqual({ ok: true });
  });
  it('refuses QR download for invalid, cancelled and frozen cards', () => {
    for (const state of [66, 67, 68] as const) expect(canDownloadQr(card(state))).toEqual({ ok: false, rule: 'QR_NOT_ALLOWED' });
    for (const state of [61, 62, 63, 64, 65] as const) expect(canDownloadQr(card(state))).toEqual({ ok: true });
  });
  it('never allows the network of a deactivated card, even in a normal zone', () => {
    expect(allowNetwork(card(65), { status: 'normal' })).toEqual({ ok: false, rule: 'NETWORK_DEACTIVATED' });
  });
  it('refuses a blocked zone', () => {
    expect(allowNetwork(card(64), { status: 'blocked' })).toEqual({ ok: false, rule: 'ZONE_BLOCKED' });
    expect(allowNetwork(card(64), { status: 'normal' })).toEqual({ ok: true });
  });
  it('does not diagnose standard-edition cards', () => {
    expect(canDiagnose(card(64, { modeType: '00' }))).toEqual({ ok: false, rule: 'DIAGNOSIS_STANDARD_EDITION' });
    expect(canDiagnose(card(64, { modeType: '01' }))).toEqual({ ok: true });
    expect(canDiagnose(card(64, { modeType: '02' }))).toEqual({ ok: true });
  });
  it('lets only test and activated cards receive SMS; a start-state card is unavailable', () => {
    expect(receiveSms(card(61))).toEqual({ ok: true });
    expect(receiveSms(card(64))).toEqual({ ok: true });
    expect(receiveSms(card(60))).toEqual({ ok: false, rule: 'CARD_UNAVAILABLE' });
    for (const state of [62, 63, 65, 66, 67, 68] as const)
      expect(receiveSms(card(state)), String(state)).toEqual({ ok: false, rule: 'SMS_STATE' });
  });
});
