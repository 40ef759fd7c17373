/**
 * The `card-usage-recorded` events of one ingested usage file (events/src/contracts.ts): per card
 * and billing cycle the file touched, the days it set, the cycle's bytes so far and the card fields
 * usage rules target, so a consumer matches rules without reading the card or its usage. Pure.
 */
import { type CardUsage, type CardUsageRecorded, DOMAIN_EVENT_SOURCE } from '@cmp/events';
import { cycleDays, cycleOfDay } from '../bill/rating/cycle.ts';
import { labelList } from '../card/card-events.ts';
import type { Operator } from '../plan/plan-model.ts';
import { partsBySize } from '../shared/aws/events.ts';
import type { CardOwner } from './usage-rollup.ts';

/** The card fields the events carry, as read from the card item (a projection). */
export interface UsageCardFields {
  iccid: string;
  operator?: string;
  state?: number;
  goodsReleaseId?: string;
  poolId?: string;
  labels?: Iterable<string>;
  quotaBytes?: number;
}

/** One card month the file wrote: the days it set (`YYYY-MM-DD` → bytes) and the month item after the write. */
export interface WrittenCardMonth {
  owner: CardOwner;
  month: string;
  days: Record<string, number>;
}

/** Key of a card month item in `monthItems`. */
export const cardMonthKey = (iccid: string, month: string) => `${iccid}|${month}`;

/**
 * The months whose items give the cycle totals of the written days (a Unicom cycle spans two
 * months), besides the ones written.
 */
export function monthsNeeded(
  written: readonly WrittenCardMonth[],
  operatorOf: (iccid: string) => string,
): { iccid: string; month: string; owner: CardOwner }[] {
  const have = new Set(written.map((w) => cardMonthKey(w.owner.iccid, w.month)));
  const out = new Map<string, { iccid: string; month: string; owner: CardOwner }>();
  for (const w of written) {
    for (const day of Object.keys(w.days)) {
      const cycle = cycleOfDay(operatorOf(w.owner.iccid) as Operator, day);
      for (const month of [cycle.start.slice(0, 7), cycle.end.slice(0, 7)]) {
        const key = cardMonthKey(w.owner.iccid, month);
        if (!have.has(key)) out.set(key, { iccid: w.owner.iccid, month, owner: w.owner });
      }
    }
  }
  return [...out.values()];
}

/** Bytes of a day in the month items (`dNN` attributes), 0 when absent. */
const dayBytes = (monthItems: ReadonlyMap<string, Record<string, unknown>>, iccid: string, day: string): number =>
  Number(monthItems.get(cardMonthKey(iccid, day.slice(0, 7)))?.[`d${day.slice(8, 10)}`] ?? 0);

/** Per card and cycle the file touched, what the event carries. */
export function cardUsages(
  written: readonly WrittenCardMonth[],
  cards: ReadonlyMap<string, UsageCardFields>,
  monthItems: ReadonlyMap<string, Record<string, unknown>>,
): CardUsage[] {
  const byCycle = new Map<string, CardUsage>();
  for (const w of written) {
    const card = cards.get(w.owner.iccid);
    const operator = card?.operator ?? 'CMCC';
    for (const [day, bytes] of Object.entries(w.days)) {
      const cycle = cycleOfDay(operator as Operator, day);
      const key = `${w.owner.iccid}|${cycle.cycleMonth}`;
      let usage = byCycle.get(key);
      if (!usage) {
        usage = {
          iccid: w.owner.iccid,
          msisdn: w.owner.msisdn,
          channelCustId: w.owner.channelCustId,
          custId: w.owner.custId ?? null,
          operator,
          state: Number(card?.state ?? 0),
          planId: card?.goodsReleaseId ?? null,
          poolId: card?.poolId ?? null,
          labels: labelList(card?.labels),
          quotaBytes: Number(card?.quotaBytes ?? 0),
          cycle: { month: cycle.cycleMonth, start: cycle.start, end: cycle.end },
          cycleBytes: cycleDays(cycle).reduce((sum, d) => sum + dayBytes(monthItems, w.owner.iccid, d), 0),
          days: {},
        };
        byCycle.set(key, usage);
      }
      usage.days[day] = bytes;
    }
  }
  return [...byCycle.values()];
}

/** The file's events: its card usages split into parts that keep each event well under EventBridge's 256 KB. */
export function usageRecordedEvents(
  file: string,
  at: string,
  usages: readonly CardUsage[],
  maxBytes?: number,
): CardUsageRecorded[] {
  return partsBySize(usages, maxBytes).map((cards, part) => ({
    source: DOMAIN_EVENT_SOURCE,
    'detail-type': 'Card Usage Recorded',
    detail: { file, part, at, cards },
  }));
}
