/**
 * Separation renewals' storage: the batch (job record, list copies, owner pointer and its ICCID
 * slices in one transaction), its chunks and results (the job store), what a chunk reads of its
 * cards, and the unlock of one card — the card powered on, the unlock record and the month's count
 * in one transaction, conditional so that neither a replay nor a race counts twice or past the limit.
 */
import type { Operator } from '../card/card-record.ts';
import type { LifecycleState } from '../card/lifecycle.ts';
import { config } from '../platform/config.ts';
import { documentClient } from '../shared/aws/dynamodb.ts';
import { sfnClient } from '../shared/aws/sfn.ts';
import { batchGetAll } from '../shared/data/batch-get.ts';
import { cardLogPut } from '../shared/data/card-log.ts';
import { cardEntity } from '../shared/data/entities/card.entity.ts';
import {
  type RenewalRecord,
  type RenewalResult,
  cardUnlockEntity,
  cardUnlockMonthEntity,
  renewalSliceEntity,
} from '../shared/data/entities/renewal.entity.ts';
import { entitySteps, entityStore } from '../shared/data/entity-operations.ts';
import { attributeIs } from '../shared/data/list-filter.ts';
import { failedConditions, transact } from '../shared/data/operations.ts';
import type { Page } from '../shared/data/page-cursor.ts';
import { createJobSteps, createJobStore } from '../shared/jobs/job-store.ts';
import type { JobStatus } from '../shared/jobs/job-view.ts';
import { type RenewalRef, renewalJob } from './renewal-job.ts';
import { MONTHLY_UNLOCK_LIMIT, RENEWAL_SLICE, type RenewalCard, SEPARATED } from './renewal-rules.ts';

/** What a chunk knows of one of its cards before deciding: the card, this batch's unlock of it, the month's count. */
export interface CardRenewalState {
  card?: RenewalCard & { state: LifecycleState; channelCustId: string };
  unlockedByThisBatch: boolean;
  unlocksThisMonth: number;
}

/** How an unlock's transaction ended. */
export type UnlockOutcome = 'unlocked' | 'already' | 'limit' | 'changed';

/** The execution of a renewal batch on the card import's machine: named after the batch (a second start is refused). */
export const renewalExecutionName = (batchId: string) => `renewal-${batchId}`;

