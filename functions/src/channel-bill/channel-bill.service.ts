/**
 * Operator (channel) bills (docs/api.md "Channel bills"): the platform uploads an operator's bill of
 * one enterprise and cycle as a CSV or XLSX file (the formats of reconcile.ts `operatorFormats`), the
 * import reads and checks it in the request, then reconciles it card by card against our bills of
 * that cycle as a chunked job (channel-bill-job.ts), which keeps the summary and the differences.
 * Platform only (4050001 on every route; checked again here).
 */
import { randomUUID } from 'node:crypto';
import { calendarOf } from '../bill/bill-model.ts';
import { decodeUtf8, parseCsv } from '../card-import/import-rows.ts';
import { type Principal, isPlatformRole } from '../shared/auth/principal.ts';
import type { ChannelBillDifference } from '../shared/data/entities/channel-bill.entity.ts';
import { DEFAULT_PAGE_SIZE } from '../shared/data/page-cursor.ts';
import { XlsxReadError, readFirstSheet } from '../shared/files/xlsx-reader.ts';
import { DEFAULT_ZIP_LIMITS } from '../shared/files/zip-reader.ts';
import { AppError } from '../shared/http/error-catalogue.ts';
import type { Lang } from '../shared/i18n/lang.ts';
import { jobProgress } from '../shared/jobs/chunked-job.ts';
import { runningImport } from './channel-bill-job.ts';
import type { ChannelBill, ChannelBillRepository } from './channel-bill.repository.ts';
import { CHANNEL_BILL_MAX_LINES, type ChannelOperator, type DiffKind, readOperatorTable } from './reconcile.ts';

/** The largest file: a 250,000-line CSV is about 12 MB. */
export const CHANNEL_BILL_MAX_BYTES = 20 * 1024 * 1024;
/**
 * What a workbook may unpack to (the card import's 50 MB holds about 190,000 operator lines): 250,000
 * lines unpack to about 75 MB and read in about 5 s into some 320 MB of the request's 512.
 */
