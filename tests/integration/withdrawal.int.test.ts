/**
 * Withdrawals against the local stack (issue #14 item 3; spec §4 withdrawal states, §5 rules, §9 the
 * run on the 10th): an enterprise asks for at most its withdrawable pre-deposits ('Insufficient for
 * withdrawal'), one request at a time (also when two arrive at once); the amount is reserved at once,
 * released on rejection and paid by the run, which pays each request once however often it runs;
 * each role sees what it may; every balance equals the sum of its transfers.
 *
 * Acme and Globex are funded through the ledger directly (recharges are another area's), with
 * recharge ids of this run.
 */
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { openFunds } from '../../functions/src/funds/funds-ledger.ts';
import { rechargeTransfer } from '../../functions/src/funds/funds-model.ts';
import { createLedgerRepository } from '../../functions/src/ledger/ledger.repository.ts';
import { type ApiResult, call, login } from '../support/api-client.ts';
import { stackDb } from '../support/cards.ts';
import { csvColumn, exportCsv } from '../support/downloads.ts';

interface Withdrawal {
  withdrawalId: string;
  channelCustId: string;
  amount: number;
  state: string;
  reason: string | null;
  invoiceReceived: boolean;
  enterpriseName: string | null;
  createdBy: string;
  examinedBy?: string | null;
  withdrawnAt: string | null;
}
interface Summary {
  channelCustId: string | null;
  preDeposit: number;
  reserved: number;
  withdrawable: number;
  openWithdrawalId: string | null;
  nextRunDate: string;
}
interface RunResult {
  paid: number;
  amount: number;
  withdrawalIds: string[];
}

const t = {} as Record<'admin' | 'acme' | 'acme-staff' | 'acme-east' | 'globex', string>;
const run = Date.now().toString(36);
const payee = { bankName: 'Bank of Shanghai', bankAccount: '6222 0212 3456 7890', accountName: 'Acme IoT Ltd.' };
const ledger = () => createLedgerRepository(stackDb(), () => inject('stack').env.TABLE_NAME!);

const ok = <T>(res: ApiResult<T>, status = 200): T => {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  return res.body.data!;
};
const refused = (res: ApiResult, status: number, errorCode: number, msg?: string) => {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(res.body).toMatchObject({ success: false, errorCode, ...(msg ? { msg } : {}) });
};
const summary = async (as: string, body: Record<string, unknown> = {}) =>
  ok(await call<Summary>('/cmp/withdraw/summary', body, { token: as }));
const apply = (as: string, amount: number, lang: 'en-US' | 'zh-CN' = 'en-US') =>
  call<Withdrawal>('/cmp/withdraw/apply', { amount, ...payee }, { token: as, lang });
const audit = (body: Record<string, unknown>, as = t.admin, lang: 'en-US' | 'zh-CN' = 'en-US') =>
  call<Withdrawal>('/cmp/withdraw/audit', body, { token: as, lang });
const list = async (as: string, body: Record<string, unknown> = {}) =>
  ok(await call<{ items: Withdrawal[] }>('/cmp/withdraw/list', { pageSize: 100, ...body }, { token: as })).items;
const runNow = async () => ok(await call<RunResult>('/cmp/withdraw/run', {}, { token: t.admin }));

/** Closes the enterprise's request in process, if any (a rejection), so it may ask again. */
async function closeOpen(as: string) {
  const open = (await summary(as)).openWithdrawalId;
  if (open) ok(await audit({ withdrawalId: open, decision: 'reject', reason: 'test cleanup' }));
}

async function fund(channelCustId: string, amount: number) {
  const l = ledger();
  const at = new Date().toISOString();
  await openFunds(l, channelCustId, at);
  const o = await l.transfer(rechargeTransfer(channelCustId, `wtest-${run}-${channelCustId}`, amount, { actor: 'test', at }));
  expect(o.code).toBe('ok');
}

