import { StateBadge } from '@cmp/ui-kit';
import { type FilterDeclaration, type ListDeclaration, ListPage, enumFilter, textFilter } from '../../../components/list-page';
import { enterpriseFilter } from '../../../components/list-page/common-filters';
import {
  API_LOG_LIST,
  type ApiLogEntry,
  OPEN_API_ROUTES,
  STATUS_CLASSES,
  routeKey,
  shanghaiDateTime,
  statusTone,
} from './api-log-model';

const platform = (ctx: { scope: { side: string } }) => ctx.scope.side === 'platform';
const f = (key: string) => `system.apiLog.filters.${key}`;

const filters: FilterDeclaration[] = [
  enterpriseFilter(f('enterprise'), 'api-log-filter-enterprise'),
  textFilter('appKey', f('appKey'), { width: 'w-56', maxLength: 64, testId: 'api-log-filter-app-key' }),
  enumFilter('routeId', f('route'), OPEN_API_ROUTES, 'system.apiLog.routes', { width: 'w-44', testId: 'api-log-filter-route' }),
  enumFilter('statusClass', f('statusClass'), STATUS_CLASSES, 'system.apiLog.statusClasses', {
    width: 'w-48',
    testId: 'api-log-filter-status',
  }),
  textFilter('sourceIp', f('sourceIp'), {
    width: 'w-44',
    maxLength: 64,
    pattern: /^[0-9a-fA-F.:]+$/,
    placeholder: f('sourceIpPlaceholder'),
    invalid: f('sourceIpHint'),
    testId: 'api-log-filter-ip',
  }),
  {
    kind: 'dateRange',
    field: 'at',
    label: f('at'),
    labels: [f('from'), f('to')],
    keys: ['from', 'to'],
    testId: 'api-log-filter-date',
  },
];

/**
 * /system/api/list: the open API's calls, accepted or refused, newest first (Beijing time). The
 * platform sees every enterprise's and may narrow to one; an enterprise sees its own keys' calls.
 */
export const apiLogList: ListDeclaration<ApiLogEntry> = {
  texts: 'system.apiLog',
  source: API_LOG_LIST,
  rowKey: 'requestId',
  intro: 'system.apiLog.intro',
  filters,
  columns: [
    {
      key: 'at',
      cell: (e) => <span className="whitespace-nowrap tabular-nums">{shanghaiDateTime(e.at)}</span>,
    },
    {
      key: 'enterprise',
      value: (e) => e.enterpriseName ?? e.channelCustId,
      cell: (e, { t }) =>
        e.enterpriseName ?? e.channelCustId ?? <span className="text-slate-500">{t('system.apiLog.nobody')}</span>,
      visible: platform,
    },
    {
      key: 'appKey',
      cell: (e, { t }) =>
        e.appKey ? (
          <code className="font-mono text-xs">{e.appKey}</code>
        ) : (
          <span className="text-slate-500">{t('system.apiLog.noKey')}</span>
        ),
    },
    {
      key: 'route',
      cell: (e, { t }) => (routeKey(e.routeId) ? t(routeKey(e.routeId) as string) : e.routeId),
      below: (e) => <span className="font-mono text-xs text-slate-500">{e.path}</span>,
    },
    {
      key: 'status',
      cell: (e) => (
        <span data-testid={`api-log-status-${e.requestId}`} data-state={e.status}>
          <StateBadge tone={statusTone(e.status)}>{e.status}</StateBadge>
        </span>
      ),
      below: (e, { t }) =>
        e.errorCode !== undefined ? (
          <span className="block max-w-56 text-xs text-slate-500" title={t('system.apiLog.errorCode', { code: e.errorCode })}>
            {e.errorMessage ?? t('system.apiLog.errorCode', { code: e.errorCode })}
          </span>
        ) : null,
    },
    {
      key: 'latency',
      align: 'end',
      cell: (e, { t }) => <span className="whitespace-nowrap tabular-nums">{t('system.apiLog.ms', { ms: e.latencyMs })}</span>,
    },
    { key: 'sourceIp', format: 'code' },
  ],
  shortPage: 'system.apiLog.shortPage',
  emptyDescription: 'system.apiLog.empty',
  testIds: { table: 'api-log-table', empty: 'api-log-empty' },
};

export default function ApiLogPage() {
  return <ListPage declaration={apiLogList} />;
}
