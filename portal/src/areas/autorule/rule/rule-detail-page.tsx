import { featureCodes } from '@cmp/functions/platform/permissions';
import { StateBadge } from '@cmp/ui-kit';
import {
  type DetailDeclaration,
  type DetailDialogProps,
  DetailPage,
  type DetailPartProps,
} from '../../../components/detail-page';
import { orEmpty } from '../../../lib/format';
import { RuleDialog } from './rule-dialog';
import {
  RULE_DETAIL,
  type RuleRow,
  actionsInWords,
  deleteRule,
  enabledTones,
  ruleListPath,
  switchRule,
  targetInWords,
  triggerInWords,
} from './rule-model';

const k = (key: string) => `autorule.${key}`;

function EditDialog({ record, ctx, close, done }: DetailDialogProps<RuleRow>) {
  return (
    <RuleDialog row={record} scope={ctx.scope.body} secondary={ctx.scope.side === 'secondary'} onClose={close} onDone={done} />
  );
}

/** The rule in one sentence: when, for which cards, what happens. */
function RuleSentence({ record: r, ctx }: DetailPartProps<RuleRow>) {
  return (
    <p className="text-base text-slate-800" data-testid="rule-sentence">
      {ctx.t(k('detail.sentence'), {
        trigger: triggerInWords(r, ctx.t),
        target: targetInWords(r, ctx.t),
        actions: actionsInWords(r, ctx.t),
      })}
    </p>
  );
}

/** /autorule/autorule-list/detail/:ruleId: the rule in words and each of its terms; edit, switch and delete behind their codes. */
const ruleDetail: DetailDeclaration<RuleRow> = {
  title: 'menu.autorule.rule.detail',
  heading: (r) => r.name,
  subtitle: (r, ctx) => r && `${r.ruleId} · ${ctx.t(k(`categories.${r.category}`))}`,
  source: RULE_DETAIL,
  request: ({ params }) => ({ ruleId: params.ruleId ?? '' }),
  scope: 'byId',
  notFound: k('detail.notFound'),
  notFoundTestId: 'rule-not-found',
  sections: [
    { id: 'words', title: k('detail.inWords'), content: RuleSentence, testId: 'rule-words' },
    {
      id: 'terms',
      columns: 2,
      testId: 'rule-terms',
      fields: [
        {
          key: 'enabled',
          label: k('list.fields.enabled'),
          render: (r, ctx) => (
            <StateBadge tone={enabledTones[r.enabled ? 'on' : 'off']!} data-testid="rule-detail-state">
              {ctx.t(k(`list.states.${r.enabled ? 'on' : 'off'}`))}
            </StateBadge>
          ),
        },
        { key: 'trigger', label: k('list.fields.trigger'), value: (r, ctx) => triggerInWords(r, ctx.t) },
        { key: 'target', label: k('list.fields.target'), value: (r, ctx) => targetInWords(r, ctx.t) },
        { key: 'actions', label: k('list.fields.actions'), value: (r, ctx) => actionsInWords(r, ctx.t) },
        {
          key: 'url',
          label: k('form.url'),
          value: (r) => r.actions.find((a) => a.type === 3)?.url,
          visible: (r) => r.actions.some((a) => a.type === 3),
        },
        { key: 'phones', label: k('form.phones'), value: (r) => orEmpty(r.phones) },
        { key: 'emails', label: k('form.emails'), value: (r) => orEmpty(r.emails) },
        { key: 'createdBy', label: k('detail.createdBy'), format: 'actor' },
        { key: 'createdAt', label: k('detail.createdAt'), format: 'dateTime' },
        { key: 'updatedBy', label: k('detail.updatedBy'), format: 'actor' },
        { key: 'updatedAt', label: k('list.fields.updatedAt'), format: 'dateTime' },
      ],
    },
  ],
  back: (_r, ctx) => `${ruleListPath}${ctx.scope.query}`,
  actions: [
    {
      id: 'edit',
      label: k('list.edit'),
      permission: featureCodes.autoRuleEdit,
      open: 'edit',
      variant: 'primary',
      testId: 'rule-detail-edit',
    },
    {
      id: 'switch',
      label: (r) => [r.enabled ? k('list.switchOff') : k('list.switchOn')],
      permission: featureCodes.autoRuleSwitch,
      confirm: {
        title: (r) => [r.enabled ? k('detail.switchOffTitle') : k('detail.switchOnTitle'), { name: r.name }],
        run: (r, ctx) => switchRule({ ruleId: r.ruleId, version: r.version, enabled: !r.enabled, ...ctx.scope.body }),
        done: k('list.switched'),
        tone: 'default',
        dialogTestId: 'rule-switch-confirm',
      },
      variant: 'secondary',
      testId: 'rule-detail-switch',
    },
    {
      id: 'delete',
      label: k('list.delete'),
      permission: featureCodes.autoRuleDelete,
      confirm: {
        title: (r) => [k('list.deleteTitle'), { name: r.name }],
        description: k('list.deleteDescription'),
        run: async (r, ctx) => {
          await deleteRule({ ruleId: r.ruleId, version: r.version, ...ctx.scope.body });
          ctx.navigate(`${ruleListPath}${ctx.scope.query}`, { replace: true });
        },
        done: k('list.deleted'),
        dialogTestId: 'rule-delete-confirm',
      },
      testId: 'rule-detail-delete',
    },
  ],
  dialogs: { edit: EditDialog },
};

export default function RuleDetailPage() {
  return <DetailPage declaration={ruleDetail} />;
}
