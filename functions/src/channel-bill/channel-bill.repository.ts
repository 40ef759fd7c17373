import { createBillRepository } from '../bill/bill.repository.ts';
import { encodeRowsFile, rowsRange } from '../card-import/rows-file.ts';
import { config } from '../platform/config.ts';
import { type DocumentClient, documentClient } from '../shared/aws/dynamodb.ts';
import { type ObjectStore, objectStore } from '../shared/aws/s3.ts';
import { sfnClient } from '../shared/aws/sfn.ts';
import { batchGetAll } from '../shared/data/batch-get.ts';
import { cardEntity } from '../shared/data/entities/card.entity.ts';
import {
  type ChannelBillDifference,
  channelBillChunkEntity,
  channelBillDiffsEntity,
  channelBillEntity,
  channelBillUploadEntity,
} from '../shared/data/entities/channel-bill.entity.ts';
import { enterpriseEntity } from '../shared/data/entities/customer.entity.ts';
import { entityStore, within } from '../shared/data/entity-operations.ts';
import type { InferItem } from '../shared/data/entity.ts';
import { scopeKeys } from '../shared/data/keys.ts';
import type { Page } from '../shared/data/page-cursor.ts';
import { uploads } from '../shared/files/uploads.ts';
import { AppError } from '../shared/http/error-catalogue.ts';
import type { Lang } from '../shared/i18n/lang.ts';
import { createJobStore } from '../shared/jobs/job-store.ts';
import { chunks, mapLimit } from '../shared/util/map-limit.ts';
import { type ChannelBillRef, channelBillJob } from './channel-bill-job.ts';
import { CHANNEL_BILL_CHUNK_CARDS, type OperatorLine, type OurCard, type ReconcileSummary, type WorkCard } from './reconcile.ts';

export type ChannelBill = InferItem<typeof channelBillEntity>;
export type ChannelBillChunkItem = InferItem<typeof channelBillChunkEntity>;
/** Differences per stored page. */
export const DIFF_PAGE = 500;
/** An operator line as the import stores it for the plan: ICCID, bytes, fen. */
type StoredLine = [iccid: string, bytes: number, amount: number];

/** The import's files beside the upload in the imports bucket (`channel-bills/<uploadId>.…`). */
export const importFiles = (uploadId: string) => {
  const base = `channel-bills/${uploadId}`;
  return {
    /** The operator lines the request read (JSON), for the plan. */
    lines: `${base}.lines.json`,
    /** The work cards sorted by ICCID (JSON Lines) and the byte offset of every chunk (card-import/rows-file.ts). */
    work: `${base}.work.jsonl`,
    workIndex: `${base}.work.index.json`,
    /** One chunk's differences (JSON), read by the finishing step. */
    diffs: (index: number) => `${base}.diffs/${String(index).padStart(5, '0')}.json`,
  };
};

/**
 * Operator bills: the uploaded file (imports bucket, `channel-bills/<uploadId>.<csv|xlsx>`) and the
 * import's files beside it, the bill (`PLATFORM#CHBILLS` / `CB#<billId>`, the import's job record)
 * with its upload claim, its chunk markers and its differences in pages (`PLATFORM#CHBILL#<billId>`
 * / `CHUNK#<n>`, `DIFF#<n>`), and our side read from the bill group's bills and card lines (read only).
 */
