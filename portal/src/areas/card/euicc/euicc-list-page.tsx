import { Select, type TableColumn, TextField } from '@cmp/ui-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FilterBar, ListTable, PageHeader, RowAction } from '../../../components/data-list';
import { PickEnterpriseFirst, TenantPicker, useTenantScope } from '../../../components/tenant-scope';
import { useCursorList } from '../../../lib/use-cursor-list';
import { useSession } from '../../../lib/use-session';
import { EUICC_LIST, type EuiccCard, actionCodes, profileStates } from './euicc-api';
import { ProfileDrawer, ProfileStateBadge } from './profile-parts';

interface Filters extends Record<string, unknown> {
  eid: string;
  iccid: string;
  profileState: string;
}

const empty = { eid: '', iccid: '', profileState: '' };

/** /card/euicc/list: eUICC cards of the enterprise (a secondary customer's own), profiles in a drawer. */
export default function EuiccListPage() {
  const { t } = useTranslation();
  const { permissions } = useSession();
  const scope = useTenantScope();
  const canOperate = Object.values(actionCodes).some((c) => permissions.includes(c));
  const list = useCursorList<EuiccCard, Filters>(scope.ready ? EUICC_LIST : null, { ...empty, ...scope.body });
  const [draft, setDraft] = useState(empty);
  const [open, setOpen] = useState<EuiccCard | null>(null);
  const eidInvalid = draft.eid !== '' && !/^\d{1,32}$/.test(draft.eid);
  const iccidInvalid = draft.iccid !== '' && !/^\d{1,20}$/.test(draft.iccid);

  if (scope.platform && list.filters.channelCustId !== (scope.channelCustId || undefined)) {
    list.setFilters({ ...draft, ...scope.body });
  }

  const columns: TableColumn<EuiccCard>[] = [
    { key: 'eid', header: t('euicc.fields.eid'), className: 'font-mono tabular-nums' },
    {
      key: 'iccid',
      header: t('euicc.fields.iccid'),
      cell: (c) => (
        <Link to={`/card/card-list/detail/${c.iccid}${scope.query}`} className="font-mono tabular-nums hover:underline">
          {c.iccid}
        </Link>
      ),
    },
    { key: 'operator', header: t('euicc.fields.operator'), cell: (c) => t(`operator.${c.operator}`) },
    { key: 'stateLabel', header: t('euicc.fields.cardState') },
    {
      key: 'enabledProfile',
      header: t('euicc.fields.enabledProfile'),
      cell: (c) => <span className="font-mono tabular-nums">{c.enabledProfile ?? t('euicc.none')}</span>,
    },
    {
      key: 'profiles',
      header: t('euicc.fields.profiles'),
      cell: (c) => (
        <div className="flex flex-wrap gap-1" data-testid={`euicc-states-${c.eid}`}>
          {c.profiles.map((p) => (
            <ProfileStateBadge key={p.profileIccid} state={p.state} />
          ))}
        </div>
      ),
    },
    {
      key: 'actions',
      header: t('dataList.actions'),
      cell: (c) => (
        <RowAction onClick={() => setOpen(c)} data-testid={`euicc-open-${c.eid}`}>
          {t('euicc.profilesButton')}
        </RowAction>
      ),
    },
  ];

  return (
    <div className="space-y-5">
      <PageHeader title={t('euicc.title')} subtitle={canOperate ? t('euicc.subtitle') : t('euicc.readOnly')} />
      <FilterBar
        onSearch={() => {
          if (!eidInvalid && !iccidInvalid) list.setFilters({ ...draft, ...scope.body });
        }}
        onReset={() => {
          setDraft(empty);
          list.setFilters({ ...empty, ...scope.body });
        }}
      >
        <TenantPicker scope={scope} />
        <TextField
          className="w-72"
          label={t('euicc.filters.eid')}
          value={draft.eid}
          maxLength={32}
          inputMode="numeric"
          hint={t('euicc.eidHint')}
          error={eidInvalid ? t('euicc.eidHint') : undefined}
          onChange={(e) => setDraft({ ...draft, eid: e.target.value.trim() })}
          data-testid="filter-eid"
        />
        <TextField
          className="w-60"
          label={t('euicc.filters.iccid')}
          value={draft.iccid}
          maxLength={20}
          inputMode="numeric"
          error={iccidInvalid ? t('euicc.iccidHint') : undefined}
          onChange={(e) => setDraft({ ...draft, iccid: e.target.value.trim() })}
          data-testid="filter-iccid"
        />
        <Select
          className="w-48"
          label={t('euicc.filters.profileState')}
          options={[
            { value: '', label: t('euicc.filters.all') },
            ...profileStates.map((s) => ({ value: s as string, label: t(`euicc.states.${s}`) })),
          ]}
          value={draft.profileState}
          onChange={(v) => setDraft({ ...draft, profileState: v })}
          data-testid="filter-profile-state"
        />
      </FilterBar>
      {scope.ready ? (
        <ListTable caption={t('euicc.title')} columns={columns} list={list} rowKey={(c) => c.eid} data-testid="euicc-table" />
      ) : (
        <PickEnterpriseFirst />
      )}
      {open && (
        <ProfileDrawer
          card={open}
          channelCustId={scope.body.channelCustId}
          onClose={() => setOpen(null)}
          onChanged={(next) => {
            setOpen(next);
            list.reload();
          }}
        />
      )}
    </div>
  );
}
