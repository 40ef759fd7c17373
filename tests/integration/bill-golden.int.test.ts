import { type BilledCard, cardTimeline } from '@cmp/functions/bill/bill-run-rating';
import { goldenScenarios } from '@cmp/functions/bill/rating/golden-scenarios';
import type { RateCardInput } from '@cmp/functions/bill/rating/rating-types';
import { termStarts } from '@cmp/functions/bill/rating/terms';
/**
 * The golden scenarios of rating (functions/src/bill/rating/golden-scenarios.ts) end to end through
 * the bill run against the local stack (issue #13, item 2): each scenario's cards, plans, retail
 * plans, state log and daily usage are stored as the product stores them, under an enterprise of
 * the scenario's own; the run's worker plans, rates and finishes; the card lines of the written
 * bills (and a pool's overage line) must be the scenario's lines to the fen.
 *
 * A scenario is run when storage can hold its inputs: packs ordered in the cycle are kept on the card
 * as ordering one keeps them, pool membership as joining and leaving log it; the ones with plan
 * changes inside the cycle or add-on packs of earlier cycles wait for the data that will carry them; `representable` checks that the stored card gives back the
 * scenario's state timeline and term days, so nothing is dropped silently.
 */
import { PutCommand } from '@cmp/functions/shared/aws/dynamodb-commands';
import { cardEntity } from '@cmp/functions/shared/data/entities/card.entity';
import { basicPlanEntity, retailPlanEntity } from '@cmp/functions/shared/data/entities/plan.entity';
import { cardUsageMonthEntity } from '@cmp/functions/shared/data/entities/usage.entity';
import { describe, expect, inject, it } from 'vitest';
import { createBillRunWorker } from '../../functions/src/bill/bill-run.worker.ts';
import { createBillRepository } from '../../functions/src/bill/bill.repository.ts';
import { stackDb } from '../support/cards.ts';

type Scenario = (typeof goldenScenarios)[number];
const SECONDARY = 'S1';
const noon = (day: string) => `${day}T04:00:00.000Z`;
const dayBefore = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - 40 * 86_400_000).toISOString().slice(0, 10);

const membersOf = (s: Scenario): RateCardInput[] => (s.pool ? s.pool.members : (s.cards ?? []));

/** The card as the product would have stored it for this scenario input. */
function storedCard(s: Scenario, input: RateCardInput, index: number): BilledCard & Record<string, unknown> {
  const channelCustId = `GS${s.id}`;
  const before = dayBefore(input.cycle.start);
  const changes = input.stateChanges ?? [];
  const states = [input.initialState, ...changes.map((c) => c.state)];
  const log = [
    { at: noon(before), from: 63, to: input.initialState },
    ...changes.map((c, i) => ({ at: noon(c.day), from: states[i]!, to: c.state })),
  ];
  const terms = input.termStarts ?? [];
  const test = input.plan.tariffType === 10;
  return {
    iccid: `8986${String(goldenScenarios.indexOf(s)).padStart(4, '0')}${String(index).padStart(11, '0')}`,
    msisdn: `1440${String(goldenScenarios.indexOf(s)).padStart(3, '0')}${String(index).padStart(4, '0')}`,
    imsi: '460000000000000',
    imei: '',
    operator: input.cycle.operator,
    state: states.at(-1)!,
    channelCustId,
    custId: input.retail ? SECONDARY : null,
    goodsReleaseId: `${channelCustId}-${input.plan.goodsReleaseId}`,
    quotaBytes: input.plan.quotaBytes,
    networkType: 1,
    modeType: '01',
    renewalMode: 'auto',
    // A prepaid plan's terms run from the activation day; a test plan's one term is the day it was created in test.
    activatedAt: !test && terms[0] ? noon(terms[0]) : null,
    createdAt: test && terms[0] ? noon(terms[0]) : noon(before),
    stateLog: test ? log.slice(1) : log,
    // Pool membership as joining and leaving write it: a pool log, and the pool while the card is still in it.
    ...(s.pool ? poolOf(s.pool.poolId, input) : {}),
    // Packs as ordering one keeps them on the card (card-detail `orderPackage`): with their order, price and tax rate.
    ...(input.packs?.length
      ? {
          eventPacks: input.packs.map((p) => ({
            goodsReleaseId: p.plan.goodsReleaseId,
            name: p.plan.goodsReleaseId,
            quotaBytes: p.plan.quotaBytes,
            orderedAt: noon(p.orderedOn),
            endsAt: noon(input.cycle.end),
            orderId: p.packId,
            price: p.price ?? p.plan.releasePrice,
            taxRate: p.plan.taxRate,
            tariffType: p.plan.tariffType,
          })),
        }
      : {}),
  };
}

const dayAfter = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** A pool member's pool and log: joined before the cycle or on `inPool.from`, left the day after `inPool.to`. */
function poolOf(poolId: string, input: RateCardInput) {
  const joined = { at: noon(input.inPool?.from ?? dayBefore(input.cycle.start)), from: null, to: poolId };
  const left = input.inPool?.to ? [{ at: noon(dayAfter(input.inPool.to)), from: poolId, to: null }] : [];
  return { ...(left.length ? {} : { poolId }), poolLog: [joined, ...left] };
}

/** Packs the card keeps and the run reads: ordered in the cycle, their volume for that cycle only. */
const storablePacks = (input: RateCardInput): boolean =>
  (input.packs ?? []).every(
    (p) =>
      p.orderedOn >= input.cycle.start &&
      p.orderedOn <= input.cycle.end &&
      (p.plan.tariffType !== 9 || (p.validCycles ?? 1) <= 1),
  );

