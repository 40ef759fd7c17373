import type { RequestOf, RouteId } from '@cmp/functions/contracts';
import { featureCodes } from '@cmp/functions/platform/permissions';
import { BarChart, type ChartPoint, Panel, Skeleton } from '@cmp/ui-kit';
import useSWR from 'swr';
import { api } from '../../app/services';
import { AsyncContent } from '../../components/async-content';
import type { FilterDeclaration, ListContext, ListDeclaration } from '../../components/list-page';
import { enterpriseFilter } from '../../components/list-page/common-filters';
import { byteTicks, formatBytes, formatCount, formatMonth } from '../../lib/format';
import { cleanFilters } from '../../lib/use-cursor-list';

// The reports of issue #17 (item 1): what every report screen shares — the year, the platform's
// enterprise and an enterprise's secondary customer to narrow to, a chart over the rows, the totals row.

/** The years to choose from: this one (Shanghai) and the four before it, newest first. */
export function yearOptions(now = new Date()): string[] {
  const year = new Date(now.getTime() + 8 * 3_600_000).getUTCFullYear();
  return Array.from({ length: 5 }, (_, i) => String(year - i));
}

/** A month `YYYY-MM` as the portal writes it (`YYYY/MM`). */
export const monthText = (month: string) => month.replace('-', '/');

/** The filters of every report: the year, the platform's enterprise, an enterprise's secondary customer. */
export function reportFilters(name: string): FilterDeclaration[] {
  const years = yearOptions();
  return [
    {
      kind: 'select',
      field: 'year',
      label: 'report.common.year',
      options: years,
      optionLabel: 'report.common',
      optionText: (v) => String(v),
      required: true,
      initial: years[0],
      immediate: true,
      width: 'w-32',
      testId: `${name}-filter-year`,
    },
    enterpriseFilter('report.common.enterprise', `${name}-filter-enterprise`),
    {
      kind: 'remoteSelect',
      field: 'custId',
      label: 'report.common.customer',
      source: 'customer.list',
      body: { pageSize: 100 },
      items: (answer: { items: { custId: string | null }[] }) => answer.items.filter((c) => c.custId),
      option: (c: { custId: string; name: string }) => ({ value: c.custId, label: `${c.name} (${c.custId})` }),
      empty: 'report.common.noCustomers',
      visible: ({ scope, session }) => scope.side === 'enterprise' && session.permissions.includes(featureCodes.customerButtons),
      width: 'w-56',
      testId: `${name}-filter-customer`,
    },
  ];
}

/**
 * The plan filter of the usage reports (the server filters: `goodsReleaseId`): its choices are the
 * plans with usage in this year for the session's scope, which the report's answer lists (`plans`).
 */
export function planFilter(name: string, source: RouteId): FilterDeclaration {
  return {
    kind: 'remoteSelect',
    field: 'goodsReleaseId',
    label: 'report.common.plan',
    source,
    body: { year: yearOptions()[0] },
    items: (answer: { plans?: { goodsReleaseId: string; planName: string | null }[] }) => answer.plans ?? [],
    option: (p: { goodsReleaseId: string; planName: string | null }) => ({
      value: p.goodsReleaseId,
      label: p.planName ? `${p.planName} (${p.goodsReleaseId})` : p.goodsReleaseId,
    }),
    empty: 'report.common.noPlans',
    width: 'w-56',
    testId: `${name}-filter-plan`,
  };
}

/** A row the totals line stands for (`month` null). */
export type WithTotal<R> = R & { month: string | null };

/** The rows, then the totals row when the answer has totals and rows. */
export function withTotals<R extends { month: string }>(answer: {
  items: R[];
  totals?: Record<string, number | null>;
}): WithTotal<R>[] {
  if (!answer.items.length || !answer.totals) return answer.items;
  return [...answer.items, { ...(answer.totals as unknown as R), month: null }];
}

/** The month column: the month, or "Total" on the totals row. */
export const monthColumn = <R extends { month: string | null }>(name: string) => ({
  key: 'month',
  header: 'report.common.month',
  cell: (r: R, ctx: ListContext) =>
    r.month ? (
      monthText(r.month)
    ) : (
      <span className="font-semibold text-slate-900" data-testid={`${name}-total`}>
        {ctx.t('report.common.total')}
      </span>
    ),
  className: 'whitespace-nowrap',
});

export interface ReportChart<A> {
  title: string;
  /** The chart's points from the answer (the list's own request, shared from the cache). */
  points: (answer: A) => ChartPoint[];
  unit: 'bytes' | 'count';
  testId: string;
}

/**
 * A bar chart over the list's answer, above the table: it reads the list's request from the shared
 * cache (the same route and body), so it costs no second call.
 */
export function chartPanel<A>(source: RouteId, chart: ReportChart<A>) {
  return function ReportChartPanel({ ctx }: { ctx: ListContext }) {
    const { data, error, isLoading, mutate } = useSWR<A>([source, cleanFilters(ctx.body)]);
    const points = data ? chart.points(data) : [];
    const bytes = chart.unit === 'bytes';
    return (
      <Panel data-testid={chart.testId} title={ctx.t(chart.title)}>
        <AsyncContent
          loading={isLoading}
          error={error}
          empty={points.every((p) => p.value === 0)}
          onRetry={() => void mutate()}
          skeleton={<Skeleton className="h-48 w-full" />}
        >
          <BarChart
            data={points}
            height={200}
            label={ctx.t(chart.title)}
            formatValue={bytes ? formatBytes : formatCount}
            {...(bytes ? { tickValues: byteTicks } : {})}
            labelHeader={ctx.t('report.common.month')}
            valueHeader={ctx.t(chart.title)}
          />
        </AsyncContent>
      </Panel>
    );
  };
}

/** Month points of a chart from rows (months only, in order). */
export const monthPoints = <R extends { month: string }>(rows: readonly R[], value: (r: R) => number): ChartPoint[] =>
  rows.map((r) => ({ label: formatMonth(`${r.month}-01T00:00:00`), value: value(r) }));

/** The report a download task exports (the `report` of the route `download.exportReports`). */
export type ReportExportName = RequestOf<'download.exportReports'>['report'];

/** What every report declaration shares: texts, filters, the export of the applied filters as a download task. */
export function reportList<R>(
  name: string,
  exportAs: ReportExportName,
  d: Omit<ListDeclaration<R>, 'texts' | 'paged' | 'filters' | 'testIds' | 'emptyDescription'> & {
    filters?: FilterDeclaration[];
  },
): ListDeclaration<R> {
  return {
    texts: `report.${name}`,
    paged: false,
    emptyDescription: 'report.common.empty',
    testIds: { table: `${name}-table`, empty: `${name}-empty` },
    export: {
      label: 'report.common.export.action',
      title: 'report.common.export.title',
      description: 'report.common.export.description',
      start: (body, format) =>
        api.call('download.exportReports', { ...body, report: exportAs, format } as RequestOf<'download.exportReports'>, {
          silent: true,
        }),
      testId: `${name}-export`,
    },
    ...d,
    filters: [...reportFilters(name), ...(d.filters ?? [])],
  };
}
