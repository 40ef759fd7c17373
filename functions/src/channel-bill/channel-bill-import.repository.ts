/**
 * The storage of an operator bill's import job (channel-bill-job.ts), for the import worker's steps
 * (channel-bill.worker.ts): the lines the request stored, our side read from the bill group's bills
 * and card lines (read only), the work file and each chunk's differences beside the upload in the
 * imports bucket (`importFiles`), the bill as the job's record, its chunk markers and its pages of
 * differences. The API's part (the bill, its upload claim, its reads) is channel-bill.repository.ts.
 */
import { createBillRepository } from '../bill/bill.repository.ts';
import { encodeRowsFile, rowsRange } from '../card-import/rows-file.ts';
import { config } from '../platform/config.ts';
import { type DocumentClient, documentClient } from '../shared/aws/dynamodb.ts';
import { type ObjectStore, objectStore } from '../shared/aws/s3.ts';
import { batchGetAll } from '../shared/data/batch-get.ts';
import { cardEntity } from '../shared/data/entities/card.entity.ts';
import {
  type ChannelBillDifference,
  channelBillChunkEntity,
  channelBillDiffsEntity,
  channelBillEntity,
} from '../shared/data/entities/channel-bill.entity.ts';
import { entityStore, within } from '../shared/data/entity-operations.ts';
import { createJobStore } from '../shared/jobs/job-store.ts';
import { chunks, mapLimit } from '../shared/util/map-limit.ts';
import { type ChannelBillRef, channelBillJob } from './channel-bill-job.ts';
import {
  type ChannelBill,
  type ChannelBillChunkItem,
  DIFF_PAGE,
  type StoredLine,
  importFiles,
  ourBillIds,
} from './channel-bill.repository.ts';
import { CHANNEL_BILL_CHUNK_CARDS, type OperatorLine, type OurCard, type ReconcileSummary, type WorkCard } from './reconcile.ts';

export function createChannelBillImportRepository(
  db: DocumentClient = documentClient(),
  s3: ObjectStore = objectStore,
  table = () => config('tableName'),
) {
  const store = entityStore(db, table);
  const bills = createBillRepository(db, table);
  const jobs = createJobStore(channelBillJob, db, table);
  const bucket = () => config('importsBucket');

  return {
    get: (billId: string) => store.get(channelBillEntity, { billId }, true),
    async readLines(uploadId: string): Promise<Pick<OperatorLine, 'iccid' | 'bytes' | 'amount'>[]> {
      const stored = JSON.parse(await s3.getText(bucket(), importFiles(uploadId).lines)) as StoredLine[];
      return stored.map(([iccid, bytes, amount]) => ({ iccid, bytes, amount }));
    },
    /**
     * Our side: every card on those bills, the amount billed for it (fen, before tax) and who pays
     * it — of any operator (a chunk keeps the operator's cards: `operatorsOf`).
     */
    async ourSide(channelCustId: string, cycle: string, calendar: string): Promise<{ cards: OurCard[]; billIds: string[] }> {
      const billIds = await ourBillIds(bills, channelCustId, cycle, calendar);
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
  };
}

export type ChannelBillImportRepository = ReturnType<typeof createChannelBillImportRepository>;
