import { config } from '../platform/config.ts';
import { documentClient } from '../shared/aws/dynamodb.ts';
import { cardLogPut } from '../shared/data/card-log.ts';
import { cardEntity } from '../shared/data/entities/card.entity.ts';
import { entityStore } from '../shared/data/entity-operations.ts';
import { transact, tryCondition } from '../shared/data/operations.ts';
import { type Edition, type EditionCard, editionLogDetail } from './standard-sim-rules.ts';

/** A card of a standard-SIM batch as read before it is changed. */
export type StoredEditionCard = EditionCard & { iccid: string; modeType: Edition; lastBatchId?: string; editionFrom?: Edition };

/** Card reads and edition writes of standard-SIM batches (batch type `standardSim`). */
export function createStandardSimRepository(db = documentClient(), table = () => config('tableName')) {
  const store = entityStore(db, table);
  return {
    /** The card as it stands (strongly consistent), keyed under the batch's enterprise: another enterprise's card is never read. */
    async card(channelCustId: string, iccid: string): Promise<StoredEditionCard | undefined> {
      // The edition fields a batch stamps (`editionFrom`) are this group's, beyond the card's declaration.
      return (await store.get(cardEntity, { channelCustId, iccid }, true)) as StoredEditionCard | undefined;
    },

    /**
     * Changes the card's edition and writes its card-log entry in one transaction. The update holds
     * only if the card is still as it was read (edition, state, not pooled, not yet changed by this
     * batch), so the rules checked on the read hold for the write. Stamps `lastBatchId` and keeps the
     * previous edition (`editionFrom`), so a retried chunk recognises the card and still reports it.
     * Returns false when the card changed in between (nothing written).
     */
    async changeEdition(
      card: StoredEditionCard & { channelCustId: string },
      to: Edition,
      batchId: string,
      at: string,
      by: string,
    ): Promise<boolean> {
      const log = {
        id: batchId,
        iccid: card.iccid,
        at,
        action: 'editionChange',
        detail: editionLogDetail(card.modeType, to, batchId),
        by,
      };
      return tryCondition(
        transact(db, [
          {
            Update: {
              TableName: table(),
              Key: cardEntity.key(card),
              UpdateExpression: 'SET editionFrom = modeType, modeType = :to, lastBatchId = :b, editionChangedAt = :at',
              ConditionExpression:
                'attribute_exists(pk) AND modeType = :from AND #state = :state AND ' +
                '(attribute_not_exists(lastBatchId) OR lastBatchId <> :b) AND ' +
                '(attribute_not_exists(poolId) OR attribute_type(poolId, :null))',
              ExpressionAttributeNames: { '#state': 'state' },
              ExpressionAttributeValues: {
                ':to': to,
                ':from': card.modeType,
                ':state': Number(card.state),
                ':b': batchId,
                ':at': at,
                ':null': 'NULL',
              },
            },
          },
          cardLogPut(table(), card, log, true),
        ]),
      );
    },
  };
}

export type StandardSimRepository = ReturnType<typeof createStandardSimRepository>;
