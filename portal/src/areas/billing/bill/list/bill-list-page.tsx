import { featureCodes } from '@cmp/functions/platform/permissions';
import { StateBadge, Tabs } from '@cmp/ui-kit';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import { PageHeader } from '../../../../components/data-list';
import { figureColumns } from '../../../../components/figures';
import { type ListContext, type ListDeclaration, ListPage } from '../../../../components/list-page';
import { formatDateTime, formatMonth } from '../../../../lib/format';
import { useSession } from '../../../../lib/use-session';
import { audienceOf } from '../../../../routing/access';
import { exportBills } from '../bill-api';
import {
  BILL_KINDS,
  BILL_LIST,
  BILL_STATUSES,
  type BillKind,
  type BillRow,
  CALENDARS,
  CYCLE,
  PUBLISH_STATUSES,
  billPath,
  periodText,
  publishTones,
  statusTones,
  tabOf,
  totalFigures,
} from '../bill-model';
import { payerOf, publishConfirm } from '../bill-parts';
import { RunDialog } from './run-dialog';

const onPlatform = (ctx: ListContext) => ctx.scope.platform;
const col = (key: string) => `billing.bill.list.columns.${key}`;

function Cycle({ bill, ctx }: { bill: BillRow; ctx: ListContext }) {
  return (
    <div className="whitespace-nowrap">
      <div className="tabular-nums">
        {formatMonth(bill.cycle)} · {ctx.t(`billing.bill.calendarShort.${bill.calendar}`)}
      </div>
      <div className="text-xs text-slate-500 tabular-nums">{periodText(bill, ctx.t)}</div>
    </div>
  );
}

/** Published or not; when, below the badge (the platform's column: the others see published bills only). */
function Publication({ bill, ctx }: { bill: BillRow; ctx: ListContext }) {
  return (
    <div className="whitespace-nowrap">
      <StateBadge tone={publishTones[bill.publishStatus]} data-testid={`bill-publish-status-${bill.billId}`}>
        {ctx.t(`billing.bill.publishStatus.${bill.publishStatus}`)}
      </StateBadge>
      {bill.publishedAt && <div className="mt-0.5 text-xs text-slate-500 tabular-nums">{formatDateTime(bill.publishedAt)}</div>}
    </div>
  );
}

/**
 * The bills of one kind. The platform lists one enterprise's bills at a time (the tenant picker names
 * the enterprise; a secondary customer's bill names it again under the payer),
 * filters by publication, publishes and runs bills; an enterprise and a secondary customer list the
 * bills published to them.
 */
