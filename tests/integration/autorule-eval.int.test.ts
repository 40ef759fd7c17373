import { type IncomingMessage, type Server, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
/**
 * Live rule evaluation (issue #15 item 2) and the alarm log (item 4) against the running stack: the
 * domain events reach the autorule-eval worker through the local bus, which fires the rules — a usage
 * rule once however often its usage is ingested, a funds rule when a write-off leaves the funds below
 * its amount, a state rule deactivating the card through the card service, API messages signed to
 * receivers this test starts on 127.0.0.1 (a failing one dead-lettered), e-mail to the local inbox —
 * and the alarm log answers each tenant only its own alarms.
 */
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { verifyWebhook } from '@cmp/functions/notify/signing';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { unpublishedBill } from '../../functions/src/bill/bill-fixtures.ts';
import { createBillRepository } from '../../functions/src/bill/bill.repository.ts';
import { openFunds } from '../../functions/src/funds/funds-ledger.ts';
import { rechargeTransfer } from '../../functions/src/funds/funds-model.ts';
import { createLedgerRepository } from '../../functions/src/ledger/ledger.repository.ts';
import { call, login } from '../support/api-client.ts';
import { cardsOf, claimCards, stackDb, stackS3, storedCard } from '../support/cards.ts';

const env = () => inject('stack').env;
const base = () => inject('stack').baseUrl;
const table = () => env().TABLE_NAME!;
const run = Date.now().toString(36).slice(-5).toUpperCase();
const MB = 1024 * 1024;

interface AlarmAction {
  type: number;
  target: string | null;
  status: string;
  attempts: number;
  lastError: string | null;
}
interface Alarm {
  alarmId: string;
  channelCustId: string;
  custId: string | null;
  ruleId: string;
  scope: string;
  scopeId: string;
  period: string;
  value: number | null;
  threshold: number | null;
  unit: string | null;
  fromState?: number;
  toState?: number;
  actions: AlarmAction[];
}

const tokens: Record<string, string> = {};
/** Secrets by receiver path, and what the receivers got. */
const secrets: Record<string, string> = {};
const received: { path: string; verified: boolean; body: string }[] = [];
let receiver: Server;
let receiverUrl: string;

beforeAll(async () => {
  for (const name of ['admin', 'acme', 'acme-east', 'globex']) tokens[name] = await login(name);
  receiver = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const path = req.url ?? '';
      const verified = verifyWebhook(
        secrets[path] ?? '',
        { timestamp: req.headers['x-cmp-timestamp'] as string, signature: req.headers['x-cmp-signature'] as string },
        body,
      );
      received.push({ path, verified, body });
      res.writeHead(path.startsWith('/fail') ? 500 : verified ? 200 : 401);
      res.end();
    });
  });
  await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
}, 60_000);
afterAll(() => new Promise<void>((r) => receiver.close(() => r())));

/** A call that must succeed (200, or 201 for what it creates). */
async function ok<T>(path: string, body: object, as: string): Promise<T> {
  const res = await call<T>(path, body, { token: tokens[as]! });
  expect([200, 201], `${path} ${res.status} ${JSON.stringify(res.body)}`).toContain(res.status);
  return res.body.data as T;
}

/** A label of Acme on these cards: the rules below target it, so they reach only this test's cards. */
async function labelled(iccids: string[], name: string): Promise<string> {
  const { labelId } = await ok<{ labelId: string }>('/cmp/sim/label/save', { name: `${name} ${run}`, color: 'blue' }, 'acme');
  await ok('/cmp/sim/label/attach', { labelId, iccids }, 'acme');
  return labelId;
}

const addRule = (body: object, as = 'acme') => ok<{ ruleId: string; secret?: string }>('/cmp/autorule/add', body, as);

/** The alarms of a rule, polled until `enough` of them (or 20 s). */
async function alarmsOf(ruleId: string, enough: number, as = 'acme', scope: object = {}): Promise<Alarm[]> {
  const end = Date.now() + 20_000;
  for (;;) {
    const { items } = await ok<{ items: Alarm[] }>('/cmp/autorule/alarm/list', { ...scope, ruleId, pageSize: 100 }, as);
    const settled = items.filter((a) => a.actions.every((x) => x.status !== 'pending'));
    if (settled.length >= enough || Date.now() > end) return items;
    await new Promise((r) => setTimeout(r, 250));
  }
}

