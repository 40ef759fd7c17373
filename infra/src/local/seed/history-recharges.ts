/**
 * The demo's recharges (issue #14, item 2), made as users would: Acme and Globex file recharges —
 * offline remittances with a voucher image, corporate transfers, Alipay and WeChat payments — and
 * finance (admin, operator) approves most of them (so the enterprises have funds), rejects one with a
 * reason, refunds part of one, and leaves some pending review.
 */
import type { SeedClient } from './history-client.ts';

/** A small valid PNG (1×1, grey): the voucher image of the demo remittances. */
const VOUCHER_PNG = Uint8Array.from(
  Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mOcOXPmfwAHYgM5cMSOiAAAAABJRU5ErkJggg==', 'base64'),
);

interface Recharge {
  rechargeId: string;
}

/**
 * `hour`:15 Shanghai time, `days` Shanghai days ago; never later than a minute ago (today's 09:15 is
 * still ahead before 09:15, and the API refuses a payment time in the future).
 */
const daysAgo = (days: number, hour = 10) => {
  const shanghaiDay = new Date(Date.now() + 8 * 3_600_000 - days * 86_400_000).toISOString().slice(0, 10);
  const at = Date.parse(`${shanghaiDay}T${String(hour).padStart(2, '0')}:15:00+08:00`);
  return new Date(Math.min(at, Date.now() - 60_000)).toISOString();
};

export async function seedRecharges(api: SeedClient): Promise<void> {
  const admin = api.as('admin');
  const operator = api.as('operator');

  /** Files a recharge as `login` (a voucher uploaded first for offline and corporate remittances). */
  const file = async (login: 'acme' | 'globex', payMethod: number, amount: number, paidAt: string, remark: string) => {
    const call = api.as(login);
    const voucher = payMethod === 2 || payMethod === 3;
    let voucherKey: string | undefined;
    if (voucher) {
      const link = await call<{ uploadUrl: string; voucherKey: string }>('/cmp/recharge/voucher/uploadUrl', {
        contentType: 'image/png',
        size: VOUCHER_PNG.length,
      });
      await api.upload(link.uploadUrl, VOUCHER_PNG, 'image/png');
      voucherKey = link.voucherKey;
    }
    const body = { amount, paidAt, remark, ...(voucherKey ? { voucherKey } : {}) };
    return payMethod === 3
      ? call<Recharge>('/cmp/recharge/public/add', body)
      : call<Recharge>('/cmp/recharge/add', { ...body, payMethod });
  };
  const approve = (by: typeof admin, r: Recharge) => by('/cmp/recharge/audit', { rechargeId: r.rechargeId, action: 'approve' });

  // Acme: reviewed ones (its funds), one partly refunded, one rejected, two pending review.
  await approve(admin, await file('acme', 2, 5_000_000, daysAgo(40), 'ICBC transfer ref. 2026-0912-0031'));
  await approve(operator, await file('acme', 0, 800_000, daysAgo(25), 'Alipay top-up'));
  const refunded = await file('acme', 3, 2_000_000, daysAgo(18), 'Corporate account 6222 0210 0018 3302');
  await approve(admin, refunded);
  await admin('/cmp/recharge/refund', { rechargeId: refunded.rechargeId, amount: 300_000, reason: 'Paid twice for October' });
  const wrong = await file('acme', 2, 1_200_000, daysAgo(9), 'Bank of China transfer ref. BOC-77120');
  await admin('/cmp/recharge/audit', {
    rechargeId: wrong.rechargeId,
    action: 'reject',
    reason: 'No remittance with this reference reached our account',
  });
  await file('acme', 2, 1_500_000, daysAgo(1), 'ICBC transfer ref. 2026-1125-0107');
  await file('acme', 1, 66_600, daysAgo(0, 9), 'WeChat Pay');

  // Globex: reviewed ones, a pending offline remittance.
  await approve(admin, await file('globex', 2, 3_000_000, daysAgo(30), 'CMB transfer ref. 88-2026-1031'));
  await approve(operator, await file('globex', 1, 250_000, daysAgo(12), 'WeChat Pay'));
  await file('globex', 2, 900_000, daysAgo(2), 'CMB transfer ref. 88-2026-1124');
}
