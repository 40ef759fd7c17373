/**
 * Recharges against the local stack (issue #14, item 2): an enterprise files a recharge (a voucher
 * image checked by its content for offline and corporate remittances), finance approves it — the
 * pre-deposits credited once, whatever the retries and races — or rejects it with a reason, refunds
 * a reviewed one within what it brought, and each tenant sees only its own. Every balance equals the
 * sum of its transfers at the end.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { fundsSummary } from '../../functions/src/funds/funds-model.ts';
import { accountIdOf } from '../../functions/src/ledger/ledger-model.ts';
import { createLedgerRepository } from '../../functions/src/ledger/ledger.repository.ts';
import { type ApiResult, call, login } from '../support/api-client.ts';
import { stackDb } from '../support/cards.ts';
import { downloadFile, startExport, waitForTask } from '../support/downloads.ts';

interface Recharge {
  rechargeId: string;
  channelCustId: string;
  enterpriseName: string | null;
  amount: number;
  payMethod: number;
  paidAt: string;
  remark: string | null;
  state: number;
  rejectReason: string | null;
  createdBy: string;
  auditedBy: string | null;
  refundedAmount: number;
  refundable: number;
  refunds: { refundId: string; amount: number; reason: string; by: string }[];
  hasVoucher: boolean;
}

type Login = 'admin' | 'operator' | 'acme' | 'acme-staff' | 'acme-east' | 'globex';
const t = {} as Record<Login, string>;
const ledger = () => createLedgerRepository(stackDb(), () => inject('stack').env.TABLE_NAME!);
const preDeposit = async (c: string) => fundsSummary(c, await ledger().accounts(c)).preDeposit;

const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(300, 3)]);
const gif = Buffer.concat([Buffer.from('GIF89a', 'latin1'), Buffer.alloc(100, 1)]);
const paidAt = () => new Date(Date.now() - 86_400_000).toISOString();

const ok = <T>(res: ApiResult<T>, status = 200): T => {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  return res.body.data!;
};
const refused = (res: ApiResult, status: number, msg: string, field?: string) => {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(res.body.msg).toBe(msg);
  if (field) expect(res.body.field).toBe(field);
};

/** Uploads `body` as a voucher of the caller's enterprise (or the one the platform names); its key. */
async function upload(as: Login, body: Buffer, contentType = 'image/png', channelCustId?: string): Promise<string> {
  const link = ok(
    await call<{ uploadUrl: string; voucherKey: string }>(
      '/cmp/recharge/voucher/uploadUrl',
      { contentType, size: body.length, ...(channelCustId ? { channelCustId } : {}) },
      { token: t[as] },
    ),
  );
  const put = await fetch(link.uploadUrl, {
    method: 'PUT',
    body: new Uint8Array(body),
    headers: { 'content-type': contentType },
  });
  expect(put.status).toBe(200);
  return link.voucherKey;
}

const add = (as: Login, body: Record<string, unknown>, lang: 'en-US' | 'zh-CN' = 'en-US', path = '/cmp/recharge/add') =>
  call<Recharge>(path, { paidAt: paidAt(), ...body }, { token: t[as], lang });
const audit = (as: Login, body: Record<string, unknown>, lang: 'en-US' | 'zh-CN' = 'en-US', key?: string) =>
  call<Recharge>('/cmp/recharge/audit', body, { token: t[as], lang, ...(key ? { headers: { 'idempotency-key': key } } : {}) });
const refund = (body: Record<string, unknown>, lang: 'en-US' | 'zh-CN' = 'en-US') =>
  call<Recharge>('/cmp/recharge/refund', body, { token: t.admin, lang });
const list = async (as: Login, body: Record<string, unknown> = {}) =>
  ok(await call<{ items: Recharge[] }>('/cmp/recharge/list', { pageSize: 100, ...body }, { token: t[as] })).items;
const detail = (as: Login, rechargeId: string) => call<Recharge>('/cmp/recharge/detail', { rechargeId }, { token: t[as] });

