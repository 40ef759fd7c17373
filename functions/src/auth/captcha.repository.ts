import { config } from '../platform/config.ts';
import { DeleteCommand } from '../shared/aws/dynamodb-commands.ts';
import { documentClient } from '../shared/aws/dynamodb.ts';
import { captchaEntity } from '../shared/data/entities/identity.entity.ts';
import { entityStore } from '../shared/data/entity-operations.ts';

/** Captcha answers, single use, expiring after five minutes (TTL plus an explicit check). */
export function createCaptchaRepository(db = documentClient(), table = () => config('tableName')) {
  const store = entityStore(db, table);
  return {
    save: (id: string, answer: string, expiresAt: Date): Promise<void> =>
      store.put(captchaEntity, { id, answer, expiresAt: Math.floor(expiresAt.getTime() / 1000) }),
    /** Deletes the captcha and returns its answer if it had not expired. */
    async take(id: string, now: Date): Promise<string | undefined> {
      const { Attributes } = await db.send(
        // The delete answers with what it deleted: a captcha is used at most once, even by concurrent sign-ins.
        new DeleteCommand({ TableName: table(), Key: captchaEntity.key({ id }), ReturnValues: 'ALL_OLD' }),
      );
      if (!Attributes || Number(Attributes.expiresAt) * 1000 < now.getTime()) return undefined;
      return String(Attributes.answer);
    },
  };
}

export type CaptchaRepository = ReturnType<typeof createCaptchaRepository>;
