import { GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { StartExecutionCommand } from '@aws-sdk/client-sfn';
import { GetCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { type Card, cardItems } from '../card/card-record.ts';
import { config } from '../platform/config.ts';
import { documentClient } from '../shared/aws/dynamodb.ts';
import { s3Client } from '../shared/aws/s3.ts';
import { sfnClient } from '../shared/aws/sfn.ts';
import { batchGetAll } from '../shared/data/batch-get.ts';
import { chunkResultsPage, completeChunkOnce } from '../shared/data/chunk-results.ts';
import { altKeys, keys, partitionKeys } from '../shared/data/keys.ts';
import { failedConditions, queryPage } from '../shared/data/operations.ts';
import { ownerPointer } from '../shared/data/owner-directory.repository.ts';
import type { Page } from '../shared/data/page-cursor.ts';
import { setExpression } from '../shared/data/update-expressions.ts';
import { AppError } from '../shared/http/error-catalogue.ts';
import type { DsimRow } from './dsim-rows.ts';
import {
  type CardImport,
  IMPORT_CHUNK_SIZE,
  type ImportStatus,
  type RowResult,
  UPLOAD_URL_SECONDS,
  importListScopes,
} from './import-model.ts';
import type { ImportRow } from './import-rows.ts';
import { decodeRows, encodeRowsFile, rowsRange } from './rows-file.ts';

const strip = ({ pk: _p, sk: _s, ...rest }: Record<string, unknown>) => rest;

export interface PlanInfo {
  goodsReleaseId: string;
  operator: string;
  quotaBytes: number;
  modeType: Card['modeType'];
}

/** Card imports: the uploaded file and its checked rows in the imports bucket, the import and its chunk results, the cards it writes. */
export function createCardImportRepository(
  db = documentClient(),
  s3 = s3Client(),
  sfn = sfnClient(),
  table = () => config('tableName'),
) {
  const bucket = () => config('importsBucket');
  /** `<import>.rows.json` (the rowsKey) → the JSON Lines file and its chunk index beside it. */
  const linesKey = (key: string) => key.replace(/\.json$/, '.jsonl');
  const indexKey = (key: string) => key.replace(/\.json$/, '.index.json');
  return {
    /** A short-lived PUT link for the file; the signature binds its key, type and size. */
    uploadUrl: (key: string, size: number, contentType: string) =>
      getSignedUrl(s3, new PutObjectCommand({ Bucket: bucket(), Key: key, ContentType: contentType, ContentLength: size }), {
        expiresIn: UPLOAD_URL_SECONDS,
      }),
    /** The uploaded file's bytes, or undefined when nothing was uploaded under the key. */
    async readFile(key: string): Promise<Uint8Array | undefined> {
      try {
        const res = await s3.send(new GetObjectCommand({ Bucket: bucket(), Key: key }));
        return await res.Body!.transformToByteArray();
      } catch (error) {
        if (error instanceof Error && (error.name === 'NoSuchKey' || error.name === 'NotFound')) return undefined;
        throw error;
      }
    },
    /** The checked rows as JSON Lines plus the byte offset of each chunk (rows-file.ts): two objects beside the upload. */
    async putRows(key: string, rows: ImportRow[] | DsimRow[]): Promise<void> {
      const file = encodeRowsFile(rows, IMPORT_CHUNK_SIZE);
      await s3.send(
        new PutObjectCommand({ Bucket: bucket(), Key: linesKey(key), Body: file.body, ContentType: 'application/x-ndjson' }),
      );
      await s3.send(
        new PutObjectCommand({
          Bucket: bucket(),
          Key: indexKey(key),
          Body: JSON.stringify(file.offsets),
          ContentType: 'application/json',
        }),
      );
    },
    /** Rows `from` to `to` (a chunk as the plan cuts it), read with one ranged GET; imports from before the index: the whole file, sliced. */
    async rowsSlice<T = ImportRow>(key: string, from: number, to: number): Promise<T[]> {
      let offsets: number[];
      try {
        const index = await s3.send(new GetObjectCommand({ Bucket: bucket(), Key: indexKey(key) }));
        offsets = JSON.parse(await index.Body!.transformToString('utf8')) as number[];
      } catch (error) {
        if (!(error instanceof Error && error.name === 'NoSuchKey')) throw error;
        const res = await s3.send(new GetObjectCommand({ Bucket: bucket(), Key: key }));
        return (JSON.parse(await res.Body!.transformToString('utf8')) as T[]).slice(from, to);
      }
      const range = rowsRange(offsets, IMPORT_CHUNK_SIZE, from, to);
      if (!range) return [];
      const res = await s3.send(new GetObjectCommand({ Bucket: bucket(), Key: linesKey(key), Range: range }));
      return decodeRows<T>(await res.Body!.transformToString('utf8'));
    },
    async enterpriseExists(channelCustId: string): Promise<boolean> {
      const { Item } = await db.send(new GetCommand({ TableName: table(), Key: keys.enterprise(channelCustId) }));
      return Boolean(Item);
    },
    /** The import and its list entries in one transaction; an import of the same upload exists already → 409. */
    async create(imp: CardImport): Promise<void> {
      try {
        await db.send(
          new TransactWriteCommand({
            TransactItems: [
              {
                Put: {
                  TableName: table(),
                  Item: { ...keys.cardImport(imp.channelCustId, imp.importId), ...imp },
                  ConditionExpression: 'attribute_not_exists(pk)',
                },
              },
              ...importListScopes(imp).map((scope) => ({
                Put: { TableName: table(), Item: { ...keys.cardImportListItem(scope, imp.createdAt, imp.importId), ...imp } },
              })),
              // Card and dual-SIM imports alike: the owner pointer lets a platform deep link name the import alone.
              { Put: { TableName: table(), Item: ownerPointer('IMPORT', imp.importId, imp.channelCustId) } },
            ],
          }),
        );
      } catch (error) {
        if (failedConditions(error).includes(0)) throw new AppError('IMPORT_ALREADY_STARTED');
        throw error;
      }
    },
    async start(imp: Pick<CardImport, 'importId' | 'channelCustId'>): Promise<void> {
      await sfn.send(
        new StartExecutionCommand({
          stateMachineArn: config('cardImportStateMachineArn'),
          name: imp.importId,
          input: JSON.stringify({ importId: imp.importId, channelCustId: imp.channelCustId }),
        }),
      );
    },
    async get(channelCustId: string, importId: string): Promise<CardImport | undefined> {
      const { Item } = await db.send(
        new GetCommand({ TableName: table(), Key: keys.cardImport(channelCustId, importId), ConsistentRead: true }),
      );
      return Item ? (strip(Item) as unknown as CardImport) : undefined;
    },
    /** Ends an import: the import item and its list entries (rewritten whole) together. */
    async finish(imp: CardImport, set: Partial<CardImport>): Promise<void> {
      const record = { ...imp, ...set };
      await db.send(
        new TransactWriteCommand({
          TransactItems: [
            { Update: { TableName: table(), Key: keys.cardImport(imp.channelCustId, imp.importId), ...setExpression(set) } },
            ...importListScopes(imp).map((scope) => ({
              Put: { TableName: table(), Item: { ...keys.cardImportListItem(scope, imp.createdAt, imp.importId), ...record } },
            })),
          ],
        }),
      );
    },
    /** A scope's imports, newest first; the status filter applies after reading (at most `maxReads` Queries). */
    async list(
      scope: string,
      o: { status?: ImportStatus; cursor?: string; pageSize: number; maxReads?: number },
    ): Promise<Page<CardImport>> {
      const pk = partitionKeys.cardImportList(scope);
      return queryPage(
        db,
        {
          TableName: table(),
          KeyConditionExpression: 'pk = :pk',
          ScanIndexForward: false,
          ...(o.status
            ? {
                FilterExpression: '#status = :status',
                ExpressionAttributeNames: { '#status': 'status' },
                ExpressionAttributeValues: { ':pk': pk, ':status': o.status },
              }
            : { ExpressionAttributeValues: { ':pk': pk } }),
        },
        {
          cursor: o.cursor,
          pageSize: o.pageSize,
          maxReads: o.maxReads ?? 5,
          cursorKey: ['pk', 'sk'],
          partition: { name: 'pk', value: pk },
        },
        (i) => strip(i) as unknown as CardImport,
      );
    },
    /** Live counters of imports still running (list entries are written at start and end only). */
    async current(imports: Pick<CardImport, 'channelCustId' | 'importId'>[]): Promise<CardImport[]> {
      if (!imports.length) return [];
      const items = await batchGetAll(
        db,
        table(),
        imports.map((i) => keys.cardImport(i.channelCustId, i.importId)),
      );
      return items.map((i) => strip(i) as unknown as CardImport);
    },
    /** One page of row results: the next chunk (up to 100 rows) with a matching result; at most `maxReads` chunks per call. */
    resultsPage: (
      channelCustId: string,
      importId: string,
      o: { status?: RowResult['status']; cursor?: string; maxReads?: number },
    ): Promise<Page<RowResult>> => chunkResultsPage<RowResult>(db, table(), keys.cardImport(channelCustId, importId).pk, o),
    async chunkDone(channelCustId: string, importId: string, index: number): Promise<boolean> {
      const { Item } = await db.send(
        new GetCommand({
          TableName: table(),
          Key: keys.cardImportChunk(channelCustId, importId, index),
          ProjectionExpression: 'pk',
          ConsistentRead: true,
        }),
      );
      return Boolean(Item);
    },
    /** Published basic plans among the ids (others are absent). */
    async publishedPlans(ids: string[]): Promise<Map<string, PlanInfo>> {
      if (!ids.length) return new Map();
      const items = await batchGetAll(
        db,
        table(),
        ids.map((id) => keys.basicPlan(id)),
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
      const { Items } = await db.send(
        new QueryCommand({
          TableName: table(),
          IndexName: 'byAlternateId',
          KeyConditionExpression: 'gsi2pk = :pk',
          ExpressionAttributeValues: { ':pk': altKeys.msisdn(msisdn) },
          Limit: 1,
        }),
      );
      return Items?.[0]?.iccid as string | undefined;
    },
    /**
     * Writes a card and its directory entry together, only if no card has the ICCID anywhere on
     * the platform. A card this import wrote before (a retried chunk) is 'already', not written twice.
     */
    async writeCard(card: Card, importId: string): Promise<'written' | 'already' | 'exists'> {
      const { card: item, directory } = cardItems(card);
      try {
        await db.send(
          new TransactWriteCommand({
            TransactItems: [
              {
                Put: {
                  TableName: table(),
                  Item: { ...directory, importId },
                  ConditionExpression: 'attribute_not_exists(pk)',
                },
              },
              { Put: { TableName: table(), Item: { ...item, importId }, ConditionExpression: 'attribute_not_exists(pk)' } },
            ],
          }),
        );
        return 'written';
      } catch (error) {
        const failed = failedConditions(error);
        if (!failed.includes(0) && !failed.includes(1)) throw error;
        const { Item } = await db.send(
          new GetCommand({ TableName: table(), Key: keys.cardDirectory(card.iccid), ConsistentRead: true }),
        );
        return Item?.importId === importId && Item.channelCustId === card.channelCustId ? 'already' : 'exists';
      }
    },
    /**
     * Records a chunk's row results and applies its counters exactly once: the chunk item is written
     * only if absent, in the same transaction as the import's counts and the card counters.
     */
    completeChunk: (
      imp: Pick<CardImport, 'channelCustId' | 'importId'>,
      index: number,
      results: RowResult[],
      stats: Map<string, Record<string, number>>,
      at: string,
    ): Promise<boolean> =>
      completeChunkOnce(db, table(), {
        chunkKey: keys.cardImportChunk(imp.channelCustId, imp.importId, index),
        jobKey: keys.cardImport(imp.channelCustId, imp.importId),
        results,
        stats,
        at,
      }),
  };
}

export type CardImportRepository = ReturnType<typeof createCardImportRepository>;
