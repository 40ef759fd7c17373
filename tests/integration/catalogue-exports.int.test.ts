/**
 * Exports of the catalogue lists (basic plans, retail plans, APNs, bills) as download tasks against the
 * local stack: each kind's file content with headers in the user's language, and the tenant scope
 * of the lists (an enterprise exports only the plans published to it and its own retail plans; a
 * secondary customer only the retail plans offered to it, without the internal columns).
 */
import { basicPlanInput, retailPlanInput } from '@cmp/functions/plan/plan.test-support';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login } from '../support/api-client.ts';
import { type TaskView, csvColumn, csvLines, downloadFile, exportCsv, startExport, waitForTask } from '../support/downloads.ts';

type Lang = 'zh-CN' | 'en-US';

/** A suffix so names and codes stay unique if the stack's data outlives a run. */
const run = Date.now().toString(36).slice(-6).toUpperCase();

const column = csvColumn;

const planBody = (code: string, name: string, apnId: string) =>
  basicPlanInput({
    code,
    name,
    apnConfigs: [{ apnId, zones: [{ elementId: 'ZCN000001', commservIds: ['100000001'] }] }],
    testPeriodMonths: 0,
    silentPeriodMonths: 0,
  });

describe('catalogue exports as download tasks', () => {
  const t: Record<string, string> = {};
  const ids: Record<string, string> = {};
  const planName = (k: string) => `EX ${run} ${k}`;

  beforeAll(async () => {
    for (const name of ['admin', 'acme', 'globex', 'globex-north', 'acme-east', 'acme-west']) t[name] = await login(name);
    // An APN of its own: no card has it, so these plans never join a card's offer (card-detail suite).
    const apn = await call<{ apnId: string }>(
      '/cmp/base/apn/save',
      {
        name: `EX ${run} apn`,
        operator: 'CUCC',
        operatorApnCode: 'cuiot.ex',
        startIp: '10.9.0.1',
        endIp: '10.9.0.254',
        publicDns: '8.8.8.8',
      },
      { token: t.admin },
    );
    expect(apn.status, JSON.stringify(apn.body)).toBe(201);
    ids.apn = apn.body.data!.apnId;
    const publish = async (key: string, body: Record<string, unknown>) => {
      const saved = await call<{ goodsReleaseId: string }>(
        '/cmp/base/goods/basic/save',
        planBody(`EX${run}${key}`, planName(key), ids.apn!),
        {
          token: t.admin,
        },
      );
      expect(saved.status, JSON.stringify(saved.body)).toBe(201);
      ids[key] = saved.body.data!.goodsReleaseId;
      if (body.publishScope)
        expect(
          (await call('/cmp/base/goods/basic/publish', { goodsReleaseId: ids[key], ...body }, { token: t.admin })).status,
        ).toBe(200);
    };
    await publish('ACME', { publishScope: 'selected', publishTo: ['C1001'] });
    await publish('GLOBEX', { publishScope: 'selected', publishTo: ['C1002'] });
    await publish('ALL', { publishScope: 'all' });
    await publish('DRAFT', {});
    await publish('OFF', { publishScope: 'all' });
    expect((await call('/cmp/base/goods/basic/switch', { goodsReleaseId: ids.OFF, on: false }, { token: t.admin })).status).toBe(
      200,
    );
    const retail = async (token: string, retailName: string, custIds: string[]) => {
      const res = await call<{ retailId: string }>(
        '/cmp/base/goods/retail/save',
        retailPlanInput({ retailName, goodsReleaseId: ids.ALL!, custIds }),
        { token },
      );
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return res.body.data!.retailId;
    };
    ids.acmeRetail = await retail(t.acme!, `EX ${run} acme east`, ['S2001']);
    ids.acmeHidden = await retail(t.acme!, `EX ${run} acme none`, []);
  });

  // Other suites count the demo enterprises' retail plans: leave none of ours behind.
  afterAll(async () => {
    for (const retailId of [ids.acmeRetail, ids.acmeHidden].filter(Boolean)) {
      await call('/cmp/base/goods/retail/switch', { retailId, on: false }, { token: t.acme });
      expect((await call('/cmp/base/goods/retail/delete', { retailId }, { token: t.acme })).status).toBe(200);
    }
  });

  describe('basic plans', () => {
    const path = '/cmp/base/goods/basic/export';

    it('exports for an enterprise only the switched-on plans published to it, without publication targets', async () => {
      const acme = await exportCsv(path, t.acme!, { name: `EX ${run}` });
      expect(column(acme, 'Name').sort()).toEqual([planName('ACME'), planName('ALL')]);
      expect(acme.header).not.toContain('Published to');
      expect(acme.task).toMatchObject({ kind: 'basicPlans' });
      expect(acme.task.fileName).toMatch(/^basic-plans_\d{14}\.csv$/);
      const globex = await exportCsv(path, t.globex!, { name: `EX ${run}` });
      expect(column(globex, 'Name').sort()).toEqual([planName('ALL'), planName('GLOBEX')]);
    });

    it('exports every plan for the platform, with labels and headers in Chinese', async () => {
      const all = await exportCsv(path, t.admin!, { name: `EX ${run}` }, 'zh-CN');
      expect(all.header.slice(0, 4)).toEqual(['套餐 ID', '编码', '名称', '套餐类型']);
      const byName = Object.fromEntries(all.rows.map((r) => [r[all.header.indexOf('名称')], r]));
      expect(Object.keys(byName).sort()).toEqual(['ACME', 'ALL', 'DRAFT', 'GLOBEX', 'OFF'].map(planName).sort());
      const acmeRow = byName[planName('ACME')]!;
      const cell = (name: string) => acmeRow[all.header.indexOf(name)];
      expect(cell('套餐 ID')).toBe(ids.ACME);
      expect(cell('套餐类型')).toBe('月付费');
      expect(cell('运营商')).toBe('中国移动');
      expect(cell('发布价（元）')).toBe('20');
      expect(cell('流量（MB）')).toBe('1024');
      expect(cell('状态')).toBe('已发布');
      expect(cell('发布范围')).toBe('C1001');
      expect(byName[planName('OFF')]![all.header.indexOf('状态')]).toBe('已停用');
      expect(byName[planName('ALL')]![all.header.indexOf('发布范围')]).toBe('全部企业客户');
      const drafts = await exportCsv(path, t.admin!, { name: `EX ${run}`, status: 'draft' });
      expect(column(drafts, 'Name')).toEqual([planName('DRAFT')]);
    });

    it('refuses secondary customers and bad formats, and makes no task', async () => {
      const before = (
        await call<{ items: TaskView[] }>('/cmp/sim/downloadTask/list', { pageSize: 100 }, { token: t['acme-east'] })
      ).body.data!.items.length;
      expect((await call(path, { format: 'csv' }, { token: t['acme-east'] })).status).toBe(403);
      expect((await call(path, { format: 'pdf' }, { token: t.acme })).status).toBe(422);
      const after = (
        await call<{ items: TaskView[] }>('/cmp/sim/downloadTask/list', { pageSize: 100 }, { token: t['acme-east'] })
      ).body.data!.items.length;
      expect(after).toBe(before);
    });
  });

  describe('retail plans', () => {
    const path = '/cmp/base/goods/retail/export';

    it('exports an enterprise its own retail plans with the profit sharing and offers', async () => {
      const acme = await exportCsv(path, t.acme!, { retailName: `EX ${run}` });
      expect(column(acme, 'Retail plan ID').sort()).toEqual([ids.acmeRetail, ids.acmeHidden].sort());
      const i = acme.rows.findIndex((r) => r[0] === ids.acmeRetail);
      expect(acme.rows[i]![acme.header.indexOf('Basic price (CNY)')]).toBe('20');
      expect(acme.rows[i]![acme.header.indexOf('Retail price (CNY)')]).toBe('26');
      expect(acme.rows[i]![acme.header.indexOf('Dividend method')]).toBe('By profit');
      expect(acme.rows[i]![acme.header.indexOf('Offered to')]).toBe('S2001');
      expect(acme.rows[i]![acme.header.indexOf('Basic rate plan')]).toBe(planName('ALL'));
    });

    it('exports a secondary customer only what is offered to it, without the internal columns', async () => {
      const east = await exportCsv(path, t['acme-east']!, { retailName: `EX ${run}` }, 'zh-CN');
      expect(column(east, '零售套餐 ID')).toEqual([ids.acmeRetail]);
      for (const internal of ['基础价（元）', '分成方式', '分成比例（%）', '提供给']) expect(east.header).not.toContain(internal);
      const west = await exportCsv(path, t['acme-west']!, { retailName: `EX ${run}` });
      expect(west.rows).toEqual([]);
    });

    it('needs the platform to name the enterprise and refuses a foreign one', async () => {
      // Globex's seeded retail plan, and none of Acme's.
      const platform = await exportCsv(path, t.admin!, { channelCustId: 'C1002' });
      expect(column(platform, 'Retail plan ID')).toContain('R002');
      expect(column(platform, 'Retail plan ID')).not.toContain(ids.acmeRetail);
      expect((await call(path, { format: 'csv' }, { token: t.admin })).status).toBe(422);
      expect((await call(path, { channelCustId: 'C1002', format: 'csv' }, { token: t.acme })).status).toBe(403);
      expect((await call(path, { custId: 'S2002', format: 'csv' }, { token: t['acme-east'] })).status).toBe(403);
    });
  });

  describe('APNs', () => {
    const path = '/cmp/base/apn/export';

    it('exports the APN catalogue with its addresses, as XLSX too', async () => {
      const name = `EX ${run} apn`;
      const csv = await exportCsv(path, t.admin!, { name });
      expect(csv.header).toEqual([
        'APN ID',
        'Name',
        'Operator',
        'Operator APN code',
        'Start IP',
        'End IP',
        'Public DNS',
        'Backup DNS',
        'Private DNS',
        'Remark',
        'Updated',
      ]);
      expect(csv.rows.map((r) => r.slice(0, 9))).toEqual([
        [ids.apn, name, 'China Unicom', 'cuiot.ex', '10.9.0.1', '10.9.0.254', '8.8.8.8', '', ''],
      ]);
      const all = await exportCsv(path, t.admin!, { operator: 'CMCC' });
      expect(column(all, 'APN ID')).toEqual(expect.arrayContaining(['APN0001']));
      expect(column(all, 'Operator').every((o) => o === 'China Mobile')).toBe(true);

      const { unzip } = await import('@cmp/functions/download/zip');
      const taskId = await startExport(path, t.admin!, { name, format: 'xlsx' }, 'zh-CN');
      expect((await waitForTask(t.admin!, taskId)).status).toBe('succeeded');
      const book = unzip(await downloadFile(t.admin!, taskId));
      expect(book.get('xl/workbook.xml')!.toString()).toContain('<sheet name="APN"');
      const sheet = book.get('xl/worksheets/sheet1.xml')!.toString('utf8');
      expect(sheet).toContain('<t xml:space="preserve">运营商 APN 编码</t>');
      expect(sheet).toContain('<t xml:space="preserve">中国联通</t>');
    });

    it('needs the APN export permission (7030003)', async () => {
      expect((await call(path, { format: 'csv' }, { token: t.acme })).status).toBe(403);
    });
  });

  describe('/cmp/bill/export', () => {
    const path = '/cmp/bill/export';
    // A cycle no other suite bills, of the enterprise whose bills they leave alone.
    const ref = { channelCustId: 'C1002', cycle: '2026-05', calendar: 'month' };
    let billIds: string[] = [];
    const own = 'C1002_202605_MC_E';

    beforeAll(async () => {
      const started = await call('/cmp/bill/run', ref, { token: t.admin });
      expect([200, 202], JSON.stringify(started.body)).toContain(started.status);
      const until = Date.now() + 60_000;
      for (;;) {
        const run = await call<{ status: string; billIds: string[] }>('/cmp/bill/runDetail', ref, { token: t.admin });
        if (run.body.data!.status === 'succeeded') {
          billIds = run.body.data!.billIds;
          break;
        }
        expect(run.body.data!.status).toBe('processing');
        expect(Date.now()).toBeLessThan(until);
        await new Promise((r) => setTimeout(r, 250));
      }
      expect(billIds).toContain(own);
      expect((await call('/cmp/bill/publish', { billId: own }, { token: t.admin })).status).toBe(200);
    });

    it("exports what the caller's bill list shows: the platform every bill with its publication, in its language", async () => {
      const all = await exportCsv(path, t.admin!, { channelCustId: 'C1002', cycle: '2026-05' });
      expect(column(all, 'Bill ID').sort()).toEqual([...billIds].sort());
      expect(all.header).toEqual(expect.arrayContaining(['Payer', 'Total incl. tax (CNY)', 'Publication']));
      const row = all.rows[column(all, 'Bill ID').indexOf(own)]!;
      expect(row[all.header.indexOf('Publication')]).toBe('Published');
      expect(row[all.header.indexOf('Bill type')]).toBe('Consumption');
      expect(row[all.header.indexOf('Payer')]).not.toBe('C1002');
    });

    it('gives an enterprise its published bills only, without the publication columns, and refuses another enterprise', async () => {
      const mine = await exportCsv(path, t.globex!, { cycle: '2026-05' }, 'zh-CN');
      expect(column(mine, '账单编号')).toEqual([own]);
      expect(mine.header).not.toContain('发布状态');
      expect(column(mine, '账单类型')).toEqual(['消费账单']);
      // A secondary customer's bills of the cycle are not published: it exports none.
      const north = await exportCsv(path, t['globex-north']!, { cycle: '2026-05' });
      expect(north.rows).toEqual([]);
      const foreign = await call(path, { channelCustId: 'C1001', format: 'csv' }, { token: t.globex });
      expect(foreign.status).toBe(403);
    });
  });
});
