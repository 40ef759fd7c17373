/**
 * Writes of the card log (docs/data-model.md "card log entry"): every change of a card writes its
 * entry in the transaction of the change itself (lifecycle, plan, SMS, VIP numbers, eUICC profiles,
 * dual-SIM pairs, standard-SIM editions), so the log never misses nor invents a change.
 */
import { cardLogEntity } from './entities/card-detail.entity.ts';
import type { InferItem } from './entity.ts';
import type { TransactItem } from './operations.ts';

/**
 * A card-log entry to write: its id and time make its key; the rest is stored (some groups stamp the
 * card's ICCID on the entry too).
 */
export type CardLogWrite = InferItem<typeof cardLogEntity> & { id: string; iccid?: string };

/**
 * The Put of a card-log entry under its card, for the transaction of the change it records. With
 * `absent`, it holds only if no entry has its key yet (a retried change is not logged twice).
 */
export const cardLogPut = (
  table: string,
  card: { channelCustId: string; iccid: string },
  { id, ...entry }: CardLogWrite,
  absent = false,
): TransactItem => ({
  Put: {
    TableName: table,
    Item: { ...cardLogEntity.key({ channelCustId: card.channelCustId, iccid: card.iccid, at: entry.at, id }), ...entry },
    ...(absent ? { ConditionExpression: 'attribute_not_exists(pk)' } : {}),
  },
});
