import { featureCodes } from '@cmp/functions/platform/permissions';
import { ConfirmAction, type TableColumn, useNotify } from '@cmp/ui-kit';
import { ListTable } from '../../../components/data-list';
import { type DetailDeclaration, DetailPage, type DetailPartProps } from '../../../components/detail-page';
import { isApiError } from '../../../lib/api';
import { useCursorList } from '../../../lib/use-cursor-list';
import { LabelChip } from '../shared/label-chip';
import type { Label, LabelCard } from '../shared/label-model';
import { LABEL_CARDS, LABEL_DETAIL, detachCards } from './label-api';

/** The label's cards, each removable (with confirmation) by label editors. */
function LabelCards({ record: label, ctx }: DetailPartProps<Label>) {
  const { t, session, scope } = ctx;
  const notify = useNotify();
  const canEdit = session.permissions.includes(featureCodes.labelEdit);
  const body = { labelId: label.labelId, ...scope.body };
  const cards = useCursorList<LabelCard, typeof body>(LABEL_CARDS, body);
  const detach = async (card: LabelCard) => {
    await detachCards({ ...body, iccids: [card.iccid] });
    notify({ type: 'success', title: t('card.label.cards.detached') });
    cards.reload();
    ctx.reload();
  };
  const columns: TableColumn<LabelCard>[] = [
    { key: 'iccid', header: 'ICCID', className: 'font-mono text-xs' },
    { key: 'msisdn', header: 'MSISDN', className: 'font-mono text-xs' },
    { key: 'operator', header: t('card.testCard.fields.operator'), cell: (c) => t(`operator.${c.operator}`) },
    { key: 'state', header: t('card.testCard.fields.state'), cell: (c) => t(`cardState.${c.state}`) },
    ...(canEdit
      ? [
          {
            key: 'actions',
            header: t('dataList.actions'),
            cell: (c: LabelCard) => (
              <ConfirmAction
                title={t('card.label.cards.detachTitle', { iccid: c.iccid })}
                description={t('card.label.cards.detachDescription')}
                confirmLabel={t('card.label.cards.detach')}
                cancelLabel={t('dataList.cancel')}
                onConfirm={() => detach(c)}
                describeError={(e) => (isApiError(e) ? e.msg : String(e))}
                data-testid={`label-detach-${c.iccid}`}
                data-testid-dialog="label-detach-dialog"
              >
                {t('card.label.cards.detach')}
              </ConfirmAction>
            ),
          },
        ]
      : []),
  ];
  return (
    <div className="space-y-2">
      <h2 className="text-base font-semibold text-slate-900">{t('card.label.cards.title')}</h2>
      {session.roleId === '5000' && <p className="text-sm text-slate-500">{t('card.label.cards.ownOnly')}</p>}
      <ListTable
        caption={t('card.label.cards.title')}
        columns={columns}
        list={cards}
        rowKey={(c) => c.iccid}
        data-testid="label-cards"
      />
    </div>
  );
}

/** /card/label/detail/:labelId: the label and its cards. */
export const labelDetail: DetailDeclaration<Label> = {
  title: 'card.label.menu.detail',
  heading: (label) => <LabelChip name={label.name} color={label.color} className="text-base" />,
  subtitle: (label) => label?.description || undefined,
  source: LABEL_DETAIL,
  request: ({ params }) => ({ labelId: params.labelId ?? '' }),
  scope: 'byId',
  notFound: 'card.label.notFound',
  notFoundTestId: 'label-not-found',
  sections: [
    {
      id: 'info',
      columns: 4,
      testId: 'label-info',
      fields: [
        { key: 'color', label: 'card.label.fields.color', enumLabel: 'card.label.colors' },
        { key: 'cardCount', label: 'card.label.fields.cardCount', format: 'count' },
        { key: 'createdBy', label: 'card.label.fields.createdBy', format: 'actor' },
        { key: 'updatedAt', label: 'card.label.fields.updatedAt', format: 'dateTime' },
      ],
    },
  ],
  after: LabelCards,
  back: (label, ctx) => `/card/label/list${ctx.scope.queryOf(label?.channelCustId)}`,
  actions: [
    {
      id: 'edit',
      label: 'dataList.edit',
      permission: featureCodes.labelEdit,
      variant: 'primary',
      to: (label, ctx) => `/card/label/edit/${label.labelId}${ctx.scope.queryOf(label.channelCustId)}`,
      testId: 'label-detail-edit',
    },
  ],
};

export default function LabelDetailPage() {
  return <DetailPage declaration={labelDetail} />;
}
