/**
 * Separation renewals (risk/renewal*, issue #16 item 2): a renewal batch under its enterprise with
 * its ICCID slices and chunk markers (per-card results), a copy in each scope's list, and per card
 * the record of each unlock and the unlock count of each Shanghai month (spec §5: at most 2).
 */
import type { Lang } from '../../i18n/lang.ts';
import { type InferItem, attr, entity, optionalAttr } from '../entity.ts';
import { keys } from '../keys.ts';
import type { StoredReason } from './batch.entity.ts';
import { chunkMarkerAttributes, chunkedJobAttributes, jobStampAttributes } from './job-attributes.ts';

const renewalAttributes = {
  batchId: attr<string>(),
  channelCustId: attr<string>(),
  ...chunkedJobAttributes,
  /** Language of the person who submitted it. */
  lang: attr<Lang>(),
  /** Why the whole batch failed (it stopped before every card was counted), worded on read. */
  failureReason: optionalAttr<StoredReason>(),
  ...jobStampAttributes,
};

export const renewalEntity = /* @__PURE__ */ entity({
  name: 'renewal batch',
  attributes: renewalAttributes,
  key: ({ channelCustId, batchId }: { channelCustId: string; batchId: string }) => keys.renewal(channelCustId, batchId),
});

/** The copy of a renewal batch in a scope's list (`PLATFORM`, the enterprise), by creation time. */
export const renewalListEntity = /* @__PURE__ */ entity({
  name: 'renewal batch list entry',
  attributes: renewalAttributes,
  key: ({ scope, createdAt, batchId }: { scope: string; createdAt: string; batchId: string }) =>
    keys.renewalListItem(scope, createdAt, batchId),
});

/** A slice of a renewal batch's ICCIDs, in submission order, written in the transaction that creates the batch. */
export const renewalSliceEntity = /* @__PURE__ */ entity({
  name: 'renewal batch ICCID slice',
  attributes: { iccids: attr<string[]>() },
  key: ({ channelCustId, batchId, index }: { channelCustId: string; batchId: string; index: number }) =>
    keys.renewalSlice(channelCustId, batchId, index),
});

/** One card's outcome in a renewal batch (a chunk marker's `results`): the reason code is worded on read. */
export interface RenewalResult {
  iccid: string;
  status: 'succeeded' | 'failed';
  /** The card's operator when it was found. */
  operator?: string;
  /** The operator status the card was in (N for a separated card) and the one it was left in. */
  fromStatus?: string;
  toStatus?: string;
  reason?: StoredReason;
}

/** A chunk of a renewal batch, written once when the chunk is done (its counts applied in the same transaction). */
export const renewalChunkEntity = /* @__PURE__ */ entity({
  name: 'renewal batch chunk marker',
  attributes: chunkMarkerAttributes<RenewalResult>(),
  key: ({ channelCustId, batchId, index }: { channelCustId: string; batchId: string; index: number }) =>
    keys.renewalChunk(channelCustId, batchId, index),
});

/** An unlock of a separated card by a renewal batch (one per card and batch: a replayed chunk finds it). */
export const cardUnlockEntity = /* @__PURE__ */ entity({
  name: 'card unlock',
  attributes: {
    batchId: attr<string>(),
    iccid: attr<string>(),
    /** The Shanghai month it counts in. */
    month: attr<string>(),
    at: attr<string>(),
    by: attr<string>(),
  },
  key: ({ channelCustId, iccid, batchId }: { channelCustId: string; iccid: string; batchId: string }) =>
    keys.cardUnlock(channelCustId, iccid, batchId),
});

/** A card's unlocks in one Shanghai month: `count` moves with each unlock record, conditional on the limit. */
export const cardUnlockMonthEntity = /* @__PURE__ */ entity({
  name: 'card unlock month',
  attributes: {
    count: attr<number>(),
    /** The batches that counted here, newest last. */
    batchIds: attr<string[]>(),
  },
  key: ({ channelCustId, iccid, month }: { channelCustId: string; iccid: string; month: string }) =>
    keys.cardUnlockMonth(channelCustId, iccid, month),
});

export type RenewalRecord = InferItem<typeof renewalEntity>;
