import type { CardFilter } from '../card/card-filter.ts';
import { exportQuery, exportRefusal } from '../invoice/invoice-model.ts';
import { type Principal, scopeOf } from '../shared/auth/principal.ts';
import { isPlatformRole } from '../shared/auth/principal.ts';
import { type Tenant, requestedTenant } from '../shared/auth/tenant.ts';
import { scopeKey, scopeKeys } from '../shared/data/keys.ts';
import { DEFAULT_PAGE_SIZE } from '../shared/data/page-cursor.ts';
import { AppError } from '../shared/http/error-catalogue.ts';
import type { Lang } from '../shared/i18n/lang.ts';
import { stockExportQuery } from '../stock/stock-rules.ts';
import { viewerOf } from './catalogue-export.ts';
import {
  type CatalogueKind,
  type DownloadTask,
  EXPORT_MAX_ROWS,
  type ExportFormat,
  TASK_TTL_DAYS,
  URL_EXPIRY_SECONDS,
  countedExactly,
  countedRows,
  exportFileName,
  newTaskId,
  taskView,
} from './download-model.ts';
import type { DownloadRepository } from './download.repository.ts';

export interface DownloadDeps {
  tasks: Pick<DownloadRepository, 'create' | 'start' | 'get' | 'list' | 'downloadUrl' | 'cardCounters'>;
  /**
   * The card list's scope rules (card-list.service `actingTenantOf`), so an export reads exactly what
   * the list shows; a label, pool or ICCID the tenant does not hold is refused before any task exists.
   */
  cardTenant: (p: Principal, filter: CardFilter) => Promise<Tenant>;
  /** The card list's cross-field filter checks. */
  validateFilter: (filter: CardFilter) => CardFilter;
  clock: () => Date;
}

/**
 * The tenant a catalogue export reads, or the refusal its list would give (plan.service basicList and
 * retailList, bill.service list, order.service list and cardList, channel-bill.service diffs; the APN
 * list is the platform's by permission). The download API
 * applies them instead of reading the list, so its bundle carries none of those groups' code.
 */
export function catalogueTenant(
  p: Principal,
  kind: CatalogueKind,
  query: { channelCustId?: string; custId?: string },
): Tenant | null {
  const platform = isPlatformRole(p);
  switch (kind) {
    case 'basicPlans':
      if (p.roleType === 5000) throw new AppError('FORBIDDEN');
      return platform ? null : { channelCustId: p.channelCustId!, custId: null };
    case 'retailPlans':
      return requestedTenant(p, query);
    case 'bills':
      if (platform) return null;
      requestedTenant(p, { channelCustId: query.channelCustId });
      return { channelCustId: p.channelCustId!, custId: p.custId };
    case 'orders':
    case 'cardOrders':
      // order.service listScope: the platform reads every order, or the enterprise it names.
      return platform && !query.channelCustId ? null : requestedTenant(p, query);
    case 'withdrawals':
      // withdrawal.service list: the platform reads every request, or the enterprise it names.
      if (p.roleType === 5000) throw new AppError('FORBIDDEN');
      return platform && !query.channelCustId ? null : requestedTenant(p, { channelCustId: query.channelCustId });
    case 'recharges':
      // recharge.service list: the platform reads every enterprise's, or the one it names; an enterprise its own.
      if (p.roleType === 5000) throw new AppError('FORBIDDEN');
      return platform && !query.channelCustId ? null : requestedTenant(p, query);
    case 'billOperations':
      // write-off.service operations: the platform's log (or the enterprise it names), an enterprise its own; no secondary customer.
      if (p.roleType === 5000) throw new AppError('FORBIDDEN');
      return platform && !query.channelCustId ? null : requestedTenant(p, { channelCustId: query.channelCustId });
    case 'invoices':
      // invoice.service list, and spec §5: a customer chosen first (download.service exportCatalogue checks the window).
      if (p.roleType === 5000) throw new AppError('FORBIDDEN');
      if (platform && !query.channelCustId) throw new AppError('INVOICE_EXPORT_CUSTOMER', {}, 'channelCustId');
      return requestedTenant(p, { channelCustId: query.channelCustId });
    case 'cardReports':
    case 'cardFlowReports':
    case 'activeReports':
    case 'usageReports':
    case 'commUsageReports':
    case 'businessReports':
      // report.service: the platform reads every enterprise's roll-ups (or one's), an enterprise its own or a secondary customer's.
      return platform && !query.channelCustId ? null : requestedTenant(p, query);
    case 'financialReports':
      // finreport.service list: the platform reads every enterprise's roll-ups, or the one it names; an enterprise its own.
      if (p.roleType === 5000) throw new AppError('FORBIDDEN');
      return platform && !query.channelCustId ? null : requestedTenant(p, { channelCustId: query.channelCustId });
    case 'dataComparison':
      // data-comparison.service list: the card list's scope (the platform names the enterprise).
      if (p.roleType === 5000) throw new AppError('FORBIDDEN');
      return requestedTenant(p, { channelCustId: query.channelCustId });
    case 'stockItems':
      // stock.service items: the platform reads the inventory, or the enterprise it names; an enterprise its own.
      if (p.roleType === 5000) throw new AppError('FORBIDDEN');
      return platform && !query.channelCustId ? null : requestedTenant(p, { channelCustId: query.channelCustId });
    case 'channelBillDifferences':
      // channel-bill.service: platform only, whatever the route's permission.
      if (!platform) throw new AppError('FORBIDDEN');
      return null;
    case 'apns':
      return null;
  }
}

