import { config } from '../platform/config.ts';
import { GetCommand, UpdateCommand } from '../shared/aws/dynamodb-commands.ts';
import { documentClient } from '../shared/aws/dynamodb.ts';
import { objectStore } from '../shared/aws/s3.ts';
import { type TableKey, batchGetAll } from '../shared/data/batch-get.ts';
import { cardDirectoryEntity, cardEntity } from '../shared/data/entities/card.entity.ts';
import {
  cardUsageMonthEntity,
  usageFileEntity,
  usageFilePartEntity,
  usageMonthEntity,
} from '../shared/data/entities/usage.entity.ts';
import { failedConditions, putAbsent, transact } from '../shared/data/operations.ts';
import type { RollupDelta } from '../shared/data/report-rollups.ts';
import { setExpression } from '../shared/data/update-expressions.ts';
import { chunks as chunk } from '../shared/util/map-limit.ts';
import { type UsageCardFields, cardMonthKey } from './usage-events.ts';
import { type CardOwner, type ScopeMonthDelta, type TopCard, usageRollupUpdates } from './usage-rollup.ts';

/** Storage of usage: CDR files in S3, card month items, scope roll-ups and processed-file markers. */
export function createUsageRepository(db = documentClient(), s3 = objectStore, table = () => config('tableName')) {
  const bucket = () => config('importsBucket');

  const batchGet = (keyList: TableKey[]) => batchGetAll(db, table(), keyList);

  return {
    batchGet,
    async listCdrFiles(prefix: string): Promise<string[]> {
      const out: string[] = [];
      let token: string | undefined;
      do {
        const page = await s3.list(bucket(), prefix, token);
        out.push(...page.keys);
        token = page.next;
      } while (token);
      return out;
    },
    async readFile(key: string): Promise<string> {
      return s3.getText(bucket(), key);
    },
    /** `rolledUp`: roll-ups applied, card items maybe not all written; `done`: fully ingested. */
    async fileStatus(key: string): Promise<'rolledUp' | 'done' | undefined> {
      const { Item } = await db.send(new GetCommand({ TableName: table(), Key: usageFileEntity.key({ key }) }));
      return Item?.status as 'rolledUp' | 'done' | undefined;
    },
    async markDone(key: string): Promise<void> {
      await db.send(
        new UpdateCommand({
          TableName: table(),
          Key: usageFileEntity.key({ key }),
          UpdateExpression: 'SET #s = :d',
          ExpressionAttributeNames: { '#s': 'status' },
          ExpressionAttributeValues: { ':d': 'done' },
        }),
      );
    },
    /** The card fields usage events carry (usage-events.ts), one projection read per 100 cards. */
    async cardFields(owners: CardOwner[]): Promise<Map<string, UsageCardFields>> {
      const items = await batchGetAll(
        db,
        table(),
        // One key per card (BatchGetItem refuses duplicates; a file may hold two months of a card).
        [...new Map(owners.map((o) => [o.iccid, o])).values()].map((o) =>
          cardEntity.key({ channelCustId: o.channelCustId, iccid: o.iccid }),
        ),
        {
          ProjectionExpression: 'iccid, #op, #state, goodsReleaseId, poolId, labels, quotaBytes',
          ExpressionAttributeNames: { '#op': 'operator', '#state': 'state' },
        },
      );
      return new Map(items.map((i) => [String(i.iccid), i as unknown as UsageCardFields]));
    },
    /** Card month items (a Unicom cycle's other month), keyed by `cardMonthKey`. */
    async cardMonths(list: { owner: CardOwner; month: string }[]): Promise<Map<string, Record<string, unknown>>> {
      const items = await batchGet(
        list.map((l) => cardUsageMonthEntity.key({ channelCustId: l.owner.channelCustId, iccid: l.owner.iccid, month: l.month })),
      );
      const byKey = new Map(items.map((i) => [`${i.pk}|${i.sk}`, i]));
      const out = new Map<string, Record<string, unknown>>();
      for (const l of list) {
        const k = cardUsageMonthEntity.key({ channelCustId: l.owner.channelCustId, iccid: l.owner.iccid, month: l.month });
        const item = byKey.get(`${k.pk}|${k.sk}`);
        if (item) out.set(cardMonthKey(l.owner.iccid, l.month), item);
      }
      return out;
    },
    async owners(iccids: string[]): Promise<Map<string, CardOwner>> {
      const items = await batchGet(iccids.map((i) => cardDirectoryEntity.key({ iccid: i })));
      return new Map(items.map((i) => [String(i.iccid), i as unknown as CardOwner]));
    },
    /**
     * Applies one file's roll-up deltas exactly once. A file's deltas fit one transaction with its
     * marker as a rule; a larger file's go in parts of 99, each with a part marker in its transaction,
     * and the file's marker (`rolledUp`) is written after the last part. So a retry after a failure
     * between parts applies the parts that did not land and skips those that did: nothing is lost and
     * nothing added twice (the deltas are the same on a retry: the card items are written after this).
     * Returns false when every part was applied before.
     */
    async applyRollups(
      fileKey: string,
      months: ScopeMonthDelta[],
      years: { scope: string; year: string; add: Record<string, number> }[],
      rows: number,
      at: string,
      /** The usage report's month deltas (report-rollups.ts), in the same transactions. */
      reportMonths: RollupDelta[] = [],
    ): Promise<boolean> {
      const items = usageRollupUpdates(table(), { months, years, reportMonths });
      const parts = chunk(items, 99);
      const partMarker = (i: number) => ({ ...usageFilePartEntity.key({ key: fileKey, part: i }), processedAt: at });
      /** Writes one part with its marker; false when the marker was there (the part landed before). */
      const once = async (markerItem: Record<string, unknown>, part: typeof items) => {
        try {
          await transact(db, [putAbsent(table(), markerItem), ...part]);
          return true;
        } catch (error) {
          if (failedConditions(error).includes(0)) return false;
          throw error;
        }
      };
      if (parts.length <= 1)
        return once({ ...usageFileEntity.key({ key: fileKey }), rows, processedAt: at, status: 'rolledUp' }, parts[0] ?? []);
      let applied = false;
      for (const [i, part] of parts.entries()) applied = (await once(partMarker(i), part)) || applied;
      // The file's marker last, never over a `done` one a concurrent run of the same file wrote.
      await db.send(
        new UpdateCommand({
          TableName: table(),
          Key: usageFileEntity.key({ key: fileKey }),
          UpdateExpression: 'SET #s = if_not_exists(#s, :r), #rows = :n, processedAt = if_not_exists(processedAt, :at)',
          ExpressionAttributeNames: { '#s': 'status', '#rows': 'rows' },
          ExpressionAttributeValues: { ':r': 'rolledUp', ':n': rows, ':at': at },
        }),
      );
      return applied;
    },
    /** Sets a card's bytes for the given days (idempotent); returns the month item after the write. */
    async setCardDays(owner: CardOwner, month: string, days: Record<string, number>): Promise<Record<string, unknown>> {
      const { Attributes } = await db.send(
        new UpdateCommand({
          TableName: table(),
          Key: cardUsageMonthEntity.key({ channelCustId: owner.channelCustId, iccid: owner.iccid, month }),
          ...setExpression({ msisdn: owner.msisdn, ...days }),
          ReturnValues: 'ALL_NEW',
        }),
      );
      return Attributes ?? {};
    },
    async setTop(scope: string, month: string, merge: (current: TopCard[]) => TopCard[]): Promise<void> {
      const key = usageMonthEntity.key({ scope, month });
      const { Item } = await db.send(new GetCommand({ TableName: table(), Key: key, ProjectionExpression: 'topCards' }));
      const topCards = merge((Item?.topCards as TopCard[]) ?? []);
      await db.send(
        new UpdateCommand({
          TableName: table(),
          Key: key,
          UpdateExpression: 'SET topCards = :t',
          ExpressionAttributeValues: { ':t': topCards },
        }),
      );
    },
  };
}

export type UsageRepository = ReturnType<typeof createUsageRepository>;
