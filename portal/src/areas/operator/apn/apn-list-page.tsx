import { featureCodes } from '@cmp/functions/platform/permissions';
import { api } from '../../../app/services';
import {
  type ColumnDeclaration,
  type ListDeclaration,
  type ListDialogProps,
  ListPage,
  operatorFilter,
  textFilter,
} from '../../../components/list-page';
import { ApnDialog } from './apn-dialog';
import type { Apn } from './apn-model';

function EditDialog({ row, close, done }: ListDialogProps<Apn>) {
  return <ApnDialog apn={row} onClose={close} onSaved={done} />;
}

const operatorColumns: ColumnDeclaration<Apn>[] = [
  { key: 'operator', enumLabel: 'operator' },
  { key: 'operatorApnCode', format: 'code' },
];

/**
 * /operator/apn/list (the APN catalogue: add 7030001, edit 7030002) and /operator/operator-apn/list
 * (the same APNs read by operator: operator and its APN code first, no editing). Both export (7030003).
 */
export function apnDeclaration(byOperator: boolean): ListDeclaration<Apn> {
  return {
    title: byOperator ? 'operator.apn.operatorTitle' : 'operator.apn.title',
    subtitle: byOperator ? 'operator.apn.operatorSubtitle' : 'operator.apn.subtitle',
    texts: 'operator.apn',
    source: 'apn.list',
    rowKey: 'apnId',
    filters: [textFilter('name', 'operator.apn.fields.name'), operatorFilter('operator.apn.fields.operator')],
    columns: [
      ...(byOperator ? operatorColumns : []),
      { key: 'apnId', format: 'code' },
      { key: 'name', className: 'font-medium' },
      ...(byOperator ? [] : operatorColumns),
      {
        key: 'ipRange',
        cell: (a) => `${a.startIp} – ${a.endIp}`,
        className: 'tabular-nums',
      },
      { key: 'publicDns', className: 'tabular-nums' },
      { key: 'backupDns', className: 'tabular-nums' },
      { key: 'privateDns', className: 'tabular-nums' },
      { key: 'updatedAt', format: 'dateTime' },
    ],
    rowActions: byOperator
      ? []
      : [
          {
            id: 'edit',
            label: 'operator.apn.edit',
            permission: featureCodes.apnEdit,
            open: 'edit',
            testId: (a) => `apn-edit-${a.apnId}`,
          },
        ],
    headerActions: byOperator
      ? []
      : [{ id: 'add', label: 'operator.apn.add', permission: featureCodes.apnAdd, open: 'edit', testId: 'apn-add' }],
    dialogs: { edit: EditDialog },
    export: {
      permission: featureCodes.apnExport,
      label: 'operator.apn.exportList.button',
      title: 'operator.apn.exportList.title',
      description: 'operator.apn.exportList.description',
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
