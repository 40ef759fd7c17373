import { Button, type TableColumn } from '@cmp/ui-kit';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { ListTable, PageHeader } from '../../../components/data-list';
import { formatCny, formatDateTime } from '../../../lib/format';
import { useCursorList } from '../../../lib/use-cursor-list';
import type { RetailRecord } from '../plan-model';
import { RETAIL_RECORD, useRetailPlan } from '../use-plans';

/** /billing/package/retailrecord/:retailId — every change of a retail plan: field, before, after, who, when. */
export default function RetailRecordPage() {
  const { t } = useTranslation('billing');
  const navigate = useNavigate();
  const { retailId } = useParams();
  const channelCustId = useSearchParams()[0].get('channelCustId');
  const scope = channelCustId ? { channelCustId } : {};
  const plan = useRetailPlan(retailId, channelCustId);
  const list = useCursorList<RetailRecord, Record<string, unknown>>(retailId ? RETAIL_RECORD : null, { retailId, ...scope });

  const show = (field: string, value: unknown): string => {
    if (value === null || value === undefined || value === '') return t('billing.plan.empty');
    if (field === 'retailPrice' && typeof value === 'number') return formatCny(value);
    if (field === 'dividend') return t(`billing.plan.dividend.${value}`);
    if (field === 'status') return t(`billing.plan.status.${value}`);
    if (Array.isArray(value)) return value.join(', ') || t('billing.plan.empty');
    return String(value);
  };
  const fieldLabel = (field: string) => t(`billing.plan.fields.${field === 'goodsReleaseId' ? 'basicPlan' : field}`);

  const columns: TableColumn<RetailRecord>[] = [
    {
      key: 'at',
      header: t('billing.plan.recordFields.at'),
      cell: (r) => formatDateTime(r.at),
      className: 'tabular-nums whitespace-nowrap',
    },
    { key: 'by', header: t('billing.plan.recordFields.by') },
    { key: 'action', header: t('billing.plan.recordFields.action'), cell: (r) => t(`billing.plan.recordAction.${r.action}`) },
    {
      key: 'changes',
      header: t('billing.plan.recordFields.changes'),
      cell: (r) =>
        r.changes.length ? (
          <ul className="space-y-0.5 text-sm" data-testid="record-changes">
            {r.changes.map((c) => (
              <li key={c.field}>
                <span className="font-medium">{fieldLabel(c.field)}</span>:{' '}
                <span className="text-slate-500">{show(c.field, c.before)}</span>
                {' → '}
                <span>{show(c.field, c.after)}</span>
              </li>
            ))}
          </ul>
        ) : (
          t('billing.plan.empty')
        ),
    },
  ];

  return (
    <div className="space-y-5">
      <PageHeader
        title={t('billing.plan.recordTitle', { name: plan.data?.retailName ?? retailId })}
        actions={
          <Button variant="secondary" onClick={() => navigate('/billing/package/list/retail')}>
            {t('dataList.back')}
          </Button>
        }
      />
      <ListTable
        caption={t('billing.plan.menu.retailRecord')}
        columns={columns}
        list={list}
        rowKey={(r) => `${r.at}/${r.action}`}
        data-testid="record-table"
      />
    </div>
  );
}
