import { type Card, cardItems } from '../card/card-record.ts';
import { createCardShards } from '../card/card-shards.ts';
import { config } from '../platform/config.ts';
import { documentClient } from '../shared/aws/dynamodb.ts';
import { objectStore } from '../shared/aws/s3.ts';
import { sfnClient } from '../shared/aws/sfn.ts';
import { batchGetAll } from '../shared/data/batch-get.ts';
import { cardDirectoryEntity } from '../shared/data/entities/card.entity.ts';
import { enterpriseEntity } from '../shared/data/entities/customer.entity.ts';
import { basicPlanEntity } from '../shared/data/entities/plan.entity.ts';
import { entityStore, within } from '../shared/data/entity-operations.ts';
import type { InferItem } from '../shared/data/entity.ts';
import { failedConditions, putAbsent, transact } from '../shared/data/operations.ts';
import type { Page } from '../shared/data/page-cursor.ts';
import { uploads } from '../shared/files/uploads.ts';
import { AppError } from '../shared/http/error-catalogue.ts';
import { createJobStore } from '../shared/jobs/job-store.ts';
import type { DsimRow } from './dsim-rows.ts';
import { cardImportJob } from './import-job.ts';
import { type CardImport, IMPORT_CHUNK_SIZE, type ImportStatus, type RowResult } from './import-model.ts';
import type { ImportRow } from './import-rows.ts';
import { decodeRows, encodeRowsFile, rowsRange } from './rows-file.ts';

export interface PlanInfo {
  goodsReleaseId: string;
  operator: string;
  quotaBytes: number;
  modeType: Card['modeType'];
}

