import { EmptyState, Table, type TableColumn } from '@cmp/ui-kit';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { type DetailDeclaration, DetailPage, type DetailPartProps } from '../../../components/detail-page';
import { PickEnterpriseFirst, useTenantScope } from '../../../components/tenant-scope';
import { formatBytes, orEmpty } from '../../../lib/format';
import { OPERATION_DETAIL, type OperationCard, type OperationDetail, operationListPath } from './cust-operation-model';

const k = (key: string) => `shortcuts.custOperation.${key}`;

/** The group's pooled cards, the busiest of the day first. */
function CardsTable({ record, ctx }: DetailPartProps<OperationDetail>) {
  const { t } = ctx;
  const size = (v: number) => <span className="tabular-nums">{formatBytes(v)}</span>;
  const columns: TableColumn<OperationCard>[] = [
    { key: 'iccid', header: t(k('fields.iccid')), cell: (c) => <code className="font-mono text-xs">{c.iccid}</code> },
    { key: 'msisdn', header: t(k('fields.msisdn')), cell: (c) => orEmpty(c.msisdn) },
    { key: 'pool', header: t(k('fields.pool')), cell: (c) => c.poolName },
    { key: 'quota', header: t(k('fields.quotaBytes')), cell: (c) => size(c.quotaBytes), align: 'end' },
    { key: 'day', header: t(k('fields.dayBytes')), cell: (c) => size(c.dayBytes), align: 'end' },
    { key: 'month', header: t(k('fields.monthBytes')), cell: (c) => size(c.monthBytes), align: 'end' },
  ];
  return (
    <Table
      columns={columns}
      rows={record.cards}
      rowKey={(c) => c.iccid}
      caption={t(k('detail.cards'))}
      empty={<EmptyState compact title={t('dataList.empty')} />}
      data-testid="cust-operation-cards"
    />
  );
}

/**
 * /shortcuts/cust-operation/detail/:accountName/:ratePlanName/:zoneName/:queryDate: one customer's
 * pooled cards of a plan in a zone on a day (a platform link names the enterprise in `?channelCustId=`).
 */
const operationDetail: DetailDeclaration<OperationDetail> = {
  title: 'menu.shortcuts.custOperation.detail',
  heading: (d) => `${d.accountName} · ${d.ratePlanName} · ${d.zoneName}`,
  source: OPERATION_DETAIL,
  scope: 'byId',
  request: ({ params }) =>
    params.accountName && params.ratePlanName && params.zoneName && params.queryDate
      ? {
          accountName: params.accountName,
          ratePlanName: params.ratePlanName,
          zoneName: params.zoneName,
          queryDate: params.queryDate,
        }
      : null,
  notFound: k('detail.notFound'),
  notFoundTestId: 'cust-operation-not-found',
  sections: [
    {
      id: 'group',
      columns: 3,
      testId: 'cust-operation-group',
      fields: [
        { key: 'accountName', label: k('fields.accountName') },
        { key: 'ratePlanName', label: k('fields.ratePlanName') },
        { key: 'zoneName', label: k('fields.zoneName') },
        { key: 'queryDate', label: k('fields.queryDate'), format: 'date' },
        { key: 'pools', label: k('fields.pools'), value: (d) => d.pools.join(', ') },
        { key: 'cardCount', label: k('fields.cardCount'), format: 'count', testId: 'cust-operation-card-count' },
        { key: 'quotaBytes', label: k('fields.quotaBytes'), format: 'size' },
        { key: 'dayBytes', label: k('fields.dayBytes'), format: 'size', testId: 'cust-operation-day-bytes' },
        { key: 'monthBytes', label: k('fields.monthBytes'), format: 'size' },
      ],
    },
    { id: 'cards', title: k('detail.cards'), content: CardsTable, testId: 'cust-operation-cards-section' },
  ],
  back: (_d, ctx) =>
    `${operationListPath}${ctx.search.get('channelCustId') ? `?channelCustId=${ctx.search.get('channelCustId')}` : ''}`,
};

/**
 * A platform link without `?channelCustId=` (a pasted path) opens on the enterprise the lists open on
 * (the one last chosen, else the first): the names in the path are that enterprise's.
 */
export default function CustOperationDetailPage() {
  const scope = useTenantScope();
  const [search] = useSearchParams();
  const { pathname } = useLocation();
  if (scope.platform && !search.get('channelCustId')) {
    if (!scope.ready) return <PickEnterpriseFirst />;
    return <Navigate replace to={`${pathname}?channelCustId=${encodeURIComponent(scope.channelCustId)}`} />;
  }
  return <DetailPage declaration={operationDetail} />;
}