beforeAll(async () => {
  for (const name of ['admin', 'acme', 'acme-staff', 'acme-east', 'globex'] as const) t[name] = await login(name);
  await fund('C1001', 50_000);
  await fund('C1002', 20_000);
  await closeOpen(t.acme);
  await closeOpen(t.globex);
});

describe('a withdrawal request', () => {
  it('may not exceed the withdrawable amount, in both languages', async () => {
    const { withdrawable } = await summary(t.acme);
    expect(withdrawable).toBeGreaterThanOrEqual(50_000);
    refused(await apply(t.acme, withdrawable + 1), 409, 49831, 'Insufficient for withdrawal');
    refused(await apply(t.acme, withdrawable + 1, 'zh-CN'), 409, 49831, '可提现金额不足');
    expect((await apply(t.acme, 0)).status).toBe(422);
    expect((await summary(t.acme)).openWithdrawalId).toBeNull();
  });

  it('is the enterprise’s own: the platform, enterprise staff and a secondary customer cannot ask', async () => {
    refused(await apply(t.admin, 100), 403, 49835, 'Withdrawals are requested by the enterprise itself');
    expect((await apply(t['acme-staff'], 100)).status).toBe(403);
    expect((await apply(t['acme-east'], 100)).status).toBe(403);
    expect((await call('/cmp/withdraw/list', {}, { token: t['acme-east'] })).status).toBe(403);
  });

  it('reserves its amount at once, and no second request is taken while it is in process', async () => {
    const before = await summary(t.acme);
    const w = ok(await apply(t.acme, 12_345));
    expect(w).toMatchObject({
      channelCustId: 'C1001',
      amount: 12_345,
      state: 'submitted',
      invoiceReceived: false,
      createdBy: 'acme',
    });
    const after = await summary(t.acme);
    expect(after.withdrawable).toBe(before.withdrawable - 12_345);
    expect(after.reserved).toBe(before.reserved + 12_345);
    expect(after.preDeposit).toBe(before.preDeposit);
    expect(after.openWithdrawalId).toBe(w.withdrawalId);
    const msg = 'A withdrawal request is still in process; a new one can be made once it is withdrawn or rejected';
    refused(await apply(t.acme, 100), 409, 49832, msg);
    refused(await apply(t.acme, 100, 'zh-CN'), 409, 49832, '已有一笔提现申请正在处理中，提现或驳回后才能再次申请');
    // Examined, it is still in process.
    ok(await audit({ withdrawalId: w.withdrawalId, decision: 'examine' }));
    refused(await apply(t.acme, 100), 409, 49832);
  });

  it('of two sent at once, one is made and the other refused', async () => {
    await closeOpen(t.acme);
    const before = await summary(t.acme);
    const answers = await Promise.all([apply(t.acme, 1_000), apply(t.acme, 2_000), apply(t.acme, 3_000)]);
    const made = answers.filter((a) => a.status === 200);
    expect(made).toHaveLength(1);
    for (const a of answers.filter((x) => x.status !== 200)) refused(a, 409, 49832);
    const after = await summary(t.acme);
    expect(after.openWithdrawalId).toBe(made[0]!.body.data!.withdrawalId);
    expect(before.withdrawable - after.withdrawable).toBe(made[0]!.body.data!.amount);
  });
});

