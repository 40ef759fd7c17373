import { randomUUID } from 'node:crypto';
import { type Principal, isPlatformRole } from '../shared/auth/principal.ts';
import { requestedTenant } from '../shared/auth/tenant.ts';
import { scopeKeys } from '../shared/data/keys.ts';
import { DEFAULT_PAGE_SIZE } from '../shared/data/page-cursor.ts';
import { AppError } from '../shared/http/error-catalogue.ts';
import type { Lang } from '../shared/i18n/lang.ts';
import type { CardImportRepository } from './card-import.repository.ts';
import { dsimHeaders, readDsimFile } from './dsim-rows.ts';
import {
  type CardImport,
  IMPORT_CHUNK_SIZE,
  type ImportFileType,
  type ImportKind,
  type ImportStatus,
  type RowResult,
  importFileType,
  importFileTypes,
  importView,
  rowsKey,
  uploadKey,
} from './import-model.ts';
import { IMPORT_MAX_BYTES, IMPORT_MAX_ROWS, decodeUtf8, importHeaders, readImportFile } from './import-rows.ts';
import { readImportWorkbook } from './import-xlsx.ts';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const MAX_MB = IMPORT_MAX_BYTES / 1024 / 1024;

/** The uploaded file's type by its name: .csv or .xlsx for cards, .csv for dual-SIM pairs; anything else is refused. */
function fileTypeOf(fileName: string, kind: ImportKind): ImportFileType {
  const type = importFileType(fileName, kind);
  if (!type) throw new AppError(kind === 'dsim' ? 'IMPORT_CSV_ONLY' : 'IMPORT_FILE_TYPE', {}, 'fileName');
  return type;
}

/**
 * Card imports. Only platform roles import (cards come from the operators into an enterprise's
 * stock, which they name); the enterprise sees its own imports, a secondary customer none.
 */
