import { describe, expect, it } from 'vitest';
import type { Apn } from '../apn/apn.repository.ts';
import { testPrincipal } from '../shared/auth/principal.test-support.ts';
import type { Principal } from '../shared/auth/principal.ts';
import { thrownBy } from '../shared/http/app-error.test-support.ts';
import {
  type BasicPlanRow,
  type BillRow,
  type ChannelBillDiffRow,
  type OrderRow,
  type RetailPlanRow,
  apnColumns,
  basicPlanColumns,
  billColumns,
  billOperationColumns,
  cardOrderColumns,
  channelBillDiffColumns,
  joined,
  megabytes,
  orderColumns,
  retailPlanColumns,
  tableOf,
  yuan,
} from './catalogue-export-columns.ts';
import { type CatalogueLists, catalogueExport, seesInternal, viewerPrincipal } from './catalogue-export.ts';
import { exportFileKey, exportFileName, sheetName } from './download-model.ts';
import { catalogueTenant } from './download.service.ts';

const basic = {
  goodsReleaseId: 'G1',
  code: 'IOT-1G',
  name: 'IoT 1 GB',
  goodsType: 2,
  tariffType: 0,
  operator: 'CUCC',
  releasePrice: 1250,
  normPrice: 1500,
  modeType: '01',
  releaseCycle: 1,
  durationMonths: 12,
  quotaBytes: 1024 * 1_048_576,
  apns: ['A1', 'A2'],
  zones: [
    { elementId: 'Z1', elementName: 'Mainland' },
    { elementId: 'Z2', elementName: '' },
  ],
  useUpAction: 'overdraw',
  testPeriodMonths: 3,
  silentPeriodMonths: 6,
  renewalMode: 'auto',
  taxRate: 6,
  currency: 'CNY',
  status: 'published',
  publishScope: 'selected',
  publishTo: ['C1001', 'C1002'],
  createdAt: '2026-01-31T16:30:00.000Z',
} as unknown as BasicPlanRow;

const retail: RetailPlanRow = {
  retailId: 'R1',
  retailName: 'Meter plan',
  retailPrice: 1999,
  goodsReleaseId: 'G1',
  basicName: 'IoT 1 GB',
  basicPrice: 1250,
  tariffType: 0,
  dividend: 'turnover',
  proportion: 30,
  taxRate: 6,
  custIds: ['S1', 'S2'],
  status: 'on',
  remark: '',
  createdAt: '2026-02-01T00:00:00.000Z',
};

const apn: Apn = {
  apnId: 'A1',
  name: 'iot.demo',
  operator: 'CMCC',
  operatorApnCode: 'cmiot.demo',
  startIp: '10.0.0.1',
  endIp: '10.0.0.254',
  publicDns: '8.8.8.8',
  createdBy: 'admin',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-02T00:00:00.000Z',
};

