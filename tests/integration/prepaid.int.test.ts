/**
 * Prepaid-card funds and prepaid cost against the local stack (issue #14, items 6 and 7): an
 * enterprise of this file's own (PPT1) with prepaid cards whose terms begin in cycle 2025-03 of both
 * calendars, a contract in force for part of the month and a secondary customer on a retail plan; its
 * bills are rated by the run's worker and published through the bill service. Then: the roll-ups
 * and every screen's answer to the fen, two bills adding to one group, a re-publication and two
 * concurrent ones counting once, and each tenant's view.
 */
import { PutCommand } from '@cmp/functions/shared/aws/dynamodb-commands';
import { cardEntity } from '@cmp/functions/shared/data/entities/card.entity';
import { contractEntity } from '@cmp/functions/shared/data/entities/contract.entity';
import { enterpriseEntity, secondaryEntity } from '@cmp/functions/shared/data/entities/customer.entity';
import { basicPlanEntity, retailPlanEntity } from '@cmp/functions/shared/data/entities/plan.entity';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { createBillPrepaid } from '../../functions/src/bill/bill-prepaid.ts';
import { createBillRunWorker } from '../../functions/src/bill/bill-run.worker.ts';
import { createBillRepository } from '../../functions/src/bill/bill.repository.ts';
import { createBillService } from '../../functions/src/bill/bill.service.ts';
import { createCustomerNames } from '../../functions/src/customer/customer-names.repository.ts';
import { createLedgerRepository } from '../../functions/src/ledger/ledger.repository.ts';
import { createPrepaidRepository } from '../../functions/src/prepaid/prepaid.repository.ts';
import { createPrepaidService } from '../../functions/src/prepaid/prepaid.service.ts';
import type { Principal } from '../../functions/src/shared/auth/principal.ts';
import { call, login } from '../support/api-client.ts';
import { stackDb } from '../support/cards.ts';

const C = 'PPT1';
const CYCLE = '2025-03';
const table = () => inject('stack').env.TABLE_NAME!;
const put = (Item: Record<string, unknown>) => stackDb().send(new PutCommand({ TableName: table(), Item }));

const plan = (goodsReleaseId: string, tariffType: number, durationMonths: number, price: number, zones: object[]) => ({
  ...basicPlanEntity.key({ goodsReleaseId }),
  goodsReleaseId,
  code: goodsReleaseId,
  name: goodsReleaseId === 'PPG3' ? 'Prepaid 3 months' : 'Prepaid shared yearly',
  status: 'published',
  goodsType: 1,
  tariffType,
  operator: 'CMCC',
  releasePrice: price,
  normPrice: price,
  durationMonths,
  quotaBytes: 1024 ** 3,
  useUpAction: 'overdraw',
  outOfPlanGrade: 1,
  outOfPlanPrice: 0,
  testPrice: 0,
  taxRate: 6,
  zones,
  apns: [],
  apnConfigs: [],
  commservIds: [],
});

const card = (iccid: string, goodsReleaseId: string, activated: string, extra: Record<string, unknown> = {}) =>
  cardEntity.record({
    iccid,
    msisdn: iccid.slice(-11),
    imsi: iccid.slice(-15),
    imei: '',
    operator: 'CMCC',
    state: 64,
    channelCustId: C,
    custId: null,
    goodsReleaseId,
    quotaBytes: 1024 ** 3,
    networkType: 2,
    modeType: '00',
    renewalMode: 'auto',
    activatedAt: `${activated}T02:00:00.000Z`,
    createdAt: '2024-12-01T02:00:00.000Z',
    ...extra,
  } as never);

const principal = (roleType: 1000 | 3000 | 5000, custId: string | null = null): Principal => ({
  loginName: roleType === 1000 ? 'admin' : `ppt-${roleType}`,
  displayName: 'x',
  roleId: String(roleType),
  roleType,
  roleName: 'x',
  channelCustId: roleType === 1000 ? null : C,
  custId,
  customerName: null,
  permissions: new Set(),
  isResetPassword: false,
  tokenId: 't',
  tokenExp: 0,
});
const admin = principal(1000);

const t: Record<string, string> = {};
const bills = () => createBillRepository(stackDb(), table);
const prepaidRepo = () => createPrepaidRepository(stackDb(), table);
const service = () =>
  createBillService({
    bills: bills(),
    ledger: createLedgerRepository(stackDb(), table),
    startRun: async () => {},
    clock: () => new Date(),
    prepaid: createBillPrepaid({ bills: bills(), prepaid: prepaidRepo() }),
  });
