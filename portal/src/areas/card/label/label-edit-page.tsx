import { Panel } from '@cmp/ui-kit';
import { type FormContext, type FormDeclaration, FormPage } from '../../../components/form-page';
import { LabelChip } from '../shared/label-chip';
import { LABEL_COLORS, LABEL_DESCRIPTION_MAX, type Label, type LabelColor, labelNameError } from '../shared/label-model';
import { AttachCardsPanel } from './attach-cards-panel';
import { LABEL_DETAIL } from './label-api';

interface Draft {
  name: string;
  color: LabelColor;
  description: string;
}

const nameRule = (name: string) => {
  const key = labelNameError(name);
  return key ? { key } : null;
};

/** Beside the form: once the label is saved, cards are added by pasting ICCIDs. */
function AttachCards({ ctx }: { ctx: FormContext<Label> }) {
  if (ctx.creating)
    return (
      <Panel title={ctx.t('card.label.attach.title')}>
        <p className="text-sm text-slate-500">{ctx.t('card.label.attach.saveFirst')}</p>
      </Panel>
    );
  return <AttachCardsPanel labelId={ctx.params.labelId ?? ''} scopeBody={ctx.scope.body} onDone={ctx.reload} />;
}

const creatingOf = (labelId: string | undefined) => (labelId ?? 'new') === 'new';

/** /card/label/edit/:labelId: creates a label when labelId is `new`, else edits it. */
export const labelForm: FormDeclaration<Draft, Label> = {
  title: (ctx) => (ctx.creating ? ['card.label.newTitle'] : ['card.label.editTitle', { name: ctx.record?.name ?? '' }]),
  // A new label needs its enterprise; an existing one is found by its id (deep link).
  scope: 'enterprise',
  load: {
    source: LABEL_DETAIL,
    request: ({ params }) => (creatingOf(params.labelId) ? null : { labelId: params.labelId }),
    toDraft: (label) => ({ name: label.name, color: label.color, description: label.description }),
    notFound: 'card.label.notFound',
  },
  initial: () => ({ name: '', color: 'blue', description: '' }),
  sections: [
    {
      id: 'label',
      title: (_, ctx) => ctx.t(ctx.creating ? 'card.label.newTitle' : 'card.label.menu.edit'),
      columns: 1,
      fields: [
        {
          kind: 'text',
          name: 'name',
          label: 'card.label.fields.name',
          hint: 'card.label.nameHint',
          maxLength: 60,
          rules: [nameRule],
          testId: 'label-name',
        },
        {
          kind: 'select',
          name: 'color',
          label: 'card.label.fields.color',
          options: LABEL_COLORS,
          optionLabel: (color: LabelColor, t) => <LabelChip name={t(`card.label.colors.${color}`)} color={color} />,
          testId: 'label-color',
        },
        {
          kind: 'textarea',
          name: 'description',
          label: 'card.label.fields.description',
          maxLength: LABEL_DESCRIPTION_MAX,
          testId: 'label-description',
        },
      ],
    },
  ],
  aside: AttachCards,
  submit: {
    route: 'card-label.save',
    body: (draft, ctx) => ({ ...ctx.scope.body, ...(ctx.creating ? {} : { labelId: ctx.params.labelId }), ...draft }),
    done: 'dataList.saved',
    goTo: (saved: Label, _, ctx) => (ctx.creating ? `/card/label/edit/${saved.labelId}${ctx.scope.query}` : null),
  },
  cancel: (ctx) => `/card/label/list${ctx.scope.queryOf(ctx.record?.channelCustId)}`,
  actions: [
    {
      id: 'view',
      label: 'card.label.view',
      visible: (ctx) => !ctx.creating,
      to: (ctx) => `/card/label/detail/${ctx.params.labelId}${ctx.scope.queryOf(ctx.record?.channelCustId)}`,
      testId: 'label-view',
    },
  ],
  saveTestId: 'label-save',
};

export default function LabelEditPage() {
  return <FormPage declaration={labelForm} />;
}
