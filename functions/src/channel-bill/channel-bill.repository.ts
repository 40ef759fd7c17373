import { type BillRepository, createBillRepository } from '../bill/bill.repository.ts';
import { config } from '../platform/config.ts';
import { type DocumentClient, documentClient } from '../shared/aws/dynamodb.ts';
import { type ObjectStore, objectStore } from '../shared/aws/s3.ts';
import { sfnClient } from '../shared/aws/sfn.ts';
import {
  type channelBillChunkEntity,
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
import { startJob } from '../shared/jobs/job-store.ts';
import { channelBillJob } from './channel-bill-job.ts';
import type { OperatorLine } from './reconcile.ts';

export type ChannelBill = InferItem<typeof channelBillEntity>;
export type ChannelBillChunkItem = InferItem<typeof channelBillChunkEntity>;
/** Differences per stored page. */
export const DIFF_PAGE = 500;
/** An operator line as the import stores it for the plan: ICCID, bytes, fen. */
export type StoredLine = [iccid: string, bytes: number, amount: number];

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

/** The enterprise's consumption bills of the cycle and calendar (its own and its secondary customers'). */
export async function ourBillIds(
  bills: Pick<BillRepository, 'listBills'>,
  channelCustId: string,
  cycle: string,
  calendar: string,
): Promise<string[]> {
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
  const bucket = () => config('importsBucket');

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
    start: (bill: Pick<ChannelBill, 'billId'>) => startJob(channelBillJob, { billId: bill.billId }, bill.billId, sfn),
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

    ourBillIds: (channelCustId: string, cycle: string, calendar: string) => ourBillIds(bills, channelCustId, cycle, calendar),

    names: (q: { enterprises: string[]; secondaries: [string, string][] }, lang: Lang) =>
      bills.names({ ...q, plans: [], retails: [] }, lang),
  };
}

export type ChannelBillRepository = ReturnType<typeof createChannelBillRepository>;