describe('catalogue export cells', () => {
  it('writes money as yuan, quotas as MB and lists in one cell', () => {
    expect(yuan(1250)).toBe(12.5);
    expect(yuan(0)).toBe(0);
    expect(yuan(undefined)).toBe('');
    expect(megabytes(1_572_864)).toBe(1.5);
    expect(megabytes(undefined)).toBe('');
    expect(joined(['A', 'B'])).toBe('A; B');
    expect(joined(undefined)).toBe('');
  });

  it('writes a basic plan with headers and labels in the user language', () => {
    const en = tableOf(basicPlanColumns, true);
    const header = en.header('en-US');
    const row = Object.fromEntries(header.map((h, i) => [h, en.row(basic, 'en-US')[i]]));
    expect(header[0]).toBe('Plan ID');
    expect(row).toMatchObject({
      Code: 'IOT-1G',
      'Plan type': 'Monthly',
      'Tariff type': 'Monthly individual',
      Operator: 'China Unicom',
      'Release price (CNY)': 12.5,
      'Standard price (CNY)': 15,
      Edition: 'Professional',
      'Quota (MB)': 1024,
      APNs: 'A1; A2',
      'Area packages': 'Mainland; Z2',
      'Action after use-up': 'Overdraw',
      'Renewal mode': 'Renew automatically',
      Status: 'Published',
      'Published to': 'C1001; C1002',
      Created: '2026/02/01 00:30:00',
    });
    const zh = tableOf(basicPlanColumns, true);
    const zhRow = Object.fromEntries(zh.header('zh-CN').map((h, i) => [h, zh.row(basic, 'zh-CN')[i]]));
    expect(zhRow).toMatchObject({
      套餐类型: '月付费',
      运营商: '中国联通',
      版本: '专业版',
      状态: '已发布',
      发布范围: 'C1001; C1002',
    });
    expect(tableOf(basicPlanColumns, true).row({ ...basic, publishScope: 'all', publishTo: [] }, 'en-US')).toContain(
      'All enterprises',
    );
  });

  it('leaves internal columns out for viewers who do not see them in the list', () => {
    expect(tableOf(basicPlanColumns, false).header('en-US')).not.toContain('Published to');
    const forSecondary = tableOf(retailPlanColumns, false);
    expect(forSecondary.header('en-US')).toEqual([
      'Retail plan ID',
      'Retail plan name',
      'Basic rate plan',
      'Tariff type',
      'Retail price (CNY)',
      'Tax rate (%)',
      'Status',
      'Remark',
      'Created',
    ]);
    expect(forSecondary.row(retail, 'zh-CN')).toEqual([
      'R1',
      'Meter plan',
      'IoT 1 GB',
      '月付单卡',
      19.99,
      6,
      '启用',
      '',
      '2026/02/01 08:00:00',
    ]);
    const full = tableOf(retailPlanColumns, true);
    expect(full.header('zh-CN')).toEqual(expect.arrayContaining(['基础价（元）', '分成方式', '分成比例（%）', '提供给']));
    expect(full.row(retail, 'en-US')).toEqual(expect.arrayContaining([12.5, 'By turnover', 30, 'S1; S2']));
    expect(seesInternal('basicPlans', { roleType: 1000 })).toBe(true);
    expect(seesInternal('basicPlans', { roleType: 3000 })).toBe(false);
    expect(seesInternal('retailPlans', { roleType: 4000 })).toBe(true);
    expect(seesInternal('retailPlans', { roleType: 5000 })).toBe(false);
  });

  it('writes an APN with empty optional addresses', () => {
    const t = tableOf(apnColumns, true);
    expect(t.header('zh-CN')).toEqual([
      'APN ID',
      '名称',
      '运营商',
      '运营商 APN 编码',
      '起始 IP',
      '结束 IP',
      '公网 DNS',
      '备用 DNS',
      '私网 DNS',
      '备注',
      '更新时间',
    ]);
    expect(t.row(apn, 'en-US')).toEqual([
      'A1',
      'iot.demo',
      'China Mobile',
      'cmiot.demo',
      '10.0.0.1',
      '10.0.0.254',
      '8.8.8.8',
      '',
      '',
      '',
      '2026/01/02 08:00:00',
    ]);
  });
});

