import { describe, expect, it } from 'vitest';
import { MAX_DETAIL_BYTES } from '../shared/aws/events.ts';
import { cardMonthKey, cardUsages, monthsNeeded, usageRecordedEvents } from './usage-events.ts';

const owner = (iccid: string) => ({ iccid, msisdn: `1440${iccid.slice(-9)}`, channelCustId: 'C1', custId: 'S1' });

describe('card-usage-recorded', () => {
  it('carries the card fields and the calendar-month cycle usage so far', () => {
    const written = [{ owner: owner('89860000000000000001'), month: '2026-11', days: { '2026-11-25': 50 } }];
    const cards = new Map([
      [
        '89860000000000000001',
        {
          iccid: '89860000000000000001',
          operator: 'CMCC',
          state: 64,
          goodsReleaseId: 'G1',
          poolId: 'P1',
          labels: new Set(['L2', 'L1']),
          quotaBytes: 1000,
        },
      ],
    ]);
    const items = new Map([[cardMonthKey('89860000000000000001', '2026-11'), { d01: 100, d24: 20, d25: 50, msisdn: 'x' }]]);
    expect(monthsNeeded(written, () => 'CMCC')).toEqual([]);
    expect(cardUsages(written, cards, items)).toEqual([
      {
        iccid: '89860000000000000001',
        msisdn: '1440000000001',
        channelCustId: 'C1',
        custId: 'S1',
        operator: 'CMCC',
        state: 64,
        planId: 'G1',
        poolId: 'P1',
        labels: ['L1', 'L2'],
        quotaBytes: 1000,
        cycle: { month: '2026-11', start: '2026-11-01', end: '2026-11-30' },
        cycleBytes: 170,
        days: { '2026-11-25': 50 },
      },
    ]);
  });

  it('splits a Unicom card’s days by cycle (26th to 25th) and reads the other month of each cycle', () => {
    const iccid = '89860100000000000002';
    const written = [{ owner: owner(iccid), month: '2026-11', days: { '2026-11-25': 5, '2026-11-26': 7 } }];
    const cards = new Map([[iccid, { iccid, operator: 'CUCC', state: 64 }]]);
    expect(monthsNeeded(written, () => 'CUCC').map((m) => m.month)).toEqual(['2026-10', '2026-12']);
    const items = new Map([
      [cardMonthKey(iccid, '2026-10'), { d25: 1000, d26: 1, d31: 2 }],
      [cardMonthKey(iccid, '2026-11'), { d01: 3, d25: 5, d26: 7, d30: 11 }],
      [cardMonthKey(iccid, '2026-12'), { d01: 13, d26: 2000 }],
    ]);
    const usages = cardUsages(written, cards, items);
    expect(usages.map((u) => [u.cycle, u.cycleBytes, u.days])).toEqual([
      [{ month: '2026-11', start: '2026-10-26', end: '2026-11-25' }, 1 + 2 + 3 + 5, { '2026-11-25': 5 }],
      [{ month: '2026-12', start: '2026-11-26', end: '2026-12-25' }, 7 + 11 + 13, { '2026-11-26': 7 }],
    ]);
    expect(usages[0]).toMatchObject({ planId: null, poolId: null, labels: [], quotaBytes: 0 });
  });

  it('splits a large file into events under the detail limit, numbered in order', () => {
    const iccids = Array.from({ length: 3000 }, (_, i) => `8986${String(i).padStart(16, '0')}`);
    const written = iccids.map((i) => ({ owner: owner(i), month: '2026-11', days: { '2026-11-25': 1, '2026-11-24': 2 } }));
    const usages = cardUsages(written, new Map(), new Map());
    const events = usageRecordedEvents('cdr/big.csv', '2026-11-25T00:00:00.000Z', usages);
    expect(events.length).toBeGreaterThan(1);
    expect(events.map((e) => e.detail.part)).toEqual(events.map((_, i) => i));
    expect(events.flatMap((e) => e.detail.cards.map((c) => c.iccid))).toEqual(iccids);
    for (const e of events) expect(Buffer.byteLength(JSON.stringify(e.detail))).toBeLessThanOrEqual(MAX_DETAIL_BYTES + 200);
  });
});
