import { type Card, addInto, cardScopes, statDelta } from '@cmp/functions/card/card-record';
import { reportCardMonthEntity, reportPlatformMonthEntity } from '@cmp/functions/shared/data/entities/report.entity';
/**
 * The report card months of the demo's cards (issue #17, item 1), written with them as the seed
 * writes their counters. What the seed's cards record is when they were created and when they were
 * activated (`activatedAt`), so their months say that: a card counts as added in the Shanghai month it
 * was created; one activated in a later month counts as pending activation (62) until then and moves
 * to its state of today in the month of its `activatedAt` (an activation, `in64`); any other card is in
 * its state of today from its creation. A later deactivation, cancellation or shutdown of an activated
 * card has no date in the seed's data (no card log), so past month ends from the activation on show
 * today's state: the one limit left (docs/decisions.md "Reports: the platform's shards…"). Cards
 * changed later through the API roll up as any change does. The platform's month shards get the same
 * deltas, each card's into the shard of its ICCID, as a change does.
 */
import { type RollupDelta, cardMonthDeltas, foldSecondaries, platformDeltas } from '@cmp/functions/shared/data/report-rollups';
import { shanghaiMonth } from '@cmp/functions/shared/time/calendar';

/** The state the seed's activated cards were in before their activation month. */
export const PENDING_ACTIVATION: Card['state'] = 62;

/** The report months of the cards added one at a time (the bulk loader streams a million), then the items. */
export function createReportMonths() {
  const items = new Map<string, Record<string, unknown>>();
  const add = ({ key }: RollupDelta, delta: Record<string, number>) => {
    const k =
      key.shard !== undefined
        ? reportPlatformMonthEntity.key({ month: key.month, shard: key.shard })
        : reportCardMonthEntity.key(key);
    const id = `${k.pk}|${k.sk}`;
    const named = key.shard !== undefined ? { month: key.month, shard: key.shard } : key;
    const item = items.get(id) ?? { ...k, ...named };
    for (const [name, v] of Object.entries(delta)) item[name] = Number(item[name] ?? 0) + v;
    items.set(id, item);
  };
  const addCard = (card: Card) => {
    const month = shanghaiMonth(new Date(card.createdAt));
    const activated = card.activatedAt ? shanghaiMonth(new Date(card.activatedAt)) : null;
    // Activated in a later month: pending activation (62) until then, its state of today from then.
    const before = activated && activated > month ? { ...card, state: PENDING_ACTIVATION } : card;
    const deltas = cardMonthDeltas(new Map(cardScopes(card).map((scope) => [scope, statDelta(before, 1, true)])), month);
    if (activated && before !== card) {
      const change: Record<string, number> = {};
      addInto(change, statDelta(before, -1, false));
      addInto(change, statDelta(card, 1, false));
      // The net move of the states, without the `in<state>` flow of today's state: the flow is the activation.
      for (const d of cardMonthDeltas(new Map(cardScopes(card).map((scope) => [scope, change])), activated))
        deltas.push({ key: d.key, add: Object.fromEntries(Object.entries(d.add).filter(([k]) => !k.startsWith('in'))) });
    }
    if (activated)
      for (const custId of card.custId ? [null, card.custId] : [null])
        deltas.push({ key: { month: activated, channelCustId: card.channelCustId, custId }, add: { in64: 1 } });
    for (const d of [...foldSecondaries(deltas), ...platformDeltas(deltas, '', card.iccid)]) add(d, d.add);
  };
  return { add: addCard, items: () => [...items.values()] };
}

export function reportCardMonthItems(cards: Iterable<Card>): Record<string, unknown>[] {
  const months = createReportMonths();
  for (const card of cards) months.add(card);
  return months.items();
}
