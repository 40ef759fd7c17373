import type { Card } from '../card/card-record.ts';
import { config } from '../platform/config.ts';
import { GetCommand } from '../shared/aws/dynamodb-commands.ts';
import { documentClient } from '../shared/aws/dynamodb.ts';
import { cardEntity } from '../shared/data/entities/card.entity.ts';

export type CardStatus = Pick<Card, 'iccid' | 'msisdn' | 'operator' | 'state'>;

/**
 * The cards an open-API caller may read. The card key starts with the caller's enterprise, so
 * another enterprise's ICCID is simply not found (404): no directory look-up can leak ownership.
 */
export function createOpenCardRepository(db = documentClient(), table = () => config('tableName')) {
  return {
    async status(channelCustId: string, iccid: string): Promise<CardStatus | undefined> {
      const { Item } = await db.send(
        new GetCommand({
          TableName: table(),
          Key: cardEntity.key({ channelCustId, iccid }),
          ProjectionExpression: '#iccid, #msisdn, #operator, #state',
          ExpressionAttributeNames: { '#iccid': 'iccid', '#msisdn': 'msisdn', '#operator': 'operator', '#state': 'state' },
        }),
      );
      return Item as CardStatus | undefined;
    },
  };
}

export type OpenCardRepository = ReturnType<typeof createOpenCardRepository>;
