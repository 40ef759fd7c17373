/**
 * Stock (issue #17 item 3; spec §3, §4, §5): the platform's inventory of cards, hardware and dual-SIM
 * pairs, imported from files and moved by operations (stock-out to an enterprise against a sales
 * order, scrapping), each a chunked job with per-row results. Platform roles see and move everything;
 * an enterprise sees the items out to it and its stock-outs, never another enterprise's.
 */
import { randomUUID } from 'node:crypto';
import { type Client, auditWriter } from '../audit/audit-trail.ts';
import type { AuditRepository } from '../audit/audit.repository.ts';
import { decodeUtf8 } from '../card-import/import-rows.ts';
import type { CustomerNames } from '../customer/customer-names.repository.ts';
import { type Principal, isPlatformRole } from '../shared/auth/principal.ts';
import type {
  StockInputRow,
  StockItem,
  StockKind,
  StockOp,
  StockOpType,
  StockResult,
  StockState,
} from '../shared/data/entities/stock.entity.ts';
import { scopeKeys } from '../shared/data/keys.ts';
import { allOf, attributeContains, attributeIs } from '../shared/data/list-filter.ts';
import { DEFAULT_PAGE_SIZE } from '../shared/data/page-cursor.ts';
import { XlsxReadError, readFirstSheet } from '../shared/files/xlsx-reader.ts';
import { AppError } from '../shared/http/error-catalogue.ts';
import type { Lang } from '../shared/i18n/lang.ts';
import { jobProgress } from '../shared/jobs/chunked-job.ts';
import type { JobStatus } from '../shared/jobs/job-view.ts';
import { stockReasonText, stockResultView } from './stock-reasons.ts';
import { type StockFileProblem, readStockCsv, readStockTable } from './stock-rows.ts';
import { type MatchState, STOCK_CHUNK, STOCK_MAX_ROWS, importOpOf, matchState } from './stock-rules.ts';
import type { StockRepository } from './stock.repository.ts';

/** An import file's size limit: its base64 content rides in the request body. */
export const STOCK_FILE_MAX_BYTES = 2 * 1024 * 1024;

export interface StockServiceDeps {
  stock: Pick<
    StockRepository,
    'create' | 'start' | 'get' | 'list' | 'resultsPage' | 'firstResults' | 'page' | 'item' | 'cardOwners' | 'saleOrder'
  >;
  names: Pick<CustomerNames, 'enterprises'>;
  audit: Pick<AuditRepository, 'record'>;
  clock: () => Date;
  newId?: () => string;
}

/** The stock a caller reads: the platform's whole inventory, one enterprise's (named by a platform caller), or its own. */
function scopeOf(p: Principal, channelCustId?: string): string {
  if (isPlatformRole(p)) return channelCustId ? scopeKeys.enterprise(channelCustId) : scopeKeys.platform;
  if (!p.channelCustId || p.roleType === 5000) throw new AppError('FORBIDDEN');
  if (channelCustId && channelCustId !== p.channelCustId) throw new AppError('FORBIDDEN');
  return scopeKeys.enterprise(p.channelCustId);
}

const fileProblem = (p: StockFileProblem): never => {
  if (p.problem === 'empty') throw new AppError('STOCK_FILE_EMPTY', {}, 'file');
  throw new AppError('STOCK_FILE_COLUMN', { column: p.column }, 'file');
};

/** The rows of an import file (CSV or XLSX, by its name); a file refused whole throws its 507xx error. */
export function readStockFile(kind: StockKind, fileName: string, content: string): StockInputRow[] {
  const bytes = Buffer.from(content, 'base64');
  if (bytes.length > STOCK_FILE_MAX_BYTES) throw new AppError('STOCK_FILE_TOO_LARGE', { max: 2 }, 'file');
  const ext = fileName.toLowerCase().split('.').pop();
  let read: { rows: StockInputRow[] } | StockFileProblem;
  if (ext === 'csv') {
    const text = decodeUtf8(bytes);
    if (text === undefined) throw new AppError('STOCK_FILE_UNREADABLE', {}, 'file');
    read = readStockCsv(kind, text);
  } else if (ext === 'xlsx') {
    try {
      const sheet = readFirstSheet(bytes);
      const cells = sheet.map((r) => r.cells.map((c) => (typeof c === 'string' ? c : c.inexactNumber)));
      read = readStockTable(
        kind,
        cells,
        sheet.map((r) => r.line),
      );
    } catch (error) {
      if (error instanceof XlsxReadError) throw new AppError('STOCK_FILE_UNREADABLE', {}, 'file');
      throw error;
    }
  } else throw new AppError('STOCK_FILE_TYPE', {}, 'fileName');
  if ('problem' in read) return fileProblem(read);
  if (read.rows.length > STOCK_MAX_ROWS) throw new AppError('STOCK_TOO_MANY', { max: STOCK_MAX_ROWS }, 'file');
  return read.rows;
}