async function busSaw(detailType: string, since: string, ok: (d: Record<string, unknown>) => boolean): Promise<void> {
  const end = Date.now() + 20_000;
  for (;;) {
    const res = await fetch(`${base()}/dev/events?detailType=${encodeURIComponent(detailType)}&since=${since}`);
    const { events } = (await res.json()) as { events: { detail: Record<string, unknown> }[] };
    if (events.some((e) => ok(e.detail))) return;
    if (Date.now() > end) throw new Error(`no ${detailType} event`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe('rule evaluation', () => {
  let usageAlarm: Alarm;

  it('fires a usage rule once per card and day, however often the usage is ingested; its e-mail lands in the inbox', async () => {
    const [card] = await claimCards(
      (await cardsOf('CUST#C1001', 64)).filter((c) => c.operator === 'CMCC' && !c.custId),
      1,
    );
    const labelId = await labelled([card!.iccid], 'Eval usage');
    const email = `eval-${run.toLowerCase()}@acme.example`;
    const { ruleId } = await addRule({
      name: `Daily over 1 MB ${run}`,
      triggerKind: 'dailyUsage',
      unit: 'MB',
      threshold: 1,
      targetKind: 'label',
      targetId: labelId,
      actions: [{ type: 2 }],
      emails: email,
    });
    const csv = `day,iccid,bytes\n2024-02-10,${card!.iccid},${2 * MB}\n2024-02-11,${card!.iccid},${MB / 2}\n`;
    for (const n of [1, 2]) {
      const key = `cdr/eval-${run}/usage-${n}.csv`;
      const since = new Date().toISOString();
      await stackS3().send(new PutObjectCommand({ Bucket: env().IMPORTS_BUCKET, Key: key, Body: csv }));
      await busSaw('Card Usage Recorded', since, (d) => d.file === key);
      await alarmsOf(ruleId, 1);
    }
    // The second ingest's event has had its evaluation (the bus runs it right after publishing).
    await new Promise((r) => setTimeout(r, 1_500));
    const alarms = await alarmsOf(ruleId, 1);
    expect(alarms).toHaveLength(1);
    usageAlarm = alarms[0]!;
    expect(usageAlarm).toMatchObject({
      channelCustId: 'C1001',
      scope: 'card',
      scopeId: card!.iccid,
      period: '2024-02-10',
      value: 2,
      threshold: 1,
      unit: 'MB',
      actions: [{ type: 2, target: email, status: 'sent', attempts: 1, lastError: null }],
    });
    expect(usageAlarm.alarmId).toMatch(/^A\d{17}[0-9A-F]{6}$/);
    const inbox = (await (await fetch(`${base()}/dev/inbox?format=json`)).json()) as {
      messages: { subject: string; to: string[] }[];
    };
    expect(inbox.messages.filter((m) => m.to.includes(email))).toHaveLength(1);
  }, 60_000);

  it('fires a funds rule when a write-off leaves the funds below its amount', async () => {
    const C = `AE${run}`;
    const { ruleId } = await addRule(
      {
        channelCustId: C,
        name: `Funds below 60 ${run}`,
        triggerKind: 'funds',
        threshold: 6_000,
        targetKind: 'enterprise',
        actions: [{ type: 2 }],
        emails: 'finance@eval.example',
      },
      'admin',
    );
    const bills = createBillRepository(stackDb(), table);
    const b = unpublishedBill(C, '2025-03', 10_000, 'E', 'C');
    await bills.putBill(b);
    await ok('/cmp/bill/publish', { billId: b.billId }, 'admin');
    const ledger = createLedgerRepository(stackDb(), table);
    await openFunds(ledger, C, new Date().toISOString());
    await ledger.transfer(rechargeTransfer(C, `r${run}`, 8_000, { actor: 'test', at: new Date().toISOString() }));
    await ok('/cmp/writeoff/writeOff', { billId: b.billId, amount: 3_000, opId: `ae${run}`, reason: 'eval' }, 'admin');
    const alarms = await alarmsOf(ruleId, 1, 'admin', { channelCustId: C });
    expect(alarms).toHaveLength(1);
    expect(alarms[0]).toMatchObject({
      channelCustId: C,
      scope: 'funds',
      scopeId: C,
      value: 5_000,
      threshold: 6_000,
      unit: 'fen',
    });
    expect(alarms[0]!.actions[0]!.status).toBe('sent');
  }, 60_000);

  it('deactivates a card that goes live through the card service (action 4)', async () => {
    const [card] = await claimCards(
      (await cardsOf('CUST#C1001', 63)).filter((c) => c.operator === 'CMCC' && !c.custId),
      1,
    );
    const labelId = await labelled([card!.iccid], 'Eval live');
    const { ruleId } = await addRule({
      name: `Deactivate live ${run}`,
      triggerKind: 'stateChange',
      states: [64],
      targetKind: 'label',
      targetId: labelId,
      actions: [{ type: 4 }],
    });
    await ok('/cmp/sim/card/changeState', { iccid: card!.iccid, targetState: 64 }, 'acme');
    const alarms = await alarmsOf(ruleId, 1);
    expect(alarms).toHaveLength(1);
    expect(alarms[0]).toMatchObject({ scopeId: card!.iccid, fromState: 63, toState: 64, unit: 'state' });
    expect(alarms[0]!.actions).toEqual([
      { type: 4, target: card!.iccid, status: 'done', attempts: 1, lastError: null, at: expect.any(String) },
    ]);
    expect((await storedCard('C1001', card!.iccid)).state).toBe(65);
  }, 60_000);

  it("fires a zone rule when a card's network is blocked, not when it is allowed", async () => {
    const [card] = await claimCards(
      (await cardsOf('CUST#C1001', 64)).filter((c) => c.operator === 'CMCC' && !c.custId),
      1,
    );
    const labelId = await labelled([card!.iccid], 'Eval zone');
    const email = `zone-${run.toLowerCase()}@acme.example`;
    const { ruleId } = await addRule({
      name: `Network blocked ${run}`,
      triggerKind: 'zoneChange',
      zoneStates: ['block'],
      targetKind: 'label',
      targetId: labelId,
      actions: [{ type: 2 }, { type: 11, speedKbps: 128 }],
      emails: email,
    });
    const since = new Date().toISOString();
    await ok('/cmp/sim/card/network', { iccid: card!.iccid, action: 'block' }, 'acme');
    await busSaw('Card Zone Changed', since, (d) => d.iccid === card!.iccid && d.action === 'block');
    const alarms = await alarmsOf(ruleId, 1);
    expect(alarms).toHaveLength(1);
    expect(alarms[0]).toMatchObject({ scope: 'card', scopeId: card!.iccid });
    expect(alarms[0]!.actions).toMatchObject([
      { type: 2, target: email, status: 'sent' },
      { type: 11, target: card!.iccid, status: 'done' },
    ]);
    // The speed limit went through the card service and the operator adapter: on the card.
    expect((await storedCard('C1001', card!.iccid)).speedLimitKbps).toBe(128);
    // Allowed again: the event is published, the rule (block only) does not fire.
    const later = new Date().toISOString();
    await ok('/cmp/sim/card/network', { iccid: card!.iccid, action: 'allow' }, 'acme');
    await busSaw('Card Zone Changed', later, (d) => d.iccid === card!.iccid && d.action === 'allow');
    await new Promise((r) => setTimeout(r, 1_500));
    expect(await alarmsOf(ruleId, 1)).toHaveLength(1);
  }, 60_000);

  it('posts signed API messages; a receiver answering 500 leaves the action dead-lettered', async () => {
    const [card] = await claimCards(
      (await cardsOf('CUST#C1001', 64)).filter((c) => c.operator === 'CMCC' && !c.custId),
      1,
    );
    const labelId = await labelled([card!.iccid], 'Eval hook');
    const rule = (path: string) => ({
      name: `Hook ${path} ${run}`,
      triggerKind: 'stateChange',
      states: [65],
      targetKind: 'label',
      targetId: labelId,
      actions: [{ type: 3, url: `${receiverUrl}${path}` }],
    });
    const good = await addRule(rule(`/ok-${run}`));
    const bad = await addRule(rule(`/fail-${run}`));
    secrets[`/ok-${run}`] = good.secret!;
    secrets[`/fail-${run}`] = bad.secret!;
    await ok('/cmp/sim/card/changeState', { iccid: card!.iccid, targetState: 65 }, 'acme');
    const [sent] = await alarmsOf(good.ruleId, 1);
    const [dead] = await alarmsOf(bad.ruleId, 1);
    expect(sent!.actions[0]).toMatchObject({ type: 3, target: `${receiverUrl}/ok-${run}`, status: 'sent', attempts: 1 });
    expect(dead!.actions[0]).toMatchObject({ type: 3, status: 'deadLettered', attempts: 3, lastError: 'HTTP 500' });
    const mine = received.filter((r) => r.path === `/ok-${run}`);
    expect(mine).toHaveLength(1);
    expect(mine[0]!.verified).toBe(true);
    expect(JSON.parse(mine[0]!.body)).toMatchObject({
      alarmId: sent!.alarmId,
      action: '3',
      data: { ruleId: good.ruleId, scopeId: card!.iccid, toState: 65 },
    });
    expect(received.filter((r) => r.path === `/fail-${run}`)).toHaveLength(3);
  }, 60_000);

  const acmeTargets = (page: { items: Alarm[] }) =>
    page.items.flatMap((a) => a.actions.flatMap((x) => (x.target ? [x.target] : [])));

  it('answers each tenant only its own alarms', async () => {
    const id = usageAlarm.alarmId;
    expect(await ok<Alarm>('/cmp/autorule/alarm/detail', { alarmId: id }, 'acme')).toMatchObject({ alarmId: id });
    // The platform: by id alone (its copy), or within the enterprise.
    expect(await ok<Alarm>('/cmp/autorule/alarm/detail', { alarmId: id }, 'admin')).toMatchObject({ channelCustId: 'C1001' });
    expect(await ok<Alarm>('/cmp/autorule/alarm/detail', { alarmId: id, channelCustId: 'C1001' }, 'admin')).toMatchObject({
      alarmId: id,
    });
    const platform = await ok<{ items: Alarm[] }>('/cmp/autorule/alarm/list', { pageSize: 100 }, 'admin');
    expect(platform.items.length).toBeGreaterThan(0);
    // Another enterprise and a secondary customer (the card is the enterprise's own) get 404.
    for (const as of ['globex', 'acme-east'])
      expect((await call('/cmp/autorule/alarm/detail', { alarmId: id }, { token: tokens[as]! })).status, as).toBe(404);
    expect(
      (await call('/cmp/autorule/alarm/detail', { alarmId: id, channelCustId: 'C1001' }, { token: tokens.globex! })).status,
    ).toBe(403);
    const globex = await ok<{ items: Alarm[] }>('/cmp/autorule/alarm/list', { pageSize: 100 }, 'globex');
    expect(globex.items.every((a) => a.channelCustId === 'C1002')).toBe(true);
    // An enterprise rule firing on a card of Acme East: Acme East sees it, never where its message went.
    const [eastCard] = await claimCards(
      (await cardsOf('CUST#C1001', 64)).filter((c) => c.custId === 'S2001'),
      1,
    );
    const labelId = await labelled([eastCard!.iccid], 'Eval east');
    const { ruleId } = await addRule({
      name: `East card suspended ${run}`,
      triggerKind: 'stateChange',
      states: [65],
      targetKind: 'label',
      targetId: labelId,
      actions: [{ type: 2 }],
      emails: 'noc@acme.example',
    });
    await ok('/cmp/sim/card/changeState', { iccid: eastCard!.iccid, targetState: 65 }, 'acme');
    expect(acmeTargets({ items: await alarmsOf(ruleId, 1) })).toEqual(['noc@acme.example']);
    const east = await ok<{ items: Alarm[] }>('/cmp/autorule/alarm/list', { pageSize: 100 }, 'acme-east');
    expect(east.items.every((a) => a.channelCustId === 'C1001' && a.custId === 'S2001')).toBe(true);
    const seen = east.items.filter((a) => a.ruleId === ruleId);
    expect(seen).toHaveLength(1);
    expect(seen[0]!.actions).toMatchObject([{ type: 2, status: 'sent', target: null }]);
    const acme = await ok<{ items: Alarm[] }>('/cmp/autorule/alarm/list', { pageSize: 100 }, 'acme');
    const ids = acme.items.map((a) => a.alarmId);
    expect(ids).toContain(id);
    expect([...ids].sort().reverse()).toEqual(ids);
  });
});