export const CHANNEL_BILL_XLSX_UNPACKED_BYTES = 80 * 1024 * 1024;
const fileTypes = { csv: 'text/csv', xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' } as const;
type FileType = keyof typeof fileTypes;
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** Rejected rows kept on the bill (the count is kept whole). */
const REJECTED_KEPT = 200;

function fileTypeOf(fileName: string): FileType {
  const type = /\.(csv|xlsx)$/i.exec(fileName)?.[1]?.toLowerCase() as FileType | undefined;
  if (!type) throw new AppError('CHANNEL_BILL_FILE_TYPE', {}, 'fileName');
  return type;
}
const uploadKey = (uploadId: string, type: FileType) => `channel-bills/${uploadId}.${type}`;

/** A bill id that sorts by import time: `CB` + the Shanghai time to the second + four characters of the upload. */
export function channelBillId(now: Date, uploadId: string): string {
  const shanghai = new Date(now.getTime() + 8 * 3_600_000).toISOString();
  return `CB${shanghai.slice(0, 19).replace(/\D/g, '')}${uploadId.replace(/-/g, '').slice(0, 4).toUpperCase()}`;
}

export function createChannelBillService(d: { bills: ChannelBillRepository; clock: () => Date }) {
  const platformOnly = (p: Principal) => {
    if (!isPlatformRole(p)) throw new AppError('FORBIDDEN');
  };

  /** The table of the uploaded file: a CSV's rows or the first sheet of a workbook. */
  function tableOf(bytes: Uint8Array, type: FileType): { cells: string[][]; lines?: number[] } {
    if (type === 'csv') {
      const text = decodeUtf8(bytes);
      if (text === undefined) throw new AppError('CHANNEL_BILL_FILE_ENCODING');
      return { cells: parseCsv(text) };
    }
    try {
      const sheet = readFirstSheet(bytes, { ...DEFAULT_ZIP_LIMITS, maxTotalBytes: CHANNEL_BILL_XLSX_UNPACKED_BYTES });
      return {
        cells: sheet.map((r) => r.cells.map((c) => (typeof c === 'string' ? c : c.inexactNumber))),
        lines: sheet.map((r) => r.line),
      };
    } catch (error) {
      if (error instanceof XlsxReadError && error.problem === 'tooLarge')
        throw new AppError('CHANNEL_BILL_XLSX_TOO_LARGE', { max: CHANNEL_BILL_XLSX_UNPACKED_BYTES / 1024 / 1024 });
      if (error instanceof XlsxReadError) throw new AppError('CHANNEL_BILL_FILE_TYPE', {}, 'fileName');
      throw error;
    }
  }

  /**
   * Bills as the API answers them: the enterprise's name, the import's status (bills imported before
   * the import was a job have none: they were reconciled in the request) and its progress.
   */
  async function named(bills: ChannelBill[], lang: Lang) {
    const names = await d.bills.names({ enterprises: bills.map((b) => b.channelCustId), secondaries: [] }, lang);
    return bills.map((b) => {
      const job = { status: b.status ?? 'succeeded', total: b.total ?? 0, succeeded: b.succeeded ?? 0, failed: b.failed ?? 0 };
      return { ...b, ...job, progress: jobProgress(job), enterpriseName: names.customers.get(b.channelCustId) ?? null };
    });
  }

  async function load(billId: string): Promise<ChannelBill> {
    const bill = await d.bills.get(billId);
    if (!bill) throw new AppError('NOT_FOUND', {}, 'billId');
    return bill;
  }

  return {
    /** Step 1: a presigned PUT link for the operator's file (CSV or XLSX, at most 5 MB). */
    async uploadUrl(p: Principal, input: { fileName: string; size: number }) {
      platformOnly(p);
      const type = fileTypeOf(input.fileName);
      if (input.size > CHANNEL_BILL_MAX_BYTES)
        throw new AppError('CHANNEL_BILL_FILE_TOO_LARGE', { max: CHANNEL_BILL_MAX_BYTES / 1024 / 1024 }, 'size');
      const uploadId = randomUUID();
      return {
        uploadId,
        uploadUrl: await d.bills.uploadUrl(uploadKey(uploadId, type), input.size, fileTypes[type]),
        contentType: fileTypes[type],
      };
    },

    /**
     * Step 2: reads and checks the uploaded file (refusing an unreadable, empty, headless or too long
     * one, or a cycle our bills have not reached, outright), records the bill as a running import with
     * its upload claim and starts the reconciliation (202, `status: processing`; the detail shows its
     * progress). An upload imported before answers the bill it became (200, `created: false`).
     */
    async import(
      p: Principal,
      input: { uploadId: string; fileName: string; operator: ChannelOperator; channelCustId: string; cycle: string },
      lang: Lang,
    ) {
      platformOnly(p);
      if (!uuid.test(input.uploadId)) throw new AppError('CHANNEL_BILL_FILE_MISSING', {}, 'uploadId');
      const before = await d.bills.billOfUpload(input.uploadId);
      if (before) return { ...(await named([await load(before)], lang))[0]!, created: false };
      if (!(await d.bills.enterpriseExists(input.channelCustId))) throw new AppError('NOT_FOUND', {}, 'channelCustId');
      const type = fileTypeOf(input.fileName);
      const fileKey = uploadKey(input.uploadId, type);
      const bytes = await d.bills.readFile(fileKey);
      if (!bytes) throw new AppError('CHANNEL_BILL_FILE_MISSING', {}, 'uploadId');
      if (bytes.byteLength > CHANNEL_BILL_MAX_BYTES)
        throw new AppError('CHANNEL_BILL_FILE_TOO_LARGE', { max: CHANNEL_BILL_MAX_BYTES / 1024 / 1024 });
      const table = tableOf(bytes, type);
      if (table.cells.length - 1 > CHANNEL_BILL_MAX_LINES)
        throw new AppError('CHANNEL_BILL_TOO_MANY_LINES', { rows: table.cells.length - 1, max: CHANNEL_BILL_MAX_LINES });
      const read = readOperatorTable(input.operator, input.cycle, table.cells, table.lines);
      if ('empty' in read) throw new AppError('CHANNEL_BILL_FILE_EMPTY');
      if ('missing' in read) throw new AppError('CHANNEL_BILL_FILE_HEADERS', { columns: read.missing.join(', ') });
      const calendar = calendarOf(input.operator);
      const ourBillIds = await d.bills.ourBillIds(input.channelCustId, input.cycle, calendar);
      if (!ourBillIds.length) throw new AppError('CHANNEL_BILL_NOT_BILLED', { cycle: input.cycle }, 'cycle');
      await d.bills.putLines(input.uploadId, read.lines);
      const now = d.clock();
      const bill: ChannelBill = {
        billId: channelBillId(now, input.uploadId),
        operator: input.operator,
        channelCustId: input.channelCustId,
        cycle: input.cycle,
        calendar,
        fileName: input.fileName.slice(0, 200),
        fileKey,
        uploadId: input.uploadId,
        lines: read.lines.length,
        rejectedCount: read.rejected.length,
        rejected: read.rejected.slice(0, REJECTED_KEPT),
        ourBillIds,
        currency: 'CNY',
        ...runningImport(),
        createdAt: now.toISOString(),
        createdBy: p.loginName,
      };
      try {
        await d.bills.create(bill);
      } catch (error) {
        // The same upload imported by a request that raced this one: answer its bill.
        const other =
          error instanceof AppError && error.key === 'CONFLICT' ? await d.bills.billOfUpload(input.uploadId) : undefined;
        if (!other) throw error;
        return { ...(await named([await load(other)], lang))[0]!, created: false };
      }
      await d.bills.start(bill);
      return { ...(await named([bill], lang))[0]!, created: true };
    },

    async list(
      p: Principal,
      body: { operator?: string; channelCustId?: string; cursor?: string; pageSize?: number },
      lang: Lang,
    ) {
      platformOnly(p);
      const page = await d.bills.page({ ...body, pageSize: body.pageSize ?? DEFAULT_PAGE_SIZE });
      return { items: await named(page.items, lang), cursor: page.cursor };
    },

    async detail(p: Principal, body: { billId: string }, lang: Lang) {
      platformOnly(p);
      return (await named([await load(body.billId)], lang))[0]!;
    },

    /**
     * A page of the bill's differences (optionally of one kind), with the name of the secondary
     * customer that pays a card; the cursor is `<stored page>.<offset>`.
     */
    async diffs(p: Principal, body: { billId: string; kind?: DiffKind; cursor?: string; pageSize?: number }, lang: Lang) {
      platformOnly(p);
      const bill = await load(body.billId);
      const size = body.pageSize ?? DEFAULT_PAGE_SIZE;
      const [startPage, startOffset] = /^\d{1,5}\.\d{1,4}$/.test(body.cursor ?? '')
        ? (body.cursor!.split('.').map(Number) as [number, number])
        : [0, 0];
      const items: ChannelBillDifference[] = [];
      let cursor: string | null = null;
      for (let at = startPage; at < bill.diffPages && items.length < size; at++) {
        const rows = ((await d.bills.diffPage(bill.billId, at))?.diffs ?? []).filter((x) => !body.kind || x.kind === body.kind);
        const from = at === startPage ? startOffset : 0;
        const take = rows.slice(from, from + size - items.length);
        items.push(...take);
        if (items.length >= size)
          cursor =
            from + take.length < rows.length ? `${at}.${from + take.length}` : at + 1 < bill.diffPages ? `${at + 1}.0` : null;
      }
      const payers = [...new Set(items.flatMap((x) => (x.payer && x.payer !== 'E' ? [x.payer] : [])))];
      const names = await d.bills.names({ enterprises: [], secondaries: payers.map((c) => [bill.channelCustId, c]) }, lang);
      return {
        items: items.map((x) => ({
          ...x,
          payerName: x.payer && x.payer !== 'E' ? (names.customers.get(`${bill.channelCustId}|${x.payer}`) ?? null) : null,
        })),
        cursor,
      };
    },
  };
}
