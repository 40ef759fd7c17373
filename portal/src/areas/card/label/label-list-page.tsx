import { featureCodes } from '@cmp/functions/platform/permissions';
import { type ListDeclaration, ListPage } from '../../../components/list-page';
import { LabelChip } from '../shared/label-chip';
import type { Label } from '../shared/label-model';
import { LABEL_LIST, deleteLabel } from './label-api';

const detailPath = (l: Label, query: string) => `/card/label/detail/${l.labelId}${query}`;

/** /card/label/list: the enterprise's labels; editing needs 2090001, deleting 2090002 (with confirmation). */
export const labelList: ListDeclaration<Label> = {
  title: 'card.label.title',
  subtitle: ({ session }) => [
    session.permissions.includes(featureCodes.labelEdit) ? 'card.label.subtitle' : 'card.label.readOnly',
  ],
  texts: 'card.label',
  source: LABEL_LIST,
  scope: 'enterprise',
  rowKey: 'labelId',
  filters: [
    { kind: 'text', field: 'name', label: 'card.label.filters.name', maxLength: 30, width: 'w-60', testId: 'filter-name' },
  ],
  columns: [
    {
      key: 'name',
      cell: (l) => <LabelChip name={l.name} color={l.color} />,
      link: (l, { scope }) => detailPath(l, scope.query),
      linkTestId: (l) => `label-link-${l.name}`,
    },
    {
      key: 'description',
      cell: (l, { t }) => <span className="line-clamp-2 text-slate-600">{l.description || t('dataList.none')}</span>,
    },
    // Secondary customers (5000) are not told how many of the enterprise's cards carry a label.
    {
      key: 'cardCount',
      format: 'count',
      visible: ({ session }) => session.roleId !== '5000',
    },
    { key: 'updatedAt', format: 'dateTime' },
  ],
  rowActions: [
    { id: 'view', label: 'card.label.view', to: (l, { scope }) => detailPath(l, scope.query) },
    {
      id: 'edit',
      label: 'dataList.edit',
      permission: featureCodes.labelEdit,
      to: (l, { scope }) => `/card/label/edit/${l.labelId}${scope.query}`,
      testId: (l) => `label-edit-${l.name}`,
    },
    {
      id: 'delete',
      label: 'card.label.delete',
      permission: featureCodes.labelDelete,
      testId: (l) => `label-delete-${l.name}`,
      confirm: {
        title: (l) => ['card.label.deleteTitle', { name: l.name }],
        description: (l) => ['card.label.deleteDescription', { count: l.cardCount ?? 0 }],
        run: (l, { scope }) => deleteLabel({ labelId: l.labelId, ...scope.body }),
        done: (_l, res: { detached: number }) => ['card.label.deleted', { count: res.detached }],
        dialogTestId: 'label-delete-dialog',
      },
    },
  ],
  headerActions: [
    {
      id: 'add',
      label: 'card.label.add',
      permission: featureCodes.labelEdit,
      to: ({ scope }) => `/card/label/edit/new${scope.query}`,
      testId: 'label-add',
    },
  ],
  testIds: { table: 'label-table' },
};

export default function LabelListPage() {
  return <ListPage declaration={labelList} />;
}
