import { featureCodes } from '@cmp/functions/platform/permissions';
import { Button, Select, type TableColumn, TextField } from '@cmp/ui-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../app/services';
import { FilterBar, ListTable, PageHeader, RowAction } from '../../../components/data-list';
import { EMPTY, formatDateTime } from '../../../lib/format';
import { cleanFilters, useCursorList } from '../../../lib/use-cursor-list';
import { useSession } from '../../../lib/use-session';
import { ExportDialog } from '../../card/list/export-dialog';
import { ApnDialog } from './apn-dialog';
import { type Apn, OPERATORS } from './apn-model';

interface Filters extends Record<string, unknown> {
  name: string;
  operator: string;
}
const initial: Filters = { name: '', operator: '' };

/**
 * /operator/apn/list (the APN catalogue: add 7030001, edit 7030002) and /operator/operator-apn/list
 * (the same APNs read by operator: operator and its APN code first, no editing).
 */
export function ApnList({ byOperator }: { byOperator: boolean }) {
  const { t } = useTranslation();
  const { permissions } = useSession();
  const list = useCursorList<Apn, Filters>('apn.list', initial);
  const [draft, setDraft] = useState(initial);
  const [editing, setEditing] = useState<Apn | null>(null);
  const [open, setOpen] = useState(false);
  const canAdd = !byOperator && permissions.includes(featureCodes.apnAdd);
  const canEdit = !byOperator && permissions.includes(featureCodes.apnEdit);
  const canExport = permissions.includes(featureCodes.apnExport);
  const [exporting, setExporting] = useState(false);

  const operatorColumns: TableColumn<Apn>[] = [
    { key: 'operator', header: t('apn.fields.operator'), cell: (a) => t(`apn.operator.${a.operator}`) },
    { key: 'operatorApnCode', header: t('apn.fields.operatorApnCode'), className: 'font-mono text-xs' },
  ];
  const columns: TableColumn<Apn>[] = [
    ...(byOperator ? operatorColumns : []),
    { key: 'apnId', header: t('apn.fields.apnId'), className: 'font-mono text-xs' },
    { key: 'name', header: t('apn.fields.name'), className: 'font-medium' },
    ...(byOperator ? [] : operatorColumns),
    { key: 'ipRange', header: t('apn.fields.ipRange'), cell: (a) => `${a.startIp} – ${a.endIp}`, className: 'tabular-nums' },
    { key: 'publicDns', header: t('apn.fields.publicDns'), className: 'tabular-nums' },
    { key: 'backupDns', header: t('apn.fields.backupDns'), cell: (a) => a.backupDns || EMPTY, className: 'tabular-nums' },
    { key: 'privateDns', header: t('apn.fields.privateDns'), cell: (a) => a.privateDns || EMPTY, className: 'tabular-nums' },
    { key: 'updatedAt', header: t('apn.fields.updatedAt'), cell: (a) => formatDateTime(a.updatedAt), className: 'tabular-nums' },
    ...(canEdit
      ? [
          {
            key: 'actions',
            header: t('dataList.actions'),
            cell: (a: Apn) => (
              <RowAction
                onClick={() => {
                  setEditing(a);
                  setOpen(true);
                }}
                data-testid={`apn-edit-${a.apnId}`}
              >
                {t('apn.edit')}
              </RowAction>
            ),
          },
        ]
      : []),
  ];

  return (
    <div className="space-y-5">
      <PageHeader
        title={t(byOperator ? 'apn.operatorTitle' : 'apn.title')}
        subtitle={t(byOperator ? 'apn.operatorSubtitle' : 'apn.subtitle')}
        actions={
          canAdd && (
            <Button
              onClick={() => {
                setEditing(null);
                setOpen(true);
              }}
              data-testid="apn-add"
            >
              {t('apn.add')}
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
          className="w-56"
          label={t('apn.fields.name')}
          value={draft.name}
          onChange={(e) => setDraft({ ...draft, name: e.target.value })}
        />
        <Select
          className="w-44"
          label={t('apn.fields.operator')}
          options={[
            { value: '', label: t('dataList.any') },
            ...OPERATORS.map((o) => ({ value: o, label: t(`apn.operator.${o}`) })),
          ]}
          value={draft.operator}
          onChange={(operator) => setDraft({ ...draft, operator })}
        />
      </FilterBar>
      {canExport && (
        <div className="flex justify-end">
          <Button variant="secondary" onClick={() => setExporting(true)} data-testid="apn-export">
            {t('apn.exportList.button')}
          </Button>
        </div>
      )}
      {exporting && (
        <ExportDialog
          title={t('apn.exportList.title')}
          description={t('apn.exportList.description')}
          start={(format) => api.call('download.exportApns', { ...cleanFilters(list.filters), format }, { silent: true })}
          onClose={() => setExporting(false)}
        />
      )}
      <ListTable caption={t('apn.title')} columns={columns} list={list} rowKey={(a) => a.apnId} data-testid="apn-table" />
      <ApnDialog
        open={open}
        apn={editing}
        onClose={() => setOpen(false)}
        onSaved={() => {
          setOpen(false);
          list.reload();
        }}
      />
    </div>
  );
}

export default function ApnListPage() {
  return <ApnList byOperator={false} />;
}
