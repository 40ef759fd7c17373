import { config } from '../platform/config.ts';
import type { DocumentClient } from '../shared/aws/dynamodb.ts';
import { documentClient } from '../shared/aws/dynamodb.ts';
import { cardTypeCodeEntity, cardTypeEntity } from '../shared/data/entities/card-type.entity.ts';
import { entitySteps, entityStore, within } from '../shared/data/entity-operations.ts';
import { failedConditions } from '../shared/data/operations.ts';
import type { Page } from '../shared/data/page-cursor.ts';
import { AppError } from '../shared/http/error-catalogue.ts';
import type { CardType } from './card-type-model.ts';

/** The card type catalogue (`PLATFORM#CARDTYPES`): type items and their code claims. */
export function createCardTypeRepository(db: DocumentClient = documentClient(), table = () => config('tableName')) {
  const store = entityStore(db, table);
  const notFound = () => new AppError('NOT_FOUND', {}, 'typeId');
  return {
    page: (opts: { formFactor?: string; cursor?: string; pageSize: number }): Promise<Page<CardType>> =>
      store.page(
        cardTypeEntity,
        {
          ...within(cardTypeEntity, {}),
          ...(opts.formFactor ? { filter: { expression: 'formFactor = :f', values: { ':f': opts.formFactor } } } : {}),
        },
        { cursor: opts.cursor, pageSize: opts.pageSize, maxReads: 1 },
      ),

    get: async (typeId: string): Promise<CardType | null> => (await store.get(cardTypeEntity, { typeId })) ?? null,

    create: (type: CardType): Promise<void> =>
      store.putUnique(cardTypeEntity, type, {
        onExists: new AppError('CONFLICT', {}, 'typeId'),
        claims: [
          {
            key: cardTypeCodeEntity.key(type),
            attributes: { typeId: type.typeId },
            onFail: new AppError('CARD_TYPE_CODE_TAKEN', { code: type.code }, 'code'),
          },
        ],
      }),

    /** Changes the descriptive fields; the code and the stock counter are left as they are. */
    async update(typeId: string, set: Omit<CardType, 'typeId' | 'code' | 'stockCount' | 'createdAt'>): Promise<CardType> {
      const after = await store.update(
        cardTypeEntity,
        { typeId },
        { set, condition: 'exists', returnValues: 'ALL_NEW' },
        notFound(),
      );
      return cardTypeEntity.parse(after ?? {});
    },

    /** Deletes a type and frees its code, only while no stock card uses it (checked in the same write). */
    async remove(type: CardType): Promise<void> {
      const unused = {
        expression: 'attribute_exists(pk) AND (attribute_not_exists(stockCount) OR stockCount <= :zero)',
        values: { ':zero': 0 },
      };
      try {
        await store.transact([
          entitySteps.delete(table(), cardTypeEntity, type, unused),
          entitySteps.delete(table(), cardTypeCodeEntity, type),
        ]);
      } catch (e) {
        if (!failedConditions(e).includes(0)) throw e;
        const now = await store.get(cardTypeEntity, type);
        if (!now) throw notFound();
        throw new AppError('CARD_TYPE_IN_USE', { count: Number(now.stockCount ?? 0) });
      }
    },

    /**
     * Moves a type's stock counter when stock cards of the type come in (+) or leave (−); for the
     * stock area, which owns those writes. Refused for an unknown type.
     */
    async adjustStockCount(typeId: string, delta: number): Promise<number> {
      const after = await store.update(
        cardTypeEntity,
        { typeId },
        { add: { stockCount: delta }, condition: 'exists', returnValues: 'UPDATED_NEW' },
        notFound(),
      );
      return Number(after?.stockCount ?? 0);
    },
  };
}

export type CardTypeRepository = ReturnType<typeof createCardTypeRepository>;