/** Acme files an offline remittance of `amount` fen with a PNG voucher (pending review). */
const offline = async (amount: number, as: Login = 'acme') =>
  ok(
    await add(as, { amount, payMethod: 2, remark: `Remittance ${randomUUID().slice(0, 6)}`, voucherKey: await upload(as, png) }),
    201,
  );

let acmeStart = 0;
let globexStart = 0;
/** Fen this suite moved into (and out of) each enterprise's pre-deposits. */
const moved = { C1001: 0, C1002: 0 };

beforeAll(async () => {
  for (const name of ['admin', 'operator', 'acme', 'acme-staff', 'acme-east', 'globex'] as const) t[name] = await login(name);
  acmeStart = await preDeposit('C1001');
  globexStart = await preDeposit('C1002');
}, 60_000);

describe('the voucher image (spec §5)', () => {
  it('refuses a type that is no JPG, PNG or GIF and a size of 2 MB or more, with the spec’s messages in both languages', async () => {
    const link = (body: Record<string, unknown>, lang: 'en-US' | 'zh-CN') =>
      call('/cmp/recharge/voucher/uploadUrl', body, { token: t.acme, lang });
    refused(
      await link({ contentType: 'application/pdf', size: 1000 }, 'en-US'),
      422,
      'Image format is incorrect, please change it and re-upload!',
      'contentType',
    );
    refused(await link({ contentType: 'image/bmp', size: 1000 }, 'zh-CN'), 422, '图片格式不正确，请更换后重新上传！');
    refused(
      await link({ contentType: 'image/png', size: 2 * 1024 * 1024 }, 'en-US'),
      422,
      'Image size exceeds the limit, please modify and re-upload!',
      'size',
    );
    refused(await link({ contentType: 'image/gif', size: 3_000_000 }, 'zh-CN'), 422, '图片大小超出限制，请修改后重新上传！');
    expect(ok(await link({ contentType: 'image/gif', size: 2 * 1024 * 1024 - 1 }, 'en-US'))).toMatchObject({
      voucherKey: expect.stringMatching(/^vouchers\/C1001\/.+\.gif$/),
    });
  });

  it('checks the uploaded file by its content: a text file sent as a PNG is refused (and deleted)', async () => {
    const fake = await upload('acme', Buffer.from('<html>no image here</html>'));
    refused(
      await add('acme', { amount: 1000, payMethod: 2, voucherKey: fake }),
      422,
      'Image format is incorrect, please change it and re-upload!',
      'voucherKey',
    );
    // Deleted: a second attempt finds nothing.
    refused(
      await add('acme', { amount: 1000, payMethod: 2, voucherKey: fake }),
      422,
      'The uploaded voucher was not found; please upload it again',
    );
    const fake2 = await upload('acme', Buffer.from('GIF88a not quite'), 'image/gif');
    refused(
      await add('acme', { amount: 1000, payMethod: 2, voucherKey: fake2 }, 'zh-CN'),
      422,
      '图片格式不正确，请更换后重新上传！',
    );
  });

  it('takes a real GIF, and refuses another enterprise’s upload', async () => {
    const key = await upload('acme', gif, 'image/gif');
    refused(
      await add('globex', { amount: 1000, payMethod: 2, voucherKey: key }),
      422,
      'The uploaded voucher was not found; please upload it again',
    );
    const r = ok(await add('acme', { amount: 1000, payMethod: 2, voucherKey: key }), 201);
    expect(r).toMatchObject({ hasVoucher: true, state: 0, payMethod: 2 });
  });
});

