import { featureCodes } from '@cmp/functions/platform/permissions';
import { Tabs } from '@cmp/ui-kit';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/data-list';
import { figureColumns } from '../../../components/figures';
import { type ColumnDeclaration, type FilterDeclaration, type ListDeclaration, ListPage } from '../../../components/list-page';
import { useSession } from '../../../lib/use-session';
import { audienceOf } from '../../../routing/access';
import {
  REPORT_LIST,
  REPORT_TYPES,
  type ReportRow,
  type ReportType,
  detailPath,
  exportReport,
  periodText,
  rangeOptions,
  reportFigures,
  rowsOf,
  typeOf,
} from './report-model';

const k = (key: string) => `financial.report.${key}`;

/** The figures whose number of transfers is worth a second line. */
const counted: Partial<Record<string, keyof ReportRow['counts']>> = {
  recharged: 'recharged',
  withdrawn: 'withdrawn',
  billed: 'billed',
};

function reportList(type: ReportType): ListDeclaration<ReportRow> {
  const ranges = rangeOptions(type);
  const filters: FilterDeclaration[] = [
    {
      kind: 'select',
      field: 'range',
      label: k(type === 'day' ? 'filters.month' : 'filters.year'),
      options: ranges,
      optionLabel: k('filters'),
      optionText: (v) => periodText(String(v)),
      required: true,
      initial: ranges[0],
      immediate: true,
      width: 'w-40',
      testId: `report-filter-range-${type}`,
    },
    {
      kind: 'remoteSelect',
      field: 'channelCustId',
      label: k('filters.enterprise'),
      source: 'customer.list',
      body: { pageSize: 100 },
      option: (c: { channelCustId: string; name: string }) => ({
        value: c.channelCustId,
        label: `${c.name} (${c.channelCustId})`,
      }),
      visible: ({ scope }) => scope.side === 'platform',
      width: 'w-64',
      testId: `report-filter-enterprise-${type}`,
    },
  ];
  const figures: ColumnDeclaration<ReportRow>[] = figureColumns(reportFigures, k('fields')).map((c) => {
    const count = counted[c.key];
    return {
      ...c,
      align: 'end' as const,
      className: `whitespace-nowrap ${c.className ?? ''}`.trim(),
      ...(count
        ? {
            below: (r: ReportRow, ctx) =>
              r.counts[count] ? (
                <span className="text-xs text-slate-500">{ctx.t(k('counts'), { count: r.counts[count] })}</span>
              ) : null,
          }
        : {}),
    } satisfies ColumnDeclaration<ReportRow>;
  });
  return {
    texts: 'financial.report',
    title: k(`tabs.${type}`),
    source: REPORT_LIST,
    paged: false,
    rows: rowsOf,
    fixed: () => ({ type }),
    rowKey: (r) => r.period ?? 'total',
    filters,
    columns: [
      {
        key: 'period',
        header: k(type === 'day' ? 'fields.day' : 'fields.month'),
        cell: (r, ctx) =>
          r.period ? (
            periodText(r.period)
          ) : (
            <span className="font-semibold text-slate-900" data-testid={`report-total-${type}`}>
              {ctx.t(k('total'))}
            </span>
          ),
        link: (r, ctx) => (r.period ? detailPath(type, r.period, ctx.body.channelCustId) : ''),
        linkTestId: (r) => `report-link-${r.period}`,
        className: 'whitespace-nowrap',
      },
      ...figures,
    ],
    export: {
      permission: featureCodes.finReportExport,
      label: k('export.action'),
      title: k('export.title'),
      description: k('export.description'),
      start: (body, format) => exportReport({ ...body, type, format } as Parameters<typeof exportReport>[0]),
      testId: `report-export-${type}`,
    },
    footnote: k('footnote'),
    emptyDescription: k('empty'),
    testIds: { table: `report-table-${type}`, empty: `report-empty-${type}` },
  };
}

const declarations = { day: reportList('day'), month: reportList('month') };

/**
 * /financial/report/list — the financial day and month reports: per day of a month or per month of a
 * year, what money moved (recharges, refunds, withdrawals paid, grants, bills, write-offs, credit used)
 * and the net change of customer funds, with a totals row; each period opens its detail. The platform
 * sees every customer summed (or one it picks); an enterprise its own. The tab is kept in `?type=`.
 */
export default function ReportListPage() {
  const { t } = useTranslation('financial');
  const [params, setParams] = useSearchParams();
  const platform = audienceOf(useSession()) === 'platform';
  const selected = typeOf(params.get('type'));
  return (
    <div className="space-y-5">
      <PageHeader title={t(k('title'))} subtitle={t(k(platform ? 'subtitlePlatform' : 'subtitle'))} />
      <Tabs
        label={t(k('title'))}
        selectedId={selected}
        onChange={(id) =>
          setParams(
            (current) => {
              const next = new URLSearchParams(current);
              next.set('type', id);
              return next;
            },
            { replace: true },
          )
        }
        tabs={REPORT_TYPES.map((id) => ({
          id,
          label: <span data-testid={`report-tab-${id}`}>{t(k(`tabs.${id}`))}</span>,
          content: (
            <div className="mt-4">
              <ListPage declaration={declarations[id]} embedded />
            </div>
          ),
        }))}
      />
    </div>
  );
}
