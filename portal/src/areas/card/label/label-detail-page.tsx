import { featureCodes } from '@cmp/functions/platform/permissions';
import { useMemo } from 'react';
import { type DetailDeclaration, DetailPage, type DetailPartProps } from '../../../components/detail-page';
import { type ListDeclaration, ListPage } from '../../../components/list-page';
import { LabelChip } from '../shared/label-chip';
import type { Label, LabelCard } from '../shared/label-model';
import { LABEL_CARDS, LABEL_DETAIL, detachCards } from './label-api';

/** The label's cards, each removable (with confirmation) by label editors. */
function LabelCards({ record: label, ctx }: DetailPartProps<Label>) {
  const { session, scope } = ctx;
  const declaration = useMemo((): ListDeclaration<LabelCard> => {
    const body = { labelId: label.labelId, ...scope.body };
    return {
      title: 'card.label.cards.title',
      heading: 'card.label.cards.title',
      ...(session.roleId === '5000' ? { intro: 'card.label.cards.ownOnly' } : {}),
      source: LABEL_CARDS,
      fixed: () => body,
      rowKey: 'iccid',
      columns: [
        { key: 'iccid', header: 'ICCID', format: 'code' },
        { key: 'msisdn', header: 'MSISDN', format: 'code' },
        { key: 'operator', header: 'card.testCard.fields.operator', enumLabel: 'operator' },
        { key: 'state', header: 'card.testCard.fields.state', enumLabel: 'cardState' },
      ],
      rowActions: [
        {
          id: 'detach',
          label: 'card.label.cards.detach',
          permission: featureCodes.labelEdit,
          confirm: {
            title: (c) => ['card.label.cards.detachTitle', { iccid: c.iccid }],
            description: 'card.label.cards.detachDescription',
            run: async (c) => {
              await detachCards({ ...body, iccids: [c.iccid] });
              ctx.reload();
            },
            done: 'card.label.cards.detached',
            dialogTestId: 'label-detach-dialog',
          },
          testId: (c) => `label-detach-${c.iccid}`,
        },
      ],
      testIds: { table: 'label-cards' },
    };
  }, [label.labelId, scope.body, session.roleId, ctx.reload]);
  return <ListPage embedded declaration={declaration} />;
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
