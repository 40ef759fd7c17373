/** Storage of the resale quick entry: the `resale` attribute of the card items (keys start with the tenant). */
import { config } from '../platform/config.ts';
import { UpdateCommand } from '../shared/aws/dynamodb-commands.ts';
import type { DocumentClient } from '../shared/aws/dynamodb.ts';
import { documentClient } from '../shared/aws/dynamodb.ts';
import { batchGetAll } from '../shared/data/batch-get.ts';
import { cardEntity } from '../shared/data/entities/card.entity.ts';
import type { RecordedResale } from './resell-model.ts';

export interface ResellCard {
  iccid: string;
  operator: 'CMCC' | 'CUCC' | 'CTCC';
  state: number;
  custId: string | null;
  resale: RecordedResale | null;
}

export function createResellRepository(db: DocumentClient = documentClient(), table = () => config('tableName')) {
  return {
    /** The enterprise's cards among `iccids` (others are absent), with their recorded resale status. */
    async cards(channelCustId: string, iccids: string[]): Promise<Map<string, ResellCard>> {
      if (!iccids.length) return new Map();
      const found = await batchGetAll(
        db,
        table(),
        iccids.map((iccid) => cardEntity.key({ channelCustId, iccid })),
        {
          ProjectionExpression: 'iccid, #op, #st, custId, resale',
          ExpressionAttributeNames: { '#op': 'operator', '#st': 'state' },
        },
      );
      return new Map(
        found.map((c) => [
          String(c.iccid),
          {
            iccid: String(c.iccid),
            operator: c.operator as ResellCard['operator'],
            state: Number(c.state),
            custId: (c.custId as string | null | undefined) ?? null,
            resale: (c.resale as RecordedResale | undefined) ?? null,
          },
        ]),
      );
    },
    /** Records the operator's resale status on the card item (only on a card that exists). */
    async record(channelCustId: string, iccid: string, resale: RecordedResale): Promise<void> {
      await db.send(
        new UpdateCommand({
          TableName: table(),
          Key: cardEntity.key({ channelCustId, iccid }),
          UpdateExpression: 'SET resale = :r',
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeValues: { ':r': resale },
        }),
      );
    },
  };
}

export type ResellRepository = ReturnType<typeof createResellRepository>;
