import { describe, expect, it } from 'vitest';
import { imageKindOf } from '../shared/files/image-kind.ts';
import {
  RECHARGE_ID,
  REJECTED,
  REVIEWED,
  type RechargeRecord,
  VOUCHER_MAX_BYTES,
  filedRange,
  needsVoucher,
  newRechargeId,
  nextRefund,
  ownerOfRecharge,
  payMethodWord,
  rechargeStateWord,
  rechargeView,
  refundRefusal,
  refundable,
  voucherRefusal,
} from './recharge-model.ts';

const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]);
const jpg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]);
const gif89 = new TextEncoder().encode('GIF89a....');
const gif87 = new TextEncoder().encode('GIF87a....');

const record = (over: Partial<RechargeRecord> = {}): RechargeRecord => ({
  rechargeId: 'R20261126093000A1B2C3-C1001',
  channelCustId: 'C1001',
  amount: 50_000,
  currency: 'CNY',
  payMethod: 2,
  paidAt: '2026-11-26T01:00:00.000Z',
  remark: null,
  voucherKey: 'vouchers/C1001/x.png',
  state: 0,
  rejectReason: null,
  createdAt: '2026-11-26T01:30:00.000Z',
  createdBy: 'acme',
  auditedAt: null,
  auditedBy: null,
  refundedAmount: 0,
  refunds: [],
  ...over,
});

describe('voucher image (spec §5: JPG, PNG or GIF under 2 MB, by content)', () => {
  it('knows the three kinds by their magic bytes, whatever the name says', () => {
    expect(imageKindOf(png)).toBe('png');
    expect(imageKindOf(jpg)).toBe('jpg');
    expect(imageKindOf(gif89)).toBe('gif');
    expect(imageKindOf(gif87)).toBe('gif');
    expect(imageKindOf(new TextEncoder().encode('GIF88a'))).toBeUndefined();
    expect(imageKindOf(new TextEncoder().encode('%PDF-1.7'))).toBeUndefined();
    expect(imageKindOf(new TextEncoder().encode('<svg xmlns'))).toBeUndefined();
    expect(imageKindOf(new Uint8Array([0x42, 0x4d, 0, 0]))).toBeUndefined(); // BMP
    expect(imageKindOf(new Uint8Array())).toBeUndefined();
  });
  it('refuses 2 MB and more as too big, anything but an image as the wrong format', () => {
    expect(VOUCHER_MAX_BYTES).toBe(2_097_152);
    expect(voucherRefusal(VOUCHER_MAX_BYTES - 1, png)).toBeUndefined();
    expect(voucherRefusal(VOUCHER_MAX_BYTES, png)).toBe('size');
    expect(voucherRefusal(VOUCHER_MAX_BYTES + 1, new Uint8Array([1]))).toBe('size');
    expect(voucherRefusal(100, new TextEncoder().encode('not an image'))).toBe('format');
    expect(voucherRefusal(100, gif89)).toBeUndefined();
  });
  it('needs a voucher for offline (2) and corporate (3) remittances only', () => {
    expect([0, 1, 2, 3, 4].map((m) => needsVoucher(m as 0))).toEqual([false, false, true, true, false]);
  });
});

describe('recharge ids and ranges', () => {
  it('start with the filing time and end with the enterprise', () => {
    const id = newRechargeId('C1001', new Date('2026-11-26T09:30:05.123Z'), 'a1b2c3d4-0000');
    expect(id).toBe('R20261126093005A1B2C3-C1001');
    expect(RECHARGE_ID.test(id)).toBe(true);
    expect(ownerOfRecharge(id)).toBe('C1001');
    expect(ownerOfRecharge('C1001-20261126-abcdef12')).toBeNull();
  });
  it('turns Shanghai days into bounds of the ids', () => {
    expect(filedRange()).toBeUndefined();
    // 26 Nov in Shanghai = 25 Nov 16:00 UTC to 26 Nov 16:00 UTC.
    expect(filedRange('2026-11-26', '2026-11-26')).toEqual(['R20261125160000', 'R20261126160000']);
    expect(filedRange(undefined, '2026-11-26')).toEqual(['R', 'R20261126160000']);
    expect(filedRange('2026-11-26')).toEqual(['R20261125160000', 'S']);
  });
});

describe('refunds', () => {
  it('only of a reviewed recharge, never above what was recharged less refunded', () => {
    expect(refundRefusal(record(), 100)).toBe('notReviewed');
    expect(refundRefusal(record({ state: REJECTED }), 100)).toBe('notReviewed');
    const reviewed = record({ state: REVIEWED, refundedAmount: 20_000 });
    expect(refundable(reviewed)).toBe(30_000);
    expect(refundRefusal(reviewed, 30_000)).toBeUndefined();
    expect(refundRefusal(reviewed, 30_001)).toBe('over');
    expect(refundable(record())).toBe(0);
  });
  it('numbers each refund of a recharge (a retried refund is the same transfer)', () => {
    const r = record({ state: REVIEWED });
    const first = nextRefund(r, 100, 'duplicate payment', 'admin', 'now');
    expect(first.refundId).toBe('R20261126093000A1B2C3-C1001#1');
    expect(nextRefund({ ...r, refunds: [first] }, 100, 'x', 'admin', 'now').refundId).toBe('R20261126093000A1B2C3-C1001#2');
  });
});

describe('the view and the words', () => {
  it('hides the bucket key, tells whether there is a voucher and what may be refunded', () => {
    const v = rechargeView(record({ state: REVIEWED, refundedAmount: 5_000 }));
    expect(v).not.toHaveProperty('voucherKey');
    expect(v).toMatchObject({ hasVoucher: true, refundable: 45_000 });
    expect(rechargeView(record({ voucherKey: null, payMethod: 0 })).hasVoucher).toBe(false);
  });
  it('names states and methods in both languages', () => {
    expect(rechargeStateWord(0, 'en-US')).toBe('pending review');
    expect(rechargeStateWord(2, 'zh-CN')).toBe('已驳回');
    expect(payMethodWord(3, 'en-US')).toBe('Corporate transfer');
    expect(payMethodWord(0, 'zh-CN')).toBe('支付宝');
  });
});
