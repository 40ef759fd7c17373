import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { config } from '../platform/config.ts';
import { documentClient } from '../shared/aws/dynamodb.ts';
import { keys } from '../shared/data/keys.ts';

export interface Announcement {
  content: string;
  englishContent: string;
  /** ISO-8601 UTC. */
  endDate: string;
  sendMode: 'banner' | 'banner+email';
  createdBy: string;
  createdAt: string;
}

export function createAnnouncementRepository(db = documentClient(), table = () => config('tableName')) {
  return {
    async current(): Promise<Announcement | undefined> {
      const { Item } = await db.send(new GetCommand({ TableName: table(), Key: keys.announcement() }));
      if (!Item) return undefined;
      const { pk: _pk, sk: _sk, ...rest } = Item;
      return rest as Announcement;
    },
    async publish(a: Announcement): Promise<void> {
      await db.send(new PutCommand({ TableName: table(), Item: { ...keys.announcement(), ...a } }));
    },
  };
}
