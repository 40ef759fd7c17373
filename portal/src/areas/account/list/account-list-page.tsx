import { featureCodes } from '@cmp/functions/platform/permissions';
import { Button, Select, StateBadge, type TableColumn, TextField } from '@cmp/ui-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { FilterBar, ListTable, PageHeader, RowAction } from '../../../components/data-list';
import { formatDateTime } from '../../../lib/format';
import { useCursorList } from '../../../lib/use-cursor-list';
import { useSession } from '../../../lib/use-session';
import { ACCOUNT_STATUSES, type Account, type AccountStatus, ROLE_TYPES, statusTone } from '../account-model';
import { AccountFormDialog } from './account-form-dialog';
import { FreezeDialog } from './freeze-dialog';
import { ResetPasswordDialog } from './reset-password-dialog';
import { ACCOUNT_LIST } from './use-accounts';

interface Filters extends Record<string, unknown> {
  channelCustId?: string;
  loginName: string;
  roleType: number | '';
  status: AccountStatus | '';
}

type Open = { kind: 'form'; account: Account | null } | { kind: 'freeze' | 'reset'; account: Account } | null;

/** /home/account/list/:channelCustId?: accounts with filters; actions need permission 1000002. */
export default function AccountListPage() {
  const { t } = useTranslation();
  const { channelCustId } = useParams();
  const { permissions, loginName } = useSession();
  const canManage = permissions.includes(featureCodes.accountButtons);
  const initial: Filters = { channelCustId, loginName: '', roleType: '', status: '' };
  const list = useCursorList<Account, Filters>(ACCOUNT_LIST, initial);
  const [draft, setDraft] = useState(initial);
  const [open, setOpen] = useState<Open>(null);
  const done = () => {
    setOpen(null);
    list.reload();
  };

  const columns: TableColumn<Account>[] = [
    { key: 'loginName', header: t('account.fields.loginName'), className: 'font-medium text-slate-900' },
    { key: 'displayName', header: t('account.fields.displayName') },
    { key: 'roleName', header: t('account.fields.role'), cell: (a) => a.roleName || t(`account.roleType.${a.roleType}`) },
    { key: 'customerName', header: t('account.fields.customer'), cell: (a) => a.customerName || t('dataList.none') },
    {
      key: 'status',
      header: t('account.fields.status'),
      cell: (a) => <StateBadge tone={statusTone(a.status)}>{t(`account.status.${a.status}`)}</StateBadge>,
    },
    {
      key: 'lastLoginAt',
      header: t('account.fields.lastLoginAt'),
      cell: (a) => (a.lastLoginAt ? formatDateTime(a.lastLoginAt) : t('dataList.none')),
      className: 'whitespace-nowrap tabular-nums',
    },
  ];
  if (canManage) {
    columns.push({
      key: 'actions',
      header: t('dataList.actions'),
      cell: (a) => (
        <div className="flex gap-1 whitespace-nowrap" data-testid={`account-actions-${a.loginName}`}>
          <RowAction onClick={() => setOpen({ kind: 'form', account: a })} data-testid="account-edit">
            {t('account.actions.edit')}
          </RowAction>
          {a.loginName !== loginName && (
            <RowAction
              danger={a.status !== 'frozen'}
              onClick={() => setOpen({ kind: 'freeze', account: a })}
              data-testid="account-freeze"
            >
              {t(a.status === 'frozen' ? 'account.actions.thaw' : 'account.actions.freeze')}
            </RowAction>
          )}
          <RowAction onClick={() => setOpen({ kind: 'reset', account: a })} data-testid="account-reset">
            {t('account.actions.reset')}
          </RowAction>
          <Link
            to={`/home/account/freeze/${encodeURIComponent(a.loginName)}`}
            data-testid="account-records"
            className="rounded px-1.5 py-0.5 text-sm font-medium text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            {t('account.actions.records')}
          </Link>
        </div>
      ),
    });
  }

  return (
    <div className="space-y-5">
      <PageHeader
        title={t('account.title')}
        subtitle={channelCustId ? t('account.subtitleFor', { channelCustId }) : t('account.subtitle')}
        actions={
          canManage && (
            <Button onClick={() => setOpen({ kind: 'form', account: null })} data-testid="account-add">
              {t('account.add')}
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
          className="w-52"
          label={t('account.fields.loginName')}
          placeholder={t('account.placeholders.loginName')}
          value={draft.loginName}
          onChange={(e) => setDraft({ ...draft, loginName: e.target.value })}
          data-testid="filter-loginName"
        />
        <Select
          className="w-52"
          label={t('account.fields.roleType')}
          options={[
            { value: '' as const, label: t('dataList.any') },
            ...ROLE_TYPES.map((r) => ({ value: r, label: t(`account.roleType.${r}`) })),
          ]}
          value={draft.roleType}
          onChange={(roleType) => setDraft({ ...draft, roleType })}
        />
        <Select
          className="w-40"
          label={t('account.fields.status')}
          options={[
            { value: '' as const, label: t('dataList.any') },
            ...ACCOUNT_STATUSES.map((s) => ({ value: s, label: t(`account.status.${s}`) })),
          ]}
          value={draft.status}
          onChange={(status) => setDraft({ ...draft, status })}
        />
      </FilterBar>
      <ListTable
        caption={t('account.title')}
        columns={columns}
        list={list}
        rowKey={(a) => a.loginName}
        data-testid="account-table"
      />
      {open?.kind === 'form' && (
        <AccountFormDialog account={open.account} channelCustId={channelCustId} onClose={() => setOpen(null)} onSaved={done} />
      )}
      {open?.kind === 'freeze' && <FreezeDialog account={open.account} onClose={() => setOpen(null)} onDone={done} />}
      {open?.kind === 'reset' && <ResetPasswordDialog account={open.account} onClose={() => setOpen(null)} />}
    </div>
  );
}