describe('finance’s decision', () => {
  let w: Withdrawal;
  beforeAll(async () => {
    await closeOpen(t.acme);
    w = ok(await apply(t.acme, 4_000));
  });

  it('is finance’s: an enterprise cannot examine; a rejection needs a reason', async () => {
    expect((await audit({ withdrawalId: w.withdrawalId, decision: 'examine' }, t.acme)).status).toBe(403);
    refused(
      await audit({ withdrawalId: w.withdrawalId, decision: 'reject' }),
      422,
      49834,
      'A reason is required to reject a withdrawal',
    );
    refused(
      await audit({ withdrawalId: w.withdrawalId, decision: 'reject' }, t.admin, 'zh-CN'),
      422,
      49834,
      '驳回提现申请须填写原因',
    );
    expect((await audit({ withdrawalId: 'C1001-W20260101000000000abcdef', decision: 'examine' })).status).toBe(404);
  });

  it('rejects with the reason, releasing the reservation once; a rejected request cannot be examined', async () => {
    const before = await summary(t.acme);
    const rejected = ok(await audit({ withdrawalId: w.withdrawalId, decision: 'reject', reason: 'Invoice missing' }));
    expect(rejected).toMatchObject({ state: 'rejected', reason: 'Invoice missing' });
    const after = await summary(t.acme);
    expect(after.withdrawable).toBe(before.withdrawable + 4_000);
    expect(after.reserved).toBe(before.reserved - 4_000);
    expect(after.openWithdrawalId).toBeNull();
    // The same rejection again (a retry with a new key): the request as it is, nothing released twice.
    expect(ok(await audit({ withdrawalId: w.withdrawalId, decision: 'reject', reason: 'Again' }))).toMatchObject({
      state: 'rejected',
      reason: 'Invoice missing',
    });
    expect((await summary(t.acme)).withdrawable).toBe(after.withdrawable);
    refused(
      await audit({ withdrawalId: w.withdrawalId, decision: 'examine' }),
      409,
      49833,
      'The withdrawal is rejected; it cannot be examined',
    );
    refused(
      await audit({ withdrawalId: w.withdrawalId, decision: 'examine' }, t.admin, 'zh-CN'),
      409,
      49833,
      '该提现申请当前为“已驳回”，不能审核',
    );
  });
});

