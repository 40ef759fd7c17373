/**
 * Expiry rules (issue #15 item 2, docs/decisions.md "Expiry rules") against the running stack: rules
 * added through the API land in the platform's expiry index; the daily expiry run's steps (the chunked
 * job hosted on the card import's machine: plan, chunks, finish), run here in-process against the
 * stack's table, fire one alarm per due scope — the Unicom cards of a labelled set whose cycle ends 3
 * days after the chosen day (not its China Mobile card), and the contract ending that day — each with
 * its cycle-due detail, through the live evaluator's claim, alarm and e-mail action; a re-run of the
 * day fires nothing.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { call, login, useStackEnv } from '../support/api-client.ts';
import { type CardRow, cardsOf, claimCards } from '../support/cards.ts';

const C = 'C1001';
const run = Date.now().toString(36).slice(-5).toUpperCase();
/** The chosen day: Unicom's cycle ends on 2031-03-25, three days later; China Mobile's on the 31st. */
const DAY = '2031-03-22';
const END = '2031-03-25';

interface Alarm {
  alarmId: string;
  ruleId: string;
  scope: string;
  scopeId: string;
  period: string;
  value: number | null;
  unit: string | null;
  dueDay?: string;
  daysLeft?: number;
  actions: { type: number; status: string }[];
}

const tokens: Record<string, string> = {};

beforeAll(async () => {
  for (const name of ['admin', 'acme']) tokens[name] = await login(name);
}, 60_000);

async function ok<T>(path: string, body: object, as: string): Promise<T> {
  const res = await call<T>(path, body, { token: tokens[as]! });
  expect([200, 201], `${path} ${res.status} ${JSON.stringify(res.body)}`).toContain(res.status);
  return res.body.data as T;
}

const alarmsOf = async (ruleId: string) =>
  (await ok<{ items: Alarm[] }>('/cmp/autorule/alarm/list', { ruleId, pageSize: 100 }, 'acme')).items;

/** The run's steps against the stack (as the import worker runs them), with the live evaluator. */
async function runDay(day: string) {
  useStackEnv();
  const { createAutoRuleRepository } = await import('@cmp/functions/autorule/autorule.repository');
  const { createExpiryRepository } = await import('@cmp/functions/autorule/expiry.repository');
  const { createExpiryWorker } = await import('@cmp/functions/autorule/expiry.worker');
  const { evaluator } = await import('@cmp/functions/autorule/live-evaluator');
  const runs = createExpiryRepository();
  const worker = createExpiryWorker({
    rules: createAutoRuleRepository(),
    runs,
    evaluate: (c) => evaluator.handleCandidates(c),
    clock: () => new Date(),
  });
  const { chunks } = await worker.planChunks({ day });
  for (const chunk of chunks) await worker.runChunk(chunk);
  await worker.finish({ day });
  return { chunks, record: await runs.get(day) };
}