describe('catalogue export reading', () => {
  it('reads every page of the list as the requester, with the list filters', async () => {
    const calls: { p: Principal; body: Record<string, unknown> }[] = [];
    const lists: CatalogueLists = {
      basicList: async (p, body) => {
        calls.push({ p, body });
        return body.cursor ? { items: [{ ...basic, goodsReleaseId: 'G2' }], cursor: null } : { items: [basic], cursor: 'next' };
      },
      retailList: async () => ({ items: [], cursor: null }),
      apnList: async () => ({ items: [], cursor: null }),
    };
    const viewer = { loginName: 'acme-admin', roleType: 3000 as const, channelCustId: 'C1001', custId: null };
    const exp = catalogueExport(lists, 'basicPlans', viewer, 'en-US');
    const rows = [];
    for await (const page of exp.pages({ name: 'IoT' })) rows.push(...page);
    expect(rows.map((r) => r[0])).toEqual(['G1', 'G2']);
    expect(exp.header).not.toContain('Published to');
    expect(calls.map((c) => c.body)).toEqual([
      { name: 'IoT', cursor: undefined, pageSize: 100 },
      { name: 'IoT', cursor: 'next', pageSize: 100 },
    ]);
    expect(calls[0]!.p).toMatchObject({ loginName: 'acme-admin', roleType: 3000, channelCustId: 'C1001', custId: null });
    expect(viewerPrincipal(viewer).permissions.size).toBe(0);
  });

  it('names files and sheets by kind in both languages, platform files under PLATFORM', () => {
    const at = new Date('2026-11-23T16:30:05Z');
    expect(exportFileName('en-US', 'csv', at, 'basicPlans')).toBe('basic-plans_20261124003005.csv');
    expect(exportFileName('zh-CN', 'xlsx', at, 'retailPlans')).toBe('零售套餐_20261124003005.xlsx');
    expect(exportFileName('en-US', 'xlsx', at, 'apns')).toBe('apns_20261124003005.xlsx');
    expect(sheetName('apns', 'zh-CN')).toBe('APN');
    expect(sheetName('basicPlans', 'en-US')).toBe('Basic plans');
    expect(exportFileKey(null, 't1', 'csv')).toBe('exports/PLATFORM/t1.csv');
  });
});

describe('bill exports', () => {
  const bill: BillRow = {
    billId: 'C1001_202610_MC_S2001',
    customerName: 'Acme East',
    enterpriseName: 'Acme',
    channelCustId: 'C1001',
    custId: 'S2001',
    cycle: '2026-10',
    calendar: 'unicom',
    kind: 'consumption',
    start: '2026-09-26',
    end: '2026-10-25',
    status: 4,
    publishStatus: 1,
    publishedAt: '2026-11-02T01:30:00.000Z',
    totals: { cardCount: 12, amount: 123_45, tax: 7_41, total: 130_86 },
  };

  it('writes a bill in words and yuan, with its publication for the platform only', () => {
    const platform = tableOf(billColumns, seesInternal('bills', { roleType: 1000 }));
    expect(platform.row(bill, 'en-US')).toEqual([
      'C1001_202610_MC_S2001',
      'Acme East',
      'Acme',
      '2026-10',
      'Unicom (26th to 25th)',
      '2026-09-26 – 2026-10-25',
      'Consumption',
      12,
      123.45,
      7.41,
      130.86,
      'Overdue, written off',
      'Published',
      '2026/11/02 09:30:00',
    ]);
    const enterprise = tableOf(billColumns, seesInternal('bills', { roleType: 3000 }));
    expect(enterprise.header('zh-CN')).not.toContain('发布状态');
    expect(enterprise.header('zh-CN').slice(0, 3)).toEqual(['账单编号', '付款方', '企业客户']);
    expect(enterprise.row({ ...bill, customerName: null, kind: 'profit' }, 'zh-CN')[1]).toBe('S2001');
    expect(sheetName('bills', 'zh-CN')).toBe('账单');
  });

  it("reads the bill list in the viewer's language, and is refused where no bill list is wired", async () => {
    const langs: string[] = [];
    const lists: CatalogueLists = {
      basicList: async () => ({ items: [], cursor: null }),
      retailList: async () => ({ items: [], cursor: null }),
      apnList: async () => ({ items: [], cursor: null }),
      billList: async (_p, _body, lang) => {
        langs.push(lang);
        return { items: [bill], cursor: null };
      },
    };
    const viewer = { loginName: 'acme', roleType: 3000 as const, channelCustId: 'C1001', custId: null };
    const rows = [];
    for await (const page of catalogueExport(lists, 'bills', viewer, 'zh-CN').pages({ cycle: '2026-10' })) rows.push(...page);
    expect(rows.map((r) => r[0])).toEqual(['C1001_202610_MC_S2001']);
    expect(langs).toEqual(['zh-CN']);
    expect(() => catalogueExport({ ...lists, billList: undefined }, 'bills', viewer, 'en-US')).toThrow(/No list service/);
  });
});