/** Card imports: the uploaded file and its checked rows in the imports bucket, the import and its chunk results, the cards it writes. */
export function createCardImportRepository(
  db = documentClient(),
  s3 = objectStore,
  sfn = sfnClient(),
  table = () => config('tableName'),
) {
  const jobs = createJobStore(cardImportJob, db, table, sfn);
  const store = entityStore(db, table);
  const shards = createCardShards(db, table);
  const bucket = () => config('importsBucket');
  /** `<import>.rows.json` (the rowsKey) → the JSON Lines file and its chunk index beside it. */
  const linesKey = (key: string) => key.replace(/\.json$/, '.jsonl');
  const indexKey = (key: string) => key.replace(/\.json$/, '.index.json');
  return {
    ...uploads(s3, bucket),
    /** The checked rows as JSON Lines plus the byte offset of each chunk (rows-file.ts): two objects beside the upload. */
    async putRows(key: string, rows: ImportRow[] | DsimRow[]): Promise<void> {
      const file = encodeRowsFile(rows, IMPORT_CHUNK_SIZE);
      await s3.put(bucket(), linesKey(key), file.body, 'application/x-ndjson');
      await s3.put(bucket(), indexKey(key), JSON.stringify(file.offsets), 'application/json');
    },
    /** Rows `from` to `to` (a chunk as the plan cuts it), read with one ranged GET; imports from before the index: the whole file, sliced. */
    async rowsSlice<T = ImportRow>(key: string, from: number, to: number): Promise<T[]> {
      let offsets: number[];
      try {
        offsets = JSON.parse(await s3.getText(bucket(), indexKey(key))) as number[];
      } catch (error) {
        if (!(error instanceof Error && error.name === 'NoSuchKey')) throw error;
        return (JSON.parse(await s3.getText(bucket(), key)) as T[]).slice(from, to);
      }
      const range = rowsRange(offsets, IMPORT_CHUNK_SIZE, from, to);
      if (!range) return [];
      return decodeRows<T>(await s3.getText(bucket(), linesKey(key), range));
    },
    /** The enterprise's card-index shard count, read now: each new card's index key depends on it (card/card-shards.ts). */
    cardShards: (channelCustId: string): Promise<number> => shards.fresh(channelCustId),
    async enterpriseExists(channelCustId: string): Promise<boolean> {
      return Boolean(await store.get(enterpriseEntity, { channelCustId }));
    },
    /** The import with its list copies and owner pointer in one transaction; an import of the same upload exists already → 409. */
    create: (imp: CardImport): Promise<void> => jobs.create(imp, new AppError('IMPORT_ALREADY_STARTED')),
    start: (imp: Pick<CardImport, 'importId' | 'channelCustId'>): Promise<void> =>
      jobs.start({ importId: imp.importId, channelCustId: imp.channelCustId }, imp.importId),
    get: (channelCustId: string, importId: string): Promise<CardImport | undefined> => jobs.get({ channelCustId, importId }),
    /** Ends a running import: the import item and its list copies (rewritten whole) together. */
    async finish(imp: CardImport, set: Partial<CardImport>): Promise<void> {
      await jobs.finish(imp, set);
    },
    /** A scope's imports, newest first, running ones with live counters; the status filter applies after reading. */
    list: (
      scope: string,
      o: { status?: ImportStatus; cursor?: string; pageSize: number; maxReads?: number },
    ): Promise<Page<CardImport>> =>
      jobs.list(scope, {
        ...o,
        filter: o.status
          ? { expression: '#status = :status', names: { '#status': 'status' }, values: { ':status': o.status } }
          : undefined,
      }),
    /** One page of row results (the next chunk of up to 100 rows with a match), worded in the reader's language. */
    resultsPage: jobs.resultsPage,
    chunkDone: (channelCustId: string, importId: string, index: number): Promise<boolean> =>
      jobs.chunkDone({ channelCustId, importId }, index),
    /** Published basic plans among the ids (others are absent). */
    async publishedPlans(ids: string[]): Promise<Map<string, PlanInfo>> {
      if (!ids.length) return new Map();
      const items = await batchGetAll(
        db,
        table(),
        ids.map((goodsReleaseId) => basicPlanEntity.key({ goodsReleaseId })),
      );
      return new Map(
        items
          .filter((p) => p.status === 'published')
          .map((p) => [
            String(p.goodsReleaseId),
            {
              goodsReleaseId: String(p.goodsReleaseId),
              operator: String(p.operator),
              quotaBytes: Number(p.quotaBytes ?? 0),
              modeType: (p.modeType as Card['modeType']) ?? '00',
            },
          ]),
      );
    },
    /** The ICCID of the card that uses an MSISDN (directory index `byAlternateId`), if any. */
    async msisdnOwner(msisdn: string): Promise<string | undefined> {
      const page = await store.page(cardDirectoryEntity, within(cardDirectoryEntity, { msisdn }, 'cardByMsisdn'), {
        pageSize: 1,
        maxReads: 1,
      });
      return page.items[0]?.iccid;
    },
    /**
     * Writes a card, its directory entry and its IMSI and IMEI entries together, only if no card has the ICCID anywhere on
     * the platform. A card this import wrote before (a retried chunk) is 'already', not written twice.
     */
    async writeCard(card: Card, importId: string): Promise<'written' | 'already' | 'exists'> {
      const { card: item, directory, entries, activation } = cardItems(card);
      try {
        // The IMSI, IMEI, MSISDN (and activation) entries follow the two conditional puts (their positions stay 0 and 1).
        await transact(db, [
          putAbsent(table(), { ...directory, importId }),
          putAbsent(table(), { ...item, importId }),
          ...[...entries, ...(activation ? [activation] : [])].map((a) => ({ Put: { TableName: table(), Item: a } })),
        ]);
        return 'written';
      } catch (error) {
        const failed = failedConditions(error);
        if (!failed.includes(0) && !failed.includes(1)) throw error;
        // The import that wrote the card is stamped beside the directory's declared attributes.
        const entry = (await store.get(cardDirectoryEntity, { iccid: card.iccid }, true)) as
          | (InferItem<typeof cardDirectoryEntity> & { importId?: string })
          | undefined;
        return entry?.importId === importId && entry.channelCustId === card.channelCustId ? 'already' : 'exists';
      }
    },
    /** Records a chunk's row results and applies its counters exactly once (the chunk item is written only if absent). */
    completeChunk: (
      imp: Pick<CardImport, 'channelCustId' | 'importId'>,
      index: number,
      results: RowResult[],
      stats: Map<string, Record<string, number>>,
      at: string,
    ): Promise<boolean> =>
      jobs.completeResults({ channelCustId: imp.channelCustId, importId: imp.importId }, index, results, stats, at),
  };
}

export type CardImportRepository = ReturnType<typeof createCardImportRepository>;