describe('the daily expiry run', () => {
  let cards: CardRow[] = [];
  let cycleRule = '';
  let labelId = '';
  let contractRule = '';
  const contractNumber = `EXP-${run}`;

  beforeAll(async () => {
    const pool: CardRow[] = [];
    for (const state of [64, 63, 62, 61]) pool.push(...(await cardsOf(`CUST#${C}`, state)).filter((c) => !c.custId));
    const unicom = await claimCards(
      pool.filter((c) => c.operator === 'CUCC'),
      2,
    );
    const mobile = await claimCards(
      pool.filter((c) => c.operator === 'CMCC'),
      1,
    );
    expect(unicom).toHaveLength(2);
    expect(mobile).toHaveLength(1);
    cards = [...unicom, ...mobile];
    ({ labelId } = await ok<{ labelId: string }>('/cmp/sim/label/save', { name: `Expiry ${run}`, color: 'blue' }, 'acme'));
    await ok('/cmp/sim/label/attach', { labelId, iccids: cards.map((c) => c.iccid) }, 'acme');
    ({ ruleId: cycleRule } = await ok<{ ruleId: string }>(
      '/cmp/autorule/add',
      {
        name: `Cycle ends in 3 days ${run}`,
        triggerKind: 'cycleEnd',
        days: 3,
        targetKind: 'label',
        targetId: labelId,
        actions: [{ type: 2 }],
        emails: 'noc@expiry.example',
      },
      'acme',
    ));
    ({ ruleId: contractRule } = await ok<{ ruleId: string }>(
      '/cmp/autorule/add',
      {
        name: `Contract ends in 3 days ${run}`,
        triggerKind: 'contractEnd',
        days: 3,
        targetKind: 'enterprise',
        actions: [{ type: 2 }],
        emails: 'finance@expiry.example',
      },
      'acme',
    ));
    await ok(
      '/cmp/contract/create',
      {
        channelCustId: C,
        contractNumber,
        name: `Expiry ${run}`,
        paymentKind: 'postpaid',
        payMode: 'postpaid',
        amount: 100_000,
        signedOn: '2031-01-02',
        validFrom: '2031-01-01',
        validTo: END,
      },
      'admin',
    );
  }, 120_000);

  it('fires one alarm per due scope with the cycle-due detail, and none on a re-run of the day', async () => {
    const first = await runDay(DAY);
    expect(first.chunks.map((c) => c.channelCustId)).toContain(C);
    expect(first.record).toMatchObject({ status: 'succeeded', chunksDone: first.chunks.length });

    const byCycle = await alarmsOf(cycleRule);
    const unicom = cards.filter((c) => c.operator === 'CUCC').map((c) => c.iccid);
    expect(byCycle.map((a) => a.scopeId).sort()).toEqual([...unicom].sort());
    for (const a of byCycle) {
      expect(a).toMatchObject({ scope: 'card', period: END, dueDay: END, daysLeft: 3, value: 3, unit: 'days' });
      expect(a.actions[0]).toMatchObject({ type: 2, status: 'sent' });
    }
    const byContract = (await alarmsOf(contractRule)).filter((a) => a.scopeId === contractNumber);
    expect(byContract).toHaveLength(1);
    expect(byContract[0]).toMatchObject({ scope: 'contract', dueDay: END, daysLeft: 3 });

    // The detail shows the cycle-due detail.
    const detail = await ok<Alarm>('/cmp/autorule/alarm/detail', { alarmId: byCycle[0]!.alarmId }, 'acme');
    expect(detail).toMatchObject({ dueDay: END, daysLeft: 3 });

    // A re-run of the day (chunks marked done are skipped) and the same candidates evaluated again
    // (the claims hold) fire nothing more.
    await runDay(DAY);
    const { evaluator } = await import('@cmp/functions/autorule/live-evaluator');
    const { cardCandidates, needsOf } = await import('@cmp/functions/autorule/expiry');
    const { createAutoRuleRepository } = await import('@cmp/functions/autorule/autorule.repository');
    const needs = needsOf(DAY, await createAutoRuleRepository().rulesFor(C, 'cycleEnd'));
    const again = await evaluator.handleCandidates(
      cards.flatMap((c) =>
        cardCandidates(DAY, needs, {
          ...c,
          msisdn: null,
          operator: c.operator as 'CUCC',
          goodsReleaseId: null,
          labels: [labelId],
        }),
      ),
    );
    expect(again.candidates).toBe(2);
    expect(again.fired).toEqual([]);
    expect(again.held).toBeGreaterThanOrEqual(2);
    expect(await alarmsOf(cycleRule)).toHaveLength(2);
    expect((await alarmsOf(contractRule)).filter((a) => a.scopeId === contractNumber)).toHaveLength(1);
  }, 120_000);

  it("the schedule's start runs a day on the card import's machine, once however often it is started", async () => {
    useStackEnv();
    const { startExpiryRun } = await import('@cmp/functions/autorule/eval-handler');
    const { createExpiryRepository } = await import('@cmp/functions/autorule/expiry.repository');
    // Unicom's next cycle ends on 2031-04-25, three days after the day started.
    const [day, end] = ['2031-04-22', '2031-04-25'];
    await startExpiryRun(day);
    await startExpiryRun(day);
    const runs = createExpiryRepository();
    const until = Date.now() + 60_000;
    let record = await runs.get(day);
    while ((!record || record.status === 'processing') && Date.now() < until) {
      await new Promise((r) => setTimeout(r, 300));
      record = await runs.get(day);
    }
    expect(record).toMatchObject({ status: 'succeeded' });
    const unicom = cards.filter((c) => c.operator === 'CUCC').map((c) => c.iccid);
    const fired = (await alarmsOf(cycleRule)).filter((a) => a.period === end);
    expect(fired.map((a) => a.scopeId).sort()).toEqual([...unicom].sort());
  }, 120_000);

  it('a switched-off rule leaves the expiry index: the next due day plans nothing for it', async () => {
    await ok('/cmp/autorule/switch', { ruleId: cycleRule, version: 1, enabled: false }, 'acme');
    useStackEnv();
    const { createAutoRuleRepository } = await import('@cmp/functions/autorule/autorule.repository');
    const entries = await createAutoRuleRepository().expiryRules();
    expect(entries.map((e) => e.ruleId)).not.toContain(cycleRule);
    expect(entries.map((e) => e.ruleId)).toContain(contractRule);
  });
});