export function createRenewalRepository(db = documentClient(), sfn = sfnClient(), table = () => config('tableName')) {
  const jobs = createJobStore(renewalJob, db, table, sfn);
  const data = entityStore(db, table);
  return {
    /** The batch, its list copies, owner pointer and ICCID slices: one transaction (≤ 24 writes for 10,000 rows). */
    async create(rec: RenewalRecord, iccids: readonly string[]): Promise<void> {
      const slices = Array.from({ length: Math.ceil(iccids.length / RENEWAL_SLICE) }, (_, index) =>
        entitySteps.put(
          table(),
          renewalSliceEntity,
          {
            channelCustId: rec.channelCustId,
            batchId: rec.batchId,
            index,
            iccids: iccids.slice(index * RENEWAL_SLICE, (index + 1) * RENEWAL_SLICE),
          },
          'absent',
        ),
      );
      await data.transact([...createJobSteps(table(), renewalJob.items, rec), ...slices]);
    },
    start: (rec: RenewalRecord): Promise<void> => jobs.start(renewalJob.items.ref(rec), renewalExecutionName(rec.batchId)),
    get: (ref: RenewalRef): Promise<RenewalRecord | undefined> => jobs.get(ref),
    finish: (rec: RenewalRecord, set: Partial<RenewalRecord>): Promise<boolean> => jobs.finish(rec, set),
    /** A scope's batches, newest first, running ones with live counters. */
    list: (scope: string, o: { status?: JobStatus; cursor?: string; pageSize: number }): Promise<Page<RenewalRecord>> =>
      jobs.list(scope, {
        cursor: o.cursor,
        pageSize: o.pageSize,
        ...(o.status ? { filter: attributeIs('status', o.status) } : {}),
      }),
    resultsPage: jobs.resultsPage,
    firstResults: (ref: RenewalRef, maxChunks: number): Promise<RenewalResult[]> => jobs.firstResults(ref, maxChunks),
    view: jobs.view,
    chunkDone: jobs.chunkDone,
    completeChunk: (ref: RenewalRef, index: number, results: RenewalResult[], at: string) =>
      jobs.completeResults(ref, index, results, new Map(), at),

    /** ICCIDs `from` (inclusive) to `to` (exclusive), read from the slices that hold them. */
    async iccids(ref: RenewalRef, from: number, to: number): Promise<string[]> {
      if (to <= from) return [];
      const first = Math.floor(from / RENEWAL_SLICE);
      const last = Math.floor((to - 1) / RENEWAL_SLICE);
      const keys = Array.from({ length: last - first + 1 }, (_, i) => renewalSliceEntity.key({ ...ref, index: first + i }));
      const items = await batchGetAll(db, table(), keys);
      const byIndex = new Map(items.map((i) => [String(i.sk), (i.iccids as string[]) ?? []]));
      const all = keys.flatMap((k) => byIndex.get(k.sk) ?? []);
      return all.slice(from - first * RENEWAL_SLICE, to - first * RENEWAL_SLICE);
    },

    /** Each card's item, this batch's unlock record of it and its unlock count of `month`: one BatchGet pass. */
    async states(ref: RenewalRef, iccids: readonly string[], month: string): Promise<Map<string, CardRenewalState>> {
      const c = ref.channelCustId;
      const keyOf = (k: { pk: string; sk: string }) => `${k.pk}|${k.sk}`;
      const wanted = iccids.flatMap((iccid) => [
        cardEntity.key({ channelCustId: c, iccid }),
        cardUnlockEntity.key({ channelCustId: c, iccid, batchId: ref.batchId }),
        cardUnlockMonthEntity.key({ channelCustId: c, iccid, month }),
      ]);
      const found = new Map((await batchGetAll(db, table(), wanted)).map((i) => [keyOf(i as { pk: string; sk: string }), i]));
      return new Map(
        iccids.map((iccid) => {
          const card = found.get(keyOf(cardEntity.key({ channelCustId: c, iccid })));
          const unlock = found.get(keyOf(cardUnlockEntity.key({ channelCustId: c, iccid, batchId: ref.batchId })));
          const count = found.get(keyOf(cardUnlockMonthEntity.key({ channelCustId: c, iccid, month })));
          const state: CardRenewalState = {
            ...(card
              ? {
                  card: {
                    iccid,
                    channelCustId: c,
                    operator: card.operator as Operator,
                    state: Number(card.state) as LifecycleState,
                    ...(typeof card.operatorStatus === 'string' ? { operatorStatus: card.operatorStatus } : {}),
                  },
                }
              : {}),
            unlockedByThisBatch: Boolean(unlock),
            unlocksThisMonth: Number(count?.count ?? 0),
          };
          return [iccid, state] as const;
        }),
      );
    },

    /**
     * Powers a separated card on after the operator did: one transaction of the card (still N) set to
     * `toStatus`, this batch's unlock record (only if absent), the month's count (+1 only while below
     * the limit) and the card log entry. A replay finds its unlock record ('already'), a count at
     * the limit refuses ('limit'), a card no longer separated ('changed'); nothing is written then.
     */
    async unlock(
      card: { channelCustId: string; iccid: string },
      u: { batchId: string; month: string; at: string; by: string; toStatus: string },
    ): Promise<UnlockOutcome> {
      const t = table();
      const cardKey = cardEntity.key(card);
      try {
        await transact(db, [
          {
            Update: {
              TableName: t,
              Key: cardKey,
              UpdateExpression: 'SET operatorStatus = :to, operatorStatusAt = :at, separationRenewedAt = :at',
              ConditionExpression: 'attribute_exists(pk) AND operatorStatus = :n',
              ExpressionAttributeValues: { ':to': u.toStatus, ':at': u.at, ':n': SEPARATED },
            },
          },
          entitySteps.put(t, cardUnlockEntity, { ...card, batchId: u.batchId, month: u.month, at: u.at, by: u.by }, 'absent')
            .item,
          {
            Update: {
              TableName: t,
              Key: cardUnlockMonthEntity.key({ ...card, month: u.month }),
              UpdateExpression: 'ADD #count :one SET batchIds = list_append(if_not_exists(batchIds, :nil), :b)',
              ConditionExpression: 'attribute_not_exists(#count) OR #count < :max',
              ExpressionAttributeNames: { '#count': 'count' },
              ExpressionAttributeValues: { ':one': 1, ':max': MONTHLY_UNLOCK_LIMIT, ':nil': [], ':b': [u.batchId] },
            },
          },
          cardLogPut(t, card, {
            id: u.batchId,
            at: u.at,
            action: 'renewSeparation',
            detail: { from: SEPARATED, to: u.toStatus, batchId: u.batchId },
            by: u.by,
          }),
        ]);
        return 'unlocked';
      } catch (error) {
        const failed = failedConditions(error);
        if (!failed.length) throw error;
        if (failed.includes(1)) return 'already';
        if (failed.includes(2)) return 'limit';
        return 'changed';
      }
    },
  };
}

export type RenewalRepository = ReturnType<typeof createRenewalRepository>;
