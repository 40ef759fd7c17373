import { EmptyState, StateBadge, Table, type TableColumn } from '@cmp/ui-kit';
import { Link } from 'react-router';
import { type DetailDeclaration, DetailPage, type DetailPartProps } from '../../../components/detail-page';
import { formatDateTime, orEmpty } from '../../../lib/format';
import { ruleDetailPath } from '../shared/paths';
import {
  ALARM_DETAIL,
  type AlarmAction,
  type AlarmRow,
  alarmListPath,
  cardLink,
  deliveryTones,
  targetLabel,
  valueInWords,
} from './alarm-model';

const k = (key: string) => `autorule.${key}`;
type Indexed = AlarmAction & { index: number };

/** Each action of the firing: its push type by name, where it went, its delivery, attempts and last error. */
function ActionsTable({ record: a, ctx }: DetailPartProps<AlarmRow>) {
  const { t } = ctx;
  const columns: TableColumn<Indexed>[] = [
    { key: 'type', header: t(k('alarm.detail.action')), cell: (x) => t(k(`pushTypes.${x.type}`)) },
    { key: 'target', header: t(k('alarm.detail.actionTarget')), cell: (x) => orEmpty(x.target), className: 'break-all' },
    {
      key: 'status',
      header: t(k('alarm.detail.status')),
      cell: (x) => (
        <span data-testid={`alarm-action-${x.index}`} data-state={x.status}>
          <StateBadge tone={deliveryTones[x.status]}>{t(k(`alarm.statuses.${x.status}`))}</StateBadge>
        </span>
      ),
    },
    { key: 'attempts', header: t(k('alarm.detail.attempts')), cell: (x) => x.attempts, align: 'end' },
    { key: 'at', header: t(k('alarm.detail.at')), cell: (x) => (x.at ? formatDateTime(x.at) : orEmpty(null)) },
    {
      key: 'lastError',
      header: t(k('alarm.detail.lastError')),
      cell: (x) => (
        <span className={x.lastError ? 'break-all text-red-700' : ''} data-testid={`alarm-action-error-${x.index}`}>
          {orEmpty(x.lastError)}
        </span>
      ),
    },
  ];
  return (
    <Table
      columns={columns}
      rows={a.actions.map((x, index) => ({ ...x, index }))}
      rowKey={(x) => String(x.index)}
      caption={t(k('alarm.detail.actions'))}
      empty={<EmptyState compact title={t('dataList.empty')} description={t(k('alarm.detail.noActions'))} />}
      data-testid="alarm-actions-table"
    />
  );
}

/** The target: a card links to its page when the session may open card pages. */
function Target({ record: a, ctx }: DetailPartProps<AlarmRow>) {
  const to = cardLink(a, ctx.session, ctx.scope.platform);
  const label = targetLabel(a, ctx.t);
  return to ? (
    <Link to={to} className="font-medium text-slate-900 hover:text-brand-700 hover:underline" data-testid="alarm-card-link">
      {label}
    </Link>
  ) : (
    <span>{label}</span>
  );
}

const expiry = (a: AlarmRow) => a.dueDay !== undefined || a.daysLeft !== undefined;

/**
 * /autorule/alarm-list/detail/:alarmId: one firing — its rule (linked), the target, the value against
 * the threshold in the rule's unit, the period, when it fired, the cycle due (expiry alarms), and each
 * action with its delivery.
 */
const alarmDetail: DetailDeclaration<AlarmRow> = {
  title: 'menu.autorule.alarm.detail',
  heading: (a, ctx) => a.ruleName || ctx.t('menu.autorule.alarm.detail'),
  subtitle: (a, ctx) => a && `${a.alarmId} · ${ctx.t(k(`categories.${a.category}`))}`,
  source: ALARM_DETAIL,
  request: ({ params }) => ({ alarmId: params.alarmId ?? '' }),
  scope: 'byId',
  notFound: k('alarm.detail.notFound'),
  notFoundTestId: 'alarm-not-found',
  sections: [
    {
      id: 'firing',
      columns: 2,
      testId: 'alarm-firing',
      fields: [
        {
          key: 'rule',
          label: k('alarm.list.fields.rule'),
          value: (a) => a.ruleName,
          link: (a, ctx) => ruleDetailPath(a.ruleId, ctx.scope.queryOf(a.channelCustId)),
          testId: 'alarm-rule',
        },
        { key: 'trigger', label: k('list.fields.trigger'), value: (a, ctx) => ctx.t(k(`triggerKinds.${a.triggerKind}`)) },
        {
          key: 'enterprise',
          label: k('alarm.detail.enterprise'),
          value: (a) => (a.enterpriseName ? `${a.enterpriseName} (${a.channelCustId})` : a.channelCustId),
          visible: (_a, ctx) => ctx.scope.platform,
        },
        { key: 'target', label: k('alarm.list.fields.target'), render: (a, ctx) => <Target record={a} ctx={ctx} /> },
        { key: 'msisdn', label: k('alarm.detail.msisdn'), visible: (a) => a.scope === 'card', testId: 'alarm-msisdn' },
        { key: 'value', label: k('alarm.list.fields.value'), value: (a, ctx) => valueInWords(a, ctx.t), testId: 'alarm-value' },
        { key: 'period', label: k('alarm.detail.period'), testId: 'alarm-period' },
        { key: 'firedAt', label: k('alarm.list.fields.firedAt'), format: 'dateTime' },
      ],
    },
    {
      id: 'due',
      title: k('alarm.detail.cycleDue'),
      columns: 2,
      testId: 'alarm-cycle-due',
      visible: expiry,
      fields: [
        { key: 'dueDay', label: k('alarm.detail.dueDay'), format: 'date', testId: 'alarm-due-day' },
        {
          key: 'daysLeft',
          label: k('alarm.detail.daysLeft'),
          value: (a, ctx) => (a.daysLeft === undefined ? undefined : ctx.t(k('alarm.days'), { count: a.daysLeft })),
          testId: 'alarm-days-left',
        },
      ],
    },
    { id: 'actions', title: k('alarm.detail.actions'), content: ActionsTable, testId: 'alarm-actions' },
  ],
  back: (a, ctx) => `${alarmListPath}${a ? ctx.scope.queryOf(a.channelCustId) : ctx.scope.query}`,
};

export default function AlarmDetailPage() {
  return <DetailPage declaration={alarmDetail} />;
}