/** A prepaid plan's term length: the months between its first two terms (12 with one term). */
const durationOf = (input: RateCardInput): number => {
  const [a, b] = input.termStarts ?? [];
  if (!a || !b) return 12;
  return (Number(b.slice(0, 4)) - Number(a.slice(0, 4))) * 12 + Number(b.slice(5, 7)) - Number(a.slice(5, 7));
};

/** Whether storage holds this scenario: its stored cards give back its timelines, term days and whole-cycle pools. */
function representable(s: Scenario): boolean {
  const members = membersOf(s);
  if (!members.length) return false;
  if (s.pool && members.some((m) => m.plan !== s.pool!.plan)) return false;
  return members.every((input, i) => {
    if (input.onPlan || !storablePacks(input) || (!s.pool && input.inPool)) return false;
    const card = storedCard(s, input, i);
    const timeline = cardTimeline(card, input.cycle);
    const sameTimeline =
      timeline.initialState === input.initialState &&
      JSON.stringify(timeline.stateChanges) === JSON.stringify(input.stateChanges ?? []);
    const inCycle = (days: string[]) => days.filter((d) => d >= input.cycle.start && d <= input.cycle.end);
    const terms = termStarts(card, { tariffType: input.plan.tariffType, durationMonths: durationOf(input) }, input.cycle.end);
    return sameTimeline && JSON.stringify(inCycle(terms)) === JSON.stringify(inCycle(input.termStarts ?? []));
  });
}

const runnable = goldenScenarios.filter(representable);

describe('golden scenarios through the bill run', () => {
  const env = () => inject('stack').env;
  const bills = () => createBillRepository(stackDb(), () => env().TABLE_NAME!);
  const put = (Item: Record<string, unknown>) => stackDb().send(new PutCommand({ TableName: env().TABLE_NAME, Item }));

  it('runs at least a dozen scenarios end to end', () => {
    expect(runnable.length).toBeGreaterThanOrEqual(12);
  });

  it.each(runnable.map((s) => [`${s.id} ${s.why}`, s] as const))('%s', async (_, s) => {
    const members = membersOf(s);
    const channelCustId = `GS${s.id}`;
    const cards = members.map((input, i) => storedCard(s, input, i));
    for (const [i, input] of members.entries()) {
      const plan = { ...input.plan, goodsReleaseId: cards[i]!.goodsReleaseId, durationMonths: durationOf(input) };
      await put({
        ...basicPlanEntity.key(plan),
        code: plan.goodsReleaseId,
        name: plan.goodsReleaseId,
        status: 'published',
        ...plan,
      });
      if (input.retail)
        await put({
          ...retailPlanEntity.key({ channelCustId, retailId: input.retail.retailId }),
          ...input.retail,
          channelCustId,
          goodsReleaseId: plan.goodsReleaseId,
          custIds: [SECONDARY],
          dividend: 'profit',
          proportion: 50,
          status: 'on',
        });
      await put(cardEntity.record(cards[i] as never));
      const months = new Map<string, Record<string, number>>();
      for (const u of input.usage) {
        const days = months.get(u.day.slice(0, 7)) ?? {};
        days[`d${u.day.slice(8)}`] = (days[`d${u.day.slice(8)}`] ?? 0) + u.bytes;
        months.set(u.day.slice(0, 7), days);
      }
      for (const [month, days] of months)
        await put({ ...cardUsageMonthEntity.key({ channelCustId, iccid: cards[i]!.iccid, month }), ...days });
    }

    const repo = bills();
    const worker = createBillRunWorker({ bills: repo, clock: () => new Date() });
    const ref = {
      channelCustId,
      cycle: members[0]!.cycle.cycleMonth,
      calendar: members[0]!.cycle.operator === 'CUCC' ? 'unicom' : 'month',
    } as const;
    await repo.createRun({ ...ref, status: 'processing', startedBy: 'golden', createdAt: new Date().toISOString() });
    const { chunks } = await worker.planChunks(ref);
    for (const chunk of chunks) await worker.runChunk(chunk);
    await worker.finishBills(ref);
    const run = await repo.getRun(ref);
    expect(run?.status, run?.failureCause).toBe('succeeded');

    const written = await Promise.all(run!.billIds!.map((id) => repo.getBill(channelCustId, id)));
    const lines: unknown[] = [];
    for (const card of cards) {
      const bill = written.find((b) => b!.kind === 'consumption' && b!.custId === card.custId)!;
      const page = await repo.cardLines(channelCustId, bill.billId, 0);
      const own = page!.cards.find((c) => c.iccid === card.iccid)!;
      lines.push(
        ...own.lines.map(([kind, quantity, amount, tax, _bytes, reason]) =>
          reason ? [kind, quantity, amount, tax, reason] : [kind, quantity, amount, tax],
        ),
      );
    }
    const pool = written
      .find((b) => b!.custId === null && b!.kind === 'consumption')
      ?.lines.find((l) => l.kind === 'poolOverage');
    if (pool)
      lines.push(
        pool.reason
          ? [pool.kind, pool.quantity, pool.amount, pool.tax, pool.reason]
          : [pool.kind, pool.quantity, pool.amount, pool.tax],
      );
    expect(lines).toEqual(s.lines);
  });
});