describe('filing a recharge', () => {
  it('needs a voucher for an offline remittance and a corporate transfer, not for Alipay, WeChat or online', async () => {
    refused(
      await add('acme', { amount: 1000, payMethod: 2 }),
      422,
      'Offline and corporate remittances need a payment voucher',
      'voucherKey',
    );
    refused(await add('acme', { amount: 1000 }, 'zh-CN', '/cmp/recharge/public/add'), 422, '线下汇款和对公转账须上传付款凭证');
    for (const payMethod of [0, 1, 4]) {
      const r = ok(await add('acme', { amount: 2000, payMethod }), 201);
      expect(r).toMatchObject({ payMethod, hasVoucher: false, state: 0, createdBy: 'acme', enterpriseName: 'Acme IoT Ltd.' });
    }
  });

  it('files a corporate transfer only through its own route, behind rechargePublic (8020004)', async () => {
    refused(
      await add('acme', { amount: 1000, payMethod: 3 }),
      422,
      'A corporate transfer is filed as a corporate recharge',
      'payMethod',
    );
    const voucherKey = await upload('acme', png);
    expect((await add('acme-staff', { amount: 1000, voucherKey }, 'en-US', '/cmp/recharge/public/add')).status).toBe(403);
    const r = ok(
      await add('acme', { amount: 88_800, voucherKey, remark: 'Corporate account 6222' }, 'en-US', '/cmp/recharge/public/add'),
      201,
    );
    expect(r).toMatchObject({ payMethod: 3, hasVoucher: true, amount: 88_800 });
  });

  it('refuses a payment time in the future, amounts of 0 or above ¥10,000,000, and a secondary customer', async () => {
    refused(
      await add('acme', { amount: 1000, payMethod: 0, paidAt: new Date(Date.now() + 3_600_000).toISOString() }),
      422,
      'The payment time cannot be in the future',
      'paidAt',
    );
    expect((await add('acme', { amount: 0, payMethod: 0 })).body.field).toBe('amount');
    expect((await add('acme', { amount: 1_000_000_001, payMethod: 0 })).body.field).toBe('amount');
    expect((await add('acme-east', { amount: 1000, payMethod: 0 })).status).toBe(403);
  });

  it('lets the platform file for an enterprise it names (which must exist), never an enterprise for another', async () => {
    expect((await add('admin', { amount: 1000, payMethod: 0 })).body.field).toBe('channelCustId');
    expect((await add('admin', { amount: 1000, payMethod: 0, channelCustId: 'C9999' })).status).toBe(404);
    expect((await add('acme', { amount: 1000, payMethod: 0, channelCustId: 'C1002' })).status).toBe(403);
    const voucherKey = await upload('admin', png, 'image/png', 'C1002');
    const r = ok(await add('admin', { amount: 12_345, payMethod: 2, channelCustId: 'C1002', voucherKey }), 201);
    expect(r).toMatchObject({ channelCustId: 'C1002', createdBy: 'admin', enterpriseName: 'Globex Logistics' });
  });
});