export function createStockService(d: StockServiceDeps) {
  const audit = auditWriter(d);
  const newId = d.newId ?? randomUUID;

  /** An operation as the API answers it: without its internal language, the failure worded, its progress and enterprise's name. */
  const opView = (op: StockOp, lang: Lang, names: ReadonlyMap<string, string>) => {
    const { lang: _l, failureReason, ...rest } = op;
    return {
      ...rest,
      ...(op.channelCustId ? { enterpriseName: names.get(op.channelCustId) ?? null } : {}),
      ...(failureReason ? { failureReason: stockReasonText(failureReason, lang), failureCode: failureReason.code } : {}),
      progress: jobProgress(op),
    };
  };

  /** Items with their matching state and enterprise names (one read of the card directory, one of the names). */
  async function itemViews(items: StockItem[], lang: Lang, known?: ReadonlyMap<string, string>) {
    const owners = known ?? (await d.stock.cardOwners(items.flatMap((i) => i.iccids)));
    const names = await d.names.enterprises(
      items.flatMap((i) => (i.channelCustId ? [i.channelCustId] : [])),
      lang,
    );
    return items.map((i) => ({
      ...i,
      matchState: matchState(i, owners),
      enterpriseName: i.channelCustId ? (names.get(i.channelCustId) ?? null) : null,
    }));
  }

  /** Records an operation with its rows and starts it: 202 with its id. */
  async function submit(
    p: Principal,
    op: Omit<
      StockOp,
      'batchId' | 'total' | 'succeeded' | 'failed' | 'chunks' | 'chunksDone' | 'status' | 'lang' | 'createdBy' | 'createdAt'
    >,
    rows: StockInputRow[],
    client: Client,
  ) {
    if (!rows.length) throw new AppError('STOCK_FILE_EMPTY', {}, 'file');
    if (rows.length > STOCK_MAX_ROWS) throw new AppError('STOCK_TOO_MANY', { max: STOCK_MAX_ROWS }, 'sns');
    const rec: StockOp = {
      ...op,
      batchId: newId(),
      total: rows.length,
      succeeded: 0,
      failed: 0,
      chunks: Math.ceil(rows.length / STOCK_CHUNK),
      chunksDone: 0,
      status: 'processing',
      lang: client.lang,
      createdBy: p.loginName,
      createdAt: d.clock().toISOString(),
    };
    await d.stock.create(rec, rows);
    await d.stock.start(rec);
    const target = op.channelCustId ? ` to ${op.channelCustId} (${op.salesOrderNumber})` : '';
    await audit(
      { loginName: p.loginName, channelCustId: p.channelCustId ?? null },
      'stockOperation',
      client,
      `stock ${op.opType} ${rec.batchId}: ${rows.length} rows${target}`,
    );
    return { batchId: rec.batchId };
  }

  /** An operation the caller may read: any for the platform, a stock-out to it for an enterprise. */
  async function visible(p: Principal, batchId: string): Promise<StockOp> {
    const op = await d.stock.get({ batchId });
    if (!op || (!isPlatformRole(p) && (!p.channelCustId || op.channelCustId !== p.channelCustId)))
      throw new AppError('NOT_FOUND');
    return op;
  }

  const snRows = (sns: string[]): StockInputRow[] => [...new Set(sns.map((s) => s.trim()).filter(Boolean))].map((sn) => ({ sn }));

  return {
    /** An import of a file of one kind (platform roles). */
    importFile(p: Principal, input: { kind: StockKind; fileName: string; content: string }, client: Client) {
      const rows = readStockFile(input.kind, input.fileName, input.content);
      return submit(p, { opType: importOpOf[input.kind], fileName: input.fileName }, rows, client);
    },

    /** A stock-out of items to the enterprise of a sales order (platform roles). */
    async stockOut(p: Principal, input: { salesOrderNumber: string; sns: string[] }, client: Client) {
      const order = await d.stock.saleOrder(input.salesOrderNumber);
      if (!order)
        throw new AppError('STOCK_SALE_ORDER_NOT_FOUND', { salesOrderNumber: input.salesOrderNumber }, 'salesOrderNumber');
      return submit(
        p,
        { opType: 'stockOut', channelCustId: order.channelCustId, salesOrderNumber: order.salesOrderNumber },
        snRows(input.sns),
        client,
      );
    },

    /** Scrapping of items not out (platform roles). */
    scrap: (p: Principal, input: { sns: string[] }, client: Client) => submit(p, { opType: 'scrap' }, snRows(input.sns), client),

    /** A page of the caller's stock, filtered; the matching state is computed and filtered after reading. */
    async items(
      p: Principal,
      input: {
        channelCustId?: string;
        kind?: StockKind;
        stockState?: StockState;
        matchState?: MatchState;
        sn?: string;
        name?: string;
        createdFrom?: string;
        cursor?: string;
        pageSize?: number;
      },
      lang: Lang,
    ) {
      const filter = allOf([
        input.kind && attributeIs('kind', input.kind),
        input.stockState && attributeIs('stockState', input.stockState),
        input.sn && attributeContains('sn', input.sn.trim()),
        input.name && attributeContains('name', input.name.trim()),
        input.createdFrom && {
          expression: '#createdAt >= :createdFrom',
          names: { '#createdAt': 'createdAt' },
          values: { ':createdFrom': input.createdFrom },
        },
      ]);
      const page = await d.stock.page(scopeOf(p, input.channelCustId), {
        ...(filter ? { filter } : {}),
        cursor: input.cursor,
        pageSize: input.pageSize ?? DEFAULT_PAGE_SIZE,
      });
      const views = await itemViews(page.items, lang);
      return { items: input.matchState ? views.filter((v) => v.matchState === input.matchState) : views, cursor: page.cursor };
    },

    /** One item with its matching state and its cards (each known card's enterprise; only its own for an enterprise). */
    async item(p: Principal, input: { sn: string; kind?: StockKind }, lang: Lang) {
      const item = await d.stock.item(scopeOf(p), input.sn.trim());
      if (!item || (input.kind && item.kind !== input.kind)) throw new AppError('NOT_FOUND');
      const owners = await d.stock.cardOwners(item.iccids);
      const [view] = await itemViews([item], lang, owners);
      const names = await d.names.enterprises([...owners.values()], lang);
      const cards = item.iccids.map((iccid) => {
        const owner = owners.get(iccid);
        const shown = owner && (isPlatformRole(p) || owner === p.channelCustId);
        return {
          iccid,
          known: Boolean(owner),
          ...(shown ? { channelCustId: owner, enterpriseName: names.get(owner) ?? null } : {}),
        };
      });
      return { ...view!, cards };
    },

    /** The operations of the caller's scope, newest first, filtered by type and state. */
    async operations(
      p: Principal,
      input: { channelCustId?: string; opType?: StockOpType; status?: JobStatus; cursor?: string; pageSize?: number },
      lang: Lang,
    ) {
      const filter = allOf([
        input.opType && attributeIs('opType', input.opType),
        input.status && attributeIs('status', input.status),
      ]);
      const page = await d.stock.list(scopeOf(p, input.channelCustId), {
        ...(filter ? { filter } : {}),
        cursor: input.cursor,
        pageSize: input.pageSize ?? DEFAULT_PAGE_SIZE,
      });
      const names = await d.names.enterprises(
        page.items.flatMap((o) => (o.channelCustId ? [o.channelCustId] : [])),
        lang,
      );
      return { items: page.items.map((o) => opView(o, lang, names)), cursor: page.cursor };
    },

    /** One operation with its live progress and the results of its first chunks. */
    async operation(p: Principal, input: { batchId: string }, lang: Lang) {
      const op = await visible(p, input.batchId);
      const names = await d.names.enterprises(op.channelCustId ? [op.channelCustId] : [], lang);
      const results = await d.stock.firstResults({ batchId: op.batchId }, 20);
      return { ...opView(op, lang, names), results: results.map((r) => stockResultView(r, lang)) };
    },

    /** A page of an operation's per-row results (one chunk of up to 100 rows), optionally only succeeded or failed ones. */
    async operationResults(
      p: Principal,
      input: { batchId: string; status?: StockResult['status']; cursor?: string },
      lang: Lang,
    ) {
      const op = await visible(p, input.batchId);
      return d.stock.resultsPage({ batchId: op.batchId }, input, lang);
    },
  };
}

export type StockService = ReturnType<typeof createStockService>;
