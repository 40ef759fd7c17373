/**
 * The reports against the local stack (issue #17, item 1): every screen's list read from the report
 * roll-ups, for the platform (all enterprises, or one), an enterprise (its own, or a secondary
 * customer's) and a secondary customer (its own only); a single-card state change shows up in the
 * flows and the counts of its month; a usage file shows up in the usage reports under the billing
 * cycle of its card's operator (Unicom: from the 26th, the next month's cycle) and reading it again
 * adds nothing; the business report's billed amounts are the financial report's; year checks.
 */
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { type ApiResult, call, login } from '../support/api-client.ts';
import { type CardRow, cardTaker, cardsOf, stackItem, stackS3 } from '../support/cards.ts';
import { csvColumn, exportCsv } from '../support/downloads.ts';

interface CardReportRow {
  month: string;
  total: number;
  states: Record<string, number>;
  operators: Record<string, number>;
}
interface FlowRow {
  month: string;
  added: number;
  activated: number;
  deactivated: number;
  allocated: number;
}
interface UsageRow {
  month: string;
  goodsReleaseId: string;
  planName: string | null;
  bytes: number;
}
interface CommRow {
  month: string;
  kind: 'commserv' | 'zone';
  id: string;
  name: string | null;
  bytes: number;
}
interface BusinessRow {
  month: string;
  cards: number;
  usageBytes: number;
  billedFen: number | null;
}
interface Answer<R> {
  year: string;
  channelCustId: string | null;
  custId: string | null;
  items: R[];
  totals?: Record<string, number | null>;
}

const t = {} as Record<'admin' | 'acme' | 'acme-east' | 'globex', string>;
const year = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 4);
const ok = <T>(res: ApiResult<T>, status = 200): T => {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  return res.body.data!;
};
const report = <R>(path: string, token: string, body: Record<string, unknown> = {}, lang: 'zh-CN' | 'en-US' = 'en-US') =>
  call<Answer<R>>(`/cmp/report/${path}/list`, body, { token, lang });
const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

async function until<T>(read: () => Promise<T>, done: (v: T) => boolean, timeoutMs = 30_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const v = await read();
    if (done(v) || Date.now() > end) return v;
    await new Promise((r) => setTimeout(r, 250));
  }
}

