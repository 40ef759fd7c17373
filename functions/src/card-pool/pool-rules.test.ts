import { describe, expect, it } from 'vitest';
import {
  type PoolCard,
  changeBatchId,
  joinProblem,
  leaveProblem,
  poolNameProblem,
  uniqueIccids,
  usageVerdict,
} from './pool-rules.ts';

const pool = { poolId: 'P1', operator: 'CMCC', modeType: '01', elementId: 'ZCN' } as const;
const card = (over: Partial<PoolCard> = {}): PoolCard => ({
  iccid: '89860000000000000001',
  operator: 'CMCC',
  modeType: '01',
  goodsReleaseId: 'G001',
  quotaBytes: 1024,
  ...over,
});

describe('joining a pool', () => {
  it('accepts a card of the same operator, operating mode and area', () => {
    expect(joinProblem(pool, card(), ['ZCN'])).toBeNull();
    expect(joinProblem(pool, card(), ['ZHK', 'ZCN'])).toBeNull();
  });

  it('refuses another operating mode (spec §5: different operating modes cannot be pooled)', () => {
    expect(joinProblem(pool, card({ modeType: '00' }), ['ZCN'])).toBe('modeMismatch');
  });

  it('refuses a plan that does not cover the pool area (one area at a time)', () => {
    expect(joinProblem(pool, card(), ['ZHK'])).toBe('areaMismatch');
    expect(joinProblem(pool, card(), [])).toBe('areaMismatch');
    expect(joinProblem(pool, card(), undefined)).toBe('areaMismatch');
  });

  it('refuses another operator', () => {
    expect(joinProblem(pool, card({ operator: 'CUCC' }), ['ZCN'])).toBe('operatorMismatch');
  });

  it('reports unknown cards, cards of other pools and members, first rule first', () => {
    expect(joinProblem(pool, undefined, ['ZCN'])).toBe('notFound');
    expect(joinProblem(pool, card({ poolId: 'P2', modeType: '00' }), [])).toBe('inOtherPool');
    expect(joinProblem(pool, card({ poolId: 'P1' }), ['ZCN'])).toBe('member');
    // Operator is checked before mode, mode before area.
    expect(joinProblem(pool, card({ operator: 'CTCC', modeType: '00' }), [])).toBe('operatorMismatch');
    expect(joinProblem(pool, card({ modeType: '02' }), [])).toBe('modeMismatch');
  });
});

describe('leaving a pool', () => {
  it('needs a card of this pool', () => {
    expect(leaveProblem(pool, card({ poolId: 'P1' }))).toBeNull();
    expect(leaveProblem(pool, card({ poolId: 'P2' }))).toBe('notInPool');
    expect(leaveProblem(pool, card())).toBe('notInPool');
    expect(leaveProblem(pool, undefined)).toBe('notFound');
  });
});

describe('blocking by usage', () => {
  it('blocks a normal pool when usage reaches the total', () => {
    expect(usageVerdict({ status: 'normal', blockKind: null, totalBytes: 100 }, 99)).toBeNull();
    expect(usageVerdict({ status: 'normal', blockKind: null, totalBytes: 100 }, 100)).toBe('block');
  });

  it('never blocks an empty pool', () => {
    expect(usageVerdict({ status: 'normal', blockKind: null, totalBytes: 0 }, 0)).toBeNull();
  });

  it('lifts an automatic block once usage is below the total, never a manual one', () => {
    expect(usageVerdict({ status: 'blocked', blockKind: 'auto', totalBytes: 100 }, 50)).toBe('unblock');
    expect(usageVerdict({ status: 'blocked', blockKind: 'auto', totalBytes: 100 }, 150)).toBeNull();
    expect(usageVerdict({ status: 'blocked', blockKind: 'manual', totalBytes: 100 }, 0)).toBeNull();
  });
});

describe('names and ids', () => {
  it('checks names after trimming', () => {
    expect(poolNameProblem('   ')).toBe('required');
    expect(poolNameProblem('x'.repeat(31))).toBe('tooLong');
    expect(poolNameProblem(`  ${'x'.repeat(30)}  `)).toBeNull();
  });

  it('de-duplicates ICCIDs', () => {
    expect(uniqueIccids([' 1 ', '1', '', '2'])).toEqual(['1', '2']);
  });

  it('makes batch ids that sort by time', () => {
    const a = changeBatchId(new Date('2026-01-01T00:00:00Z'), 'ffff0000');
    const b = changeBatchId(new Date('2026-01-01T00:00:01Z'), '00000000');
    expect(a).toMatch(/^PC[0-9A-Z]{13}$/);
    expect(a < b).toBe(true);
  });
});