const reads = () =>
  createPrepaidService({ prepaid: prepaidRepo(), names: createCustomerNames(stackDb(), table), clock: () => new Date() });

async function rate(calendar: 'month' | 'unicom') {
  const repo = bills();
  const worker = createBillRunWorker({ bills: repo, clock: () => new Date() });
  const ref = { channelCustId: C, cycle: CYCLE, calendar } as const;
  await repo.createRun({ ...ref, status: 'processing', startedBy: 'test', createdAt: new Date().toISOString() });
  const { chunks } = await worker.planChunks(ref);
  for (const chunk of chunks) await worker.runChunk(chunk);
  await worker.finishBills(ref);
  expect((await repo.getRun(ref))?.status).toBe('succeeded');
}

const api = async <T>(path: string, body: object, token: string, lang: 'en-US' | 'zh-CN' = 'en-US') => {
  const res = await call<T>(path, body, { token, lang });
  return { status: res.status, data: res.body.data as T, body: res.body };
};

interface GroupRow {
  goodsReleaseId: string;
  elementId: string;
  cycle: string;
  contractType: string;
  planName: string | null;
  zoneName: string | null;
  cards: number;
  prepaid: number;
  recognisedToDate: number;
  unconsumed: number;
}
type Figures = { received: number; recognised: number; unconsumed: number };

const funds = async () =>
  (await api<{ items: GroupRow[] }>('/cmp/prepaid/funds', { channelCustId: C, pageSize: 100 }, t.admin!)).data.items;
const costs = async () =>
  (
    await api<{ items: (Figures & { recordId: string })[] }>(
      '/cmp/prepaid/cost/list',
      { channelCustId: C, pageSize: 100 },
      t.admin!,
    )
  ).data.items;
const G3 = { goodsReleaseId: 'PPG3', elementId: 'Z9', cycle: CYCLE };

beforeAll(async () => {
  for (const name of ['admin', 'acme', 'acme-east', 'globex']) t[name] = await login(name);
  await put({ ...enterpriseEntity.key({ channelCustId: C }), channelCustId: C, name: 'Prepaid Test Co', nameZh: '预付测试公司' });
  await put({ ...secondaryEntity.key({ channelCustId: C, custId: 'S1' }), channelCustId: C, custId: 'S1', name: 'Prepaid Sub' });
  await put(plan('PPG3', 1, 3, 10_000, [{ elementId: 'Z9', elementName: 'Test zone' }]));
  await put(plan('PPG12', 2, 12, 1200, []));
  await put({
    ...retailPlanEntity.key({ channelCustId: C, retailId: 'RPP' }),
    channelCustId: C,
    retailId: 'RPP',
    retailName: 'Retail prepaid',
    goodsReleaseId: 'PPG3',
    retailPrice: 15_000,
    dividend: 'profit',
    proportion: 50,
    taxRate: 6,
    custIds: ['S1'],
    status: 'on',
    version: 1,
    createdAt: '2024-12-01T00:00:00.000Z',
  });
  await put({
    ...contractEntity.key({ channelCustId: C, contractNumber: 'PPT-2025' }),
    contractNumber: 'PPT-2025',
    channelCustId: C,
    name: 'Deposit 2025',
    paymentKind: 'prepaidDeposit',
    payMode: 'prepaid',
    amount: 100_000,
    signedOn: '2024-12-20',
    validFrom: '2025-01-01',
    validTo: '2025-03-15',
    state: 'active',
    remark: null,
    createdAt: '2024-12-20T00:00:00.000Z',
    createdBy: 'admin',
    updatedAt: '2024-12-20T00:00:00.000Z',
    updatedBy: 'admin',
    version: 1,
  });
  // Terms beginning in March 2025: under the contract (A, C), after it ended (B), a secondary
  // customer's retail card (D) and a Unicom card whose cycle 2025-03 began on 26 February (E).
  await put(card('89860077000000000001', 'PPG3', '2025-03-10'));
  await put(card('89860077000000000002', 'PPG3', '2025-03-20'));
  await put(card('89860077000000000003', 'PPG12', '2025-03-05'));
  await put(card('89860077000000000004', 'PPG3', '2025-03-12', { custId: 'S1' }));
  await put(card('89860177000000000005', 'PPG3', '2025-02-27', { operator: 'CUCC' }));
  await rate('month');
  await rate('unicom');
});

