import { featureCodes } from '@cmp/functions/platform/permissions';
import { api } from '../../../app/services';
import {
  type ColumnDeclaration,
  type ListDeclaration,
  type ListDialogProps,
  ListPage,
  operatorFilter,
} from '../../../components/list-page';
import { ApnDialog } from './apn-dialog';
import type { Apn } from './apn-model';

function EditDialog({ row, close, done }: ListDialogProps<Apn>) {
  return <ApnDialog open apn={row} onClose={close} onSaved={done} />;
}

const operatorColumns: ColumnDeclaration<Apn>[] = [
  { key: 'operator', header: 'operator.apn.fields.operator', enumLabel: 'operator' },
  { key: 'operatorApnCode', header: 'operator.apn.fields.operatorApnCode', format: 'code' },
];

/**
 * /operator/apn/list (the APN catalogue: add 7030001, edit 7030002) and /operator/operator-apn/list
 * (the same APNs read by operator: operator and its APN code first, no editing). Both export (7030003).
 */
export function apnDeclaration(byOperator: boolean): ListDeclaration<Apn> {
  return {
    title: byOperator ? 'operator.apn.operatorTitle' : 'operator.apn.title',
    subtitle: byOperator ? 'operator.apn.operatorSubtitle' : 'operator.apn.subtitle',
    source: 'apn.list',
    rowKey: (a) => a.apnId,
    filters: [{ kind: 'text', field: 'name', label: 'operator.apn.fields.name' }, operatorFilter('operator.apn.fields.operator')],
    columns: [
      ...(byOperator ? operatorColumns : []),
      { key: 'apnId', header: 'operator.apn.fields.apnId', format: 'code' },
      { key: 'name', header: 'operator.apn.fields.name', className: 'font-medium' },
      ...(byOperator ? [] : operatorColumns),
      {
        key: 'ipRange',
        header: 'operator.apn.fields.ipRange',
        cell: (a) => `${a.startIp} – ${a.endIp}`,
        className: 'tabular-nums',
      },
      { key: 'publicDns', header: 'operator.apn.fields.publicDns', className: 'tabular-nums' },
      { key: 'backupDns', header: 'operator.apn.fields.backupDns', className: 'tabular-nums' },
      { key: 'privateDns', header: 'operator.apn.fields.privateDns', className: 'tabular-nums' },
      { key: 'updatedAt', header: 'operator.apn.fields.updatedAt', format: 'dateTime' },
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
