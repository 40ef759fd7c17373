import { featureCodes } from '@cmp/functions/platform/permissions';
import { StateBadge } from '@cmp/ui-kit';
import { type ListDeclaration, ListPage } from '../../../components/list-page';
import { enumFilter } from '../../../components/list-page/common-filters';
import { BILL_OPERATIONS, type BillOperationRow, exportBillOperations } from './write-off-api';
import { OPERATION_TYPES, operationTones, statusTones } from './write-off-model';

const col = (key: string) => `financial.operations.columns.${key}`;

/** The cycle acts as `cycle:<month>`: shown as the cycle of that month. */
const actorOf = (op: BillOperationRow, t: (key: string, values?: Record<string, unknown>) => string) =>
  op.by.startsWith('cycle:') ? t('financial.operations.cycleActor', { month: op.by.slice(6) }) : op.by;

export const billOperationList: ListDeclaration<BillOperationRow> = {
  title: 'financial.operations.title',
  subtitle: 'financial.operations.subtitle',
  source: BILL_OPERATIONS,
  scope: 'enterprise',
  rowKey: (op) => op.operationId,
  filters: [
    enumFilter('type', 'financial.operations.filters.type', OPERATION_TYPES, 'financial.operations.type', {
      width: 'w-44',
      testId: 'bill-operation-filter-type',
    }),
    {
      kind: 'text',
      field: 'billId',
      label: 'financial.operations.filters.billId',
      maxLength: 100,
      width: 'w-64',
      testId: 'bill-operation-filter-bill',
    },
  ],
  columns: [
    { key: 'at', header: col('at'), format: 'dateTime', className: 'whitespace-nowrap' },
    {
      key: 'billId',
      header: col('bill'),
      format: 'code',
      link: (op) => `/billing/bill/spending/${encodeURIComponent(op.billId)}`,
    },
    {
      key: 'type',
      header: col('type'),
      state: {
        tones: operationTones,
        label: 'financial.operations.type',
        testId: (op) => `bill-operation-type-${op.operationId}`,
      },
      className: 'whitespace-nowrap',
    },
    { key: 'amount', header: col('amount'), format: 'money', align: 'end' },
    {
      key: 'status',
      header: col('status'),
      cell: (op, ctx) => (
        <span className="inline-flex items-center gap-1 whitespace-nowrap">
          <StateBadge tone={statusTones[op.statusBefore] ?? 'slate'}>
            {ctx.t(`financial.writeOff.status.${op.statusBefore}`)}
          </StateBadge>
          <span aria-hidden="true">→</span>
          <StateBadge tone={statusTones[op.statusAfter] ?? 'slate'}>
            {ctx.t(`financial.writeOff.status.${op.statusAfter}`)}
          </StateBadge>
        </span>
      ),
    },
    { key: 'by', header: col('by'), value: (op) => op.by, cell: (op, ctx) => actorOf(op, ctx.t as never) },
    {
      key: 'reason',
      header: col('reason'),
      // A rule's reason (`rule:<code>`) in the reader's words; a person's note as written.
      value: (op) => op.reason,
      cell: (op, ctx) => (op.reason.startsWith('rule:') ? ctx.t(`financial.operations.rules.${op.reason.slice(5)}`) : op.reason),
    },
  ],
  export: {
    permission: featureCodes.billOperateExport,
    label: 'financial.operations.export',
    title: 'financial.operations.exportTitle',
    description: 'financial.operations.exportDescription',
    start: (body, format) => exportBillOperations({ ...body, format } as Parameters<typeof exportBillOperations>[0]),
    testId: 'bill-operation-export',
  },
  emptyDescription: 'financial.operations.empty',
  testIds: { table: 'bill-operation-table', empty: 'bill-operation-empty' },
};

/** /financial/operate-bill/list — every publication, write-off and overdue mark of a bill: who, when, why. */
export default function BillOperationListPage() {
  return <ListPage declaration={billOperationList} />;
}
