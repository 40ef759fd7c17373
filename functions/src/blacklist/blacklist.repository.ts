import { config } from '../platform/config.ts';
import type { DocumentClient } from '../shared/aws/dynamodb.ts';
import { documentClient } from '../shared/aws/dynamodb.ts';
import {
  type BlacklistKind,
  blacklistEntryEntity,
  blacklistPartitions,
  blacklistRecordEntity,
} from '../shared/data/entities/blacklist.entity.ts';
import { entityStore, within } from '../shared/data/entity-operations.ts';
import type { InferItem } from '../shared/data/entity.ts';
import type { Page } from '../shared/data/page-cursor.ts';
import { AppError } from '../shared/http/error-catalogue.ts';

export type BlacklistEntry = InferItem<typeof blacklistEntryEntity>;
export type BlacklistRecord = InferItem<typeof blacklistRecordEntity>;

const notFound = () => new AppError('BLACKLIST_NOT_FOUND', {}, 'entryId');

/**
 * Blacklist entries (one small platform partition per kind: a list is searched in full, as the
 * platform's registration list is) and the record of changes and hits (one partition by time).
 */
export function createBlacklistRepository(db: DocumentClient = documentClient(), table = () => config('tableName')) {
  const store = entityStore(db, table);
  return {
    get: (kind: BlacklistKind, entryId: string) => store.get(blacklistEntryEntity, { kind, entryId }, true),
    /** Every entry of a kind (the screens search them in memory: blacklists stay small). */
    all: (kind: BlacklistKind) =>
      store.all(blacklistEntryEntity, { pk: blacklistPartitions.entries(kind), consistent: true }, 5000),
    /** The entries with an organisation code (enterprise) or identity-number hash (person). */
    byNumber: (kind: BlacklistKind, match: string) =>
      store.all(blacklistEntryEntity, { index: 'byNumber', pk: blacklistPartitions.byNumber(kind, match) }, 10),
    /** The enterprise entries with this normalised name. */
    byName: (nameKey: string) =>
      store.all(blacklistEntryEntity, { index: 'byName', pk: blacklistPartitions.byName(nameKey) }, 10),
    create: (e: BlacklistEntry) => store.put(blacklistEntryEntity, e, 'absent', new AppError('CONFLICT', {}, 'entryId')),
    replace: (e: BlacklistEntry) => store.put(blacklistEntryEntity, e, 'exists', notFound()),
    remove: (kind: BlacklistKind, entryId: string) => store.delete(blacklistEntryEntity, { kind, entryId }, 'exists', notFound()),
    record: (r: BlacklistRecord) => store.put(blacklistRecordEntity, r),
    /** A page of the record, newest first. */
    records: (page: { cursor?: string; pageSize: number }, filter?: { action?: string }): Promise<Page<BlacklistRecord>> =>
      store.page(
        blacklistRecordEntity,
        {
          ...within(blacklistRecordEntity, {}),
          backwards: true,
          ...(filter?.action
            ? { filter: { expression: '#a = :a', names: { '#a': 'action' }, values: { ':a': filter.action } } }
            : {}),
        },
        { ...page, maxReads: 5 },
      ),
  };
}

export type BlacklistRepository = ReturnType<typeof createBlacklistRepository>;