function billList(kind: BillKind, platform: boolean): ListDeclaration<BillRow> {
  const consumption = kind === 'consumption';
  return {
    title: 'billing.bill.list.title',
    source: BILL_LIST,
    scope: 'enterprise',
    fixed: () => ({ kind }),
    rowKey: (b) => b.billId,
    filters: [
      {
        kind: 'text',
        field: 'cycle',
        label: 'billing.bill.list.filters.cycle',
        placeholder: 'billing.bill.list.filters.cyclePlaceholder',
        maxLength: 7,
        pattern: CYCLE,
        invalid: 'billing.bill.list.filters.cycleInvalid',
        width: 'w-36',
        testId: 'bill-filter-cycle',
      },
      {
        kind: 'select',
        field: 'calendar',
        label: 'billing.bill.list.filters.calendar',
        options: CALENDARS,
        optionLabel: 'billing.bill.calendar',
        width: 'w-52',
        testId: 'bill-filter-calendar',
      },
      {
        kind: 'select',
        field: 'status',
        label: 'billing.bill.list.filters.status',
        options: BILL_STATUSES,
        optionLabel: 'billing.bill.status',
        width: 'w-48',
        testId: 'bill-filter-status',
      },
      ...(platform
        ? [
            {
              kind: 'select' as const,
              field: 'publishStatus',
              label: 'billing.bill.list.filters.publishStatus',
              options: PUBLISH_STATUSES,
              optionLabel: 'billing.bill.publishStatus',
              width: 'w-40',
              testId: 'bill-filter-publish',
            },
          ]
        : []),
    ],
    columns: [
      {
        key: 'payer',
        header: col('payer'),
        value: payerOf,
        link: billPath,
        linkTestId: (b) => `bill-link-${b.billId}`,
        // To the platform a secondary customer's bill also names its enterprise.
        below: (b, ctx) => ctx.scope.platform && b.custId && b.enterpriseName,
        className: 'min-w-32',
      },
      { key: 'cycle', header: col('cycle'), cell: (b, ctx) => <Cycle bill={b} ctx={ctx} /> },
      ...figureColumns<BillRow>(totalFigures(kind), 'billing.bill.list.columns'),
      {
        key: 'status',
        header: col('status'),
        state: { tones: statusTones, label: 'billing.bill.status' },
        className: 'whitespace-nowrap',
      },
      {
        key: 'publishStatus',
        header: col('publishStatus'),
        cell: (b, ctx) => <Publication bill={b} ctx={ctx} />,
        visible: onPlatform,
      },
      { key: 'publishedAt', header: col('publishedAt'), format: 'dateTime', visible: (ctx) => !onPlatform(ctx) },
    ],
    rowActions: [
      { id: 'open', label: 'billing.bill.list.open', to: (b) => billPath(b), testId: (b) => `bill-open-${b.billId}` },
      {
        id: 'publish',
        label: 'billing.bill.publish.action',
        permission: featureCodes.billPublish,
        visible: (b, ctx) => onPlatform(ctx) && b.publishStatus === 0,
        testId: (b) => `bill-publish-${b.billId}`,
        confirm: publishConfirm<BillRow>(),
      },
    ],
    headerActions: [
      {
        id: 'run',
        label: 'billing.bill.list.run',
        permission: featureCodes.billRun,
        visible: onPlatform,
        open: 'run',
        variant: 'primary',
        testId: 'bill-run',
      },
    ],
    dialogs: { run: RunDialog },
    export: {
      label: 'billing.bill.list.export',
      title: 'billing.bill.list.exportTitle',
      description: 'billing.bill.list.exportDescription',
      start: (body, format) => exportBills({ ...body, format }),
      testId: `bill-export-${kind}`,
    },
    emptyDescription: 'billing.bill.list.empty',
    testIds: { table: 'bill-table', empty: 'bill-empty' },
  };
}

const declarations = {
  platform: { consumption: billList('consumption', true), profit: billList('profit', true) },
  customer: { consumption: billList('consumption', false), profit: billList('profit', false) },
};

/**
 * /billing/bill/list/:tab? — consumption bills and profit-sharing bills (tabs); a secondary customer
 * has its consumption bills only.
 */
export default function BillListPage() {
  const { t } = useTranslation('billing');
  const { tab } = useParams();
  const navigate = useNavigate();
  const { search } = useLocation();
  const session = useSession();
  const side = audienceOf(session);
  const secondary = side === 'secondary';
  const selected = tabOf(tab, secondary);
  const own = side === 'platform' ? declarations.platform : declarations.customer;
  const header = (
    <PageHeader
      title={t('billing.bill.list.title')}
      subtitle={t(secondary ? 'billing.bill.list.subtitleSecondary' : 'billing.bill.list.subtitle')}
    />
  );
  if (secondary)
    return (
      <div className="space-y-5">
        {header}
        <ListPage declaration={own.consumption} embedded />
      </div>
    );
  return (
    <div className="space-y-5">
      {header}
      <Tabs
        label={t('billing.bill.list.title')}
        selectedId={selected}
        onChange={(id) => navigate(`/billing/bill/list/${id}${search}`, { replace: true })}
        tabs={BILL_KINDS.map((kind) => ({
          id: kind,
          label: <span data-testid={`bill-tab-${kind}`}>{t(`billing.bill.list.tabs.${kind}`)}</span>,
          content: (
            <div className="mt-4">
              <ListPage declaration={own[kind]} embedded />
            </div>
          ),
        }))}
      />
    </div>
  );
}
