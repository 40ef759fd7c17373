import { randomUUID } from 'node:crypto';
import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { config } from '../platform/config.ts';
import { documentClient } from '../shared/aws/dynamodb.ts';
import { keys, skPrefix } from '../shared/data/keys.ts';
import { queryPage } from '../shared/data/operations.ts';
import { DEFAULT_PAGE_SIZE, type Page } from '../shared/data/page-cursor.ts';

export const sendModes = ['banner', 'banner+email'] as const;

export interface Announcement {
  content: string;
  englishContent: string;
  /** ISO-8601 UTC. */
  endDate: string;
  sendMode: (typeof sendModes)[number];
  createdBy: string;
  createdAt: string;
}

const strip = ({ pk: _pk, sk: _sk, ...rest }: Record<string, unknown>) => rest as unknown as Announcement;

export function createAnnouncementRepository(db = documentClient(), table = () => config('tableName')) {
  const historyPk = keys.announcementHistory('', '').pk;
  return {
    async current(): Promise<Announcement | undefined> {
      const { Item } = await db.send(new GetCommand({ TableName: table(), Key: keys.announcement() }));
      return Item ? strip(Item) : undefined;
    },
    /** Keeps the announcement in the history and makes it the current one, in one transaction. */
    async publish(a: Announcement): Promise<void> {
      await db.send(
        new TransactWriteCommand({
          TransactItems: [
            { Put: { TableName: table(), Item: { ...keys.announcementHistory(a.createdAt, randomUUID()), ...a } } },
            { Put: { TableName: table(), Item: { ...keys.announcement(), ...a } } },
          ],
        }),
      );
    },
    /** The history, newest first. */
    async history(q: { cursor?: string; pageSize?: number }): Promise<Page<Announcement>> {
      return queryPage(
        db,
        {
          TableName: table(),
          KeyConditionExpression: 'pk = :pk AND begins_with(sk, :h)',
          ExpressionAttributeValues: { ':pk': historyPk, ':h': skPrefix.announcementHistory },
          ScanIndexForward: false,
        },
        {
          cursor: q.cursor,
          pageSize: q.pageSize ?? DEFAULT_PAGE_SIZE,
          maxReads: 1,
          cursorKey: ['pk', 'sk'],
          partition: { name: 'pk', value: historyPk },
        },
        strip,
      );
    },
  };
}

export type AnnouncementRepository = ReturnType<typeof createAnnouncementRepository>;
