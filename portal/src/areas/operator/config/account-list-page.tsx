import { Button, ConfirmDialog, Dialog, EmptyState, Select, StateBadge, Table, type TableColumn, useNotify } from '@cmp/ui-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { FilterBar, PageHeader, RowAction } from '../../../components/data-list';
import { isApiError } from '../../../lib/api';
import { formatDateTime } from '../../../lib/format';
import { type OperatorAccount, type OperatorCode, setAccountStatus, useAccounts } from './use-operator';

const OPERATORS: OperatorCode[] = ['CMCC', 'CUCC', 'CTCC'];
interface Filters {
  operator: OperatorCode | '';
  status: OperatorAccount['status'] | '';
}
const initial: Filters = { operator: '', status: '' };
const clean = (f: Filters) => Object.fromEntries(Object.entries(f).filter(([, v]) => v !== ''));

/** /operator/config/list: operator accounts (never their secrets), enable/disable. */
export default function AccountListPage() {
  const { t } = useTranslation('operator');
  const navigate = useNavigate();
  const notify = useNotify();
  const [draft, setDraft] = useState(initial);
  const [filters, setFilters] = useState(initial);
  const accounts = useAccounts(clean(filters));
  const [confirm, setConfirm] = useState<OperatorAccount | null>(null);
  const [busy, setBusy] = useState(false);
  const f = (k: string) => t(`operator.config.accounts.fields.${k}`);

  const toggle = async () => {
    if (!confirm) return;
    setBusy(true);
    try {
      await setAccountStatus(confirm.operAccountId, confirm.status === 'enabled' ? 'disabled' : 'enabled');
      notify({ type: 'success', title: t('operator.config.accounts.statusChanged') });
      void accounts.mutate();
    } catch (e) {
      notify({ type: 'error', title: t('request.errorTitle'), message: isApiError(e) ? e.msg : String(e) });
    } finally {
      setBusy(false);
      setConfirm(null);
    }
  };

  const columns: TableColumn<OperatorAccount>[] = [
    {
      key: 'accountName',
      header: f('accountName'),
      cell: (a) => (
        <Link
          to={`/operator/config/detail/${a.operAccountId}`}
          className="font-medium text-slate-900 hover:text-brand-700 hover:underline"
        >
          {a.accountName}
        </Link>
      ),
    },
    { key: 'operator', header: f('operator'), cell: (a) => t(`operator.${a.operator}`) },
    { key: 'endpoint', header: f('endpoint'), className: 'break-all font-mono text-xs' },
    { key: 'appId', header: f('appId'), className: 'font-mono text-xs' },
    { key: 'secret', header: f('secret'), cell: (a) => a.secretMask, className: 'font-mono text-xs' },
    {
      key: 'status',
      header: f('status'),
      cell: (a) => (
        <StateBadge tone={a.status === 'enabled' ? 'green' : 'slate'}>
          {t(`operator.config.accounts.status.${a.status}`)}
        </StateBadge>
      ),
    },
    { key: 'updatedAt', header: f('updatedAt'), cell: (a) => formatDateTime(a.updatedAt), className: 'tabular-nums' },
    {
      key: 'actions',
      header: t('dataList.actions'),
      cell: (a) => (
        <div className="flex gap-1 whitespace-nowrap">
          <RowAction onClick={() => navigate(`/operator/config/edit/${a.operAccountId}`)}>{t('dataList.edit')}</RowAction>
          <RowAction danger={a.status === 'enabled'} onClick={() => setConfirm(a)}>
            {t(a.status === 'enabled' ? 'operator.config.accounts.disable' : 'operator.config.accounts.enable')}
          </RowAction>
        </div>
      ),
    },
  ];

  const dialog = confirm && {
    open: true,
    onClose: () => setConfirm(null),
    title: t(confirm.status === 'enabled' ? 'operator.config.accounts.disableTitle' : 'operator.config.accounts.enableTitle'),
    description: t(
      confirm.status === 'enabled' ? 'operator.config.accounts.disableText' : 'operator.config.accounts.enableText',
      {
        name: confirm.accountName,
      },
    ),
    confirmLabel: t('operator.commserv.confirm.confirm'),
    cancelLabel: t('dataList.cancel'),
    onConfirm: toggle,
    loading: busy,
  };

  return (
    <div className="space-y-5">
      <PageHeader
        title={t('operator.config.menu.accounts')}
        subtitle={t('operator.config.accounts.subtitle')}
        actions={
          <Button onClick={() => navigate('/operator/config/add')} data-testid="account-add">
            {t('operator.config.accounts.add')}
          </Button>
        }
      />
      <FilterBar
        onSearch={() => setFilters(draft)}
        onReset={() => {
          setDraft(initial);
          setFilters(initial);
        }}
      >
        <Select
          className="w-44"
          label={t('operator.config.filters.operator')}
          options={[
            { value: '' as const, label: t('dataList.any') },
            ...OPERATORS.map((o) => ({ value: o, label: t(`operator.${o}`) })),
          ]}
          value={draft.operator}
          onChange={(operator) => setDraft({ ...draft, operator })}
        />
        <Select
          className="w-40"
          label={t('operator.config.filters.status')}
          options={[
            { value: '' as const, label: t('dataList.any') },
            ...(['enabled', 'disabled'] as const).map((s) => ({ value: s, label: t(`operator.config.accounts.status.${s}`) })),
          ]}
          value={draft.status}
          onChange={(status) => setDraft({ ...draft, status })}
        />
      </FilterBar>
      <section className="rounded-xl border border-slate-200/80 bg-white p-4 shadow-sm">
        <Table
          caption={t('operator.config.menu.accounts')}
          columns={columns}
          rows={accounts.data?.items ?? []}
          rowKey={(a) => a.operAccountId}
          loading={accounts.isLoading}
          loadingLabel={t('dataList.loading')}
          empty={
            accounts.error ? (
              <EmptyState compact title={t('dataList.loadFailed')} description={accounts.error.msg} />
            ) : (
              <EmptyState compact title={t('dataList.empty')} />
            )
          }
          data-testid="account-table"
        />
      </section>
      {dialog && (confirm?.status === 'enabled' ? <ConfirmDialog {...dialog} /> : <Dialog {...dialog} />)}
    </div>
  );
}
