import { areaCodes } from '@cmp/functions/platform/permissions';
import { Tabs } from '@cmp/ui-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/data-list';
import { type ListDeclaration, type ListDialogProps, ListPage, enumFilter, textFilter } from '../../../components/list-page';
import { useSession } from '../../../lib/use-session';
import { CATALOGUE_STATUSES, COMMSERV_TYPES, type Commserv } from './commserv-model';
import { StatusConfirm } from './status-confirm';
import { COMMSERV_LIST, setCommservStatus } from './use-commserv';
import { ZoneSection } from './zone-section';

/** Changing the catalogue needs the operator area code; reading it, billing. */
export const OPERATOR_CODE = areaCodes.operator;

const detailPath = (c: Commserv) => `/operator/commserv-list/detail/${c.commservId}`;

/** Blocking or allowing a service, confirmed first (the zones tab shares the dialog). */
function ToggleDialog({ row, close, done }: ListDialogProps<Commserv>) {
  if (!row) return null;
  const next = row.status === 2 ? 1 : 2;
  return (
    <StatusConfirm
      target={{ kind: 'service', name: row.name, next, change: () => setCommservStatus(row.commservId, next) }}
      onClose={close}
      onDone={done}
    />
  );
}

/** The services tab: filters, the catalogue and its actions. */
export const commservList: ListDeclaration<Commserv> = {
  title: 'operator.commserv.tabs.services',
  texts: 'operator.commserv',
  source: COMMSERV_LIST,
  rowKey: 'commservId',
  filters: [
    textFilter('name', 'operator.commserv.filters.name', { testId: 'filter-name' }),
    enumFilter('type', 'operator.commserv.filters.type', COMMSERV_TYPES, 'operator.commserv.type', { width: 'w-40' }),
    enumFilter('status', 'operator.commserv.filters.status', CATALOGUE_STATUSES, 'operator.commserv.status', { width: 'w-40' }),
  ],
  columns: [
    { key: 'commservId', format: 'code' },
    { key: 'name', link: detailPath },
    { key: 'type', enumLabel: 'operator.commserv.type' },
    { key: 'priority', className: 'tabular-nums' },
    {
      key: 'directional',
      cell: (c, { t }) => t(c.directional ? 'operator.commserv.yes' : 'operator.commserv.no'),
    },
    {
      key: 'qos',
      value: (c) => (c.qos ? `${c.qos.uplinkKbps} / ${c.qos.downlinkKbps} kbps` : null),
    },
    { key: 'domains', value: (c) => c.domains.length, className: 'tabular-nums' },
    {
      key: 'status',
      state: {
        tones: { 1: 'red', 2: 'green' },
        label: 'operator.commserv.status',
        testId: (c) => `commserv-status-${c.commservId}`,
      },
    },
  ],
  rowActions: [
    { id: 'view', label: 'operator.commserv.view', to: detailPath },
    {
      id: 'edit',
      label: 'operator.commserv.edit',
      permission: OPERATOR_CODE,
      to: (c) => `/operator/commserv-list/edit/${c.commservId}`,
    },
    {
      id: 'toggle',
      label: (c) => [c.status === 2 ? 'commserv.block' : 'commserv.allow'],
      permission: OPERATOR_CODE,
      danger: (c) => c.status === 2,
      open: 'toggle',
      testId: (c) => `commserv-toggle-${c.commservId}`,
    },
  ],
  headerActions: [
    {
      id: 'add',
      label: 'operator.commserv.add',
      permission: OPERATOR_CODE,
      to: () => '/operator/commserv-list/add',
      testId: 'commserv-add',
    },
  ],
  dialogs: { toggle: ToggleDialog },
  testIds: { table: 'commserv-table' },
};

/** /operator/commserv-list/list: communication services (filters, block/allow) and the zones tab. */
export default function CommservListPage() {
  const { t } = useTranslation('operator');
  const { permissions } = useSession();
  const [tab, setTab] = useState('services');
  return (
    <div className="space-y-5">
      <PageHeader title={t('operator.commserv.menu.list')} subtitle={t('operator.commserv.subtitle')} />
      <Tabs
        label={t('operator.commserv.menu.list')}
        selectedId={tab}
        onChange={setTab}
        tabs={[
          {
            id: 'services',
            label: t('operator.commserv.tabs.services'),
            content: <ListPage declaration={commservList} embedded />,
          },
          {
            id: 'zones',
            label: t('operator.commserv.tabs.zones'),
            content: <ZoneSection canManage={permissions.includes(OPERATOR_CODE)} />,
          },
        ]}
      />
    </div>
  );
}