describe('prepaid-card funds and prepaid cost', () => {
  it('rolls a published bill up by plan, zone, cycle and contract type', async () => {
    expect(await funds()).toEqual([]);
    await service().publish(admin, { billId: `${C}_202503_MC_E` });
    const groups = await funds();
    const pick = (goodsReleaseId: string, contractType: string) =>
      groups.find((g) => g.goodsReleaseId === goodsReleaseId && g.contractType === contractType);
    expect(groups).toHaveLength(3);
    expect(pick('PPG3', 'prepaidDeposit')).toMatchObject({
      planName: 'Prepaid 3 months',
      zoneName: 'Test zone',
      elementId: 'Z9',
      cards: 1,
      prepaid: 10_000,
      recognisedToDate: 10_000,
      unconsumed: 0,
    });
    expect(pick('PPG3', 'none')).toMatchObject({ cards: 1, prepaid: 10_000 });
    expect(pick('PPG12', 'prepaidDeposit')).toMatchObject({ elementId: '-', zoneName: null, prepaid: 1200 });
    // Months: received in March, a third of the 3-month terms and a twelfth of the yearly one each month.
    const months = await costs();
    expect(months.find((m) => m.recordId === '2025-03')).toEqual({
      recordId: '2025-03',
      received: 21_200,
      recognised: 3333 * 2 + 100,
      unconsumed: 6667 * 2 + 1100,
    });
    expect(months.find((m) => m.recordId === '2025-05')).toMatchObject({
      received: 0,
      recognised: 3334 * 2 + 100,
      unconsumed: 900,
    });
    expect(months.find((m) => m.recordId === '2026-02')).toMatchObject({ recognised: 100, unconsumed: 0 });
    expect(months.reduce((s, m) => s + m.recognised, 0)).toBe(21_200);
  });

  it('adds a second bill to the same group and counts a re-publication once', async () => {
    const billId = `${C}_202503_UC_E`;
    // Two publications at once: one wins, the other is told the bill is published.
    const outcomes = await Promise.allSettled([service().publish(admin, { billId }), service().publish(admin, { billId })]);
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    await expect(service().publish(admin, { billId })).rejects.toMatchObject({ key: 'BILL_ALREADY_PUBLISHED' });
    await expect(service().publish(admin, { billId: `${C}_202503_MC_E` })).rejects.toMatchObject({
      key: 'BILL_ALREADY_PUBLISHED',
    });
    const group = (await funds()).find((g) => g.goodsReleaseId === 'PPG3' && g.contractType === 'prepaidDeposit');
    expect(group).toMatchObject({ cards: 2, prepaid: 20_000 });
    const march = (await costs()).find((m) => m.recordId === '2025-03')!;
    expect(march).toMatchObject({ received: 31_200, recognised: 3333 * 3 + 100 });

    const detail = await api<
      { schedule: { month: string; recognised: number; toDate: number; unconsumed: number }[] } & GroupRow
    >('/cmp/prepaid/group', { ...G3, contractType: 'prepaidDeposit', channelCustId: C }, t.admin!);
    expect(detail.status, JSON.stringify(detail.body)).toBe(200);
    expect(detail.data).toMatchObject({ customerName: 'Prepaid Test Co', cards: 2, prepaid: 20_000 });
    expect(detail.data.schedule).toEqual([
      { month: '2025-03', recognised: 6666, toDate: 6666, unconsumed: 13_334 },
      { month: '2025-04', recognised: 6666, toDate: 13_332, unconsumed: 6668 },
      { month: '2025-05', recognised: 6668, toDate: 20_000, unconsumed: 0 },
    ]);
    const cards = await api<{ items: { iccid: string; termStart: string; termEnd: string; fee: number }[] }>(
      '/cmp/prepaid/cards',
      { ...G3, contractType: 'prepaidDeposit', channelCustId: C },
      t.admin!,
    );
    expect(cards.data.items).toEqual([
      { iccid: '89860077000000000001', termStart: '2025-03-10', termEnd: '2025-06-09', fee: 10_000, billId: `${C}_202503_MC_E` },
      { iccid: '89860177000000000005', termStart: '2025-02-27', termEnd: '2025-05-26', fee: 10_000, billId },
    ]);
  });

  it("keeps a secondary customer's retail terms out of the platform's figures and shows them to it", async () => {
    const before = (await costs()).find((m) => m.recordId === '2025-03');
    await service().publish(admin, { billId: `${C}_202503_MC_S1` });
    expect((await costs()).find((m) => m.recordId === '2025-03')).toEqual(before);
    const own = reads();
    const sub = principal(5000, 'S1');
    const list = await own.costList(sub, {});
    expect(list.items.find((m) => m.recordId === '2025-03')).toMatchObject({ received: 15_000, recognised: 5000 });
    const detail = await own.costDetail(sub, { recordId: '2025-04' }, 'en-US');
    expect(detail).toMatchObject({ view: 'plans', customerName: 'Prepaid Sub', recognised: 5000, unconsumed: 5000 });
    expect(detail.plans).toEqual([
      expect.objectContaining({ custId: 'S1', planName: 'Prepaid 3 months', received: 0, recognised: 5000, unconsumed: 5000 }),
    ]);
    // The enterprise's own view is its own bills only.
    const enterprise = await own.costDetail(principal(3000), { recordId: '2025-03' }, 'zh-CN');
    expect(enterprise).toMatchObject({ customerName: '预付测试公司', received: 31_200 });
    expect(enterprise.plans.every((p) => p.custId === null)).toBe(true);
  });

  it("answers the platform's month per enterprise, and one enterprise's per plan", async () => {
    const month = await api<Figures & { view: string; customers: (Figures & { channelCustId: string; customerName: string })[] }>(
      '/cmp/prepaid/cost/detail',
      { recordId: '2025-03' },
      t.admin!,
    );
    expect(month.status).toBe(200);
    expect(month.data.view).toBe('customers');
    expect(month.data.customers.find((c) => c.channelCustId === C)).toMatchObject({
      customerName: 'Prepaid Test Co',
      received: 31_200,
    });
    expect(month.data.received).toBeGreaterThanOrEqual(31_200);
    const one = await api<{ view: string; plans: (Figures & { planName: string; contractType: string })[] }>(
      '/cmp/prepaid/cost/detail',
      { recordId: '2025-04', channelCustId: C },
      t.admin!,
    );
    expect(one.data.view).toBe('plans');
    expect(one.data.plans.map((p) => [p.planName, p.contractType, p.received, p.recognised, p.unconsumed])).toEqual(
      expect.arrayContaining([
        ['Prepaid 3 months', 'prepaidDeposit', 0, 6666, 6668],
        ['Prepaid 3 months', 'none', 0, 3333, 3334],
        ['Prepaid shared yearly', 'prepaidDeposit', 0, 100, 1000],
      ]),
    );
    const platformList = await api<{ items: { recordId: string }[] }>('/cmp/prepaid/cost/list', { pageSize: 100 }, t.admin!);
    expect(platformList.data.items.map((m) => m.recordId)).toContain('2025-03');
  });

  it('shows every tenant only its own, in both languages', async () => {
    // An enterprise naming another is refused; its own view has none of PPT1's groups.
    expect((await api('/cmp/prepaid/funds', { channelCustId: C }, t.acme!)).status).toBe(403);
    const acmeFunds = await api<{ items: GroupRow[] }>('/cmp/prepaid/funds', { pageSize: 100 }, t.acme!);
    expect(acmeFunds.status).toBe(200);
    expect(acmeFunds.data.items.some((g) => g.goodsReleaseId.startsWith('PPG'))).toBe(false);
    const foreign = await api('/cmp/prepaid/group', { ...G3, contractType: 'prepaidDeposit' }, t.acme!, 'zh-CN');
    expect(foreign.status).toBe(404);
    expect(foreign.body).toMatchObject({ errorCode: 49931, msg: '该客户没有此套餐、区域、账期和合同类型的预付卡资金' });
    const en = await api('/cmp/prepaid/cards', { ...G3, contractType: 'none' }, t.globex!);
    expect(en.body).toMatchObject({ errorCode: 49931, msg: expect.stringMatching(/no prepaid-card funds/) });
    expect((await api('/cmp/prepaid/cost/detail', { recordId: '2025-03', channelCustId: C }, t.acme!)).status).toBe(403);
    const noRecord = await api('/cmp/prepaid/cost/detail', { recordId: '2025-03' }, t.acme!);
    expect(noRecord.body).toMatchObject({ errorCode: 49932 });
    // A secondary customer has no business area; its report is its own cards' prepaid.
    expect((await api('/cmp/prepaid/funds', {}, t['acme-east']!)).status).toBe(403);
    const east = await api<{ items: unknown[] }>('/cmp/prepaid/cost/list', {}, t['acme-east']!);
    expect(east.status).toBe(200);
    expect(JSON.stringify(east.data)).not.toContain(C);
    expect((await api('/cmp/prepaid/cost/detail', { recordId: '2025-03', channelCustId: C }, t['acme-east']!)).status).toBe(403);
    const globex = await api<{ items: unknown[] }>('/cmp/prepaid/cost/list', {}, t.globex!);
    expect(JSON.stringify(globex.data)).not.toContain(C);
  });
});
