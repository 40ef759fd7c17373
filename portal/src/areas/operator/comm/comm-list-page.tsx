import { Button, EmptyState, Select, StateBadge, Table, type TableColumn } from '@cmp/ui-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import useSWR from 'swr';
import { FilterBar, PageHeader } from '../../../components/data-list';
import type { ApiError } from '../../../lib/api';

type OperatorCode = 'CMCC' | 'CUCC' | 'CTCC';
interface Row {
  operator: OperatorCode;
  elementId: string;
  elementName: string;
  zoneStatus: 1 | 2;
  commservId: string;
  name: string;
  type: 'data' | 'voice' | 'sms';
  status: 1 | 2;
}
const tone = (s: 1 | 2) => (s === 1 ? 'red' : 'green');

/** /operator/comm/list: the services each operator carries, through its zones. */
export default function CommListPage() {
  const { t } = useTranslation('operator');
  const [draft, setDraft] = useState<OperatorCode | ''>('');
  const [operator, setOperator] = useState<OperatorCode | ''>('');
  const rows = useSWR<{ items: Row[] }, ApiError>(['operator-config.commList', operator ? { operator } : {}]);
  const c = (k: string) => t(`operator.config.comm.${k}`);
  const columns: TableColumn<Row>[] = [
    { key: 'operator', header: c('operator'), cell: (r) => t(`operator.${r.operator}`) },
    { key: 'elementName', header: c('zone') },
    {
      key: 'zoneStatus',
      header: c('zoneStatus'),
      cell: (r) => <StateBadge tone={tone(r.zoneStatus)}>{t(`operator.commserv.status.${r.zoneStatus}`)}</StateBadge>,
    },
    { key: 'commservId', header: c('commservId'), className: 'font-mono text-xs' },
    {
      key: 'name',
      header: c('service'),
      cell: (r) => (
        <Link
          to={`/operator/commserv-list/detail/${r.commservId}`}
          className="font-medium text-slate-900 hover:text-brand-700 hover:underline"
        >
          {r.name}
        </Link>
      ),
    },
    { key: 'type', header: c('type'), cell: (r) => t(`operator.commserv.type.${r.type}`) },
    {
      key: 'status',
      header: c('status'),
      cell: (r) => <StateBadge tone={tone(r.status)}>{t(`operator.commserv.status.${r.status}`)}</StateBadge>,
    },
  ];
  return (
    <div className="space-y-5">
      <PageHeader title={t('operator.config.menu.comm')} subtitle={c('subtitle')} />
      <FilterBar
        onSearch={() => setOperator(draft)}
        onReset={() => {
          setDraft('');
          setOperator('');
        }}
      >
        <Select
          className="w-44"
          label={t('operator.config.filters.operator')}
          options={[
            { value: '' as const, label: t('dataList.any') },
            ...(['CMCC', 'CUCC', 'CTCC'] as const).map((o) => ({ value: o, label: t(`operator.${o}`) })),
          ]}
          value={draft}
          onChange={setDraft}
        />
      </FilterBar>
      <section className="rounded-xl border border-slate-200/80 bg-white p-4 shadow-sm">
        <Table
          caption={t('operator.config.menu.comm')}
          columns={columns}
          rows={rows.data?.items ?? []}
          rowKey={(r) => `${r.elementId}/${r.commservId}`}
          loading={rows.isLoading}
          loadingLabel={t('dataList.loading')}
          empty={
            rows.error ? (
              <EmptyState
                compact
                title={t('dataList.loadFailed')}
                description={rows.error.msg}
                action={
                  <Button size="sm" variant="secondary" onClick={() => void rows.mutate()}>
                    {t('dataList.retry')}
                  </Button>
                }
              />
            ) : (
              <EmptyState compact title={t('dataList.empty')} />
            )
          }
          data-testid="comm-table"
        />
      </section>
    </div>
  );
}
