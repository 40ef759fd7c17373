import { ruleCategories } from '@cmp/functions/contracts';
import { featureCodes } from '@cmp/functions/platform/permissions';
import { StateBadge } from '@cmp/ui-kit';
import { type ListDeclaration, type ListDialogProps, ListPage } from '../../../components/list-page';
import { enumFilter, textFilter } from '../../../components/list-page/common-filters';
import { RuleDialog } from './rule-dialog';
import {
  RULE_LIST,
  type RuleRow,
  actionsInWords,
  deleteRule,
  enabledTones,
  ruleDetailPath,
  switchRule,
  targetInWords,
  triggerInWords,
} from './rule-model';

const k = (key: string) => `autorule.${key}`;

function AddOrEditDialog({ row, ctx, close, done }: ListDialogProps<RuleRow>) {
  return <RuleDialog row={row} scope={ctx.scope.body} secondary={ctx.scope.side === 'secondary'} onClose={close} onDone={done} />;
}

/**
 * /autorule/autorule-list/list: the enterprise's automation rules (a secondary customer's own) —
 * name, the trigger, target and actions in words, on/off — filtered by name, category and on/off.
 * Add and edit open the rule's form with its dry run; switch and delete (confirmed) behind their codes.
 */
const ruleList: ListDeclaration<RuleRow> = {
  texts: 'autorule.list',
  source: RULE_LIST,
  scope: 'enterprise',
  localized: true,
  rowKey: 'ruleId',
  filters: [
    textFilter('name', k('list.filters.name'), { maxLength: 64, width: 'w-48', testId: 'rule-filter-name' }),
    enumFilter('category', k('list.filters.category'), ruleCategories, k('categories'), {
      width: 'w-44',
      testId: 'rule-filter-category',
    }),
    {
      kind: 'select',
      field: 'state',
      label: k('list.filters.enabled'),
      options: ['on', 'off'],
      optionLabel: k('list.states'),
      width: 'w-32',
      testId: 'rule-filter-enabled',
    },
  ],
  columns: [
    {
      key: 'name',
      link: (r, ctx) => ruleDetailPath(r.ruleId, ctx.scope.query),
      linkTestId: (r) => `rule-link-${r.ruleId}`,
      below: (r, ctx) => <span className="text-xs text-slate-500">{ctx.t(k(`categories.${r.category}`))}</span>,
    },
    { key: 'trigger', value: (r) => r, cell: (r, ctx) => triggerInWords(r, ctx.t), className: 'max-w-72' },
    { key: 'target', cell: (r, ctx) => targetInWords(r, ctx.t), className: 'max-w-48' },
    { key: 'then', header: k('list.fields.actions'), cell: (r, ctx) => actionsInWords(r, ctx.t), className: 'max-w-48' },
    {
      key: 'enabled',
      cell: (r, ctx) => (
        <span data-testid={`rule-state-${r.ruleId}`} data-state={r.enabled ? 'on' : 'off'}>
          <StateBadge tone={enabledTones[r.enabled ? 'on' : 'off']!}>
            {ctx.t(k(`list.states.${r.enabled ? 'on' : 'off'}`))}
          </StateBadge>
        </span>
      ),
    },
    { key: 'updatedAt', format: 'dateTime' },
  ],
  headerActions: [
    {
      id: 'add',
      label: k('list.add'),
      permission: featureCodes.autoRuleAdd,
      open: AddOrEditDialog,
      variant: 'primary',
      testId: 'rule-add',
    },
  ],
  rowActions: [
    {
      id: 'edit',
      label: k('list.edit'),
      permission: featureCodes.autoRuleEdit,
      open: 'edit',
      testId: (r) => `rule-edit-${r.ruleId}`,
    },
    {
      id: 'switch',
      label: (r) => [r.enabled ? k('list.switchOff') : k('list.switchOn')],
      permission: featureCodes.autoRuleSwitch,
      act: {
        run: (r, ctx) => switchRule({ ruleId: r.ruleId, version: r.version, enabled: !r.enabled, ...ctx.scope.body }),
        done: k('list.switched'),
      },
      testId: (r) => `rule-switch-${r.ruleId}`,
    },
    {
      id: 'delete',
      label: k('list.delete'),
      permission: featureCodes.autoRuleDelete,
      danger: () => true,
      confirm: {
        title: (r) => [k('list.deleteTitle'), { name: r.name }],
        description: k('list.deleteDescription'),
        run: (r, ctx) => deleteRule({ ruleId: r.ruleId, version: r.version, ...ctx.scope.body }),
        done: k('list.deleted'),
        dialogTestId: 'rule-delete-confirm',
      },
      testId: (r) => `rule-delete-${r.ruleId}`,
    },
  ],
  dialogs: { edit: AddOrEditDialog },
  emptyDescription: k('list.empty'),
  testIds: { table: 'rule-table', empty: 'rule-empty' },
};

export default function RuleListPage() {
  return <ListPage declaration={ruleList} />;
}
