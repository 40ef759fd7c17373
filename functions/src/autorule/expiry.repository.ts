/**
 * What the daily expiry run reads and writes (autorule/expiry.worker.ts): an enterprise's cards by
 * pages (the card list's index), its contracts, and the run's record and chunk markers
 * (docs/data-model.md "Automation rules").
 */
import { createCardShards, enterpriseCardsQuery } from '../card/card-shards.ts';
import { config } from '../platform/config.ts';
import { documentClient } from '../shared/aws/dynamodb.ts';
import { expiryRunChunkEntity, expiryRunEntity } from '../shared/data/entities/autorule.entity.ts';
import { cardEntity } from '../shared/data/entities/card.entity.ts';
import { contractEntity } from '../shared/data/entities/contract.entity.ts';
import { entitySteps, entityStore, within } from '../shared/data/entity-operations.ts';
import type { InferItem } from '../shared/data/entity.ts';
import { tryCondition } from '../shared/data/operations.ts';
import type { Page } from '../shared/data/page-cursor.ts';
import type { ExpiryCard, ExpiryChunk, ExpiryContract } from './expiry.ts';

export type ExpiryRun = InferItem<typeof expiryRunEntity>;

/** Cards read per page of a chunk. */
export const EXPIRY_CARD_PAGE = 500;

export function createExpiryRepository(db = documentClient(), table = () => config('tableName')) {
  const store = entityStore(db, table);
  const shards = createCardShards(db, table);
  async function cardsPage(k: { channelCustId: string; state?: number }, cursor?: string): Promise<Page<ExpiryCard>> {
    // A spread card index is read a shard after another: the run visits every card, in no order.
    const q = enterpriseCardsQuery(k, await shards.count(k.channelCustId));
    const page = await store.page(cardEntity, q, {
      ...(cursor ? { cursor } : {}),
      pageSize: EXPIRY_CARD_PAGE,
      anyOrder: true,
    });
    return {
      cursor: page.cursor,
      items: page.items.map((c) => ({
        iccid: c.iccid,
        msisdn: c.msisdn,
        operator: c.operator,
        channelCustId: c.channelCustId,
        custId: c.custId,
        poolId: c.poolId ?? null,
        goodsReleaseId: c.goodsReleaseId,
        labels: c.labels,
        state: c.state,
        createdAt: c.createdAt,
        stateChangedAt: c.stateChangedAt ?? null,
      })),
    };
  }
  return {
    /** A page of an enterprise's cards (every state), by state then ICCID. */
    cardsPage: (channelCustId: string, cursor?: string) => cardsPage({ channelCustId }, cursor),
    /** A page of an enterprise's test cards (state 61) only: the same index, one state's range. */
    testCardsPage: (channelCustId: string, cursor?: string) => cardsPage({ channelCustId, state: 61 }, cursor),
    /** An enterprise's contracts (a bounded partition). */
    async contracts(channelCustId: string): Promise<ExpiryContract[]> {
      const all = await store.all(contractEntity, within(contractEntity, { channelCustId }));
      return all.map((c) => ({
        channelCustId: c.channelCustId,
        contractNumber: c.contractNumber,
        validTo: c.validTo,
        state: c.state,
      }));
    },
    get: (day: string) => store.get(expiryRunEntity, { day }, true),
    /** The day's record as its run starts (absent-only: a replayed plan keeps the first). */
    start: (run: ExpiryRun): Promise<boolean> => tryCondition(store.put(expiryRunEntity, run, 'absent')),
    chunkDone: async (c: Pick<ExpiryChunk, 'day' | 'index'>): Promise<boolean> =>
      !!(await store.get(expiryRunChunkEntity, { day: c.day, index: c.index }, true)),
    /** The chunk's marker (absent-only) and its counts on the record. */
    async completeChunk(c: ExpiryChunk, fired: number, at: string): Promise<void> {
      const T = table();
      await tryCondition(
        store.transact([
          entitySteps.put(
            T,
            expiryRunChunkEntity,
            { day: c.day, index: c.index, channelCustId: c.channelCustId, fired, doneAt: at },
            'absent',
          ),
          entitySteps.update(T, expiryRunEntity, { day: c.day }, { add: { chunksDone: 1, fired } }),
        ]),
      );
    },
    /** Ends the day's run once (a replayed finish of an ended run writes nothing). */
    finish: (day: string, status: ExpiryRun['status'], at: string, error?: string): Promise<boolean> =>
      tryCondition(
        store.update(
          expiryRunEntity,
          { day },
          {
            set: { status, finishedAt: at, ...(error ? { error } : {}) },
            condition: { expression: '#s = :p', names: { '#s': 'status' }, values: { ':p': 'processing' } },
          },
        ),
      ),
  };
}

export type ExpiryRepository = ReturnType<typeof createExpiryRepository>;
