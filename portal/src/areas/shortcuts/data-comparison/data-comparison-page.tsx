import { type RequestOf, lifecycleCodes } from '@cmp/functions/contracts';
import { StateBadge } from '@cmp/ui-kit';
import { api } from '../../../app/services';
import { type ListDeclaration, ListPage, enumFilter, iccidFilter, operatorFilter } from '../../../components/list-page';
import { EMPTY, formatBytes } from '../../../lib/format';
import { COMPARISON_LIST, type ComparisonRow, comparisonShows } from './data-comparison-model';

const k = (key: string) => `shortcuts.dataComparison.${key}`;

/** A value the two sides record differently is shown in red. */
const side = (row: ComparisonRow, field: 'status' | 'usage', text: string) => (
  <span className={row.differences.includes(field) ? 'font-medium text-red-700' : undefined}>{text}</span>
);

/**
 * /shortcuts/data-comparison/list: the enterprise's cards as the platform records them (operator
 * status, usage of the current billing cycle) against the operator's own record, a page of cards at a
 * time; by default only the cards that differ are listed. The platform picks the enterprise first.
 */
const comparisonList: ListDeclaration<ComparisonRow> = {
  texts: 'shortcuts.dataComparison',
  source: COMPARISON_LIST,
  scope: 'enterprise',
  rowKey: 'iccid',
  filters: [
    enumFilter('show', k('filters.show'), comparisonShows, k('show'), {
      required: true,
      initial: 'differences',
      immediate: true,
      width: 'w-44',
      testId: 'comparison-filter-show',
    }),
    operatorFilter(k('filters.operator'), { testId: 'comparison-filter-operator' }),
    enumFilter('state', k('filters.state'), lifecycleCodes, 'cardState', { width: 'w-44', testId: 'comparison-filter-state' }),
    iccidFilter(k('filters.iccid'), k('filters.iccidHint'), 'comparison-filter-iccid'),
  ],
  columns: [
    { key: 'iccid', format: 'code' },
    { key: 'msisdn', format: 'code' },
    { key: 'operator', enumLabel: 'operator' },
    { key: 'state', enumLabel: 'cardState' },
    { key: 'ourStatus', cell: (r) => side(r, 'status', r.ours.statusLabel || r.ours.status) },
    {
      key: 'theirStatus',
      cell: (r, ctx) => (r.theirs ? side(r, 'status', r.theirs.statusLabel || r.theirs.status) : ctx.t(k('unreachable'))),
    },
    { key: 'cycleStart', format: 'date' },
    { key: 'ourBytes', align: 'end', cell: (r) => side(r, 'usage', formatBytes(r.ours.cycleBytes)) },
    { key: 'theirBytes', align: 'end', cell: (r) => (r.theirs ? side(r, 'usage', formatBytes(r.theirs.cycleBytes)) : EMPTY) },
    {
      key: 'differences',
      cell: (r, ctx) =>
        r.differences.length ? (
          <span className="flex flex-wrap gap-1" data-testid={`comparison-diff-${r.iccid}`}>
            {r.differences.map((d) => (
              <StateBadge key={d} tone="amber">
                {ctx.t(k(`differenceKinds.${d}`))}
              </StateBadge>
            ))}
          </span>
        ) : (
          <StateBadge tone="green">{ctx.t(k('same'))}</StateBadge>
        ),
    },
  ],
  export: {
    label: k('export.action'),
    title: k('export.title'),
    description: k('export.description'),
    start: (body, format) =>
      api.call('download.exportDataComparison', { ...body, format } as RequestOf<'download.exportDataComparison'>),
    testId: 'comparison-export',
  },
  shortPage: k('shortPage'),
  footnote: k('footnote'),
  emptyDescription: k('empty'),
  testIds: { table: 'comparison-table', empty: 'comparison-empty' },
};

export default function DataComparisonPage() {
  return <ListPage declaration={comparisonList} />;
}