describe("catalogue export checks (the lists' own refusals, before a task exists)", () => {
  const platform = testPrincipal(1000);
  const acme = testPrincipal(3000, { channelCustId: 'C1001' });
  const east = testPrincipal(5000, { channelCustId: 'C1001', custId: 'S2001' });
  const code = (run: () => unknown) => thrownBy(run).key;

  it('reads basic plans under the enterprise, refuses them to a secondary customer', () => {
    expect(catalogueTenant(platform, 'basicPlans', {})).toBeNull();
    expect(catalogueTenant(acme, 'basicPlans', {})).toEqual({ channelCustId: 'C1001', custId: null });
    expect(code(() => catalogueTenant(east, 'basicPlans', {}))).toBe('FORBIDDEN');
  });

  it('reads retail plans and bills under the tenant named, refusing a foreign enterprise', () => {
    expect(catalogueTenant(acme, 'retailPlans', {})).toEqual({ channelCustId: 'C1001', custId: null });
    expect(code(() => catalogueTenant(acme, 'retailPlans', { channelCustId: 'C1002' }))).toBe('FORBIDDEN');
    expect(catalogueTenant(platform, 'bills', {})).toBeNull();
    expect(catalogueTenant(east, 'bills', {})).toEqual({ channelCustId: 'C1001', custId: 'S2001' });
    expect(code(() => catalogueTenant(acme, 'bills', { channelCustId: 'C1002' }))).toBe('FORBIDDEN');
    expect(catalogueTenant(platform, 'apns', {})).toBeNull();
  });

  it('reads orders as the order lists do, and operator bill differences for the platform only', () => {
    for (const kind of ['orders', 'cardOrders'] as const) {
      expect(catalogueTenant(platform, kind, {})).toBeNull();
      expect(catalogueTenant(platform, kind, { channelCustId: 'C1002' })).toEqual({ channelCustId: 'C1002', custId: null });
      expect(catalogueTenant(acme, kind, { custId: 'S2001' })).toEqual({ channelCustId: 'C1001', custId: 'S2001' });
      expect(catalogueTenant(east, kind, {})).toEqual({ channelCustId: 'C1001', custId: 'S2001' });
      expect(code(() => catalogueTenant(acme, kind, { channelCustId: 'C1002' }))).toBe('FORBIDDEN');
      expect(code(() => catalogueTenant(east, kind, { custId: 'S2002' }))).toBe('FORBIDDEN');
    }
    expect(catalogueTenant(platform, 'channelBillDifferences', {})).toBeNull();
    expect(code(() => catalogueTenant(acme, 'channelBillDifferences', {}))).toBe('FORBIDDEN');
  });

  it('reads the bill operations log as its list does: the platform any, an enterprise its own, no secondary customer', () => {
    expect(catalogueTenant(platform, 'billOperations', {})).toBeNull();
    expect(catalogueTenant(platform, 'billOperations', { channelCustId: 'C1002' })).toEqual({
      channelCustId: 'C1002',
      custId: null,
    });
    expect(catalogueTenant(acme, 'billOperations', {})).toEqual({ channelCustId: 'C1001', custId: null });
    expect(code(() => catalogueTenant(acme, 'billOperations', { channelCustId: 'C1002' }))).toBe('FORBIDDEN');
    expect(code(() => catalogueTenant(east, 'billOperations', {}))).toBe('FORBIDDEN');
    const table = tableOf(billOperationColumns, true);
    const row = table.row(
      {
        operationId: 'o1',
        type: 'writeOff',
        billId: 'C1001_202610_MC_E',
        channelCustId: 'C1001',
        amount: 1234,
        statusBefore: 2,
        statusAfter: 3,
        writtenOffAfter: 1234,
        by: 'acme',
        at: '2026-11-26T02:00:00.000Z',
        reason: 'paid',
      },
      'en-US',
    );
    expect(row).toEqual([
      '2026/11/26 10:00:00',
      'C1001_202610_MC_E',
      'C1001',
      'Written off',
      12.34,
      'To be written off',
      'Written off',
      12.34,
      'acme',
      'paid',
    ]);
  });
});

