import { beforeAll, describe, expect, it } from 'vitest';
import { call, login, useStackEnv } from '../support/api-client.ts';
import { cardsOf } from '../support/cards.ts';
import { type TaskView, csvLines, downloadFile, startExport, waitForTask } from '../support/downloads.ts';

const exportCards = (token: string, body: Record<string, unknown>, lang: 'zh-CN' | 'en-US' = 'en-US') =>
  startExport('/cmp/sim/card/export', token, body, lang);

describe('card export as a download task', () => {
  const t: Record<string, string> = {};
  beforeAll(async () => {
    for (const name of ['acme', 'globex', 'acme-east']) t[name] = await login(name);
  });

  it('exports exactly the filtered cards, headers in Chinese, and lists the task newest first', async () => {
    const expected = (await cardsOf('CUST#C1001', 66)).filter((c) => c.operator === 'CUCC').map((c) => c.iccid);
    expect(expected.length).toBeGreaterThan(0);
    const taskId = await exportCards(t.acme!, { state: 66, operator: 'CUCC', format: 'csv' }, 'zh-CN');
    const task = await waitForTask(t.acme!, taskId);
    expect(task).toMatchObject({ status: 'succeeded', progress: 100, rows: expected.length, format: 'csv', createdBy: 'acme' });
    expect(task.fileName).toMatch(/^卡列表_\d{14}\.csv$/);
    const lines = csvLines(await downloadFile(t.acme!, taskId));
    expect(lines[0]).toBe(
      'ICCID,MSISDN,IMSI,IMEI,运营商,卡状态,企业客户编号,二级客户编号,二级客户,套餐,套餐流量 (MB),网络类型,激活时间,入库时间',
    );
    const rows = lines.slice(1).map((l) => l.split(','));
    expect(rows.map((r) => r[0]).sort()).toEqual(expected.sort());
    expect(rows.every((r) => r[4] === '中国联通' && r[5] === '失效' && r[6] === 'C1001')).toBe(true);
    const first = (await call<{ items: TaskView[] }>('/cmp/sim/downloadTask/list', {}, { token: t.acme! })).body.data!.items[0];
    expect(first?.taskId).toBe(taskId);
  });

  it('writes English headers and labels for an English request', async () => {
    const taskId = await exportCards(t.acme!, { state: 66, format: 'csv' }, 'en-US');
    expect((await waitForTask(t.acme!, taskId)).status).toBe('succeeded');
    const lines = csvLines(await downloadFile(t.acme!, taskId));
    expect(lines[0]!.startsWith('ICCID,MSISDN,IMSI,IMEI,Operator,Status,Enterprise ID')).toBe(true);
    expect(lines.slice(1).every((l) => l.split(',')[5] === 'Invalid')).toBe(true);
  });

  it('gives a secondary customer only its own cards', async () => {
    const own = new Set<string>();
    for (const state of [60, 61, 62, 63, 64, 65, 66, 67, 68])
      for (const c of await cardsOf('CUST#C1001#SUB#S2001', state)) own.add(c.iccid);
    const taskId = await exportCards(t['acme-east']!, { format: 'csv' });
    const task = await waitForTask(t['acme-east']!, taskId);
    expect(task.status).toBe('succeeded');
    const rows = csvLines(await downloadFile(t['acme-east']!, taskId))
      .slice(1)
      .map((l) => l.split(','));
    expect(rows.length).toBe(own.size);
    expect(rows.every((r) => r[6] === 'C1001' && r[7] === 'S2001')).toBe(true);
    expect(new Set(rows.map((r) => r[0]))).toEqual(own);
    // The enterprise's list does not show the secondary customer's task, nor the other way round.
    const acmeTasks = (await call<{ items: TaskView[] }>('/cmp/sim/downloadTask/list', { pageSize: 100 }, { token: t.acme! }))
      .body.data!.items;
    expect(acmeTasks.map((x) => x.taskId)).not.toContain(taskId);
  });

  it('writes a valid XLSX workbook', async () => {
    const { unzip } = await import('@cmp/functions/download/zip');
    const expected = (await cardsOf('CUST#C1001', 66)).map((c) => c.iccid);
    const taskId = await exportCards(t.acme!, { state: 66, format: 'xlsx' }, 'en-US');
    const task = await waitForTask(t.acme!, taskId);
    expect(task).toMatchObject({ status: 'succeeded', rows: expected.length });
    expect(task.fileName.endsWith('.xlsx')).toBe(true);
    const file = await downloadFile(t.acme!, taskId);
    expect(file.subarray(0, 2).toString()).toBe('PK');
    const sheet = unzip(file).get('xl/worksheets/sheet1.xml')!.toString('utf8');
    expect(sheet).toContain('<t xml:space="preserve">Status</t>');
    for (const iccid of expected) expect(sheet).toContain(`<t xml:space="preserve">${iccid}</t>`);
    expect(sheet.match(/<row /g)).toHaveLength(expected.length + 1);
  });

  it("does not hand out another tenant's file, nor a file not written yet", async () => {
    const taskId = await exportCards(t.acme!, { state: 66, format: 'csv' });
    await waitForTask(t.acme!, taskId);
    const res = await call('/cmp/sim/downloadTask/url', { taskId }, { token: t.globex! });
    expect(res.status).toBe(404);
    expect(res.body.success).toBe(false);
    expect((await call('/cmp/sim/downloadTask/url', { taskId }, { token: t['acme-east']! })).status).toBe(404);
    expect((await call('/cmp/sim/card/export', { channelCustId: 'C1002', format: 'csv' }, { token: t.acme! })).status).toBe(403);
    expect((await call('/cmp/sim/card/export', { format: 'pdf' }, { token: t.acme! })).status).toBe(422);
  });

  it('ends failed with a reason when the export cannot be written', async () => {
    useStackEnv();
    const { localStateMachineArn } = await import('../../infra/src/local/sfn-local.ts');
    process.env.EXPORT_STATE_MACHINE_ARN = localStateMachineArn('export-task');
    const { createDownloadRepository } = await import('@cmp/functions/download/download.repository');
    const repo = createDownloadRepository();
    const now = new Date();
    const taskId = `${now.getTime().toString(36).padStart(9, '0')}broken000000`;
    await repo.create({
      taskId,
      scope: 'CUST#C1001',
      kind: 'cards',
      // A format the worker cannot write: every attempt fails, then the machine's Catch records why.
      format: 'pdf' as 'csv',
      fileName: 'broken.pdf',
      status: 'processing',
      progress: 0,
      rows: 0,
      tenant: { channelCustId: 'C1001', custId: null },
      filter: {},
      lang: 'en-US',
      createdBy: 'acme',
      createdAt: now.toISOString(),
      expiresAt: Math.floor(now.getTime() / 1000) + 3600,
    });
    await repo.start({ scope: 'CUST#C1001', taskId });
    const task = await waitForTask(t.acme!, taskId);
    expect(task.status).toBe('failed');
    expect(task.failureReason).toBe('The export failed. Please try again later. (Unsupported export format: pdf)');
    // The cause is stored, the sentence is worded for each reader (the task was requested in English).
    const zh = await call<{ items: TaskView[] }>(
      '/cmp/sim/downloadTask/list',
      { pageSize: 100 },
      { token: t.acme!, lang: 'zh-CN' },
    );
    expect(zh.body.data!.items.find((x) => x.taskId === taskId)?.failureReason).toBe(
      '导出失败，请稍后重试 (Unsupported export format: pdf)',
    );
    const res = await call('/cmp/sim/downloadTask/url', { taskId }, { token: t.acme! });
    expect(res.status).toBe(409);
    expect(res.body.errorCode).toBe(43001);
  });
});