describe('the audit by finance (spec §4: pending review → reviewed or rejected)', () => {
  it('is the platform’s: an enterprise may not audit its own recharge', async () => {
    const r = await offline(5_000);
    expect((await audit('acme', { rechargeId: r.rechargeId, action: 'approve' })).status).toBe(403);
  });

  it('credits the pre-deposits once: approved, then retried with a new idempotency key', async () => {
    const r = await offline(30_000);
    const before = await preDeposit('C1001');
    const approved = ok(await audit('admin', { rechargeId: r.rechargeId, action: 'approve' }, 'en-US', randomUUID()));
    expect(approved).toMatchObject({ state: 1, auditedBy: 'admin', refundable: 30_000 });
    const again = ok(await audit('operator', { rechargeId: r.rechargeId, action: 'approve' }, 'en-US', randomUUID()));
    expect(again).toMatchObject({ state: 1, auditedBy: 'admin' });
    expect((await preDeposit('C1001')) - before).toBe(30_000);
    moved.C1001 += 30_000;
    const transfer = await ledger().getTransfer(`recharge:${r.rechargeId}`);
    expect(transfer).toMatchObject({ amount: 30_000, actor: 'admin', settles: { kind: 'recharge', id: r.rechargeId } });
  });

  it('credits once when two approvals race', async () => {
    const r = await offline(7_700);
    const before = await preDeposit('C1001');
    const answers = await Promise.all([
      audit('admin', { rechargeId: r.rechargeId, action: 'approve' }, 'en-US', randomUUID()),
      audit('operator', { rechargeId: r.rechargeId, action: 'approve' }, 'en-US', randomUUID()),
      audit('admin', { rechargeId: r.rechargeId, action: 'approve' }, 'en-US', randomUUID()),
    ]);
    for (const a of answers) expect(a.status, JSON.stringify(a.body)).toBe(200);
    expect(new Set(answers.map((a) => a.body.data!.state))).toEqual(new Set([1]));
    expect((await preDeposit('C1001')) - before).toBe(7_700);
    moved.C1001 += 7_700;
  });

  it('rejects only with a reason, moves no money, and a rejected recharge cannot be approved', async () => {
    const r = await offline(4_400);
    const before = await preDeposit('C1001');
    refused(
      await audit('admin', { rechargeId: r.rechargeId, action: 'reject' }),
      422,
      'Please give the reason for the rejection',
      'reason',
    );
    refused(await audit('admin', { rechargeId: r.rechargeId, action: 'reject' }, 'zh-CN'), 422, '请填写驳回原因');
    expect((await audit('admin', { rechargeId: r.rechargeId, action: 'reject', reason: '   ' })).body.field).toBe('reason');
    const rejected = ok(await audit('admin', { rechargeId: r.rechargeId, action: 'reject', reason: 'No remittance received' }));
    expect(rejected).toMatchObject({ state: 2, rejectReason: 'No remittance received', auditedBy: 'admin' });
    refused(
      await audit('admin', { rechargeId: r.rechargeId, action: 'approve' }),
      409,
      'This recharge is rejected; only a recharge pending review can be audited',
    );
    refused(
      await audit('admin', { rechargeId: r.rechargeId, action: 'approve' }, 'zh-CN'),
      409,
      '该充值已驳回，只能审核待审核的充值',
    );
    refused(
      await audit('admin', { rechargeId: r.rechargeId, action: 'reject', reason: 'again' }),
      409,
      'This recharge is rejected; only a recharge pending review can be audited',
    );
    expect(await preDeposit('C1001')).toBe(before);
    expect(await ledger().getTransfer(`recharge:${r.rechargeId}`)).toBeUndefined();
  });

  it('refuses to reject a reviewed recharge', async () => {
    const r = await offline(1_100);
    ok(await audit('admin', { rechargeId: r.rechargeId, action: 'approve' }));
    moved.C1001 += 1_100;
    refused(
      await audit('admin', { rechargeId: r.rechargeId, action: 'reject', reason: 'late' }),
      409,
      'This recharge is reviewed; only a recharge pending review can be audited',
    );
  });
});