describe('order and operator bill exports', () => {
  const order: OrderRow = {
    orderId: 'C1001-20261120-0a1b2c3d',
    orderType: 'renewal',
    channelCustId: 'C1001',
    custId: 'S2001',
    enterpriseName: 'Acme',
    customerName: 'Acme East',
    payState: 2,
    iccid: '89860000000000000001',
    itemName: 'IoT 1 GB',
    quantity: 3,
    basicUnitPrice: 1250,
    basicAmount: 3750,
    retailUnitPrice: 1500,
    retailAmount: 4500,
    margin: 750,
    operator: null,
    remark: null,
    invoiceId: null,
    createdAt: '2026-11-20T02:00:00.000Z',
  };
  const cardOrder: OrderRow = {
    ...order,
    orderId: 'C1001-20261120-11111111',
    orderType: 'card',
    custId: null,
    customerName: null,
    iccid: null,
    itemName: 'MFF2 cards',
    quantity: 500,
    basicUnitPrice: 350,
    basicAmount: 175_000,
    retailUnitPrice: null,
    retailAmount: null,
    margin: null,
    operator: 'CMCC',
    payState: 1,
    remark: 'Q4 batch',
  };

  it('writes an order in words and yuan; basic prices and margin for the platform and the enterprise only', () => {
    const enterprise = tableOf(orderColumns, seesInternal('orders', { roleType: 3000 }));
    expect(enterprise.header('en-US')).toEqual([
      'Order number',
      'Type',
      'Enterprise',
      'Secondary customer',
      'Item',
      'ICCID',
      'Quantity',
      'Basic unit price (CNY)',
      'Basic amount (CNY)',
      'Retail unit price (CNY)',
      'Retail amount (CNY)',
      'Margin (CNY)',
      'Pay state',
      'Invoice',
      'Ordered at',
      'Remark',
    ]);
    expect(enterprise.row(order, 'en-US')).toEqual([
      'C1001-20261120-0a1b2c3d',
      'Renewal',
      'Acme',
      'Acme East',
      'IoT 1 GB',
      '89860000000000000001',
      3,
      12.5,
      37.5,
      15,
      45,
      7.5,
      'Paid',
      '',
      '2026/11/20 10:00:00',
      '',
    ]);
    expect(seesInternal('orders', { roleType: 1000 })).toBe(true);
    const secondary = tableOf(orderColumns, seesInternal('orders', { roleType: 5000 }));
    expect(secondary.header('zh-CN')).not.toEqual(expect.arrayContaining(['单价（基础，元）']));
    expect(secondary.header('zh-CN').filter((h) => /基础|毛利/.test(h))).toEqual([]);
    const row = secondary.row(order, 'zh-CN');
    expect(row).not.toContain(12.5);
    expect(row).not.toContain(37.5);
    expect(row).not.toContain(7.5);
    expect(row).toContain('续费');
    expect(sheetName('orders', 'zh-CN')).toBe('订单');
  });

  it('writes a card purchase with its operator and one price; none for a secondary customer', () => {
    const platform = tableOf(cardOrderColumns, seesInternal('cardOrders', { roleType: 1000 }));
    expect(platform.header('zh-CN')).toEqual([
      '订单编号',
      '企业客户',
      '商品',
      '运营商',
      '卡数',
      '单价（元）',
      '金额（元）',
      '支付状态',
      '下单时间',
      '备注',
    ]);
    expect(platform.row(cardOrder, 'zh-CN')).toEqual([
      'C1001-20261120-11111111',
      'Acme',
      'MFF2 cards',
      '中国移动',
      500,
      3.5,
      1750,
      '未支付',
      '2026/11/20 10:00:00',
      'Q4 batch',
    ]);
    const secondary = tableOf(cardOrderColumns, seesInternal('cardOrders', { roleType: 5000 }));
    expect(secondary.header('en-US')).not.toContain('Amount (CNY)');
    expect(exportFileName('en-US', 'csv', new Date('2026-11-20T02:00:00Z'), 'cardOrders')).toBe('card-orders_20261120100000.csv');
  });

  it('writes the differences of an operator bill: kind, payer, both amounts and the gap', () => {
    const table = tableOf(channelBillDiffColumns, seesInternal('channelBillDifferences', { roleType: 1000 }));
    const diff: ChannelBillDiffRow = {
      iccid: '89860000000000000002',
      kind: 'amountDiffers',
      operatorAmount: 1200,
      ourAmount: 1000,
      operatorBytes: 2 * 1_048_576,
      payer: 'E',
      payerName: null,
    };
    expect(table.header('en-US')).toEqual([
      'ICCID',
      'Difference',
      'Payer',
      'Operator amount (CNY)',
      'Our amount (CNY)',
      'Operator − ours (CNY)',
      'Operator usage (MB)',
    ]);
    expect(table.row(diff, 'en-US')).toEqual([
      '89860000000000000002',
      'Amount differs',
      'The enterprise (own card)',
      12,
      10,
      2,
      2,
    ]);
    const missing = { ...diff, kind: 'missingOurs', ourAmount: null, payer: null, operatorBytes: null };
    expect(table.row(missing, 'zh-CN')).toEqual(['89860000000000000002', '我方缺失', '', 12, '', '', '']);
    expect(table.row({ ...diff, payer: 'S2001', payerName: 'Acme East' }, 'zh-CN')[2]).toBe('Acme East');
  });

  it('reads the order lists and the differences through their list services, as the viewer', async () => {
    const seen: string[] = [];
    const lists: CatalogueLists = {
      basicList: async () => ({ items: [], cursor: null }),
      retailList: async () => ({ items: [], cursor: null }),
      apnList: async () => ({ items: [], cursor: null }),
      orderList: async (p, body) => {
        seen.push(`orders ${p.roleType} ${body.orderType}`);
        return { items: [order], cursor: null };
      },
      cardOrderList: async () => ({ items: [cardOrder], cursor: null }),
      channelBillDiffs: async (_p, body) => {
        seen.push(`diffs ${body.billId} ${body.cursor ?? 'first'}`);
        return body.cursor
          ? { items: [], cursor: null }
          : {
              items: [
                { iccid: '1', kind: 'missingOperator', operatorAmount: null, ourAmount: 5, operatorBytes: null, payer: 'E' },
              ],
              cursor: '0.1',
            };
      },
    };
    const east = { loginName: 'east', roleType: 5000 as const, channelCustId: 'C1001', custId: 'S2001' };
    const rows = [];
    for await (const page of catalogueExport(lists, 'orders', east, 'en-US').pages({ orderType: 'renewal' })) rows.push(...page);
    expect(rows).toHaveLength(1);
    expect(rows[0]).not.toContain(37.5);
    const cards = [];
    for await (const page of catalogueExport(lists, 'cardOrders', east, 'en-US').pages({})) cards.push(...page);
    expect(cards[0]).toContain('China Mobile');
    const admin = { loginName: 'admin', roleType: 1000 as const, channelCustId: null, custId: null };
    const diffs = [];
    for await (const page of catalogueExport(lists, 'channelBillDifferences', admin, 'en-US').pages({ billId: 'CB1' }))
      diffs.push(...page);
    expect(diffs.map((d) => d[1])).toEqual(['Missing on the operator’s side']);
    expect(seen).toEqual(['orders 5000 renewal', 'diffs CB1 first', 'diffs CB1 0.1']);
  });
});
