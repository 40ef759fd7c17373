import { config } from '../platform/config.ts';
import type { DocumentClient } from '../shared/aws/dynamodb.ts';
import { documentClient } from '../shared/aws/dynamodb.ts';
import { type RealNameStatus, cardRealNameEntity, cardRealNameEventEntity } from '../shared/data/entities/realname.entity.ts';
import { entitySteps, entityStore, within } from '../shared/data/entity-operations.ts';
import type { Condition } from '../shared/data/entity-operations.ts';
import type { InferItem } from '../shared/data/entity.ts';
import type { Page } from '../shared/data/page-cursor.ts';
import { AppError } from '../shared/http/error-catalogue.ts';

export type CardRealName = InferItem<typeof cardRealNameEntity>;
export type CardRealNameEvent = InferItem<typeof cardRealNameEventEntity>;

/** Most cards the daily check reads in one run (the rest the next day; the run logs it). */
export const PENDING_READ_MAX = 20_000;

const statusFilter = (status?: RealNameStatus): { filter?: Condition } =>
  status ? { filter: { expression: '#st = :st', names: { '#st': 'status' }, values: { ':st': status } } } : {};

/** The state must still be the one read (its `updatedAt`), or still absent. */
const unchanged = (read: CardRealName | undefined): Condition | 'absent' =>
  read ? { expression: 'updatedAt = :read', values: { ':read': read.updatedAt } } : 'absent';

/**
 * Cards' real-name states (an enterprise's in one partition, every enterprise's on `byAlternateId`,
 * the daily check's candidates on a sparse key) and their history (one partition per card, by time).
 */
export function createRealNameRepository(db: DocumentClient = documentClient(), table = () => config('tableName')) {
  const store = entityStore(db, table);
  return {
    get: (channelCustId: string, iccid: string) => store.get(cardRealNameEntity, { channelCustId, iccid }, true),
    ofEnterprise: (
      channelCustId: string,
      page: { cursor?: string; pageSize: number },
      status?: RealNameStatus,
    ): Promise<Page<CardRealName>> =>
      store.page(
        cardRealNameEntity,
        { ...within(cardRealNameEntity, { channelCustId }), ...statusFilter(status) },
        { ...page, maxReads: 5 },
      ),
    ofPlatform: (page: { cursor?: string; pageSize: number }, status?: RealNameStatus): Promise<Page<CardRealName>> =>
      store.page(
        cardRealNameEntity,
        { ...within(cardRealNameEntity, {}, 'ofPlatform'), ...statusFilter(status) },
        { ...page, maxReads: 5 },
      ),
    /** The daily check's candidates. */
    pending: () => store.all(cardRealNameEntity, within(cardRealNameEntity, {}, 'pending'), PENDING_READ_MAX),
    /** A card's history, newest first. */
    history: (channelCustId: string, iccid: string, page: { cursor?: string; pageSize: number }) =>
      store.page(
        cardRealNameEventEntity,
        { ...within(cardRealNameEventEntity, { channelCustId, iccid }), backwards: true },
        { ...page, maxReads: 1 },
      ),
    /** The raw transaction items of a state put and an event put (for a card change's transaction, card-detail `apply`). */
    items: (state: CardRealName, event: CardRealNameEvent, read: CardRealName | undefined) => [
      entitySteps.put(table(), cardRealNameEntity, state, unchanged(read)).item,
      entitySteps.put(table(), cardRealNameEventEntity, event).item,
    ],
    /** A state (still as it was read: else CONFLICT, nothing written) and its history entry, in one transaction. */
    save: (state: CardRealName, event: CardRealNameEvent, read: CardRealName | undefined) =>
      store.transact([
        entitySteps.put(table(), cardRealNameEntity, state, unchanged(read), new AppError('CONFLICT', {}, 'iccid')),
        entitySteps.put(table(), cardRealNameEventEntity, event),
      ]),
    /** A history entry alone (a refused verification). */
    event: (event: CardRealNameEvent) => store.put(cardRealNameEventEntity, event),
  };
}

export type RealNameRepository = ReturnType<typeof createRealNameRepository>;
