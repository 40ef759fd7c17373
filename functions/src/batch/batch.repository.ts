import type { PendingPlanChange } from '../card-detail/card-model.ts';
import { type Card, cardActivationItem } from '../card/card-record.ts';
import { takesEffectOnActivation } from '../card/plan-change.ts';
import { config } from '../platform/config.ts';
import { GetCommand, PutCommand, UpdateCommand } from '../shared/aws/dynamodb-commands.ts';
import { documentClient } from '../shared/aws/dynamodb.ts';
import { objectStore } from '../shared/aws/s3.ts';
import { sfnClient } from '../shared/aws/sfn.ts';
import { batchGetAll } from '../shared/data/batch-get.ts';
import { cardLogPut } from '../shared/data/card-log.ts';
import { cardEntity } from '../shared/data/entities/card.entity.ts';
import { basicPlanEntity } from '../shared/data/entities/plan.entity.ts';
import { allOf, attributeIs } from '../shared/data/list-filter.ts';
import { failedConditionItem, isCancelledTransaction, isConditionFailure, transact } from '../shared/data/operations.ts';
import type { Page } from '../shared/data/page-cursor.ts';
import { type ListFilter, createJobStore } from '../shared/jobs/job-store.ts';
import { batchOperationJob } from './batch-job.ts';
import type { BatchRecord, BatchStatus, BatchType, CardResult } from './batch-model.ts';
import { type AppliedPlan, cardMoveExpressions } from './card-move.ts';
import { decodeIccidList, encodeIccidList, iccidRange } from './iccid-list.ts';

const ACTIVATED = 64;

/** A card's first activation as its activation entry needs it. */
export interface Activation {
  iccid: string;
  channelCustId: string;
  activatedAt: string;
  listShards?: number;
}

/** A card as the chunk read it: what its move depends on (see the repository's `transition`). */
export type TransitionCard = Pick<Card, 'channelCustId' | 'iccid'> & {
  activatedAt?: string | null;
  listShards?: number;
  /** The plan and pending plan change as read: a change recorded for activation takes effect on a move to 64. */
  goodsReleaseId?: string;
  pendingPlanChange?: PendingPlanChange | null;
};

export type { AppliedPlan } from './card-move.ts';

/** One card's state change in a batch (see the repository's `transition`). */
export type TransitionOutcome =
  | { kind: 'changed' | 'already'; activation?: Activation; plan?: AppliedPlan }
  | { kind: 'refused'; card: Record<string, unknown> | undefined };

/** How many times a move is tried again with the card as it stands when it changed since it was read. */
const REREADS = 2;

/** The card as stored (a failed condition's item) in the shape of a chunk's read, for the next try. */
const asRead = (card: TransitionCard, stored: Record<string, unknown>): TransitionCard => ({
  channelCustId: card.channelCustId,
  iccid: card.iccid,
  activatedAt: typeof stored.activatedAt === 'string' ? stored.activatedAt : null,
  ...(typeof stored.listShards === 'number' ? { listShards: stored.listShards } : {}),
  ...(typeof stored.goodsReleaseId === 'string' ? { goodsReleaseId: stored.goodsReleaseId } : {}),
  pendingPlanChange: (stored.pendingPlanChange as PendingPlanChange | null | undefined) ?? null,
});

/** The activation entry's fields of a card that has a first activation date, else undefined. */
const activationOf = (card: Record<string, unknown>): Activation | undefined =>
  typeof card.activatedAt === 'string'
    ? {
        iccid: String(card.iccid),
        channelCustId: String(card.channelCustId),
        activatedAt: card.activatedAt,
        ...(typeof card.listShards === 'number' ? { listShards: card.listShards } : {}),
      }
    : undefined;

/**
 * The batch list's filters (status, type), applied by DynamoDB after reading. Entries written
 * before batch types existed carry no `type`: they are state changes.
 */
const listFilter = (o: { status?: BatchStatus; type?: BatchType }): ListFilter | undefined =>
  allOf([
    o.status && attributeIs('status', o.status),
    o.type &&
      (o.type === 'changeState'
        ? { ...attributeIs('type', o.type), expression: '(#type = :type OR attribute_not_exists(#type))' }
        : attributeIs('type', o.type)),
  ]);

