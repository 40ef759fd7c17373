import type { DetailCard } from '../card-detail/card-model.ts';
import { config } from '../platform/config.ts';
/**
 * eUICC storage. The card item holds `eid` and `profiles` (one source of truth, changed with the
 * card log in one transaction); eUICC pointers (euiccEntity) make the per-enterprise eUICC list a Query.
 */
import { BatchGetCommand } from '../shared/aws/dynamodb-commands.ts';
import { documentClient } from '../shared/aws/dynamodb.ts';
import { cardLogPut } from '../shared/data/card-log.ts';
import { euiccEntity } from '../shared/data/entities/card-detail.entity.ts';
import { cardEntity } from '../shared/data/entities/card.entity.ts';
import { queryPage, transactOrFail } from '../shared/data/operations.ts';
import { AppError } from '../shared/http/error-catalogue.ts';
import type { Profile } from './profile-machine.ts';

export type EuiccCard = DetailCard & { eid?: string; profiles?: Profile[] };

export interface ProfileWrite {
  card: EuiccCard;
  /** The profiles as read (every state must still be so) and as they become. */
  before: readonly Profile[];
  after: readonly Profile[];
  log: { id: string; at: string; action: string; detail: Record<string, string | number | null>; by: string };
}

export function createEuiccRepository(db = documentClient(), table = () => config('tableName')) {
  return {
    /** One page of eUICC pointers of an enterprise, by eID (prefix `eidPrefix`). */
    async pointers(channelCustId: string, eidPrefix: string, cursor: string | undefined, limit: number) {
      const key = euiccEntity.key({ channelCustId, eid: eidPrefix });
      return queryPage(
        db,
        {
          TableName: table(),
          KeyConditionExpression: 'pk = :pk AND begins_with(sk, :p)',
          ExpressionAttributeValues: { ':pk': key.pk, ':p': key.sk },
        },
        { cursor, pageSize: limit, maxReads: 1, partition: { name: 'pk', value: key.pk } },
        (i) => ({ eid: String(i.eid), iccid: String(i.iccid) }),
      );
    },

    /** The cards behind pointers (at most 100), in the pointers' order. */
    async cards(channelCustId: string, iccids: readonly string[]): Promise<EuiccCard[]> {
      if (!iccids.length) return [];
      let request: Record<string, { Keys: Record<string, unknown>[] }> | undefined = {
        [table()]: { Keys: iccids.map((i) => ({ ...cardEntity.key({ channelCustId, iccid: i }) })) },
      };
      const found = new Map<string, EuiccCard>();
      for (let attempt = 0; request && Object.keys(request).length && attempt < 5; attempt++) {
        const res = await db.send(new BatchGetCommand({ RequestItems: request }));
        for (const item of res.Responses?.[table()] ?? []) found.set(String(item.iccid), item as EuiccCard);
        request = res.UnprocessedKeys as typeof request;
      }
      return iccids.flatMap((i) => found.get(i) ?? []);
    },

    /** Writes the profiles and the log entry in one transaction, conditional on the profiles read. */
    async writeProfiles(w: ProfileWrite): Promise<void> {
      const names: Record<string, string> = { '#p': 'profiles', '#s': 'state', '#e': 'eid' };
      const values: Record<string, unknown> = { ':after': w.after, ':eid': w.card.eid };
      const conds = w.before.map((p, i) => {
        values[`:s${i}`] = p.state;
        return `#p[${i}].#s = :s${i}`;
      });
      await transactOrFail(
        db,
        [
          {
            Update: {
              TableName: table(),
              Key: cardEntity.key(w.card),
              UpdateExpression: 'SET #p = :after',
              ConditionExpression: ['attribute_exists(pk)', '#e = :eid', 'size(#p) = :n', ...conds].join(' AND '),
              ExpressionAttributeNames: names,
              ExpressionAttributeValues: { ...values, ':n': w.before.length },
            },
          },
          cardLogPut(table(), w.card, w.log),
        ],
        (failed) => (failed.includes(0) ? new AppError('CARD_CHANGED') : undefined),
      );
    },
  };
}

export type EuiccRepository = ReturnType<typeof createEuiccRepository>;
