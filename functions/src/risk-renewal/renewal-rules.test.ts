import { describe, expect, it } from 'vitest';
import type { RenewalResult } from '../shared/data/entities/renewal.entity.ts';
import { renewalReasonText, renewalResultView } from './renewal-reasons.ts';
import { MONTHLY_UNLOCK_LIMIT, type RenewalCard, decideRenewal, unlockMonth, withinMonthlyLimit } from './renewal-rules.ts';

const separated: RenewalCard = { iccid: '89860300000000000001', operator: 'CTCC', operatorStatus: 'N' };
const fresh = { unlockedByThisBatch: false, unlocksThisMonth: 0 };

describe('monthly unlock limit (spec §5: at most 2 a calendar month, Asia/Shanghai)', () => {
  it('allows the first and second unlock of a month and refuses the third', () => {
    expect(MONTHLY_UNLOCK_LIMIT).toBe(2);
    expect(withinMonthlyLimit(0)).toBe(true);
    expect(withinMonthlyLimit(1)).toBe(true);
    expect(withinMonthlyLimit(2)).toBe(false);
    expect(withinMonthlyLimit(3)).toBe(false);
  });

  it('counts an unlock in the Shanghai month, not the UTC one', () => {
    // 2026-11-30 16:00 UTC is already 1 December 00:00 in Shanghai.
    expect(unlockMonth(new Date('2026-11-30T15:59:59.999Z'))).toBe('2026-11');
    expect(unlockMonth(new Date('2026-11-30T16:00:00.000Z'))).toBe('2026-12');
    // 31 December 23:59 Shanghai is still December; a minute later is January of the next year.
    expect(unlockMonth(new Date('2026-12-31T15:59:00.000Z'))).toBe('2026-12');
    expect(unlockMonth(new Date('2026-12-31T16:00:00.000Z'))).toBe('2027-01');
    expect(unlockMonth(new Date('2027-01-01T00:00:00.000Z'))).toBe('2027-01');
  });
});

describe('decideRenewal: the per-card decision', () => {
  it('unlocks a separated telecom card below the limit', () => {
    expect(decideRenewal(separated, fresh)).toEqual({ kind: 'unlock' });
    expect(decideRenewal(separated, { ...fresh, unlocksThisMonth: 1 })).toEqual({ kind: 'unlock' });
  });

  it('refuses an unknown card (or another enterprise’s) first', () => {
    expect(decideRenewal(undefined, fresh)).toEqual({ kind: 'refuse', reason: { code: 'renewal.notFound' } });
  });

  it('counts a card this batch unlocked already as done (a replayed chunk), whatever its status now', () => {
    expect(decideRenewal({ ...separated, operatorStatus: '1' }, { unlockedByThisBatch: true, unlocksThisMonth: 2 })).toEqual({
      kind: 'already',
    });
  });

  it('refuses a card of another operator with its operator', () => {
    expect(decideRenewal({ ...separated, operator: 'CMCC' }, fresh)).toEqual({
      kind: 'refuse',
      reason: { code: 'renewal.notTelecom', params: { operator: 'CMCC' } },
    });
  });

  it('refuses a telecom card that is not separated (operator status other than N, or none)', () => {
    for (const operatorStatus of ['1', 'X', 'I', undefined]) {
      const card: RenewalCard = { iccid: separated.iccid, operator: 'CTCC', ...(operatorStatus ? { operatorStatus } : {}) };
      expect(decideRenewal(card, fresh)).toEqual({ kind: 'refuse', reason: { code: 'renewal.notSeparated' } });
    }
  });

  it('refuses the third unlock of the month with the limit', () => {
    expect(decideRenewal(separated, { ...fresh, unlocksThisMonth: 2 })).toEqual({
      kind: 'refuse',
      reason: { code: 'renewal.monthlyLimit', params: { limit: 2 } },
    });
  });
});

describe('renewal reasons in the reader’s language', () => {
  it('words each reason in English and Chinese', () => {
    expect(renewalReasonText({ code: 'renewal.notTelecom', params: { operator: 'CUCC' } }, 'en-US')).toBe(
      'Only China Telecom cards can be renewed after a separation (this card: China Unicom)',
    );
    expect(renewalReasonText({ code: 'renewal.notTelecom', params: { operator: 'CUCC' } }, 'zh-CN')).toBe(
      '仅电信卡可以办理机卡分离复机（该卡运营商：中国联通）',
    );
    expect(renewalReasonText({ code: 'renewal.monthlyLimit', params: { limit: 2 } }, 'en-US')).toContain(
      'at most 2 times a month',
    );
    expect(renewalReasonText({ code: 'renewal.monthlyLimit', params: { limit: 2 } }, 'zh-CN')).toContain('每月最多复机 2 次');
    expect(renewalReasonText({ code: 'renewal.notFound' }, 'zh-CN')).toBe('卡不存在或不属于当前客户');
    expect(renewalReasonText({ code: 'unknown.code' }, 'en-US')).toBe('unknown.code');
  });

  it('answers a result with the worded reason and its code', () => {
    const failed: RenewalResult = { iccid: 'x', status: 'failed', reason: { code: 'renewal.operator' } };
    const succeeded: RenewalResult = { iccid: 'x', status: 'succeeded' };
    expect(renewalResultView(failed, 'en-US')).toEqual({
      iccid: 'x',
      status: 'failed',
      reason: 'The operator could not unlock the card; try again later',
      reasonCode: 'renewal.operator',
    });
    expect(renewalResultView(succeeded, 'en-US')).toEqual({ iccid: 'x', status: 'succeeded' });
  });
});
