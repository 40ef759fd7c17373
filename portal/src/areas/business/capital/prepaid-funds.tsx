import { useMemo } from 'react';
import type { DetailPartProps } from '../../../components/detail-page';
import { type ListDeclaration, ListPage } from '../../../components/list-page';
import { formatMonth } from '../../../lib/format';
import type { CapitalRow } from './capital-model';
import { PREPAID_FUNDS, type PrepaidGroupRow, prepayCardPath } from './prepaid-model';

const f = (key: string) => `business.prepaid.fields.${key}`;

/** The groups of one enterprise's prepaid-card funds, each opening its schedule and cards. */
function fundsList(body: Record<string, unknown>, channelCustId: string | null): ListDeclaration<PrepaidGroupRow> {
  return {
    title: 'business.prepaid.title',
    subtitle: 'business.prepaid.subtitle',
    source: PREPAID_FUNDS,
    localized: true,
    fixed: () => body,
    rowKey: (r) => [r.cycle, r.goodsReleaseId, r.elementId, r.contractType].join('|'),
    columns: [
      {
        key: 'plan',
        header: f('plan'),
        value: (r) => r.planName ?? r.goodsReleaseId,
        link: (r) => prepayCardPath(r, channelCustId),
        linkTestId: (r) => `prepaid-group-${r.goodsReleaseId}-${r.cycle}-${r.contractType}`,
      },
      { key: 'zone', header: f('zone'), cell: (r, ctx) => r.zoneName ?? ctx.t('business.prepaid.noZone') },
      { key: 'cycle', header: f('cycle'), value: (r) => formatMonth(r.cycle), className: 'whitespace-nowrap' },
      { key: 'contractType', header: f('contractType'), enumLabel: 'business.prepaid.contractTypes' },
      { key: 'cards', header: f('cards'), format: 'count', align: 'end' },
      { key: 'prepaid', header: f('prepaid'), format: 'money', align: 'end' },
      { key: 'recognisedToDate', header: f('recognisedToDate'), format: 'money', align: 'end' },
      { key: 'unconsumed', header: f('unconsumed'), format: 'money', align: 'end' },
    ],
    emptyDescription: 'business.prepaid.empty',
    testIds: { table: 'prepaid-funds', empty: 'prepaid-funds-empty' },
  };
}

/** The capital detail's "Prepaid card funds" section. */
export function PrepaidFunds({ record, ctx }: DetailPartProps<CapitalRow>) {
  const platform = ctx.scope.side === 'platform';
  const declaration = useMemo(
    () => fundsList(platform ? { channelCustId: record.channelCustId } : {}, platform ? record.channelCustId : null),
    [platform, record.channelCustId],
  );
  return (
    <section className="space-y-3" data-testid="capital-prepaid-funds">
      <div>
        <h2 className="text-base font-semibold text-slate-900">{ctx.t('business.prepaid.title')}</h2>
        <p className="mt-1 text-sm text-slate-500">{ctx.t('business.prepaid.subtitle')}</p>
      </div>
      <ListPage embedded declaration={declaration} />
    </section>
  );
}
