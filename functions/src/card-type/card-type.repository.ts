import { ConditionalCheckFailedException, TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import {
  type DynamoDBDocumentClient,
  GetCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { config } from '../platform/config.ts';
import { documentClient } from '../shared/aws/dynamodb.ts';
import { keys, skPrefix } from '../shared/data/keys.ts';
import { type Page, decodeCursor, encodeCursor } from '../shared/data/page-cursor.ts';
import { AppError } from '../shared/http/error-catalogue.ts';
import type { CardType } from './card-type-model.ts';

const strip = ({ pk: _p, sk: _s, ...rest }: Record<string, unknown>) => rest as unknown as CardType;
const cancelReasons = (e: unknown): string[] =>
  e instanceof TransactionCanceledException ? (e.CancellationReasons ?? []).map((r) => r.Code ?? 'None') : [];

/** The card type catalogue (`PLATFORM#CARDTYPES`): type items and their code claims. */
export function createCardTypeRepository(db: DynamoDBDocumentClient = documentClient(), table = () => config('tableName')) {
  const PK = keys.cardType('').pk;
  return {
    async page(opts: { formFactor?: string; cursor?: string; pageSize: number }): Promise<Page<CardType>> {
      const res = await db.send(
        new QueryCommand({
          TableName: table(),
          KeyConditionExpression: 'pk = :pk AND begins_with(sk, :s)',
          ...(opts.formFactor ? { FilterExpression: 'formFactor = :f' } : {}),
          ExpressionAttributeValues: {
            ':pk': PK,
            ':s': skPrefix.cardType,
            ...(opts.formFactor ? { ':f': opts.formFactor } : {}),
          },
          ExclusiveStartKey: decodeCursor(opts.cursor, ['pk', 'sk'], { name: 'pk', value: PK }),
          Limit: opts.pageSize,
        }),
      );
      return { items: (res.Items ?? []).map(strip), cursor: encodeCursor(res.LastEvaluatedKey) };
    },

    async get(typeId: string): Promise<CardType | null> {
      const { Item } = await db.send(new GetCommand({ TableName: table(), Key: keys.cardType(typeId) }));
      return Item ? strip(Item) : null;
    },

    async create(type: CardType): Promise<void> {
      try {
        await db.send(
          new TransactWriteCommand({
            TransactItems: [
              {
                Put: {
                  TableName: table(),
                  Item: { ...keys.cardTypeCode(type.code), typeId: type.typeId },
                  ConditionExpression: 'attribute_not_exists(pk)',
                },
              },
              {
                Put: {
                  TableName: table(),
                  Item: { ...keys.cardType(type.typeId), ...type },
                  ConditionExpression: 'attribute_not_exists(pk)',
                },
              },
            ],
          }),
        );
      } catch (e) {
        if (cancelReasons(e)[0] === 'ConditionalCheckFailed')
          throw new AppError('CARD_TYPE_CODE_TAKEN', { code: type.code }, 'code');
        throw e;
      }
    },

    /** Changes the descriptive fields; the code and the stock counter are left as they are. */
    async update(typeId: string, set: Omit<CardType, 'typeId' | 'code' | 'stockCount' | 'createdAt'>): Promise<CardType> {
      try {
        const { Attributes } = await db.send(
          new UpdateCommand({
            TableName: table(),
            Key: keys.cardType(typeId),
            UpdateExpression:
              'SET #n = :n, formFactor = :f, grade = :g, tempMinC = :lo, tempMaxC = :hi, remark = :r, updatedAt = :u',
            ConditionExpression: 'attribute_exists(pk)',
            ExpressionAttributeNames: { '#n': 'name' },
            ExpressionAttributeValues: {
              ':n': set.name,
              ':f': set.formFactor,
              ':g': set.grade,
              ':lo': set.tempMinC,
              ':hi': set.tempMaxC,
              ':r': set.remark,
              ':u': set.updatedAt,
            },
            ReturnValues: 'ALL_NEW',
          }),
        );
        return strip(Attributes ?? {});
      } catch (e) {
        if (e instanceof ConditionalCheckFailedException) throw new AppError('NOT_FOUND', {}, 'typeId');
        throw e;
      }
    },

    /** Deletes a type and frees its code, only while no stock card uses it (checked in the same write). */
    async remove(type: CardType): Promise<void> {
      try {
        await db.send(
          new TransactWriteCommand({
            TransactItems: [
              {
                Delete: {
                  TableName: table(),
                  Key: keys.cardType(type.typeId),
                  ConditionExpression: 'attribute_exists(pk) AND (attribute_not_exists(stockCount) OR stockCount <= :zero)',
                  ExpressionAttributeValues: { ':zero': 0 },
                },
              },
              { Delete: { TableName: table(), Key: keys.cardTypeCode(type.code) } },
            ],
          }),
        );
      } catch (e) {
        if (cancelReasons(e)[0] !== 'ConditionalCheckFailed') throw e;
        const { Item } = await db.send(new GetCommand({ TableName: table(), Key: keys.cardType(type.typeId) }));
        if (!Item) throw new AppError('NOT_FOUND', {}, 'typeId');
        throw new AppError('CARD_TYPE_IN_USE', { count: Number(Item.stockCount ?? 0) });
      }
    },

    /**
     * Moves a type's stock counter when stock cards of the type come in (+) or leave (−); for the
     * stock area, which owns those writes. Refused for an unknown type.
     */
    async adjustStockCount(typeId: string, delta: number): Promise<number> {
      try {
        const { Attributes } = await db.send(
          new UpdateCommand({
            TableName: table(),
            Key: keys.cardType(typeId),
            UpdateExpression: 'ADD stockCount :d',
            ConditionExpression: 'attribute_exists(pk)',
            ExpressionAttributeValues: { ':d': delta },
            ReturnValues: 'UPDATED_NEW',
          }),
        );
        return Number(Attributes?.stockCount ?? 0);
      } catch (e) {
        if (e instanceof ConditionalCheckFailedException) throw new AppError('NOT_FOUND', {}, 'typeId');
        throw e;
      }
    },
  };
}

export type CardTypeRepository = ReturnType<typeof createCardTypeRepository>;
