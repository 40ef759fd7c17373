import { createBillRepository } from '../bill/bill.repository.ts';
import { config } from '../platform/config.ts';
import { type DocumentClient, documentClient } from '../shared/aws/dynamodb.ts';
import { type ObjectStore, objectStore } from '../shared/aws/s3.ts';
import { batchGetAll } from '../shared/data/batch-get.ts';
import { cardEntity } from '../shared/data/entities/card.entity.ts';
import {
  type ChannelBillDifference,
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
import { chunks } from '../shared/util/map-limit.ts';
import type { OurCard } from './reconcile.ts';

export type ChannelBill = InferItem<typeof channelBillEntity>;
/** Differences per stored page. */
export const DIFF_PAGE = 500;

/**
 * Operator bills: the uploaded file (imports bucket, `channel-bills/<uploadId>.<csv|xlsx>`), the
 * bill (`PLATFORM#CHBILLS` / `CB#<billId>`) with its upload claim, its differences in pages
 * (`PLATFORM#CHBILL#<billId>` / `DIFF#<n>`), and our side read from the bill group's bills and
 * card lines (read only).
 */
export function createChannelBillRepository(
  db: DocumentClient = documentClient(),
  s3: ObjectStore = objectStore,
  table = () => config('tableName'),
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

    /** Writes the differences, then the bill with its upload claim (a replay finds the claim and writes nothing). */
    async save(bill: ChannelBill, diffs: ChannelBillDifference[]): Promise<void> {
      const pages = chunks(diffs, DIFF_PAGE);
      for (const [index, part] of pages.entries())
        await store.put(channelBillDiffsEntity, { billId: bill.billId, index, diffs: part });
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

    /**
     * Our side: every card on the enterprise's consumption bills of the cycle and calendar (its own
     * and its secondary customers'), the amount billed for it (fen, before tax) and who pays it,
     * kept to the cards of the operator.
     */
    async ourCards(
      channelCustId: string,
      cycle: string,
      calendar: string,
      operator: string,
    ): Promise<{ cards: OurCard[]; billIds: string[] }> {
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
      const operators = new Map<string, string>();
      for (const part of chunks([...new Set(cards.map((c) => c.iccid))], 100)) {
        const found = await batchGetAll(
          db,
          table(),
          part.map((iccid) => cardEntity.key({ channelCustId, iccid })),
          { ProjectionExpression: 'iccid, #op', ExpressionAttributeNames: { '#op': 'operator' } },
        );
        for (const i of found) operators.set(String(i.iccid), String(i.operator));
      }
      return { cards: cards.filter((c) => operators.get(c.iccid) === operator), billIds };
    },

    names: (q: { enterprises: string[]; secondaries: [string, string][] }, lang: Lang) =>
      bills.names({ ...q, plans: [], retails: [] }, lang),
  };
}

export type ChannelBillRepository = ReturnType<typeof createChannelBillRepository>;