/**
 * An invoice export's query (spec §5, §9): refused with its message when the request dates reach before
 * the last 2 months; without a start it starts at the window's first day, so the file holds no older invoice.
 */
function invoiceExportQuery(p: Principal, q: Record<string, unknown>, now: Date): Record<string, unknown> {
  const refusal = exportRefusal(
    q as { channelCustId?: string; createdFrom?: string; createdTo?: string },
    isPlatformRole(p),
    now,
  );
  if (refusal === 'customer') throw new AppError('INVOICE_EXPORT_CUSTOMER', {}, 'channelCustId');
  if (refusal === 'window') throw new AppError('INVOICE_EXPORT_WINDOW', {}, 'createdFrom');
  return exportQuery(q, now);
}

/** Download tasks: a task per export, listed and fetched within the requester's own scope. */
export function createDownloadService(d: DownloadDeps) {
  const scopeOfCaller = (p: Principal) => scopeKey(scopeOf(p));

  async function queue(task: DownloadTask) {
    await d.tasks.create(task);
    await d.tasks.start(task);
    return { taskId: task.taskId };
  }
  const newTask = (p: Principal, kind: DownloadTask['kind'], format: ExportFormat, lang: Lang) => {
    const now = d.clock();
    return {
      taskId: newTaskId(now),
      scope: scopeOfCaller(p),
      kind,
      format,
      fileName: exportFileName(lang, format, now, kind),
      status: 'processing' as const,
      progress: 0,
      rows: 0,
      lang,
      createdBy: p.loginName,
      createdAt: now.toISOString(),
      expiresAt: Math.floor(now.getTime() / 1000) + TASK_TTL_DAYS * 86_400,
    };
  };

  return {
    /** Records the task and starts the export machine (202: the file is written asynchronously). */
    async exportCards(p: Principal, body: CardFilter & { format: ExportFormat }, lang: Lang) {
      const { format, ...rest } = body;
      const filter = d.validateFilter(rest);
      const tenant = await d.cardTenant(p, filter);
      // More rows than one file holds, known before any is read: refused now (otherwise the export stops there).
      if (countedExactly(filter)) {
        const counters = await d.tasks.cardCounters(scopeKeys.customer(tenant.channelCustId, tenant.custId));
        const rows = countedRows(counters, filter.state);
        if (rows > EXPORT_MAX_ROWS)
          throw new AppError('EXPORT_TOO_MANY_ROWS', {
            rows: rows.toLocaleString('en-US'),
            max: EXPORT_MAX_ROWS.toLocaleString('en-US'),
          });
      }
      return queue({ ...newTask(p, 'cards', format, lang), tenant, filter });
    },

    /**
     * A catalogue export (basic plans, retail plans, APNs, bills) of what the caller's list shows for
     * the same filters: the export worker reads the list as the caller. A request the list would refuse
     * (a secondary customer asking for basic plans, a foreign enterprise named) is refused here by the
     * list's own rules (`catalogueTenant`) and no task is made; the file lies under the tenant it reads.
     */
    async exportCatalogue(
      p: Principal,
      kind: CatalogueKind,
      body: Record<string, unknown> & { format: ExportFormat },
      lang: Lang,
    ) {
      const { format, cursor: _c, pageSize: _s, ...rest } = body;
      const tenant = catalogueTenant(p, kind, rest as { channelCustId?: string; custId?: string });
      const query =
        kind === 'invoices'
          ? invoiceExportQuery(p, rest, d.clock())
          : kind === 'stockItems'
            ? stockExportQuery(rest, d.clock())
            : rest;
      return queue({ ...newTask(p, kind, format, lang), tenant, query, viewer: viewerOf(p) });
    },

    async list(p: Principal, body: { cursor?: string; pageSize?: number }, lang: Lang) {
      const page = await d.tasks.list(scopeOfCaller(p), { cursor: body.cursor, pageSize: body.pageSize ?? DEFAULT_PAGE_SIZE });
      return { items: page.items.map((t) => taskView(t, lang)), cursor: page.cursor };
    },

    /** A short-lived link to a succeeded task's file; tasks of other scopes do not exist for the caller. */
    async url(p: Principal, body: { taskId: string }) {
      const task = await d.tasks.get(scopeOfCaller(p), body.taskId);
      if (!task) throw new AppError('NOT_FOUND');
      if (task.status !== 'succeeded' || !task.fileKey) throw new AppError('DOWNLOAD_NOT_READY');
      const expiresAt = new Date(d.clock().getTime() + URL_EXPIRY_SECONDS * 1000).toISOString();
      return { url: await d.tasks.downloadUrl(task.fileKey, task.fileName, URL_EXPIRY_SECONDS), expiresAt };
    },
  };
}
