import { lifecycleCodes } from '@cmp/functions/contracts';
import { StateBadge } from '@cmp/ui-kit';
import { type ListDeclaration, ListPage, enumFilter, iccidFilter, operatorFilter } from '../../../components/list-page';
import { formatDateTime } from '../../../lib/format';
import { resellDialog } from './resell-dialog';
import { RESELL_LIST, RESELL_MAX_SELECTION, type ResellRow } from './resell-model';

const k = (key: string) => `shortcuts.resell.${key}`;

/**
 * /shortcuts/resell/list: the enterprise's cards, a page at a time, with the resale (转售) status the
 * platform last recorded and the one the operator reports now; chosen cards (up to 100) are synced,
 * or listed for resale / withdrawn at the operator after a confirmation. The platform picks the
 * enterprise first.
 */
const resellList: ListDeclaration<ResellRow> = {
  texts: 'shortcuts.resell',
  source: RESELL_LIST,
  scope: 'enterprise',
  rowKey: 'iccid',
  filters: [
    operatorFilter(k('filters.operator'), { testId: 'resell-filter-operator' }),
    enumFilter('state', k('filters.state'), lifecycleCodes, 'cardState', { width: 'w-44', testId: 'resell-filter-state' }),
    iccidFilter(k('filters.iccid'), k('filters.iccidHint'), 'resell-filter-iccid'),
  ],
  columns: [
    { key: 'iccid', format: 'code' },
    { key: 'msisdn', format: 'code' },
    { key: 'operator', enumLabel: 'operator' },
    { key: 'state', enumLabel: 'cardState' },
    {
      key: 'recorded',
      cell: (r, ctx) =>
        r.recorded ? (
          <span className={r.behind ? 'font-medium text-red-700' : undefined}>{r.recorded.statusLabel}</span>
        ) : (
          <span className="text-slate-500">{ctx.t(k('neverSynced'))}</span>
        ),
      // When it was synced, under the status (the table fits 1440 px without a column of its own).
      below: (r, ctx) => (r.recorded ? `${ctx.t(k('fields.syncedAt'))} ${formatDateTime(r.recorded.syncedAt)}` : null),
    },
    {
      key: 'reported',
      cell: (r, ctx) => (r.reported ? r.reported.statusLabel : ctx.t(k('unreachable'))),
      below: (r, ctx) => (r.reported ? `${ctx.t(k('fields.changedAt'))} ${formatDateTime(r.reported.changedAt)}` : null),
    },
    {
      key: 'behind',
      cell: (r, ctx) =>
        r.behind ? (
          <StateBadge tone="amber" data-testid={`resell-behind-${r.iccid}`}>
            {ctx.t(k('behindYes'))}
          </StateBadge>
        ) : (
          <StateBadge tone="green">{ctx.t(k('behindNo'))}</StateBadge>
        ),
    },
  ],
  selection: {
    max: RESELL_MAX_SELECTION,
    tooMany: k('selection.tooMany'),
    count: k('selection.count'),
    none: k('selection.none'),
    selectRow: (r) => [k('selection.selectRow'), { iccid: r.iccid }],
    selectAll: k('selection.selectAll'),
    actions: [
      { id: 'sync', label: k('actions.sync'), run: (iccids, ctx) => ctx.open('sync', null, iccids), testId: 'resell-sync' },
      {
        id: 'listed',
        label: k('actions.listed'),
        variant: 'secondary',
        run: (iccids, ctx) => ctx.open('listed', null, iccids),
        testId: 'resell-list',
      },
      {
        id: 'withdrawn',
        label: k('actions.withdrawn'),
        variant: 'secondary',
        run: (iccids, ctx) => ctx.open('withdrawn', null, iccids),
        testId: 'resell-withdraw',
      },
    ],
    testId: 'resell',
  },
  dialogs: { sync: resellDialog('sync'), listed: resellDialog('listed'), withdrawn: resellDialog('withdrawn') },
  footnote: k('footnote'),
  emptyDescription: k('empty'),
  testIds: { table: 'resell-table', empty: 'resell-empty' },
};

export default function ResellPage() {
  return <ListPage declaration={resellList} />;
}