describe('refunds', () => {
  let reviewed: Recharge;
  beforeAll(async () => {
    reviewed = await offline(10_000);
    ok(await audit('admin', { rechargeId: reviewed.rechargeId, action: 'approve' }));
    moved.C1001 += 10_000;
  });

  it('refunds only a reviewed recharge, only by finance, within what it brought', async () => {
    const pending = await offline(2_000);
    refused(
      await refund({ rechargeId: pending.rechargeId, amount: 100, reason: 'x' }),
      409,
      'This recharge is pending review; only a reviewed recharge can be refunded',
    );
    expect(
      (await call('/cmp/recharge/refund', { rechargeId: reviewed.rechargeId, amount: 100, reason: 'x' }, { token: t.acme }))
        .status,
    ).toBe(403);
    expect((await refund({ rechargeId: reviewed.rechargeId, amount: 100, reason: '' })).body.field).toBe('reason');
    refused(
      await refund({ rechargeId: reviewed.rechargeId, amount: 10_001, reason: 'too much' }),
      422,
      'The refund exceeds what may still be refunded (¥100.00)',
      'amount',
    );
    const before = await preDeposit('C1001');
    const part = ok(await refund({ rechargeId: reviewed.rechargeId, amount: 2_500, reason: 'Paid twice' }));
    expect(part).toMatchObject({ refundedAmount: 2_500, refundable: 7_500 });
    expect(part.refunds).toEqual([
      expect.objectContaining({ refundId: `${reviewed.rechargeId}#1`, amount: 2_500, reason: 'Paid twice', by: 'admin' }),
    ]);
    refused(
      await refund({ rechargeId: reviewed.rechargeId, amount: 7_501, reason: 'x' }, 'zh-CN'),
      422,
      '退款金额超过可退金额（¥75.00）',
    );
    const rest = ok(await refund({ rechargeId: reviewed.rechargeId, amount: 7_500, reason: 'Contract ended' }));
    expect(rest).toMatchObject({ refundedAmount: 10_000, refundable: 0 });
    refused(
      await refund({ rechargeId: reviewed.rechargeId, amount: 1, reason: 'x' }),
      422,
      'The refund exceeds what may still be refunded (¥0.00)',
    );
    expect(before - (await preDeposit('C1001'))).toBe(10_000);
    moved.C1001 -= 10_000;
  });

  it('refuses a refund the pre-deposits cannot pay (FUNDS_INSUFFICIENT) and changes nothing', async () => {
    const r = await offline(3_000, 'globex');
    ok(await audit('admin', { rechargeId: r.rechargeId, action: 'approve' }));
    moved.C1002 += 3_000;
    // Globex's pre-deposits spent elsewhere (a correction moves all but ¥10.00 out), then back after.
    const at = new Date().toISOString();
    const pre = accountIdOf({ channelCustId: 'C1002' }, 'preDeposit');
    const bank = accountIdOf({ channelCustId: 'C1002' }, 'settlement');
    const spend = (await preDeposit('C1002')) - 1_000;
    const correction = (id: string, from: string, to: string) =>
      ledger().transfer({
        transferId: `test-${id}-${r.rechargeId}`,
        debitAccountId: from,
        creditAccountId: to,
        amount: spend,
        reason: 'test correction',
        actor: 'test',
        settles: { kind: 'correction', id: r.rechargeId },
        at,
      });
    expect((await correction('out', pre, bank)).code).toBe('ok');
    try {
      refused(await refund({ rechargeId: r.rechargeId, amount: 2_000, reason: 'x' }), 409, 'Insufficient balance', 'amount');
      refused(await refund({ rechargeId: r.rechargeId, amount: 2_000, reason: 'x' }, 'zh-CN'), 409, '余额不足');
      expect(ok(await detail('admin', r.rechargeId))).toMatchObject({ refundedAmount: 0, refunds: [] });
      expect(ok(await refund({ rechargeId: r.rechargeId, amount: 1_000, reason: 'What is left' }))).toMatchObject({
        refundedAmount: 1_000,
      });
      moved.C1002 -= 1_000;
    } finally {
      expect((await correction('back', bank, pre)).code).toBe('ok');
    }
  });
});

