import { areaCodes } from '@cmp/functions/platform/permissions';
import { Button, Select, StateBadge, type TableColumn, Tabs, TextField } from '@cmp/ui-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { FilterBar, ListTable, PageHeader, RowAction } from '../../../components/data-list';
import { useCursorList } from '../../../lib/use-cursor-list';
import { useSession } from '../../../lib/use-session';
import {
  CATALOGUE_STATUSES,
  COMMSERV_TYPES,
  type CatalogueStatus,
  type Commserv,
  type CommservType,
  statusTone,
} from './commserv-model';
import { StatusConfirm } from './status-confirm';
import { COMMSERV_LIST, setCommservStatus } from './use-commserv';
import { ZoneSection } from './zone-section';

interface Filters extends Record<string, unknown> {
  name: string;
  type: CommservType | '';
  status: CatalogueStatus | '';
}
const initial: Filters = { name: '', type: '', status: '' };
/** Changing the catalogue needs the operator area code; reading it, billing. */
export const OPERATOR_CODE = areaCodes.operator;

/** /operator/commserv-list/list: communication services (filters, block/allow) and the zones tab. */
export default function CommservListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { permissions } = useSession();
  const canManage = permissions.includes(OPERATOR_CODE);
  const list = useCursorList<Commserv, Filters>(COMMSERV_LIST, initial);
  const [draft, setDraft] = useState(initial);
  const [confirm, setConfirm] = useState<Commserv | null>(null);
  const [tab, setTab] = useState('services');

  const columns: TableColumn<Commserv>[] = [
    { key: 'commservId', header: t('commserv.fields.commservId'), className: 'font-mono text-xs' },
    {
      key: 'name',
      header: t('commserv.fields.name'),
      cell: (c) => (
        <Link
          to={`/operator/commserv-list/detail/${c.commservId}`}
          className="font-medium text-slate-900 hover:text-brand-700 hover:underline"
        >
          {c.name}
        </Link>
      ),
    },
    { key: 'type', header: t('commserv.fields.type'), cell: (c) => t(`commserv.type.${c.type}`) },
    { key: 'priority', header: t('commserv.fields.priority'), className: 'tabular-nums' },
    {
      key: 'directional',
      header: t('commserv.fields.directional'),
      cell: (c) => t(c.directional ? 'commserv.yes' : 'commserv.no'),
    },
    {
      key: 'qos',
      header: t('commserv.fields.qos'),
      cell: (c) => (c.qos ? `${c.qos.uplinkKbps} / ${c.qos.downlinkKbps} kbps` : t('dataList.none')),
    },
    { key: 'domains', header: t('commserv.fields.domains'), cell: (c) => c.domains.length, className: 'tabular-nums' },
    {
      key: 'status',
      header: t('commserv.fields.status'),
      cell: (c) => (
        <span data-testid={`commserv-status-${c.commservId}`}>
          <StateBadge tone={statusTone(c.status)}>{t(`commserv.status.${c.status}`)}</StateBadge>
        </span>
      ),
    },
    {
      key: 'actions',
      header: t('dataList.actions'),
      cell: (c) => (
        <div className="flex gap-1 whitespace-nowrap">
          <RowAction onClick={() => navigate(`/operator/commserv-list/detail/${c.commservId}`)}>{t('commserv.view')}</RowAction>
          {canManage && (
            <>
              <RowAction onClick={() => navigate(`/operator/commserv-list/edit/${c.commservId}`)}>{t('commserv.edit')}</RowAction>
              <RowAction danger={c.status === 2} onClick={() => setConfirm(c)} data-testid={`commserv-toggle-${c.commservId}`}>
                {t(c.status === 2 ? 'commserv.block' : 'commserv.allow')}
              </RowAction>
            </>
          )}
        </div>
      ),
    },
  ];

  const services = (
    <div className="space-y-4">
      <FilterBar
        onSearch={() => list.setFilters(draft)}
        onReset={() => {
          setDraft(initial);
          list.setFilters(initial);
        }}
      >
        <TextField
          className="w-56"
          label={t('commserv.filters.name')}
          value={draft.name}
          onChange={(e) => setDraft({ ...draft, name: e.target.value })}
          data-testid="filter-name"
        />
        <Select
          className="w-40"
          label={t('commserv.filters.type')}
          options={[
            { value: '' as const, label: t('dataList.any') },
            ...COMMSERV_TYPES.map((v) => ({ value: v, label: t(`commserv.type.${v}`) })),
          ]}
          value={draft.type}
          onChange={(type) => setDraft({ ...draft, type })}
        />
        <Select
          className="w-40"
          label={t('commserv.filters.status')}
          options={[
            { value: '' as const, label: t('dataList.any') },
            ...CATALOGUE_STATUSES.map((v) => ({ value: v, label: t(`commserv.status.${v}`) })),
          ]}
          value={draft.status}
          onChange={(status) => setDraft({ ...draft, status })}
        />
      </FilterBar>
      <ListTable
        caption={t('commserv.tabs.services')}
        columns={columns}
        list={list}
        rowKey={(c) => c.commservId}
        data-testid="commserv-table"
      />
    </div>
  );

  return (
    <div className="space-y-5">
      <PageHeader
        title={t('commserv.menu.list')}
        subtitle={t('commserv.subtitle')}
        actions={
          canManage &&
          tab === 'services' && (
            <Button onClick={() => navigate('/operator/commserv-list/add')} data-testid="commserv-add">
              {t('commserv.add')}
            </Button>
          )
        }
      />
      <Tabs
        label={t('commserv.menu.list')}
        selectedId={tab}
        onChange={setTab}
        tabs={[
          { id: 'services', label: t('commserv.tabs.services'), content: services },
          { id: 'zones', label: t('commserv.tabs.zones'), content: <ZoneSection canManage={canManage} /> },
        ]}
      />
      {confirm && (
        <StatusConfirm
          target={{
            kind: 'service',
            name: confirm.name,
            next: confirm.status === 2 ? 1 : 2,
            change: () => setCommservStatus(confirm.commservId, confirm.status === 2 ? 1 : 2),
          }}
          onClose={() => setConfirm(null)}
          onDone={list.reload}
        />
      )}
    </div>
  );
}
