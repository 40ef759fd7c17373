import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { config } from '../platform/config.ts';
import { documentClient } from '../shared/aws/dynamodb.ts';
import { keys } from '../shared/data/keys.ts';

/** Captcha answers, single use, expiring after five minutes (TTL plus an explicit check). */
export function createCaptchaRepository(db = documentClient(), table = () => config('tableName')) {
  return {
    async save(id: string, answer: string, expiresAt: Date): Promise<void> {
      await db.send(
        new PutCommand({
          TableName: table(),
          Item: { ...keys.captcha(id), answer, expiresAt: Math.floor(expiresAt.getTime() / 1000) },
        }),
      );
    },
    /** Deletes the captcha and returns its answer if it had not expired. */
    async take(id: string, now: Date): Promise<string | undefined> {
      const { Attributes } = await db.send(
        new DeleteCommand({ TableName: table(), Key: keys.captcha(id), ReturnValues: 'ALL_OLD' }),
      );
      if (!Attributes || Number(Attributes.expiresAt) * 1000 < now.getTime()) return undefined;
      return String(Attributes.answer);
    },
  };
}

export type CaptchaRepository = ReturnType<typeof createCaptchaRepository>;
