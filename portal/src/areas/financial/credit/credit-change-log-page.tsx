import { useMemo } from 'react';
import { type DetailDeclaration, DetailPage, type DetailPartProps } from '../../../components/detail-page';
import { type ListDeclaration, ListPage } from '../../../components/list-page';
import { formatCny, formatDate } from '../../../lib/format';
import { CREDIT_LOG, type CreditChange, type CreditLog, creditStateTones } from './credit-model';

const f = (key: string) => `financial.credit.fields.${key}`;
const l = (key: string) => `financial.credit.log.${key}`;

/** The terms a change touched, each "before → after" (all of them for a new order); the validity with its unit. */
function Terms({ change, t }: { change: CreditChange; t: (key: string, o?: Record<string, unknown>) => string }) {
  const shown = (key: string, side: Record<string, unknown>) => {
    const v = side[key];
    if (v === null || v === undefined || v === '') return t('financial.credit.none');
    if (key === 'amount') return formatCny(v as number);
    if (key === 'state') return t(`financial.credit.states.${String(v)}`);
    if (key === 'validity') return t(`financial.credit.unitCount.${String(side.unit)}`, { count: v });
    if (key === 'paymentTime' || key === 'validFrom' || key === 'validTo') return formatDate(String(v));
    return String(v);
  };
  const differs = (key: string) =>
    !change.before ||
    change.before[key] !== change.after[key] ||
    (key === 'validity' && change.before.unit !== change.after.unit);
  const keys = ['amount', 'validity', 'validFrom', 'validTo', 'paymentTime', 'state', 'remark'].filter(differs);
  return (
    <ul className="space-y-0.5 text-sm">
      {keys.map((key) => (
        <li key={key}>
          <span className="text-slate-500">{t(f(key))}: </span>
          {change.before && <span className="text-slate-500 line-through">{shown(key, change.before)}</span>}
          {change.before && ' → '}
          <span className="text-slate-900">{shown(key, change.after)}</span>
        </li>
      ))}
    </ul>
  );
}

function Changes({ record, ctx }: DetailPartProps<CreditLog>) {
  const declaration = useMemo(
    (): ListDeclaration<CreditChange> => ({
      title: l('title'),
      heading: l('title'),
      source: CREDIT_LOG,
      fixed: () => ({ creditId: record.order.creditId }),
      rowKey: (c) => `${c.at}${c.action}`,
      columns: [
        { key: 'at', header: l('at'), format: 'dateTime', className: 'whitespace-nowrap' },
        { key: 'action', header: l('action'), enumLabel: l('actions') },
        { key: 'terms', header: l('terms'), cell: (c) => <Terms change={c} t={ctx.t} /> },
        {
          key: 'line',
          header: l('line'),
          align: 'end',
          cell: (c) => (
            <span className="whitespace-nowrap">
              {formatCny(c.lineBefore)} → {formatCny(c.lineAfter)}
            </span>
          ),
        },
        { key: 'reason', header: l('reason') },
        { key: 'by', header: l('by'), format: 'actor' },
      ],
      emptyDescription: l('empty'),
      testIds: { table: 'credit-log-table' },
    }),
    [record.order.creditId, ctx.t],
  );
  return <ListPage embedded declaration={declaration} />;
}

/** /financial/credit/change-log/:creditId — a credit order and every change of it, with the credit line before and after. */
const creditLog: DetailDeclaration<CreditLog> = {
  title: 'menu.financial.credit.changelog',
  heading: (r) => r.order.creditId,
  subtitle: (r) => r?.order.enterpriseName ?? r?.order.channelCustId,
  source: CREDIT_LOG,
  request: ({ params }) => ({ creditId: params.creditId ?? '' }),
  notFound: 'financial.credit.notFound',
  notFoundTestId: 'credit-not-found',
  sections: [
    {
      id: 'order',
      columns: 4,
      testId: 'credit-order',
      fields: [
        { key: 'amount', label: f('amount'), format: 'money', value: (r) => r.order.amount, testId: 'credit-order-amount' },
        { key: 'range', label: f('range'), value: (r) => r.order.range, enumLabel: 'financial.credit.ranges' },
        {
          key: 'state',
          label: f('state'),
          value: (r) => r.order.state,
          state: { tones: creditStateTones, label: 'financial.credit.states', testId: 'credit-order-state' },
        },
        { key: 'paymentTime', label: f('paymentTime'), format: 'date', value: (r) => r.order.paymentTime },
        { key: 'validFrom', label: f('validFrom'), format: 'date', value: (r) => r.order.validFrom },
        { key: 'validTo', label: f('validTo'), format: 'date', value: (r) => r.order.validTo },
        { key: 'createdBy', label: f('createdBy'), format: 'actor', value: (r) => r.order.createdBy },
        { key: 'remark', label: f('remark'), value: (r) => r.order.remark, wide: true },
      ],
    },
  ],
  after: Changes,
  back: () => '/financial/credit/list',
};

export default function CreditChangeLogPage() {
  return <DetailPage declaration={creditLog} />;
}
