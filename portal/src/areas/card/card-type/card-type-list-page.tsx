import { featureCodes } from '@cmp/functions/platform/permissions';
import { StateBadge } from '@cmp/ui-kit';
import { api } from '../../../app/services';
import { type ListContext, type ListDeclaration, ListPage, enumFilter } from '../../../components/list-page';
import { formatCount } from '../../../lib/format';
import { CardTypeDialog } from './card-type-dialog';
import { type CardType, FORM_FACTORS } from './card-type-model';

const LIST = 'card-type.list';
/** The catalogue is the platform's: only platform roles change it. */
const onPlatform = (ctx: ListContext) => ctx.scope.platform;

/** /card/cardtype/list: the platform's card type catalogue; platform roles add (2050001) and delete (2050002). */
export const cardTypeList: ListDeclaration<CardType> = {
  texts: 'card.cardType',
  source: LIST,
  rowKey: 'typeId',
  filters: [
    enumFilter('formFactor', 'card.cardType.fields.formFactor', FORM_FACTORS, 'card.cardType.formFactors', {
      immediate: true,
      width: 'w-56',
      testId: 'filter-form-factor',
    }),
  ],
  columns: [
    { key: 'code', format: 'code' },
    { key: 'name', className: 'font-medium text-slate-900' },
    { key: 'formFactor', enumLabel: 'card.cardType.formFactors' },
    { key: 'grade', enumLabel: 'card.cardType.grades' },
    {
      key: 'temperature',
      cell: (c) => `${c.tempMinC} °C … ${c.tempMaxC} °C`,
      className: 'tabular-nums whitespace-nowrap',
    },
    {
      key: 'stockCount',
      align: 'end',
      cell: (c) => (c.stockCount > 0 ? <StateBadge tone="blue">{formatCount(c.stockCount)}</StateBadge> : '0'),
    },
    { key: 'remark' },
  ],
  rowActions: [
    {
      id: 'edit',
      label: 'dataList.edit',
      permission: featureCodes.cardTypeAdd,
      visible: (_c, ctx) => onPlatform(ctx),
      open: 'edit',
      testId: (c) => `card-type-edit-${c.code}`,
    },
    {
      id: 'delete',
      label: 'card.cardType.delete',
      permission: featureCodes.cardTypeDelete,
      visible: (_c, ctx) => onPlatform(ctx),
      testId: (c) => `card-type-delete-${c.code}`,
      confirm: {
        title: (c) => ['card.cardType.deleteTitle', { code: c.code }],
        description: 'card.cardType.deleteDescription',
        run: (c) => api.call('card-type.delete', { typeId: c.typeId }, { silent: true }),
        dialogTestId: 'card-type-delete-dialog',
      },
    },
  ],
  headerActions: [
    {
      id: 'add',
      label: 'card.cardType.add',
      permission: featureCodes.cardTypeAdd,
      visible: onPlatform,
      open: 'edit',
      testId: 'card-type-add',
    },
  ],
  dialogs: { edit: CardTypeDialog },
  testIds: { table: 'card-type-table' },
};

export default function CardTypeListPage() {
  return <ListPage declaration={cardTypeList} />;
}
