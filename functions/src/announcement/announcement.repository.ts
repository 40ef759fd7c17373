import { randomUUID } from 'node:crypto';
import { config } from '../platform/config.ts';
import { documentClient } from '../shared/aws/dynamodb.ts';
import { announcementEntity, announcementHistoryEntity, sendModes } from '../shared/data/entities/announcement.entity.ts';
import { entitySteps, entityStore, within } from '../shared/data/entity-operations.ts';
import type { InferItem } from '../shared/data/entity.ts';
import { DEFAULT_PAGE_SIZE, type Page } from '../shared/data/page-cursor.ts';

export { sendModes };

export type Announcement = InferItem<typeof announcementEntity>;

export function createAnnouncementRepository(db = documentClient(), table = () => config('tableName')) {
  const store = entityStore(db, table);
  return {
    current: (): Promise<Announcement | undefined> => store.get(announcementEntity, {}),
    /** Keeps the announcement in the history and makes it the current one, in one transaction. */
    async publish(a: Announcement): Promise<void> {
      await store.transact([
        entitySteps.put(table(), announcementHistoryEntity, { ...a, id: randomUUID() }),
        entitySteps.put(table(), announcementEntity, a),
      ]);
    },
    /** The history, newest first. */
    history: (q: { cursor?: string; pageSize?: number }): Promise<Page<Announcement>> =>
      store.page(
        announcementHistoryEntity,
        { ...within(announcementHistoryEntity, {}), backwards: true },
        { cursor: q.cursor, pageSize: q.pageSize ?? DEFAULT_PAGE_SIZE, maxReads: 1 },
      ),
  };
}

export type AnnouncementRepository = ReturnType<typeof createAnnouncementRepository>;