describe('each tenant’s view', () => {
  it('lists an enterprise’s own recharges, the platform’s every one, a secondary customer none', async () => {
    const acme = await list('acme');
    expect(acme.length).toBeGreaterThan(5);
    expect(new Set(acme.map((r) => r.channelCustId))).toEqual(new Set(['C1001']));
    expect(new Set((await list('globex')).map((r) => r.channelCustId))).toEqual(new Set(['C1002']));
    // The platform sees both enterprises' recharges (and those of enterprises other suites create).
    const all = await list('admin');
    expect([...new Set(all.map((r) => r.channelCustId))]).toEqual(expect.arrayContaining(['C1001', 'C1002']));
    expect(new Set((await list('admin', { channelCustId: 'C1002' })).map((r) => r.channelCustId))).toEqual(new Set(['C1002']));
    expect((await call('/cmp/recharge/list', { channelCustId: 'C1002' }, { token: t.acme })).status).toBe(403);
    expect((await call('/cmp/recharge/list', {}, { token: t['acme-east'] })).status).toBe(403);
  });

  it('filters by state, method and filing date (newest first)', async () => {
    const rejected = await list('admin', { state: 2 });
    expect(rejected.length).toBeGreaterThan(0);
    expect(rejected.every((r) => r.state === 2)).toBe(true);
    const corporate = await list('acme', { payMethod: 3 });
    expect(corporate.length).toBe(1);
    const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
    const filed = await list('acme', { filedFrom: today, filedTo: today });
    expect(filed.length).toBe((await list('acme')).length);
    expect(await list('acme', { filedFrom: '2020-01-01', filedTo: '2020-01-31' })).toEqual([]);
    const ids = filed.map((r) => r.rechargeId);
    expect([...ids].sort().reverse()).toEqual(ids);
  });

  it('opens a recharge for its enterprise and the platform only; its voucher behind rechargeDownload', async () => {
    const r = await offline(600);
    expect(ok(await detail('acme', r.rechargeId)).rechargeId).toBe(r.rechargeId);
    expect(ok(await detail('admin', r.rechargeId)).rechargeId).toBe(r.rechargeId);
    expect((await detail('globex', r.rechargeId)).status).toBe(404);
    expect((await detail('acme-east', r.rechargeId)).status).toBe(403);
    const link = ok(
      await call<{ url: string }>('/cmp/recharge/voucher/url', { rechargeId: r.rechargeId }, { token: t['acme-staff'] }),
    );
    expect(Buffer.from(await (await fetch(link.url)).arrayBuffer())).toEqual(png);
    expect((await call('/cmp/recharge/voucher/url', { rechargeId: r.rechargeId }, { token: t.globex })).status).toBe(404);
    const alipay = ok(await add('acme', { amount: 100, payMethod: 0 }), 201);
    refused(
      await call('/cmp/recharge/voucher/url', { rechargeId: alipay.rechargeId }, { token: t.acme }),
      404,
      'This recharge has no payment voucher',
    );
  });

  it('exports the list as a download task, states and methods in words', async () => {
    const taskId = await startExport('/cmp/recharge/export', t.acme, { format: 'csv', state: 2 });
    expect((await waitForTask(t.acme, taskId)).status).toBe('succeeded');
    const text = (await downloadFile(t.acme, taskId)).toString('utf8');
    expect(text).toContain('Audit state');
    expect(text).toContain('Rejected');
    expect(text).toContain('No remittance received');
    expect(text).toContain('Offline remittance');
    expect(text).not.toContain('C1002');
    expect((await call('/cmp/recharge/export', { format: 'csv', channelCustId: 'C1002' }, { token: t.acme })).status).toBe(403);
  });

  it('writes the operation log: filed in the enterprise’s, audited and refunded in the platform’s', async () => {
    const log = async (action: string, channelCustId?: string) =>
      ok(
        await call<{ items: { action: string; detail: string; loginName: string }[] }>(
          '/cmp/core/operationLog/list',
          { action, pageSize: 100, ...(channelCustId ? { channelCustId } : {}) },
          { token: t.admin },
        ),
      ).items;
    expect((await log('rechargeAdd', 'C1001')).filter((e) => e.loginName === 'acme').length).toBeGreaterThan(5);
    expect((await log('rechargeAudit')).some((e) => e.detail.includes('rejected: No remittance received'))).toBe(true);
    expect((await log('rechargeRefund')).some((e) => e.detail.includes('refund ¥25.00: Paid twice'))).toBe(true);
  });
});

afterAll(async () => {
  // Every balance equals the sum of its transfers, and the pre-deposits moved by exactly this suite's transfers.
  for (const channelCustId of ['C1001', 'C1002']) {
    expect((await ledger().checkBalances({ channelCustId })).differences).toEqual([]);
  }
  expect((await preDeposit('C1001')) - acmeStart).toBe(moved.C1001);
  expect((await preDeposit('C1002')) - globexStart).toBe(moved.C1002);
});
