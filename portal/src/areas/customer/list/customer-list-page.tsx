import { featureCodes } from '@cmp/functions/platform/permissions';
import { Button, Select, StateBadge, type TableColumn, TextField } from '@cmp/ui-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { FilterBar, ListTable, PageHeader } from '../../../components/data-list';
import { formatDate } from '../../../lib/format';
import { useCursorList } from '../../../lib/use-cursor-list';
import { useSession } from '../../../lib/use-session';
import { CUSTOMER_STATUSES, type Customer, customerPath, isPlatformRole, statusKey, statusTone } from '../customer-model';
import { CUSTOMER_LIST } from '../use-customers';

interface Filters extends Record<string, unknown> {
  name: string;
  status: number | '';
}
const initial: Filters = { name: '', status: '' };

const linkClass =
  'rounded px-1.5 py-0.5 text-sm font-medium text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600';

/**
 * /business/customer/list and /home/customer: a platform user sees enterprises, an enterprise its
 * secondary customers. Creating an enterprise needs 8010003, a secondary customer 1000003.
 */
export default function CustomerListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { roleId, permissions } = useSession();
  const platform = isPlatformRole(roleId);
  const canEdit = permissions.includes(featureCodes.customerButtons);
  const canCreate = platform ? permissions.includes(featureCodes.enterpriseCreate) : canEdit;
  const canSeeAccounts = permissions.includes(featureCodes.accountButtons);
  const list = useCursorList<Customer, Filters>(CUSTOMER_LIST, initial);
  const [draft, setDraft] = useState(initial);

  const columns: TableColumn<Customer>[] = [
    { key: 'code', header: t('customer.fields.code'), className: 'font-mono text-xs' },
    {
      key: 'name',
      header: t('customer.fields.name'),
      cell: (c) => (
        <Link to={customerPath('detail', c)} className="font-medium text-slate-900 hover:text-brand-700 hover:underline">
          {c.name}
        </Link>
      ),
    },
    {
      key: 'status',
      header: t('customer.fields.status'),
      cell: (c) => <StateBadge tone={statusTone(c.status)}>{t(statusKey(c.status) ?? 'dataList.none')}</StateBadge>,
    },
    { key: 'paymentModel', header: t('customer.fields.paymentModel'), cell: (c) => t(`customer.paymentModel.${c.paymentModel}`) },
    { key: 'salesPerson', header: t('customer.fields.salesPerson'), cell: (c) => c.salesPerson || t('dataList.none') },
    { key: 'adminName', header: t('customer.fields.adminName'), cell: (c) => c.adminContact.name || t('dataList.none') },
    { key: 'createdAt', header: t('customer.fields.createdAt'), cell: (c) => formatDate(c.createdAt), className: 'tabular-nums' },
    {
      key: 'actions',
      header: t('dataList.actions'),
      cell: (c) => (
        <div className="flex gap-1 whitespace-nowrap">
          <Link to={customerPath('detail', c)} className={linkClass}>
            {t('customer.view')}
          </Link>
          {canEdit && (
            <Link to={customerPath('change', c)} className={linkClass} data-testid={`customer-edit-${c.code}`}>
              {t('dataList.edit')}
            </Link>
          )}
          {platform && canSeeAccounts && !c.custId && (
            <Link to={`/home/account/list/${encodeURIComponent(c.channelCustId)}`} className={linkClass}>
              {t('customer.accounts')}
            </Link>
          )}
        </div>
      ),
    },
  ];

  return (
    <div className="space-y-5">
      <PageHeader
        title={t(platform ? 'customer.titleEnterprises' : 'customer.titleSecondary')}
        subtitle={t(platform ? 'customer.subtitleEnterprises' : 'customer.subtitleSecondary')}
        actions={
          canCreate && (
            <Button onClick={() => navigate('/business/customer/add')} data-testid="customer-add">
              {t(platform ? 'customer.add' : 'customer.addSecondary')}
            </Button>
          )
        }
      />
      <FilterBar
        onSearch={() => list.setFilters(draft)}
        onReset={() => {
          setDraft(initial);
          list.setFilters(initial);
        }}
      >
        <TextField
          className="w-60"
          label={t('customer.filters.name')}
          value={draft.name}
          onChange={(e) => setDraft({ ...draft, name: e.target.value })}
          data-testid="filter-name"
        />
        <Select
          className="w-48"
          label={t('customer.filters.status')}
          options={[
            { value: '' as const, label: t('dataList.any') },
            ...CUSTOMER_STATUSES.map((s) => ({ value: s, label: t(`customer.status.${s}`) })),
          ]}
          value={draft.status}
          onChange={(status) => setDraft({ ...draft, status })}
        />
      </FilterBar>
      <ListTable
        caption={t(platform ? 'customer.titleEnterprises' : 'customer.titleSecondary')}
        columns={columns}
        list={list}
        rowKey={(c) => `${c.channelCustId}/${c.custId ?? ''}`}
        data-testid="customer-table"
      />
    </div>
  );
}
