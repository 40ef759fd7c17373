import { config } from '../../platform/config.ts';
/**
 * The owner directory: which enterprise owns a card, a batch, an import or a retail plan, by its id
 * alone. Cards have their ICCID directory item (card-record.ts); batches, imports and retail plans
 * get a pointer item written in the same transaction that creates them (`ownerPointer`).
 */
import { GetCommand } from '../aws/dynamodb-commands.ts';
import { documentClient } from '../aws/dynamodb.ts';
import { cardDirectoryEntity } from './entities/card.entity.ts';
import { ownerDirectoryEntity } from './entities/owner.entity.ts';
import type { OwnedKind } from './keys.ts';
import type { TransactItem } from './operations.ts';

/** What a route's id names: a card (by ICCID) or one of the owned kinds with a pointer item. */
export type OwnerKind = 'CARD' | OwnedKind;

/** The pointer item to Put beside a new batch, import or retail plan (never deleted: change logs outlive plans). */
export const ownerPointer = (kind: OwnedKind, id: string, channelCustId: string) => ({
  ...ownerDirectoryEntity.key({ kind, id }),
  channelCustId,
});

/** The Put of the pointer item, for the transaction that creates the thing it points to. */
export const ownerPointerPut = (table: string, kind: OwnedKind, id: string, channelCustId: string): TransactItem => ({
  Put: { TableName: table, Item: ownerPointer(kind, id, channelCustId) },
});

export function createOwnerDirectory(db = documentClient(), table = () => config('tableName')) {
  return {
    /** The owning enterprise of the thing, or null when no such id exists (or predates its pointer). */
    async ownerOf(kind: OwnerKind, id: string): Promise<string | null> {
      const Key = kind === 'CARD' ? cardDirectoryEntity.key({ iccid: id }) : ownerDirectoryEntity.key({ kind, id });
      const { Item } = await db.send(new GetCommand({ TableName: table(), Key, ProjectionExpression: 'channelCustId' }));
      return typeof Item?.channelCustId === 'string' ? Item.channelCustId : null;
    },
  };
}

export type OwnerDirectory = ReturnType<typeof createOwnerDirectory>;
