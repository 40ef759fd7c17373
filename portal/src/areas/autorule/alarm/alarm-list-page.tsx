import { ruleCategories } from '@cmp/functions/contracts';
import { type ListDeclaration, ListPage } from '../../../components/list-page';
import { enumFilter } from '../../../components/list-page/common-filters';
import { ruleDetailPath } from '../shared/paths';
import { ActionStatuses } from './alarm-actions';
import { ALARM_LIST, type AlarmRow, alarmDetailPath, cardLink, deliveryFilters, targetLabel, valueInWords } from './alarm-model';

const k = (key: string) => `autorule.${key}`;

/**
 * /autorule/alarm-list/list: every firing of the enterprise's rules (a secondary customer's own),
 * newest first — when, the rule, the card (or pool, funds, contract), the value against the
 * threshold and each action with its delivery status; filtered by rule, category, delivery and day.
 */
const alarmList: ListDeclaration<AlarmRow> = {
  texts: 'autorule.alarm.list',
  source: ALARM_LIST,
  scope: 'enterprise',
  rowKey: 'alarmId',
  filters: [
    {
      kind: 'remoteSelect',
      field: 'ruleId',
      label: k('alarm.list.filters.rule'),
      source: 'autorule.list',
      option: (r: { ruleId: string; name: string }) => ({ value: r.ruleId, label: r.name }),
      empty: k('alarm.list.filters.noRule'),
      width: 'w-56',
      testId: 'alarm-filter-rule',
    },
    enumFilter('category', k('list.filters.category'), ruleCategories, k('categories'), {
      width: 'w-44',
      testId: 'alarm-filter-category',
    }),
    enumFilter('status', k('alarm.list.filters.status'), deliveryFilters, k('alarm.deliveries'), {
      width: 'w-40',
      testId: 'alarm-filter-status',
    }),
    {
      kind: 'dateRange',
      field: 'fired',
      keys: ['from', 'to'],
      label: k('alarm.list.filters.fired'),
      labels: [k('alarm.list.filters.from'), k('alarm.list.filters.to')],
      testId: 'alarm-filter-fired',
    },
  ],
  columns: [
    {
      key: 'firedAt',
      format: 'dateTime',
      link: (r, ctx) => alarmDetailPath(r.alarmId, ctx.scope.query),
      linkTestId: (r) => `alarm-link-${r.alarmId}`,
    },
    {
      key: 'rule',
      value: (r) => r.ruleName,
      link: (r, ctx) => ruleDetailPath(r.ruleId, ctx.scope.query),
      below: (r, ctx) => <span className="text-xs text-slate-500">{ctx.t(k(`categories.${r.category}`))}</span>,
    },
    {
      key: 'target',
      value: (r) => r.scopeId,
      cell: (r, ctx) => <span data-testid={`alarm-target-${r.alarmId}`}>{targetLabel(r, ctx.t)}</span>,
      link: (r, ctx) => cardLink(r, ctx.session, ctx.scope.platform),
      below: (r) => (r.msisdn ? <span className="text-xs text-slate-500">{r.msisdn}</span> : null),
    },
    {
      key: 'value',
      cell: (r, ctx) => <span data-testid={`alarm-value-${r.alarmId}`}>{valueInWords(r, ctx.t)}</span>,
      className: 'max-w-56',
    },
    {
      key: 'actions',
      cell: (r, ctx) => <ActionStatuses actions={r.actions} t={ctx.t} testId={`alarm-actions-${r.alarmId}`} />,
    },
  ],
  emptyDescription: k('alarm.list.empty'),
  testIds: { table: 'alarm-table', empty: 'alarm-empty' },
};

export default function AlarmListPage() {
  return <ListPage declaration={alarmList} />;
}
