import { type Card, cardScopes, statDelta } from '@cmp/functions/card/card-record';
import { reportCardMonthEntity, reportPlatformMonthEntity } from '@cmp/functions/shared/data/entities/report.entity';
/**
 * The report card months of the demo's cards (issue #17, item 1), written with them as the seed
 * writes their counters: each card counts as added in the Shanghai month it was created (with its
 * state, operator and total, so counts at earlier month ends leave it out) and as activated in the
 * month of its `activatedAt`. The seed's cards carry no state history, so a past month's counts by
 * state show today's states; cards changed later through the API roll up as any change does. The
 * platform's month shards get the same deltas, each card's into the shard of its ICCID, as a change does.
 */
import { type RollupDelta, cardMonthDeltas, foldSecondaries, platformDeltas } from '@cmp/functions/shared/data/report-rollups';
import { shanghaiMonth } from '@cmp/functions/shared/time/calendar';

export function reportCardMonthItems(cards: Iterable<Card>): Record<string, unknown>[] {
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
  for (const card of cards) {
    const month = shanghaiMonth(new Date(card.createdAt));
    const stats = new Map(cardScopes(card).map((scope) => [scope, statDelta(card, 1, true)]));
    const deltas = cardMonthDeltas(stats, month);
    if (card.activatedAt) {
      const activated = shanghaiMonth(new Date(card.activatedAt));
      for (const custId of card.custId ? [null, card.custId] : [null])
        deltas.push({ key: { month: activated, channelCustId: card.channelCustId, custId }, add: { in64: 1 } });
    }
    for (const d of [...foldSecondaries(deltas), ...platformDeltas(deltas, '', card.iccid)]) add(d, d.add);
  }
  return [...items.values()];
}
