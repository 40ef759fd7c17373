import { featureCodes } from '@cmp/functions/platform/permissions';
import type { ColumnDeclaration, FilterDeclaration, ListDeclaration } from '../list-page';
import { enumFilter } from '../list-page/common-filters';
import { exportRecharges } from './recharge-api';
import { RECHARGE_LIST, type RechargeRow, payMethods, rechargePath, rechargeStateTones, rechargeStates } from './recharge-model';

// The recharge list as a declaration over the shared list page: the platform sees every
// enterprise's recharges (a customer filter narrows them), an enterprise its own. The same list is
// shown at /business/recharge/list/:id? and /shortcuts/recharge/list.

const col = (key: string) => `business.recharge.columns.${key}`;
const platform = (ctx: { scope: { side: string } }) => ctx.scope.side === 'platform';

const filters: FilterDeclaration[] = [
  {
    kind: 'remoteSelect',
    field: 'channelCustId',
    label: 'business.recharge.filters.customer',
    source: 'customer.list',
    body: { pageSize: 100 },
    option: (c: { channelCustId: string; name: string | null }) => ({ value: c.channelCustId, label: c.name ?? c.channelCustId }),
    visible: platform,
    testId: 'recharge-filter-customer',
  },
  enumFilter('state', 'business.recharge.filters.state', rechargeStates, 'business.recharge.state', {
    width: 'w-40',
    testId: 'recharge-filter-state',
  }),
  enumFilter('payMethod', 'business.recharge.filters.payMethod', payMethods, 'business.recharge.payMethod', {
    width: 'w-44',
    testId: 'recharge-filter-method',
  }),
  {
    kind: 'dateRange',
    field: 'filed',
    label: 'business.recharge.filters.filed',
    labels: ['business.recharge.filters.filedFrom', 'business.recharge.filters.filedTo'],
    testId: 'recharge-filter-filed',
  },
];

const columns: ColumnDeclaration<RechargeRow>[] = [
  {
    key: 'rechargeId',
    header: col('rechargeId'),
    format: 'code',
    link: (r) => rechargePath(r.rechargeId),
    linkTestId: (r) => `recharge-link-${r.rechargeId}`,
  },
  { key: 'enterpriseName', header: col('enterprise'), value: (r) => r.enterpriseName ?? r.channelCustId, visible: platform },
  { key: 'amount', header: col('amount'), format: 'money', align: 'end' },
  { key: 'payMethod', header: col('payMethod'), enumLabel: 'business.recharge.payMethod' },
  { key: 'paidAt', header: col('paidAt'), format: 'dateTime', className: 'whitespace-nowrap' },
  {
    key: 'state',
    header: col('state'),
    state: { tones: rechargeStateTones, label: 'business.recharge.state', testId: (r) => `recharge-state-${r.rechargeId}` },
    className: 'whitespace-nowrap',
  },
  { key: 'refundedAmount', header: col('refunded'), format: 'money', align: 'end' },
  { key: 'createdAt', header: col('createdAt'), format: 'dateTime', className: 'whitespace-nowrap' },
];

/**
 * The recharge list; `:id` of /business/recharge/list/:id? presets the customer (a platform user's
 * link from a customer's page lands on that enterprise's recharges; an enterprise's own id changes nothing).
 */
export const rechargeList: ListDeclaration<RechargeRow> = {
  title: 'business.recharge.title',
  subtitle: (ctx) => [platform(ctx) ? 'business.recharge.subtitlePlatform' : 'business.recharge.subtitle'],
  source: RECHARGE_LIST,
  localized: true,
  fixed: ({ params, session }) => (params.id && !session.channelCustId ? { channelCustId: params.id } : {}),
  rowKey: 'rechargeId',
  filters,
  columns,
  rowActions: [
    {
      id: 'view',
      label: 'business.recharge.view',
      to: (r) => rechargePath(r.rechargeId),
      testId: (r) => `recharge-view-${r.rechargeId}`,
    },
  ],
  headerActions: [
    {
      id: 'add',
      label: 'business.recharge.add.action',
      to: () => '/business/recharge/add',
      variant: 'primary',
      testId: 'recharge-add',
    },
  ],
  export: {
    permission: featureCodes.rechargeExport,
    label: 'business.recharge.export.action',
    title: 'business.recharge.export.title',
    description: 'business.recharge.export.description',
    start: (body, format) => exportRecharges({ ...body, format } as Parameters<typeof exportRecharges>[0]),
    testId: 'recharge-export',
  },
  emptyDescription: 'business.recharge.empty',
  testIds: { table: 'recharge-table', empty: 'recharge-empty' },
};