export function createChannelBillRepository(
  db: DocumentClient = documentClient(),
  s3: ObjectStore = objectStore,
  table = () => config('tableName'),
  sfn = sfnClient(),
) {
  const store = entityStore(db, table);
  const bills = createBillRepository(db, table);
  const jobs = createJobStore(channelBillJob, db, table, sfn);
  const bucket = () => config('importsBucket');

  /** The enterprise's consumption bills of the cycle and calendar (its own and its secondary customers'). */
  async function ourBillIds(channelCustId: string, cycle: string, calendar: string): Promise<string[]> {
    const billIds: string[] = [];
    let cursor: string | undefined;
    do {
      const page = await bills.listBills(scopeKeys.platform, {
        cycle,
        filter: {
          expression: 'channelCustId = :c AND kind = :k AND calendar = :cal',
          values: { ':c': channelCustId, ':k': 'consumption', ':cal': calendar },
        },
        cursor,
        pageSize: 100,
      });
      billIds.push(...page.items.map((b) => b.billId));
      cursor = page.cursor ?? undefined;
    } while (cursor);
    return billIds;
  }

  return {
    ...uploads(s3, bucket),
    enterpriseExists: async (channelCustId: string) => Boolean(await store.get(enterpriseEntity, { channelCustId })),
    billOfUpload: async (uploadId: string) => (await store.get(channelBillUploadEntity, { uploadId }, true))?.billId,
    get: (billId: string) => store.get(channelBillEntity, { billId }, true),
    diffPage: (billId: string, index: number) => store.get(channelBillDiffsEntity, { billId, index }),

    /** The operator lines the request read, for the import's plan. */
    async putLines(uploadId: string, lines: readonly OperatorLine[]): Promise<void> {
      const stored: StoredLine[] = lines.map((l) => [l.iccid, l.bytes, l.amount]);
      await s3.put(bucket(), importFiles(uploadId).lines, JSON.stringify(stored), 'application/json');
    },
    async readLines(uploadId: string): Promise<Pick<OperatorLine, 'iccid' | 'bytes' | 'amount'>[]> {
      const stored = JSON.parse(await s3.getText(bucket(), importFiles(uploadId).lines)) as StoredLine[];
      return stored.map(([iccid, bytes, amount]) => ({ iccid, bytes, amount }));
    },
    /**
     * The work cards as JSON Lines with the chunk size and offsets beside them (the same bytes for
     * the same cards: a replayed plan changes nothing).
     */
    async putWork(uploadId: string, cards: readonly WorkCard[], chunkCards = CHANNEL_BILL_CHUNK_CARDS): Promise<void> {
      const file = encodeRowsFile(cards, chunkCards);
      const names = importFiles(uploadId);
      await s3.put(bucket(), names.work, file.body, 'application/x-ndjson');
      await s3.put(bucket(), names.workIndex, JSON.stringify({ chunkCards, offsets: file.offsets }), 'application/json');
    },
    /** Work cards `from` to `to` (a chunk as the plan cut it), one ranged GET. */
    async workSlice(uploadId: string, from: number, to: number): Promise<WorkCard[]> {
      const names = importFiles(uploadId);
      const index = JSON.parse(await s3.getText(bucket(), names.workIndex)) as { chunkCards: number; offsets: number[] };
      const range = rowsRange(index.offsets, index.chunkCards, from, to);
      if (!range) return [];
      const text = await s3.getText(bucket(), names.work, range);
      return text
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as WorkCard);
    },
    putChunkDiffs: (uploadId: string, index: number, diffs: readonly ChannelBillDifference[]) =>
      s3.put(bucket(), importFiles(uploadId).diffs(index), JSON.stringify(diffs), 'application/json'),
    readChunkDiffs: async (uploadId: string, index: number): Promise<ChannelBillDifference[]> =>
      JSON.parse(await s3.getText(bucket(), importFiles(uploadId).diffs(index))) as ChannelBillDifference[],

    /** The operator of each of the enterprise's cards among the ICCIDs (a card we do not hold is absent). */
    async operatorsOf(channelCustId: string, iccids: readonly string[]): Promise<Map<string, string>> {
      const operators = new Map<string, string>();
      for (const part of chunks([...new Set(iccids)], 100)) {
        const found = await batchGetAll(
          db,
          table(),
          part.map((iccid) => cardEntity.key({ channelCustId, iccid })),
          { ProjectionExpression: 'iccid, #op', ExpressionAttributeNames: { '#op': 'operator' } },
        );
        for (const i of found) operators.set(String(i.iccid), String(i.operator));
      }
      return operators;
    },

    /** A new import: the bill (the job record, `processing`) with its upload claim; an upload claimed before → CONFLICT. */
    async create(bill: ChannelBill): Promise<void> {
      await store.putUnique(channelBillEntity, bill, {
        onExists: new AppError('CONFLICT', {}, 'uploadId'),
        claims: [
          {
            key: channelBillUploadEntity.key({ uploadId: bill.uploadId }),
            attributes: { billId: bill.billId },
            onFail: new AppError('CONFLICT', {}, 'uploadId'),
          },
        ],
      });
    },
    /** Hands the import to its state machine (the card import's, which hosts it), named after the bill. */
    start: (bill: Pick<ChannelBill, 'billId'>) => jobs.start({ billId: bill.billId }, bill.billId),
    /** Sets fields of an import still running (the plan's totals); false when it has ended. */
    setWhileRunning: (ref: ChannelBillRef, set: Partial<ChannelBill>) => jobs.setWhileRunning(ref, set),
    chunkDone: (ref: ChannelBillRef, index: number) => jobs.chunkDone(ref, index),
    /** Records a chunk once: its marker (partial summary) and the cards it adds to the bill's progress. */
    completeChunk: (
      ref: ChannelBillRef,
      index: number,
      part: { cards: number; summary: ReconcileSummary; diffs: number; at: string },
    ) => jobs.completeChunk(ref, index, { item: part, add: { succeeded: part.cards, chunksDone: 1 } }),
    /** Every chunk marker of an import, in chunk order. */
    chunkMarkers: async (ref: ChannelBillRef): Promise<(ChannelBillChunkItem & { index: number })[]> =>
      (await store.all(channelBillChunkEntity, { ...within(channelBillChunkEntity, ref) })).map((c, i) => ({ ...c, index: i })),
    /** Writes the differences' pages (a rewrite of the same differences writes the same pages). */
    async putDiffPages(billId: string, diffs: readonly ChannelBillDifference[]): Promise<number> {
      const pages = chunks(diffs, DIFF_PAGE);
      await mapLimit([...pages.entries()], 8, ([index, part]) =>
        store.put(channelBillDiffsEntity, { billId, index, diffs: part }),
      );
      return pages.length;
    },
    /** Ends a running import (false when it had ended). */
    finish: (bill: ChannelBill, set: Partial<ChannelBill>) => jobs.finish(bill, set),

    /** The platform's operator bills, newest first, optionally of one operator or enterprise. */
    async page(o: { operator?: string; channelCustId?: string; cursor?: string; pageSize: number }): Promise<Page<ChannelBill>> {
      const parts: string[] = [];
      const values: Record<string, unknown> = {};
      // `operator` is a DynamoDB reserved word: named through a placeholder.
      if (o.operator) {
        parts.push('#op = :op');
        values[':op'] = o.operator;
      }
      if (o.channelCustId) {
        parts.push('channelCustId = :c');
        values[':c'] = o.channelCustId;
      }
      return store.page(
        channelBillEntity,
        {
          ...within(channelBillEntity, {}),
          backwards: true,
          ...(parts.length
            ? { filter: { expression: parts.join(' AND '), values, ...(o.operator ? { names: { '#op': 'operator' } } : {}) } }
            : {}),
        },
        { cursor: o.cursor, pageSize: o.pageSize, maxReads: 5 },
      );
    },

    ourBillIds,

    /**
     * Our side: every card on those bills, the amount billed for it (fen, before tax) and who pays
     * it — of any operator (a chunk keeps the operator's cards: `operatorsOf`).
     */
    async ourSide(channelCustId: string, cycle: string, calendar: string): Promise<{ cards: OurCard[]; billIds: string[] }> {
      const billIds = await ourBillIds(channelCustId, cycle, calendar);
      const cards: OurCard[] = [];
      for (const billId of billIds) {
        const bill = await bills.getBill(channelCustId, billId);
        if (!bill) continue;
        for (const index of bill.cardPages) {
          const page = await bills.cardLines(channelCustId, billId, index);
          for (const c of page?.cards ?? [])
            cards.push({ iccid: c.iccid, amount: c.lines.reduce((sum, l) => sum + l[2], 0), payer: bill.custId ?? 'E' });
        }
      }
      return { cards, billIds };
    },

    names: (q: { enterprises: string[]; secondaries: [string, string][] }, lang: Lang) =>
      bills.names({ ...q, plans: [], retails: [] }, lang),
  };
}

export type ChannelBillRepository = ReturnType<typeof createChannelBillRepository>;