describe('the run on the 10th', () => {
  let acmeW: Withdrawal;
  let globexW: Withdrawal;
  beforeAll(async () => {
    await closeOpen(t.acme);
    acmeW = ok(await apply(t.acme, 7_000));
    globexW = ok(await apply(t.globex, 5_000));
  });

  it('pays every examined request once; a submitted one waits; a re-run pays nothing more', async () => {
    const examined = ok(await audit({ withdrawalId: acmeW.withdrawalId, decision: 'examine' }));
    expect(examined).toMatchObject({ state: 'examined', invoiceReceived: true, examinedBy: 'admin' });
    const before = await summary(t.acme);
    const first = await runNow();
    expect(first.withdrawalIds).toContain(acmeW.withdrawalId);
    expect(first.withdrawalIds).not.toContain(globexW.withdrawalId);
    const after = await summary(t.acme);
    expect(after).toMatchObject({
      preDeposit: before.preDeposit - 7_000,
      reserved: before.reserved - 7_000,
      withdrawable: before.withdrawable,
      openWithdrawalId: null,
    });
    const paid = ok(await call<Withdrawal>('/cmp/withdraw/detail', { withdrawalId: acmeW.withdrawalId }, { token: t.acme }));
    expect(paid.state).toBe('withdrawn');
    expect(paid.withdrawnAt).not.toBeNull();
    expect(paid).not.toHaveProperty('examinedBy');

    const again = await runNow();
    expect(again.withdrawalIds).not.toContain(acmeW.withdrawalId);
    expect(await summary(t.acme)).toEqual(after);
    refused(await audit({ withdrawalId: acmeW.withdrawalId, decision: 'reject', reason: 'Too late' }), 409, 49833);
    expect(
      ok(await call<Withdrawal>('/cmp/withdraw/detail', { withdrawalId: globexW.withdrawalId }, { token: t.globex })).state,
    ).toBe('submitted');
  });

  it('tells when it runs: the 10th, Shanghai', async () => {
    const s = await summary(t.admin);
    expect(s.channelCustId).toBeNull();
    expect(s.nextRunDate).toMatch(/^\d{4}-\d{2}-10$/);
    expect((await summary(t.admin, { channelCustId: 'C1002' })).openWithdrawalId).toBe(globexW.withdrawalId);
  });

  it('keeps every balance equal to the sum of its transfers', async () => {
    for (const channelCustId of ['C1001', 'C1002']) {
      const check = await ledger().checkBalances({ channelCustId });
      expect(check.differences, channelCustId).toEqual([]);
      expect(check.entries).toBeGreaterThan(0);
    }
  });

  it('shows each tenant its own requests and the platform all, with filters', async () => {
    const mine = await list(t.acme);
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((w) => w.channelCustId === 'C1001')).toBe(true);
    expect(mine.every((w) => !('examinedBy' in w))).toBe(true);
    expect((await list(t['acme-staff'])).map((w) => w.withdrawalId)).toEqual(mine.map((w) => w.withdrawalId));
    expect((await list(t.globex)).map((w) => w.withdrawalId)).toContain(globexW.withdrawalId);
    expect((await call('/cmp/withdraw/list', { channelCustId: 'C1002' }, { token: t.acme })).status).toBe(403);
    expect((await call('/cmp/withdraw/detail', { withdrawalId: globexW.withdrawalId }, { token: t.acme })).status).toBe(404);

    const all = (await list(t.admin)).map((w) => w.withdrawalId);
    expect(all).toEqual(expect.arrayContaining([acmeW.withdrawalId, globexW.withdrawalId]));
    const globex = await list(t.admin, { channelCustId: 'C1002' });
    expect(globex.every((w) => w.channelCustId === 'C1002' && w.enterpriseName === 'Globex Logistics')).toBe(true);
    const withdrawn = await list(t.admin, { state: 'withdrawn' });
    expect(withdrawn.map((w) => w.withdrawalId)).toContain(acmeW.withdrawalId);
    expect(withdrawn.every((w) => w.state === 'withdrawn')).toBe(true);
    const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
    expect((await list(t.admin, { createdFrom: today, createdTo: today })).map((w) => w.withdrawalId)).toContain(
      acmeW.withdrawalId,
    );
    expect(await list(t.acme, { createdTo: '2020-01-01' })).toEqual([]);
  });

  it('logs who asked, examined, rejected and paid', async () => {
    type Entry = { action: string; loginName: string; detail: string };
    const log = async (body: Record<string, unknown>) =>
      ok(await call<{ items: Entry[] }>('/cmp/core/operationLog/list', { pageSize: 100, ...body }, { token: t.admin })).items;
    const asked = await log({ channelCustId: 'C1001', action: 'withdrawalApply' });
    expect(asked.some((e) => e.loginName === 'acme' && e.detail === `${acmeW.withdrawalId} C1001 7000`)).toBe(true);
    expect((await log({ action: 'withdrawalExamine' })).some((e) => e.detail.startsWith(acmeW.withdrawalId))).toBe(true);
    expect((await log({ action: 'withdrawalReject' })).some((e) => e.detail.endsWith(': Invoice missing'))).toBe(true);
    const payouts = (await log({ action: 'withdrawalPayout' })).filter((e) => e.detail.startsWith(acmeW.withdrawalId));
    expect(payouts).toHaveLength(1);
  });

  it('exports the list as a download task, finance’s columns for finance only', async () => {
    const x = await exportCsv('/cmp/withdraw/export', t.admin, { channelCustId: 'C1001', state: 'withdrawn' });
    expect(csvColumn(x, 'Withdrawal number')).toContain(acmeW.withdrawalId);
    expect(csvColumn(x, 'State').every((s) => s === 'Withdrawn')).toBe(true);
    const row = x.rows[csvColumn(x, 'Withdrawal number').indexOf(acmeW.withdrawalId)]!;
    expect(row[x.header.indexOf('Amount (CNY)')]).toBe('70');
    expect(row[x.header.indexOf('Examined by')]).toBe('admin');
    const mine = await exportCsv('/cmp/withdraw/export', t.acme, {}, 'zh-CN');
    expect(mine.header).toEqual(expect.arrayContaining(['提现编号', '金额（元）', '状态']));
    expect(mine.header).not.toContain('审核人');
    expect(csvColumn(mine, '提现编号').every((id) => id?.startsWith('C1001-'))).toBe(true);
    expect((await call('/cmp/withdraw/export', { format: 'csv' }, { token: t['acme-east'] })).status).toBe(403);
  });
});