describe('reports', () => {
  beforeAll(async () => {
    for (const name of ['admin', 'acme', 'acme-east', 'globex'] as const) t[name] = await login(name);
  });

  it('card report: per month, states and operators add up to the total; the current month is the counters; scopes nest', async () => {
    const acme = ok(await report<CardReportRow>('card', t.acme));
    expect(acme.channelCustId).toBe('C1001');
    expect(acme.items.length).toBeGreaterThan(0);
    for (const r of acme.items) {
      expect(sum(Object.values(r.states))).toBe(r.total);
      expect(sum(Object.values(r.operators))).toBe(r.total);
    }
    const last = acme.items.at(-1)!;
    const stats = (await stackItem('CUST#C1001#STAT', 'CARDS')) ?? {};
    expect(last.total).toBe(Number(stats.total));
    // The demo's cards count from the month they were created: an earlier month end has no more cards.
    expect(acme.items[0]!.total).toBeLessThanOrEqual(last.total);
    const east = ok(await report<CardReportRow>('card', t['acme-east']));
    expect(east.custId).toBe('S2001');
    expect(east.items.at(-1)!.total).toBeLessThan(last.total);
    const platform = ok(await report<CardReportRow>('card', t.admin));
    expect(platform.channelCustId).toBeNull();
    expect(platform.items.at(-1)!.total).toBeGreaterThan(last.total);
    const named = ok(await report<CardReportRow>('card', t.admin, { channelCustId: 'C1001', custId: 'S2001' }));
    expect(named.custId).toBe('S2001');
    expect(named.items.at(-1)!.total).toBe(east.items.at(-1)!.total);
  });

  it('tenants: a secondary customer reads only its own, an enterprise only its own, a foreign customer is refused', async () => {
    expect((await report('card', t['acme-east'], { custId: 'S2002' })).status).toBe(403);
    expect((await report('card', t.globex, { channelCustId: 'C1001' })).status).toBe(403);
    const foreignSub = await report('cardflow', t.acme, { custId: 'S2003' });
    expect(foreignSub.status).toBe(404);
    expect(foreignSub.body.errorCode).toBe(50203);
    expect((await report('business', t.admin, { channelCustId: 'C9999' })).body.errorCode).toBe(50203);
    expect((await report('usage', t.admin, { custId: 'S2001' })).status).toBe(422);
    const globex = ok(await report<CardReportRow>('card', t.globex));
    const acme = ok(await report<CardReportRow>('card', t.acme));
    expect(globex.items.at(-1)!.total).not.toBe(acme.items.at(-1)!.total);
  });

  it('a single-card state change shows in the month flows, activations and counts', async () => {
    const take = cardTaker<CardRow>();
    const [card] = await take(await cardsOf('CUST#C1001#SUB#S2001', 64), () => true, 1);
    const flows = async () => ok(await report<FlowRow>('cardflow', t['acme-east'])).items.at(-1)!;
    // The platform's flows: its month's shards, one of which the change adds to.
    const platformFlows = async () => ok(await report<FlowRow>('cardflow', t.admin)).items.at(-1)!;
    const [before, platformBefore] = [await flows(), await platformFlows()];
    const res = await call('/cmp/sim/card/changeState', { iccid: card!.iccid, targetState: 65 }, { token: t.acme });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const after = await flows();
    expect(after.deactivated - before.deactivated).toBeGreaterThanOrEqual(1);
    expect((await platformFlows()).deactivated - platformBefore.deactivated).toBeGreaterThanOrEqual(1);
    const back = await call('/cmp/sim/card/changeState', { iccid: card!.iccid, targetState: 64 }, { token: t.acme });
    expect(back.status, JSON.stringify(back.body)).toBe(200);
    const active = ok(await report<{ month: string; activated: number }>('active', t['acme-east'])).items.at(-1)!;
    expect(active.activated).toBeGreaterThanOrEqual(after.activated + 1);
  });

  it('usage: a file rolls up by billing cycle, plan, service and zone, once', async () => {
    const take = cardTaker<CardRow & { operator: string; goodsReleaseId: string }>();
    const cards = await cardsOf('CUST#C1002#SUB#S2003', 64);
    const [unicom] = await take(cards as never, (c: { operator: string }) => c.operator === 'CUCC', 1);
    // A Unicom day from the 26th belongs to the next month's cycle.
    const key = `cdr/test/reports-${Date.now()}.csv`;
    const body = `day,iccid,bytes\n2024-07-27,${unicom!.iccid},7777\n`;
    const usage = async () =>
      ok(await report<UsageRow>('usage', t.globex, { year: '2024', custId: 'S2003' })).items.filter((r) => r.month === '2024-08');
    const before = sum((await usage()).map((r) => r.bytes));
    const platformUsage = async () =>
      sum(
        ok(await report<UsageRow>('usage', t.admin, { year: '2024' }))
          .items.filter((r) => r.month === '2024-08')
          .map((r) => r.bytes),
      );
    const platformBefore = await platformUsage();
    const put = () => stackS3().send(new PutObjectCommand({ Bucket: inject('stack').env.IMPORTS_BUCKET, Key: key, Body: body }));
    await put();
    const rows = await until(usage, (r) => sum(r.map((x) => x.bytes)) - before === 7777);
    expect(sum(rows.map((r) => r.bytes)) - before).toBe(7777);
    expect(rows.find((r) => r.goodsReleaseId === unicom!.goodsReleaseId)?.planName).toBeTruthy();
    const july = ok(await report<UsageRow>('usage', t.globex, { year: '2024', custId: 'S2003' })).items.filter(
      (r) => r.month === '2024-07' && r.goodsReleaseId === unicom!.goodsReleaseId,
    );
    expect(sum(july.map((r) => r.bytes))).toBe(0);
    // Read again (the file re-delivered under another name): the same day's bytes add nothing.
    await stackS3().send(
      new PutObjectCommand({ Bucket: inject('stack').env.IMPORTS_BUCKET, Key: `${key}.again.csv`, Body: body }),
    );
    await until(
      () => stackItem('PLATFORM#CDR', `FILE#${key}.again.csv`),
      (m) => m?.status === 'done',
    );
    expect(sum((await usage()).map((r) => r.bytes)) - before).toBe(7777);
    const comm = ok(await report<CommRow>('communicationUsage', t.globex, { year: '2024', custId: 'S2003' })).items.filter(
      (r) => r.month === '2024-08',
    );
    expect(comm.some((r) => r.kind === 'zone')).toBe(true);
    // Names, not ids: every service and zone the plans carry is named.
    expect(comm.filter((r) => r.id !== 'none').every((r) => r.name)).toBe(true);
    expect(sum(comm.filter((r) => r.kind === 'commserv').map((r) => r.bytes))).toBeGreaterThanOrEqual(7777);
    // The enterprise's own view holds its secondary customer's usage; the platform's holds it too.
    const ent = ok(await report<UsageRow>('usage', t.globex, { year: '2024' })).items.filter((r) => r.month === '2024-08');
    expect(sum(ent.map((r) => r.bytes))).toBeGreaterThanOrEqual(7777);
    const plat = ok(await report<UsageRow>('usage', t.admin, { year: '2024' })).items.filter((r) => r.month === '2024-08');
    expect(sum(plat.map((r) => r.bytes))).toBeGreaterThanOrEqual(sum(ent.map((r) => r.bytes)));
    // The file's bytes reached the platform's shards too, once.
    expect((await platformUsage()) - platformBefore).toBeGreaterThanOrEqual(7777);
  });

  it('usage and communication usage: the plan filter keeps one plan, server-side, on the screen and in the export', async () => {
    interface PlanAnswer<R> extends Answer<R> {
      plans: { goodsReleaseId: string; planName: string | null }[];
    }
    const all = ok(await report<UsageRow>('usage', t.acme)) as PlanAnswer<UsageRow>;
    // The filter's choices: every plan with usage in the year, named.
    expect(new Set(all.plans.map((p) => p.goodsReleaseId))).toEqual(new Set(all.items.map((r) => r.goodsReleaseId)));
    expect(all.plans.length).toBeGreaterThan(1);
    expect(all.plans.every((p) => p.planName)).toBe(true);
    const plan = all.plans[0]!.goodsReleaseId;
    const one = ok(await report<UsageRow>('usage', t.acme, { goodsReleaseId: plan })) as PlanAnswer<UsageRow>;
    expect(one.items.length).toBeGreaterThan(0);
    expect(one.items.every((r) => r.goodsReleaseId === plan)).toBe(true);
    expect(one.items).toEqual(all.items.filter((r) => r.goodsReleaseId === plan));
    expect(one.totals?.bytes).toBe(sum(one.items.map((r) => r.bytes)));
    expect(one.totals?.bytes).toBeLessThan(all.totals?.bytes ?? 0);
    // The choices stay every plan's whatever the filter.
    expect(one.plans).toEqual(all.plans);
    // An unknown plan: no rows.
    expect(ok(await report<UsageRow>('usage', t.acme, { goodsReleaseId: 'NO-SUCH-PLAN' })).items).toEqual([]);
    // Communication usage of one plan: only the services and zones its bytes count under, at most the whole.
    const comm = (body: Record<string, unknown>) => report<CommRow>('communicationUsage', t.acme, body);
    const commAll = ok(await comm({})).items;
    const commOne = ok(await comm({ goodsReleaseId: plan })).items;
    const services = (rows: CommRow[]) => sum(rows.filter((r) => r.kind === 'commserv').map((r) => r.bytes));
    expect(services(commOne)).toBeGreaterThan(0);
    expect(services(commOne)).toBeLessThan(services(commAll));
    for (const month of new Set(one.items.map((r) => r.month))) {
      const perService = commOne.filter((r) => r.month === month && r.kind === 'commserv');
      for (const r of perService) expect(r.bytes).toBe(sum(one.items.filter((u) => u.month === month).map((u) => u.bytes)));
    }
    // The export carries the filter: the file's rows are the plan's.
    const csv = await exportCsv('/cmp/report/export', t.acme, { report: 'usage', goodsReleaseId: plan });
    expect(csvColumn(csv, 'Month')).toEqual(one.items.map((r) => r.month));
    // Validation: the plan id is bounded.
    expect((await report('usage', t.acme, { goodsReleaseId: 'x'.repeat(65) })).status).toBe(422);
  });

  it('business: cards, usage and billed amounts per month; billed is the financial report month', async () => {
    const biz = ok(await report<BusinessRow>('business', t.acme));
    const fin = ok(
      await call<{ items: { period: string; amounts: { billed: number } }[] }>(
        '/cmp/financial/report/list',
        { type: 'month', range: year() },
        { token: t.acme },
      ),
    );
    for (const row of biz.items) {
      expect(row.billedFen).toBe(fin.items.find((f) => f.period === row.month)?.amounts.billed ?? 0);
    }
    expect(biz.items.at(-1)!.cards).toBeGreaterThan(0);
    expect(sum(biz.items.map((r) => r.usageBytes))).toBeGreaterThan(0);
    const sub = ok(await report<BusinessRow>('business', t['acme-east']));
    expect(sub.items.every((r) => r.billedFen === null)).toBe(true);
  });

  it('exports each report as a download task holding the rows the screen shows, in the language asked', async () => {
    const flows = ok(await report<FlowRow>('cardflow', t.acme));
    const csv = await exportCsv('/cmp/report/export', t.acme, { report: 'cardflow' });
    expect(csv.header[0]).toBe('Month');
    expect(csvColumn(csv, 'Month')).toEqual(flows.items.map((r) => r.month));
    expect(csvColumn(csv, 'Activated').map(Number)).toEqual(flows.items.map((r) => r.activated));
    const east = ok(await report<CardReportRow>('card', t['acme-east']));
    const zh = await exportCsv('/cmp/report/export', t['acme-east'], { report: 'cardreport' }, 'zh-CN');
    expect(csvColumn(zh, '卡片数').map(Number)).toEqual(east.items.map((r) => r.total));
    const biz = await exportCsv('/cmp/report/export', t.admin, { report: 'business', channelCustId: 'C1001' });
    expect(biz.rows.length).toBe(ok(await report<BusinessRow>('business', t.acme)).items.length);
    // A secondary customer cannot export another's; an unknown report is refused.
    const other = await call(
      '/cmp/report/export',
      { report: 'usage', custId: 'S2002', format: 'csv' },
      { token: t['acme-east'] },
    );
    expect(other.status).toBe(403);
    expect((await call('/cmp/report/export', { report: 'nope', format: 'csv' }, { token: t.acme })).status).toBe(422);
  });

  it('refuses a malformed or future year, in both languages', async () => {
    const bad = await report('card', t.acme, { year: '20x6' }, 'zh-CN');
    expect(bad.status).toBe(422);
    expect(bad.body.errorCode).toBe(50201);
    expect(bad.body.msg).toBe('请选择有效的年份（YYYY）');
    const future = await report('active', t.acme, { year: String(Number(year()) + 1) });
    expect(future.body.errorCode).toBe(50202);
    expect(future.body.msg).toMatch(/not started/);
  });
});