/** Batches: the batch item, per-card results, chunk markers, the ICCID list in S3, and the cards they change. */
export function createBatchRepository(
  db = documentClient(),
  s3 = objectStore,
  sfn = sfnClient(),
  table = () => config('tableName'),
) {
  const listKey = (batchId: string) => `batches/${batchId}.iccids`;
  /** Batches started before the fixed-width list (iccid-list.ts) stored a JSON array. */
  const legacyListKey = (batchId: string) => `batches/${batchId}.json`;
  /** The records in `range` (all without one); a legacy list comes back whole (`whole: true`). */
  const readList = async (batchId: string, range?: string): Promise<{ iccids: string[]; whole: boolean }> => {
    try {
      return { iccids: decodeIccidList(await s3.getText(config('importsBucket'), listKey(batchId), range)), whole: !range };
    } catch (error) {
      if ((error as { name?: string }).name !== 'NoSuchKey') throw error;
      return { iccids: JSON.parse(await s3.getText(config('importsBucket'), legacyListKey(batchId))) as string[], whole: true };
    }
  };
  const jobs = createJobStore(batchOperationJob, db, table, sfn);
  /** A basic plan's id and quota (a pending change's target), undefined when it left the catalogue. */
  async function planOf(goodsReleaseId: string): Promise<{ goodsReleaseId: string; quotaBytes: number } | undefined> {
    const { Item } = await db.send(
      new GetCommand({
        TableName: table(),
        Key: basicPlanEntity.key({ goodsReleaseId }),
        ProjectionExpression: 'goodsReleaseId, quotaBytes',
      }),
    );
    return Item ? { goodsReleaseId: String(Item.goodsReleaseId), quotaBytes: Number(Item.quotaBytes ?? 0) } : undefined;
  }
  /** The card as it stands (a cancelled transaction returns no item). */
  async function storedCard(card: TransitionCard): Promise<Record<string, unknown> | undefined> {
    const { Item } = await db.send(new GetCommand({ TableName: table(), Key: cardEntity.key(card), ConsistentRead: true }));
    return Item;
  }
  /**
   * Moves one card to the target state unless this batch already did: `changed`, `already` (a retried
   * chunk: the card carries this batch id) or `refused` with the card as it stands. In the same write,
   * what the card detail's state change does besides the state (card-actions.service.ts `changeState`):
   * - the network: blocked on 65, allowed on 64 (card/network.ts);
   * - a move to 64 of a card never activated (`card.activatedAt` as read: null or absent) sets its first
   *   activation date, on the condition that it still has none; the outcome's `activation` is then the
   *   activation entry to write (`recordActivation`), also on `already` (a chunk retried after a crash
   *   before the entry: the date the card holds, never a new one);
   * - a move to 64 of a card with a pending change recorded for activation applies it (card/plan-change.ts:
   *   plan, quota, no pending change, a plan log entry) with its card log entry, in one transaction
   *   conditional on that very change still pending; the outcome's `plan` says so (counters and event).
   * The operator is not asked (batches never call the adapter), so `operatorStatus` stays as it was.
   * A card that changed since it was read but is still in the `from` state (activated and deactivated
   * again, a plan change recorded or applied meanwhile) is moved as it stands now.
   */
  async function transition(
    card: TransitionCard,
    from: number,
    to: number,
    batchId: string,
    at: string,
    by = 'system',
    rereads = REREADS,
  ): Promise<TransitionOutcome> {
    const first = to === ACTIVATED && !card.activatedAt;
    const pending =
      card.pendingPlanChange && takesEffectOnActivation(card.pendingPlanChange, to) ? card.pendingPlanChange : undefined;
    const plan = pending && card.goodsReleaseId ? await planOf(pending.goodsReleaseId) : undefined;
    const applied: AppliedPlan | undefined = plan && {
      from: card.goodsReleaseId!,
      to: plan.goodsReleaseId,
      quotaBytes: plan.quotaBytes,
    };
    const update = {
      TableName: table(),
      Key: cardEntity.key(card),
      ...cardMoveExpressions({ iccid: card.iccid, from, to, batchId, at, first, pending, applied }),
    };
    try {
      if (applied)
        // Rare (a pending change waiting for activation): the card and its log entry in one transaction.
        await transact(db, [
          { Update: update },
          cardLogPut(table(), card, {
            id: batchId,
            at,
            action: 'planChangeApplied',
            detail: { from: applied.from, to: applied.to, when: 'on-activation', batchId },
            by,
          }),
        ]);
      else await db.send(new UpdateCommand({ ...update, ReturnValuesOnConditionCheckFailure: 'ALL_OLD' }));
      return {
        kind: 'changed',
        ...(first ? { activation: activationOf({ ...card, activatedAt: at }) } : {}),
        ...(applied ? { plan: applied } : {}),
      };
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
      const old = isCancelledTransaction(error) ? await storedCard(card) : failedConditionItem(error);
      if (old?.lastBatchId === batchId) {
        const activation = to === ACTIVATED ? activationOf(old) : undefined;
        return activation ? { kind: 'already', activation } : { kind: 'already' };
      }
      // Changed since it was read but still to move (activated and left 64 again, a plan change
      // recorded or applied meanwhile): moved as it stands, keeping a first date it got meanwhile.
      if (old && Number(old.state) === from && rereads > 0)
        return transition(asRead(card, old), from, to, batchId, at, by, rereads - 1);
      return { kind: 'refused', card: old };
    }
  }
  return {
    /** The ICCID list in S3, then the batch with its list copies and owner pointer (one transaction: per batch, not per card). */
    async create(batch: BatchRecord, iccids: string[]): Promise<void> {
      await s3.put(config('importsBucket'), listKey(batch.batchId), encodeIccidList(iccids), 'text/plain');
      await jobs.create(batch);
    },
    /** Keeps the plan's initial state on the batch item (see BatchRecord.fromState). */
    recordPlan: (batch: BatchRecord, fromState: number): Promise<void> => jobs.set(batch, { fromState }),
    /** Ends a running batch: the batch item and its list copies together. */
    async finish(batch: BatchRecord, set: Partial<BatchRecord>): Promise<void> {
      await jobs.finish(batch, set);
    },
    /** A scope's batches, newest first, running ones with live counters (status and type filters after reading). */
    list: (
      scope: string,
      o: { status?: BatchStatus; type?: BatchType; cursor?: string; pageSize: number; maxReads?: number },
    ): Promise<Page<BatchRecord>> => jobs.list(scope, { ...o, filter: listFilter(o) }),
    start: (batch: BatchRecord): Promise<void> => jobs.start(batchOperationJob.items.ref(batch), batch.batchId),
    get: (channelCustId: string, batchId: string): Promise<BatchRecord | undefined> => jobs.get({ channelCustId, batchId }),
    /** One page of per-card results (the next chunk of up to 100 cards with a match), worded in the reader's language. */
    resultsPage: jobs.resultsPage,
    /** Per-card results as stored, of the first `maxChunks` chunks. */
    results: (channelCustId: string, batchId: string, maxChunks: number): Promise<CardResult[]> =>
      jobs.firstResults({ channelCustId, batchId }, maxChunks),
    /** Every ICCID of the batch (the plan step). */
    async iccids(batchId: string): Promise<string[]> {
      return (await readList(batchId)).iccids;
    },
    /** ICCIDs `from` (inclusive) to `to` (exclusive): a chunk reads only its own records (one ranged GET). */
    async iccidSlice(batchId: string, from: number, to: number): Promise<string[]> {
      const range = iccidRange(from, to);
      if (!range) return [];
      const { iccids, whole } = await readList(batchId, range);
      // A legacy JSON list comes back whole: slice it here.
      return whole ? iccids.slice(from, to) : iccids;
    },
    /** One card's move (see `transition` above). */
    transition,
    /**
     * Lists a card under its first activation day (card list activation filter): a plain put of the
     * entry the card's own date gives, so a retried chunk writes the same entry again, harmlessly.
     */
    async recordActivation(activation: Activation): Promise<void> {
      await db.send(new PutCommand({ TableName: table(), Item: cardActivationItem(activation)! }));
    },
    /** Records a chunk's per-card results and applies its counters exactly once (one item per chunk keeps the write cost per card low). */
    completeChunk: (
      channelCustId: string,
      batchId: string,
      index: number,
      results: CardResult[],
      stats: Map<string, Record<string, number>>,
      at: string,
    ): Promise<boolean> => jobs.completeResults({ channelCustId, batchId }, index, results, stats, at),
    /** The fields a batch needs of its cards, in one projection read per 100 cards. */
    batchGetCards: (channelCustId: string, iccids: string[]) =>
      batchGetAll(
        db,
        table(),
        iccids.map((iccid) => cardEntity.key({ channelCustId, iccid })),
        {
          // msisdn, plan, pool and labels: the `card-state-changed` event of a moved card carries them.
          // activatedAt and listShards: a move to 64 sets the first activation date and writes its entry.
          // network: a moved card whose network changes publishes `card-zone-changed`; pendingPlanChange:
          // one recorded for activation takes effect on a move to 64.
          ProjectionExpression:
            'iccid, #state, #op, custId, channelCustId, quotaBytes, lastBatchId, msisdn, goodsReleaseId, poolId, labels, activatedAt, listShards, #net, pendingPlanChange',
          ExpressionAttributeNames: { '#state': 'state', '#op': 'operator', '#net': 'network' },
        },
      ),
  };
}

export type BatchRepository = ReturnType<typeof createBatchRepository>;
