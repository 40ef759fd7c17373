import { describe, expect, it } from 'vitest';
import {
  VOUCHER_MAX_BYTES,
  addRouteOf,
  checkVoucher,
  emptyRechargeDraft,
  rechargeBody,
  rechargeDraftProblems,
  timelineOf,
} from './recharge-model';

const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const gif = new TextEncoder().encode('GIF89a\0\0');

describe('the voucher check (by content, never by name)', () => {
  it('takes a JPG, PNG or GIF under 2 MB and names its real type', () => {
    expect(checkVoucher(1000, png)).toEqual({ ok: true, contentType: 'image/png' });
    expect(checkVoucher(1000, gif)).toEqual({ ok: true, contentType: 'image/gif' });
    expect(checkVoucher(1000, new Uint8Array([0xff, 0xd8, 0xff, 0xe1]))).toEqual({ ok: true, contentType: 'image/jpeg' });
  });
  it('refuses 2 MB or more, and anything that is not an image whatever its name', () => {
    expect(checkVoucher(VOUCHER_MAX_BYTES, png)).toEqual({ ok: false, problem: 'size' });
    expect(checkVoucher(10, new TextEncoder().encode('%PDF-1.4'))).toEqual({ ok: false, problem: 'format' });
  });
});

describe('a new recharge', () => {
  const now = Date.parse('2026-11-26T08:00:00Z');
  it('needs an amount, a method, a payment time not in the future and, offline or corporate, a voucher', () => {
    const problems = rechargeDraftProblems({ ...emptyRechargeDraft(), payMethod: 2 }, now);
    expect(problems.amount?.key).toBe('business.recharge.add.rules.amount');
    expect(problems.paidAt?.key).toBe('business.recharge.add.rules.paidAt');
    expect(problems.voucherKey?.key).toBe('business.recharge.add.rules.voucher');
    expect(rechargeDraftProblems({ ...emptyRechargeDraft(), payMethod: 0 }, now).voucherKey).toBeUndefined();
    expect(
      rechargeDraftProblems({ amount: '10000000.01', payMethod: 1, paidAt: '2026-11-26T10:00', remark: '', voucherKey: '' }, now)
        .amount?.key,
    ).toBe('business.recharge.add.rules.amountMax');
    expect(rechargeDraftProblems({ ...emptyRechargeDraft(), paidAt: '2099-01-01T00:00' }, now).paidAt?.key).toBe(
      'business.recharge.add.rules.paidAtFuture',
    );
  });
  it('files a corporate transfer through its own route, in fen, without the method', () => {
    const d = {
      amount: '1,000'.replace(',', ''),
      payMethod: 3 as const,
      paidAt: '2026-11-26T10:00',
      remark: ' ref ',
      voucherKey: 'k',
    };
    expect(addRouteOf(d)).toBe('recharge.addPublic');
    expect(addRouteOf({ payMethod: 2 })).toBe('recharge.add');
    const body = rechargeBody(d, { channelCustId: 'C1002' });
    expect(body).toMatchObject({ channelCustId: 'C1002', amount: 100_000, remark: 'ref', voucherKey: 'k' });
    expect(body).not.toHaveProperty('payMethod');
    expect(rechargeBody({ ...d, payMethod: 0, voucherKey: '', remark: '' }, {})).toEqual({
      amount: 100_000,
      payMethod: 0,
      paidAt: new Date('2026-11-26T10:00').toISOString(),
    });
  });
});

describe('the timeline', () => {
  const base = { createdAt: 't0', createdBy: 'acme', auditedAt: null, auditedBy: null, rejectReason: null, refunds: [] };
  it('shows a pending recharge awaiting the audit', () => {
    expect(timelineOf({ ...base, state: 0 }).map((s) => s.kind)).toEqual(['filed', 'awaiting']);
  });
  it('shows the review and each refund, or the rejection with its reason', () => {
    const refunds = [{ refundId: 'r#1', amount: 100, reason: 'twice', at: 't2', by: 'platform' }];
    expect(timelineOf({ ...base, state: 1, auditedAt: 't1', auditedBy: 'admin', refunds }).map((s) => [s.kind, s.at])).toEqual([
      ['filed', 't0'],
      ['reviewed', 't1'],
      ['refund', 't2'],
    ]);
    expect(timelineOf({ ...base, state: 2, auditedAt: 't1', rejectReason: 'no money' })[1]).toMatchObject({
      kind: 'rejected',
      reason: 'no money',
    });
  });
});
