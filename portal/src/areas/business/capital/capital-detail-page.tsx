import { featureCodes } from '@cmp/functions/platform/permissions';
import { Tabs } from '@cmp/ui-kit';
import { useMemo, useState } from 'react';
import { Navigate, useParams } from 'react-router';
import { type DetailDeclaration, DetailPage, type DetailPartProps } from '../../../components/detail-page';
import { figureFields } from '../../../components/figures';
import { type ListDeclaration, ListPage } from '../../../components/list-page';
import { formatCny } from '../../../lib/format';
import { useSession } from '../../../lib/use-session';
import { audienceOf } from '../../../routing/access';
import {
  CAPITAL_DETAIL,
  CAPITAL_MOVEMENTS,
  type CapitalRow,
  type Movement,
  type MovementAccount,
  capitalFigures,
  movementAccounts,
} from './capital-model';
import { GrantDialog } from './grant-dialog';
import { PrepaidFunds } from './prepaid-funds';

const m = (key: string) => `business.capital.movements.${key}`;

/** A signed amount: + in green, − in the default colour, nothing for a reservation's own line. */
const Change = ({ fen, testId }: { fen: number; testId: string }) => (
  <span className={`whitespace-nowrap ${fen > 0 ? 'text-emerald-700' : 'text-slate-900'}`} data-testid={testId}>
    {fen > 0 ? `+${formatCny(fen)}` : formatCny(fen)}
  </span>
);

/** Where a movement's reference opens: the bill it settles (other references have no screen of their own yet). */
const referencePath = (r: Movement, query: string) =>
  r.settles.kind === 'bill' ? `/billing/bill/spending/${encodeURIComponent(r.settles.id)}${query}` : '';

/** One account's movements, newest first: what settled it (recharge, bill, withdrawal ...), who, when, how much. */
function movementList(account: MovementAccount, body: Record<string, unknown>): ListDeclaration<Movement> {
  return {
    title: m('title'),
    source: CAPITAL_MOVEMENTS,
    fixed: () => ({ ...body, account }),
    rowKey: 'transferId',
    columns: [
      { key: 'at', header: m('fields.at'), format: 'dateTime', className: 'whitespace-nowrap' },
      { key: 'kind', header: m('fields.kind'), value: (r) => r.settles.kind, enumLabel: m('settles') },
      {
        key: 'settles',
        header: m('fields.settles'),
        cell: (r) => (
          <span className="block max-w-48 truncate font-mono text-xs" title={r.settles.id}>
            {r.settles.id}
          </span>
        ),
        link: (r, ctx) => referencePath(r, ctx.scope.query),
      },
      { key: 'type', header: m('fields.type'), enumLabel: m('types') },
      {
        key: 'change',
        header: m('fields.change'),
        align: 'end',
        cell: (r) => <Change fen={r.change} testId={`movement-change-${r.transferId}`} />,
      },
      { key: 'reservedChange', header: m('fields.reserved'), align: 'end', format: 'money' },
      { key: 'reason', header: m('fields.reason'), className: 'max-w-64 truncate' },
      { key: 'by', header: m('fields.actor'), format: 'actor' },
    ],
    emptyDescription: m('empty'),
    testIds: { table: `movements-${account}`, empty: `movements-empty-${account}` },
  };
}

/** The movements of each of the customer's accounts, one tab an account. */
function Movements({ record, ctx }: DetailPartProps<CapitalRow>) {
  const [tab, setTab] = useState<MovementAccount>('preDeposit');
  const body = useMemo(
    () => (ctx.scope.side === 'platform' ? { channelCustId: record.channelCustId } : {}),
    [ctx.scope.side, record.channelCustId],
  );
  const lists = useMemo(
    () =>
      Object.fromEntries(movementAccounts.map((a) => [a, movementList(a, body)])) as Record<
        MovementAccount,
        ListDeclaration<Movement>
      >,
    [body],
  );
  return (
    <section className="space-y-3" data-testid="capital-movements">
      <h2 className="text-base font-semibold text-slate-900">{ctx.t(m('title'))}</h2>
      <Tabs
        label={ctx.t(m('title'))}
        selectedId={tab}
        onChange={(id) => setTab(id as MovementAccount)}
        tabs={movementAccounts.map((a) => ({
          id: a,
          label: <span data-testid={`movements-tab-${a}`}>{ctx.t(m(`accounts.${a}`))}</span>,
          content: (
            <div className="mt-4">
              <ListPage embedded declaration={lists[a]} />
            </div>
          ),
        }))}
      />
    </section>
  );
}

/** Under the figures: the prepaid-card funds, then the accounts' movements. */
function BelowFigures(props: DetailPartProps<CapitalRow>) {
  return (
    <div className="space-y-8">
      <PrepaidFunds {...props} />
      <Movements {...props} />
    </div>
  );
}

/**
 * /business/capital/detail/:custAccountId? — one enterprise's funds (its id in the path for the
 * platform; an enterprise reads its own without it) and every movement of its accounts. The platform
 * gives grants here.
 */
const capitalDetail: DetailDeclaration<CapitalRow> = {
  title: 'menu.business.capital.detail',
  heading: (r) => r.name ?? r.channelCustId,
  subtitle: (r, ctx) =>
    r && `${r.channelCustId}${r.paymentModel ? ` · ${ctx.t(`business.capital.paymentModel.${r.paymentModel}`)}` : ''}`,
  source: CAPITAL_DETAIL,
  request: ({ params, scope }) => (scope.side === 'platform' ? { channelCustId: params.custAccountId ?? '' } : {}),
  notFound: 'business.capital.notFound',
  notFoundTestId: 'capital-not-found',
  sections: [
    {
      id: 'figures',
      title: 'business.capital.figuresTitle',
      description: 'business.capital.figuresDescription',
      columns: 4,
      testId: 'capital-figures',
      fields: figureFields(capitalFigures, 'business.capital.fields'),
    },
  ],
  after: BelowFigures,
  back: () => '/business/capital/list',
  actions: [
    {
      id: 'grant',
      label: 'business.capital.grant.action',
      permission: featureCodes.grantIssue,
      visible: (_r, ctx) => ctx.scope.side === 'platform',
      open: 'grant',
      variant: 'primary',
      testId: 'capital-grant-action',
    },
  ],
  dialogs: { grant: GrantDialog },
};

/** The platform names the customer in the path; without one it is sent to the list to choose. */
export default function CapitalDetailPage() {
  const { custAccountId } = useParams();
  const platform = audienceOf(useSession()) === 'platform';
  if (platform && !custAccountId) return <Navigate to="/business/capital/list" replace />;
  return <DetailPage declaration={capitalDetail} />;
}
