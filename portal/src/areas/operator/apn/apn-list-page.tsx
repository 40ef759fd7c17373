import { featureCodes } from '@cmp/functions/platform/permissions';
import { api } from '../../../app/services';
import { type ColumnDeclaration, type ListDeclaration, type ListDialogProps, ListPage } from '../../../components/list-page';
import { ApnDialog } from './apn-dialog';
import { type Apn, OPERATORS } from './apn-model';

function EditDialog({ row, close, done }: ListDialogProps<Apn>) {
  return <ApnDialog open apn={row} onClose={close} onSaved={done} />;
}

const operatorColumns: ColumnDeclaration<Apn>[] = [
  { key: 'operator', header: 'apn.fields.operator', enumLabel: 'apn.operator' },
  { key: 'operatorApnCode', header: 'apn.fields.operatorApnCode', format: 'code' },
];

/**
 * /operator/apn/list (the APN catalogue: add 7030001, edit 7030002) and /operator/operator-apn/list
 * (the same APNs read by operator: operator and its APN code first, no editing). Both export (7030003).
 */
export function apnDeclaration(byOperator: boolean): ListDeclaration<Apn> {
  return {
    title: byOperator ? 'apn.operatorTitle' : 'apn.title',
    subtitle: byOperator ? 'apn.operatorSubtitle' : 'apn.subtitle',
    source: 'apn.list',
    rowKey: (a) => a.apnId,
    filters: [
      { kind: 'text', field: 'name', label: 'apn.fields.name' },
      {
        kind: 'select',
        field: 'operator',
        label: 'apn.fields.operator',
        options: OPERATORS,
        optionLabel: 'apn.operator',
        width: 'w-44',
      },
    ],
    columns: [
      ...(byOperator ? operatorColumns : []),
      { key: 'apnId', header: 'apn.fields.apnId', format: 'code' },
      { key: 'name', header: 'apn.fields.name', className: 'font-medium' },
      ...(byOperator ? [] : operatorColumns),
      { key: 'ipRange', header: 'apn.fields.ipRange', cell: (a) => `${a.startIp} – ${a.endIp}`, className: 'tabular-nums' },
      { key: 'publicDns', header: 'apn.fields.publicDns', className: 'tabular-nums' },
      { key: 'backupDns', header: 'apn.fields.backupDns', className: 'tabular-nums' },
      { key: 'privateDns', header: 'apn.fields.privateDns', className: 'tabular-nums' },
      { key: 'updatedAt', header: 'apn.fields.updatedAt', format: 'dateTime' },
    ],
    rowActions: byOperator
      ? []
      : [{ id: 'edit', label: 'apn.edit', permission: featureCodes.apnEdit, open: 'edit', testId: (a) => `apn-edit-${a.apnId}` }],
    headerActions: byOperator
      ? []
      : [{ id: 'add', label: 'apn.add', permission: featureCodes.apnAdd, open: 'edit', testId: 'apn-add' }],
    dialogs: { edit: EditDialog },
    export: {
      permission: featureCodes.apnExport,
      label: 'apn.exportList.button',
      title: 'apn.exportList.title',
      description: 'apn.exportList.description',
      start: (body, format) => api.call('download.exportApns', { ...body, format }, { silent: true }),
      testId: 'apn-export',
    },
    testIds: { table: 'apn-table' },
  };
}

export const apnList = apnDeclaration(false);

export default function ApnListPage() {
  return <ListPage declaration={apnList} />;
}
