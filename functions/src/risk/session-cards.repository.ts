/**
 * The cards of a session file, read once for every session check: the ICCIDs' directory entries (their
 * owners), then the card items, each one BatchGet per 100 keys.
 */
import type { Card } from '../card/card-record.ts';
import { config } from '../platform/config.ts';
import { documentClient } from '../shared/aws/dynamodb.ts';
import { batchGetAll } from '../shared/data/batch-get.ts';
import { cardDirectoryEntity, cardEntity } from '../shared/data/entities/card.entity.ts';

export function createSessionCards(db = documentClient(), table = () => config('tableName')) {
  /** The cards by ICCID; an unknown ICCID is left out. */
  return async function cardsOf(iccids: readonly string[]): Promise<Map<string, Card>> {
    const owners = await batchGetAll(
      db,
      table(),
      [...new Set(iccids)].map((iccid) => cardDirectoryEntity.key({ iccid })),
    );
    const items = await batchGetAll(
      db,
      table(),
      owners.map((o) => cardEntity.key({ channelCustId: String(o.channelCustId), iccid: String(o.iccid) })),
    );
    return new Map(items.map((i) => [String(i.iccid), cardEntity.parse(i) as unknown as Card]));
  };
}
