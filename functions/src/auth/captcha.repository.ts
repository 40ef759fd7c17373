import { config } from '../platform/config.ts';
import { DeleteCommand } from '../shared/aws/dynamodb-commands.ts';
import { documentClient } from '../shared/aws/dynamodb.ts';
import { captchaEntity } from '../shared/data/entities/identity.entity.ts';
import { entityStore } from '../shared/data/entity-operations.ts';
import { AppError } from '../shared/http/error-catalogue.ts';

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

/**
 * The captcha check of every public form (sign-in, /register, the enterprise real-name apply page):
 * the answer is taken (single use) and compared ignoring case; off when the local stack disables it.
 */
export const captchaCheck =
  (d: { captchas: Pick<CaptchaRepository, 'take'>; clock: () => Date; enabled: boolean }) =>
  async (id: string, code: string): Promise<void> => {
    if (!d.enabled) return;
    const answer = await d.captchas.take(id, d.clock());
    if (!answer || answer.toUpperCase() !== code.trim().toUpperCase()) throw new AppError('CAPTCHA_WRONG');
  };