export function createCardImportService(d: {
  imports: Pick<
    CardImportRepository,
    'uploadUrl' | 'readFile' | 'putRows' | 'enterpriseExists' | 'create' | 'start' | 'get' | 'list' | 'resultsPage'
  >;
  clock: () => Date;
}) {
  /**
   * The receiving enterprise of an import the caller starts, which must exist. Cards: platform roles
   * only. Dual-SIM pairs: whoever may pair (the route's 2100001) for their own enterprise, platform
   * roles naming it; a secondary customer never.
   */
  async function importTarget(p: Principal, channelCustId?: string, kind: ImportKind = 'cards'): Promise<string> {
    if (kind === 'cards' ? !isPlatformRole(p) : p.roleType === 5000) throw new AppError('FORBIDDEN');
    const tenant = requestedTenant(p, { channelCustId });
    if (!(await d.imports.enterpriseExists(tenant.channelCustId)))
      throw new AppError('IMPORT_ENTERPRISE_UNKNOWN', { channelCustId: tenant.channelCustId }, 'channelCustId');
    return tenant.channelCustId;
  }

  /** The import if the caller's tenant holds it (a secondary customer: never), else 404. */
  async function visibleImport(p: Principal, input: { batchId: string; channelCustId?: string }): Promise<CardImport> {
    const tenant = requestedTenant(p, { channelCustId: input.channelCustId });
    const imp = p.roleType === 5000 ? undefined : await d.imports.get(tenant.channelCustId, input.batchId);
    if (!imp) throw new AppError('NOT_FOUND');
    return imp;
  }

  return {
    /** Step 1: a presigned PUT link for a CSV or XLSX file of at most 5 MB, under a fresh id in the enterprise's folder. */
    async uploadUrl(p: Principal, input: { channelCustId?: string; fileName: string; size: number }, kind: ImportKind = 'cards') {
      const channelCustId = await importTarget(p, input.channelCustId, kind);
      const type = fileTypeOf(input.fileName, kind);
      if (input.size > IMPORT_MAX_BYTES) throw new AppError('IMPORT_FILE_TOO_LARGE', { max: MAX_MB }, 'size');
      const uploadId = randomUUID();
      const key = uploadKey(channelCustId, uploadId, type);
      const contentType = importFileTypes[type];
      return { uploadId, uploadUrl: await d.imports.uploadUrl(key, input.size, contentType), contentType };
    },

    /**
     * Step 2, after the upload: reads and checks the file (refusing an unreadable, empty, headless
     * or too long one outright), records the import with its checked rows and starts the machine.
     */
    async start(
      p: Principal,
      input: { channelCustId?: string; uploadId: string; fileName: string },
      lang: Lang,
      kind: ImportKind = 'cards',
    ) {
      const channelCustId = await importTarget(p, input.channelCustId, kind);
      if (!uuid.test(input.uploadId)) throw new AppError('IMPORT_FILE_MISSING', {}, 'uploadId');
      const type = fileTypeOf(input.fileName, kind);
      const fileKey = uploadKey(channelCustId, input.uploadId, type);
      const bytes = await d.imports.readFile(fileKey);
      if (!bytes) throw new AppError('IMPORT_FILE_MISSING', {}, 'uploadId');
      if (bytes.byteLength > IMPORT_MAX_BYTES) throw new AppError('IMPORT_FILE_TOO_LARGE', { max: MAX_MB });
      // A workbook's first sheet goes through the same row checks as a CSV's rows.
      const text = type === 'csv' ? decodeUtf8(bytes) : '';
      if (text === undefined) throw new AppError('IMPORT_FILE_ENCODING');
      const read = type === 'xlsx' ? readImportWorkbook(bytes) : kind === 'dsim' ? readDsimFile(text) : readImportFile(text);
      if ('problem' in read) {
        if (read.problem === 'empty') throw new AppError('IMPORT_FILE_EMPTY');
        if (read.problem === 'tooManyRows') throw new AppError('IMPORT_TOO_MANY_ROWS', { rows: read.rows, max: IMPORT_MAX_ROWS });
        const titles: Record<string, string> = (kind === 'dsim' ? dsimHeaders : importHeaders)[lang === 'en-US' ? 'en' : 'zh'];
        throw new AppError('IMPORT_FILE_HEADERS', { columns: read.missing.map((f: string) => titles[f]).join(', ') });
      }
      const imp: CardImport = {
        importId: input.uploadId,
        kind,
        channelCustId,
        fileName: input.fileName.slice(0, 200),
        fileKey,
        total: read.rows.length,
        succeeded: 0,
        failed: 0,
        chunks: Math.ceil(read.rows.length / IMPORT_CHUNK_SIZE),
        chunksDone: 0,
        status: 'processing',
        lang,
        createdBy: p.loginName,
        createdAt: d.clock().toISOString(),
      };
      await d.imports.putRows(rowsKey(channelCustId, imp.importId), read.rows);
      await d.imports.create(imp);
      await d.imports.start(imp);
      return { batchId: imp.importId };
    },

    /** Imports newest first: every enterprise's (or one named) for platform roles, their own for an enterprise. */
    async list(
      p: Principal,
      input: { channelCustId?: string; status?: ImportStatus; cursor?: string; pageSize?: number },
      lang: Lang,
    ) {
      const platformWide = isPlatformRole(p) && !input.channelCustId;
      // A foreign tenant named in the body is refused (403) before anything else.
      const tenant = platformWide ? undefined : requestedTenant(p, input);
      if (p.roleType === 5000) return { items: [], cursor: null };
      const scope = tenant ? scopeKeys.enterprise(tenant.channelCustId) : scopeKeys.platform;
      const page = await d.imports.list(scope, {
        status: input.status,
        cursor: input.cursor,
        pageSize: input.pageSize ?? DEFAULT_PAGE_SIZE,
      });
      // Running imports come with their live counters (list copies are written at start and end only).
      return { items: page.items.map((i) => importView(i, lang)), cursor: page.cursor };
    },

    async detail(p: Principal, input: { batchId: string; channelCustId?: string }, lang: Lang) {
      return importView(await visibleImport(p, input), lang);
    },

    /** Row results, one chunk (up to 100 rows) per page, optionally only succeeded or failed ones; reasons in the reader's language. */
    async results(
      p: Principal,
      input: { batchId: string; channelCustId?: string; status?: RowResult['status']; cursor?: string },
      lang: Lang,
    ) {
      const imp = await visibleImport(p, input);
      return d.imports.resultsPage(imp, { status: input.status, cursor: input.cursor }, lang);
    },
  };
}
