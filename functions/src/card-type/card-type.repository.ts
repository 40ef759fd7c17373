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
import { failedConditions, putUnique, queryPage, updateOrFail } from '../shared/data/operations.ts';
import type { Page } from '../shared/data/page-cursor.ts';
import { AppError } from '../shared/http/error-catalogue.ts';
import type { CardType } from './card-type-model.ts';

const strip = ({ pk: _p, sk: _s, ...rest }: Record<string, unknown>) => rest as unknown as CardType;

/** The card type catalogue (`PLATFORM#CARDTYPES`): type items and their code claims. */
export function createCardTypeRepository(db: DynamoDBDocumentClient = documentClient(), table = () => config('tableName')) {
  const PK = keys.cardType('').pk;
  return {
    async page(opts: { formFactor?: string; cursor?: string; pageSize: number }): Promise<Page<CardType>> {
      return queryPage(
        db,
        {
          TableName: table(),
          KeyConditionExpression: 'pk = :pk AND begins_with(sk, :s)',
          ...(opts.formFactor ? { FilterExpression: 'formFactor = :f' } : {}),
          ExpressionAttributeValues: {
            ':pk': PK,
            ':s': skPrefix.cardType,
            ...(opts.formFactor ? { ':f': opts.formFactor } : {}),
          },
        },
        {
          cursor: opts.cursor,
          pageSize: opts.pageSize,
          maxReads: 1,
          cursorKey: ['pk', 'sk'],
          partition: { name: 'pk', value: PK },
        },
        strip,
      );
    },

    async get(typeId: string): Promise<CardType | null> {
      const { Item } = await db.send(new GetCommand({ TableName: table(), Key: keys.cardType(typeId) }));
      return Item ? strip(Item) : null;
    },

    async create(type: CardType): Promise<void> {
      await putUnique(db, table(), {
        item: { ...keys.cardType(type.typeId), ...type },
        onExists: new AppError('CONFLICT', {}, 'typeId'),
        claims: [
          {
            key: keys.cardTypeCode(type.code),
            attributes: { typeId: type.typeId },
            onFail: new AppError('CARD_TYPE_CODE_TAKEN', { code: type.code }, 'code'),
          },
        ],
      });
    },

    /** Changes the descriptive fields; the code and the stock counter are left as they are. */
    async update(typeId: string, set: Omit<CardType, 'typeId' | 'code' | 'stockCount' | 'createdAt'>): Promise<CardType> {
      const { Attributes } = await updateOrFail(
        db,
        {
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
        },
        new AppError('NOT_FOUND', {}, 'typeId'),
      );
      return strip(Attributes ?? {});
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
        if (!failedConditions(e).includes(0)) throw e;
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
      const { Attributes } = await updateOrFail(
        db,
        {
          TableName: table(),
          Key: keys.cardType(typeId),
          UpdateExpression: 'ADD stockCount :d',
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeValues: { ':d': delta },
          ReturnValues: 'UPDATED_NEW',
        },
        new AppError('NOT_FOUND', {}, 'typeId'),
      );
      return Number(Attributes?.stockCount ?? 0);
    },
  };
}

export type CardTypeRepository = ReturnType<typeof createCardTypeRepository>;
