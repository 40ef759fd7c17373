import { useMemo } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { type ListDeclaration, ListPage } from '../../../components/list-page';
import { formatCny } from '../../../lib/format';
import type { RetailRecord } from '../plan-model';
import { RETAIL_RECORD, useRetailPlan } from '../use-plans';

/** The changes of one record, field by field: before → after, in the plan's own words. */
function Changes({ record, t }: { record: RetailRecord; t: (key: string) => string }) {
  const show = (field: string, value: unknown): string => {
    if (value === null || value === undefined || value === '') return t('billing.plan.empty');
    if (field === 'retailPrice' && typeof value === 'number') return formatCny(value);
    if (field === 'dividend') return t(`billing.plan.dividend.${value}`);
    if (field === 'status') return t(`billing.plan.status.${value}`);
    if (Array.isArray(value)) return value.join(', ') || t('billing.plan.empty');
    return String(value);
  };
  const fieldLabel = (field: string) => t(`billing.plan.fields.${field === 'goodsReleaseId' ? 'basicPlan' : field}`);
  if (!record.changes.length) return <>{t('billing.plan.empty')}</>;
  return (
    <ul className="space-y-0.5 text-sm" data-testid="record-changes">
      {record.changes.map((c) => (
        <li key={c.field}>
          <span className="font-medium">{fieldLabel(c.field)}</span>:{' '}
          <span className="text-slate-500">{show(c.field, c.before)}</span>
          {' → '}
          <span>{show(c.field, c.after)}</span>
        </li>
      ))}
    </ul>
  );
}

/** The change log of a retail plan, titled with its name (its id until the plan is read). */
export const retailRecordList = (name: string): ListDeclaration<RetailRecord> => ({
  title: () => ['billing.plan.recordTitle', { name }],
  source: RETAIL_RECORD,
  fixed: ({ params, search }) => ({ retailId: params.retailId, channelCustId: search.get('channelCustId') ?? undefined }),
  rowKey: (r) => `${r.at}/${r.action}`,
  columns: [
    { key: 'at', header: 'billing.plan.recordFields.at', format: 'dateTime' },
    { key: 'by', header: 'billing.plan.recordFields.by', format: 'actor' },
    { key: 'action', header: 'billing.plan.recordFields.action', enumLabel: 'billing.plan.recordAction' },
    { key: 'changes', header: 'billing.plan.recordFields.changes', cell: (r, { t }) => <Changes record={r} t={t} /> },
  ],
  headerActions: [{ id: 'back', label: 'dataList.back', variant: 'secondary', to: () => '/billing/package/list/retail' }],
  testIds: { table: 'record-table' },
});

/** /billing/package/retailrecord/:retailId — every change of a retail plan: field, before, after, who, when. */
export default function RetailRecordPage() {
  const { retailId } = useParams();
  const plan = useRetailPlan(retailId, useSearchParams()[0].get('channelCustId'));
  const name = plan.data?.retailName ?? retailId ?? '';
  const declaration = useMemo(() => retailRecordList(name), [name]);
  return <ListPage declaration={declaration} />;
}
