import { describe, expect, it } from 'vitest';
import {
  type DetailCard,
  currentCycle,
  daysBetween,
  last30Days,
  networkOf,
  offeredTo,
  periodMonths,
  planKind,
  renewedUntil,
  usageByDay,
  usageMonthsNeeded,
} from './card-model.ts';

const MB = 1024 * 1024;
const card = (over: Partial<DetailCard> = {}): DetailCard => ({
  iccid: '89860012345600000001',
  msisdn: '1440100000001',
  imsi: '460001200000001',
  imei: '861234500000001',
  operator: 'CMCC',
  state: 64,
  channelCustId: 'C1001',
  custId: null,
  goodsReleaseId: 'G001',
  quotaBytes: 100 * MB,
  networkType: 2,
  modeType: '01',
  renewalMode: 'auto',
  activatedAt: null,
  createdAt: '2026-01-01T00:00:00Z',
  ...over,
});

// 2026-11-20 10:00 Shanghai.
const NOW = new Date('2026-11-20T02:00:00Z');

describe('usage months', () => {
  it('reads d01..d31 of each month item into days', () => {
    const usage = usageByDay([
      { sk: 'USAGE#2026-11', d01: 5, d20: 7, total: 99 },
      { sk: 'USAGE#2026-10', d31: 3 },
    ]);
    expect([...usage]).toEqual([
      ['2026-11-01', 5],
      ['2026-11-20', 7],
      ['2026-10-31', 3],
    ]);
  });
  it('needs the months of the last 30 days, and of a Unicom cycle that started the previous month', () => {
    expect(usageMonthsNeeded(card(), NOW)).toEqual({ from: '2026-10', to: '2026-11' });
    expect(usageMonthsNeeded(card({ operator: 'CUCC' }), new Date('2026-12-28T02:00:00Z'))).toEqual({
      from: '2026-11',
      to: '2026-12',
    });
  });
});

describe('current cycle', () => {
  const usage = usageByDay([
    { sk: 'USAGE#2026-10', d31: 50 * MB },
    { sk: 'USAGE#2026-11', d01: 10 * MB, d19: 20 * MB, d20: MB },
  ]);
  it('counts the usage of the calendar month for CMCC', () => {
    expect(currentCycle(card(), usage, NOW)).toEqual({
      startDay: '2026-11-01',
      endDay: '2026-11-30',
      totalBytes: 100 * MB,
      usedBytes: 31 * MB,
      remainingBytes: 69 * MB,
    });
  });
  it('starts Unicom cycles on the 26th', () => {
    const cycle = currentCycle(card({ operator: 'CUCC' }), usage, NOW);
    expect(cycle).toMatchObject({ startDay: '2026-10-26', endDay: '2026-11-25', usedBytes: 81 * MB, remainingBytes: 19 * MB });
  });
  it('adds running event packs to the total and never goes below zero remaining', () => {
    const packs = [
      { goodsReleaseId: 'E1', name: 'x', quotaBytes: 10 * MB, orderedAt: '2026-11-02T00:00:00Z', endsAt: '2026-11-30T16:00:00Z' },
      {
        goodsReleaseId: 'E0',
        name: 'old',
        quotaBytes: 99 * MB,
        orderedAt: '2026-10-02T00:00:00Z',
        endsAt: '2026-10-31T16:00:00Z',
      },
    ];
    expect(currentCycle(card({ eventPacks: packs }), usage, NOW).totalBytes).toBe(110 * MB);
    expect(currentCycle(card({ quotaBytes: MB }), usage, NOW).remainingBytes).toBe(0);
  });
});

describe('last 30 days', () => {
  it('lists 30 days oldest first with zeros for missing days', () => {
    const days = last30Days(usageByDay([{ sk: 'USAGE#2026-11', d20: 4 }]), NOW);
    expect(days).toHaveLength(30);
    expect(days[0]).toEqual({ day: '2026-10-22', bytes: 0 });
    expect(days[29]).toEqual({ day: '2026-11-20', bytes: 4 });
  });
  it('daysBetween is inclusive and empty when reversed', () => {
    expect(daysBetween('2026-02-27', '2026-03-01')).toEqual(['2026-02-27', '2026-02-28', '2026-03-01']);
    expect(daysBetween('2026-03-02', '2026-03-01')).toEqual([]);
  });
});

describe('plans, renewal and network', () => {
  it('treats goodsType 1 as prepaid with 12-month periods, others monthly', () => {
    expect(planKind({ goodsType: 1 })).toBe('prepaid');
    expect(planKind({ goodsType: 2 })).toBe('monthly');
    expect(periodMonths({ goodsReleaseId: 'G', name: '', goodsType: 1, quotaBytes: 0 })).toBe(12);
    expect(periodMonths({ goodsReleaseId: 'G', name: '', goodsType: 2, quotaBytes: 0, durationMonths: 3 })).toBe(3);
  });
  it('renews from the end of a running valid period, else from now', () => {
    expect(renewedUntil('2027-01-15T00:00:00.000Z', 2, NOW)).toBe('2027-03-15T00:00:00.000Z');
    expect(renewedUntil('2026-01-15T00:00:00.000Z', 1, NOW)).toBe('2026-12-20T02:00:00.000Z');
    expect(renewedUntil(undefined, 12, NOW)).toBe('2027-11-20T02:00:00.000Z');
  });
  it('derives the network from the action taken, else blocked only for deactivated cards', () => {
    expect(networkOf({ state: 65 })).toBe('blocked');
    expect(networkOf({ state: 64 })).toBe('allowed');
    expect(networkOf({ state: 64, network: 'blocked' })).toBe('blocked');
  });
});

describe('plans offered to a card', () => {
  it('offers switched-on plans published to all enterprises or to the card enterprise only', () => {
    expect(offeredTo({}, 'C1001')).toBe(true);
    expect(offeredTo({ status: 'published', publishScope: 'all' }, 'C1001')).toBe(true);
    expect(offeredTo({ status: 'published', publishScope: 'selected', publishTo: ['C1001'] }, 'C1001')).toBe(true);
    expect(offeredTo({ status: 'published', publishScope: 'selected', publishTo: ['C1002'] }, 'C1001')).toBe(false);
    expect(offeredTo({ status: 'disabled', publishScope: 'all' }, 'C1001')).toBe(false);
    expect(offeredTo({ status: 'draft' }, 'C1001')).toBe(false);
  });
});
