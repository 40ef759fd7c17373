import type { CardFilter } from '../card/card-filter.ts';
import { type Principal, scopeOf } from '../shared/auth/principal.ts';
import { isPlatformRole } from '../shared/auth/principal.ts';
import { type Tenant, requestedTenant } from '../shared/auth/tenant.ts';
import { scopeKey } from '../shared/data/keys.ts';
import { DEFAULT_PAGE_SIZE } from '../shared/data/page-cursor.ts';
import { AppError } from '../shared/http/error-catalogue.ts';
import type { Lang } from '../shared/i18n/lang.ts';
import { type CatalogueLists, viewerOf } from './catalogue-export.ts';
import {
  type CatalogueKind,
  type DownloadTask,
  type ExportFormat,
  TASK_TTL_DAYS,
  URL_EXPIRY_SECONDS,
  exportFileName,
  newTaskId,
  taskView,
} from './download-model.ts';
import type { DownloadRepository } from './download.repository.ts';

export interface DownloadDeps {
  tasks: Pick<DownloadRepository, 'create' | 'start' | 'get' | 'list' | 'downloadUrl'>;
  /**
   * The card list's scope rules (card-list.service `actingTenantOf`), so an export reads exactly what
   * the list shows; a label, pool or ICCID the tenant does not hold is refused before any task exists.
   */
  cardTenant: (p: Principal, filter: CardFilter) => Promise<Tenant>;
  /** The card list's cross-field filter checks. */
  validateFilter: (filter: CardFilter) => CardFilter;
  /** The plan and APN list services: a catalogue export is checked by reading its first page as the caller. */
  catalogue: CatalogueLists;
  clock: () => Date;
}

/** Download tasks: a task per export, listed and fetched within the requester's own scope. */
export function createDownloadService(d: DownloadDeps) {
  const scopeOfCaller = (p: Principal) => scopeKey(scopeOf(p));
  const lists = {
    basicPlans: d.catalogue.basicList,
    retailPlans: d.catalogue.retailList,
    apns: d.catalogue.apnList,
    bills: d.catalogue.billList,
  };

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
      return queue({ ...newTask(p, 'cards', format, lang), tenant, filter });
    },

    /**
     * A catalogue export (basic plans, retail plans, APNs, bills) of what the caller's list shows for
     * the same filters. The first page is read now as the caller, so a request the list would refuse
     * (a secondary customer asking for basic plans, a foreign enterprise named) is refused here and
     * no task is made. Bills are checked by the tenant the caller names (the bill list's own rule;
     * the bill list itself runs in the export worker), and the file lies under the caller's tenant.
     */
    async exportCatalogue(
      p: Principal,
      kind: CatalogueKind,
      body: Record<string, unknown> & { format: ExportFormat },
      lang: Lang,
    ) {
      const { format, cursor: _c, pageSize: _s, ...query } = body;
      const list = lists[kind];
      if (list) await list(p, { ...query, pageSize: 10 }, lang);
      else if (!isPlatformRole(p)) requestedTenant(p, { channelCustId: (query as { channelCustId?: string }).channelCustId });
      const tenant: Tenant | null =
        kind === 'retailPlans'
          ? requestedTenant(p, query as { channelCustId?: string; custId?: string })
          : kind === 'basicPlans' && !isPlatformRole(p)
            ? { channelCustId: p.channelCustId!, custId: null }
            : kind === 'bills' && !isPlatformRole(p)
              ? { channelCustId: p.channelCustId!, custId: p.custId }
              : null;
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
