import { Select, StateBadge, type TableColumn, TextField } from '@cmp/ui-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterBar, ListTable, PageHeader, RowAction } from '../../../components/data-list';
import { formatDateTime } from '../../../lib/format';
import { useCursorList } from '../../../lib/use-cursor-list';
import { ApproveDialog } from './approve-dialog';
import { REGISTRATION_STATUSES, type Registration, type RegistrationStatus, statusTone } from './registration-model';
import { RejectDialog } from './reject-dialog';
import { REGISTRATION_LIST } from './use-registrations';

interface Filters extends Record<string, unknown> {
  status: RegistrationStatus | '';
  keyword: string;
}

type Open = { kind: 'approve' | 'reject'; registration: Registration } | null;

/** /business/registration/list: self-registrations for the platform to approve or reject (permission 8010004). */
export default function RegistrationListPage() {
  const { t } = useTranslation();
  const initial: Filters = { status: 'pending', keyword: '' };
  const list = useCursorList<Registration, Filters>(REGISTRATION_LIST, initial);
  const [draft, setDraft] = useState(initial);
  const [open, setOpen] = useState<Open>(null);
  const none = t('dataList.none');
  const done = () => {
    setOpen(null);
    list.reload();
  };

  const columns: TableColumn<Registration>[] = [
    { key: 'companyName', header: t('registration.fields.companyName'), className: 'font-medium text-slate-900' },
    {
      key: 'contactName',
      header: `${t('registration.fields.contactName')} / ${t('registration.fields.phone')} / ${t('registration.fields.email')}`,
      cell: (r) => (
        <span>
          {r.contactName}
          <span className="block text-xs whitespace-nowrap text-slate-500 tabular-nums">{r.phone}</span>
          <span className="block text-xs text-slate-500">{r.email}</span>
        </span>
      ),
    },
    { key: 'loginName', header: t('registration.fields.loginName'), className: 'whitespace-nowrap' },
    {
      key: 'createdAt',
      header: t('registration.fields.createdAt'),
      cell: (r) => formatDateTime(r.createdAt),
      className: 'whitespace-nowrap tabular-nums',
    },
    {
      key: 'status',
      header: t('registration.fields.status'),
      cell: (r) => <StateBadge tone={statusTone(r.status)}>{t(`registration.status.${r.status}`)}</StateBadge>,
    },
    {
      key: 'decided',
      header: t('registration.fields.decided'),
      cell: (r) =>
        r.decidedBy ? (
          <span className="whitespace-nowrap">
            {r.decidedBy}
            <span className="block text-xs text-slate-500 tabular-nums">{r.decidedAt ? formatDateTime(r.decidedAt) : ''}</span>
          </span>
        ) : (
          none
        ),
    },
    {
      key: 'reason',
      header: t('registration.fields.reason'),
      cell: (r) => r.reason ?? (r.customerName ? `${r.customerName} (${r.channelCustId})` : none),
    },
    {
      key: 'actions',
      header: t('dataList.actions'),
      cell: (r) =>
        r.status === 'pending' ? (
          <div className="flex gap-1 whitespace-nowrap" data-testid={`registration-actions-${r.loginName}`}>
            <RowAction onClick={() => setOpen({ kind: 'approve', registration: r })} data-testid="registration-approve">
              {t('registration.actions.approve')}
            </RowAction>
            <RowAction danger onClick={() => setOpen({ kind: 'reject', registration: r })} data-testid="registration-reject">
              {t('registration.actions.reject')}
            </RowAction>
          </div>
        ) : (
          none
        ),
    },
  ];

  return (
    <div className="space-y-5">
      <PageHeader title={t('registration.title')} subtitle={t('registration.subtitle')} />
      <FilterBar
        onSearch={() => list.setFilters(draft)}
        onReset={() => {
          setDraft(initial);
          list.setFilters(initial);
        }}
      >
        <Select
          className="w-44"
          label={t('registration.fields.status')}
          options={[
            { value: '' as const, label: t('dataList.any') },
            ...REGISTRATION_STATUSES.map((s) => ({ value: s, label: t(`registration.status.${s}`) })),
          ]}
          value={draft.status}
          onChange={(status) => {
            const next = { ...draft, status };
            setDraft(next);
            list.setFilters(next);
          }}
          data-testid="filter-status"
        />
        <TextField
          className="w-64"
          label={t('registration.fields.keyword')}
          placeholder={t('registration.placeholders.keyword')}
          value={draft.keyword}
          onChange={(e) => setDraft({ ...draft, keyword: e.target.value })}
          data-testid="filter-keyword"
        />
      </FilterBar>
      <ListTable
        caption={t('registration.title')}
        columns={columns}
        list={list}
        rowKey={(r) => r.id}
        data-testid="registration-table"
        data-testid-empty="registration-empty"
      />
      {open?.kind === 'approve' && <ApproveDialog registration={open.registration} onClose={() => setOpen(null)} onDone={done} />}
      {open?.kind === 'reject' && <RejectDialog registration={open.registration} onClose={() => setOpen(null)} onDone={done} />}
    </div>
  );
}
