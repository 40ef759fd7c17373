import type { CustomerNames } from '../customer/customer-names.repository.ts';
import { type Principal, scopeOf } from '../shared/auth/principal.ts';
import { DEFAULT_PAGE_SIZE, type Page } from '../shared/data/page-cursor.ts';
import { AppError, errorMessageOfCode } from '../shared/http/error-catalogue.ts';
import type { Lang } from '../shared/i18n/lang.ts';
import { apiLogWindow } from './api-log-window.ts';
import type { ApiCall, ApiLogQuery, ApiLogRepository } from './api-log.repository.ts';

export interface ApiLogFilters {
  /** Platform roles only: one enterprise's calls; without it every enterprise's. */
  channelCustId?: string;
  from?: string;
  to?: string;
  appKey?: string;
  routeId?: string;
  statusClass?: ApiLogQuery['statusClass'];
  sourceIp?: string;
  cursor?: string;
  pageSize?: number;
}

/** A call as the list shows it: the enterprise by name (null when the key belonged to nobody), a refusal's meaning. */
export interface ApiLogItem extends ApiCall {
  enterpriseName: string | null;
  /** A refused call's error in the reader's language; null when its message needs the call's own values. */
  errorMessage?: string | null;
}

/**
 * Whose calls the caller reads: the platform every enterprise's (or, naming `channelCustId`, one
 * enterprise's); an enterprise only its own. App keys belong to enterprises, so a secondary customer
 * has no calls of its own: refused (docs/decisions.md "API log").
 */
export function apiLogScopeOf(p: Principal, channelCustId?: string): string | undefined {
  const scope = scopeOf(p);
  if (scope.kind === 'platform') return channelCustId;
  if (scope.kind === 'secondary') throw new AppError('FORBIDDEN');
  if (channelCustId && channelCustId !== scope.channelCustId) throw new AppError('FORBIDDEN');
  return scope.channelCustId;
}

export function createApiLogService(d: {
  log: Pick<ApiLogRepository, 'list'>;
  names: Pick<CustomerNames, 'enterprises'>;
  clock: () => Date;
}) {
  return {
    async list(p: Principal, f: ApiLogFilters, lang: Lang): Promise<Page<ApiLogItem>> {
      const channelCustId = apiLogScopeOf(p, f.channelCustId);
      const window = apiLogWindow(f, d.clock());
      const page = await d.log.list({
        ...(channelCustId ? { channelCustId } : {}),
        ...window,
        ...(f.appKey ? { appKey: f.appKey } : {}),
        ...(f.routeId ? { routeId: f.routeId } : {}),
        ...(f.statusClass ? { statusClass: f.statusClass } : {}),
        ...(f.sourceIp ? { sourceIp: f.sourceIp } : {}),
        ...(f.cursor ? { cursor: f.cursor } : {}),
        pageSize: f.pageSize ?? DEFAULT_PAGE_SIZE,
      });
      const ids = page.items.flatMap((i) => (i.channelCustId ? [i.channelCustId] : []));
      const names = await d.names.enterprises(ids, lang);
      return {
        ...page,
        items: page.items.map((i) => ({
          ...i,
          enterpriseName: (i.channelCustId && names.get(i.channelCustId)) || null,
          // What a refused call's code meant, in the reader's language (the log keeps only the code).
          ...(i.errorCode !== undefined ? { errorMessage: errorMessageOfCode(i.errorCode, lang) ?? null } : {}),
        })),
      };
    },
  };
}
