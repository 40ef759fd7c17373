import { featureCodes } from '@cmp/functions/platform/permissions';
import { useEffect } from 'react';
import { Navigate } from 'react-router';
import type {
  DetailActionDeclaration,
  DetailContext,
  DetailDialogProps,
  DetailFieldDeclaration,
  DetailPartProps,
} from '../../../components/detail-page';
import { figureFields } from '../../../components/figures';
import { formatMonth } from '../../../lib/format';
import { publishBill } from './bill-api';
import { type BillRecord, billPath, periodText, publishTones, statusTones, totalFigures } from './bill-model';

// Parts both bill pages (spending and fenrun) declare: the summary fields, Publish and Print, the
// print styles, and the hop to the right page when a bill of the other kind is opened.

const field = (key: string) => `billing.bill.fields.${key}`;
export const payerOf = (b: Pick<BillRecord, 'customerName' | 'enterpriseName'>) => b.customerName ?? b.enterpriseName ?? '';

/** Publishing a bill, asked first: the list's row action and the bill page's action. */
export const publishConfirm = <B extends Pick<BillRecord, 'billId' | 'cycle' | 'customerName' | 'enterpriseName'>>() => ({
  tone: 'default' as const,
  title: (b: B) =>
    ['billing.bill.publish.title', { payer: payerOf(b), cycle: formatMonth(b.cycle) }] as [string, Record<string, string>],
  description: 'billing.bill.publish.description',
  confirmLabel: 'billing.bill.publish.action',
  run: (b: B) => publishBill(b.billId),
  done: 'billing.bill.publish.done',
  dialogTestId: 'bill-publish-confirm',
});
const onPlatform = (_: BillRecord, ctx: DetailContext) => ctx.scope.platform;

/** The page heading: the payer and the cycle. */
export const billHeading = (key: string) => (b: BillRecord, ctx: DetailContext) =>
  ctx.t(key, { payer: payerOf(b), cycle: formatMonth(b.cycle) });

/** The line under the heading: the calendar and the period. */
export const billSubtitle = (b: BillRecord | undefined, ctx: DetailContext) =>
  b ? `${ctx.t(`billing.bill.calendar.${b.calendar}`)} · ${periodText(b, ctx.t)}` : undefined;

/** The summary of a bill: who pays, for which cycle, its state and its totals. */
export function summaryFields(kind: BillRecord['kind']): DetailFieldDeclaration<BillRecord>[] {
  const consumption = kind === 'consumption';
  return [
    { key: 'payer', label: field('payer'), value: payerOf, testId: 'bill-payer' },
    { key: 'enterprise', label: field('enterprise'), value: (b) => b.enterpriseName, testId: 'bill-enterprise' },
    { key: 'cycle', label: field('cycle'), format: 'month' },
    { key: 'calendar', label: field('calendar'), enumLabel: 'billing.bill.calendar' },
    { key: 'period', label: field('period'), value: (b, ctx) => periodText(b, ctx.t) },
    ...figureFields<BillRecord>(totalFigures(kind), 'billing.bill.fields'),
    { key: 'status', label: field('status'), state: { tones: statusTones, label: 'billing.bill.status', testId: 'bill-status' } },
    {
      key: 'publishStatus',
      label: field('publishStatus'),
      state: { tones: publishTones, label: 'billing.bill.publishStatus', testId: 'bill-publish-state' },
    },
    { key: 'publishedAt', label: field('publishedAt'), format: 'dateTime' },
    { key: 'publishedBy', label: field('publishedBy'), format: 'actor', visible: onPlatform },
    { key: 'createdAt', label: field('createdAt'), format: 'dateTime' },
    { key: 'billId', label: field('billId'), format: 'code' },
  ];
}

/** Publish (the platform, an unpublished bill; confirmed) and Print. */
export const billActions: DetailActionDeclaration<BillRecord>[] = [
  {
    id: 'publish',
    label: 'billing.bill.publish.action',
    permission: featureCodes.billPublish,
    visible: (b, ctx) => ctx.scope.platform && b.publishStatus === 0,
    variant: 'primary',
    testId: 'bill-publish',
    confirm: publishConfirm<BillRecord>(),
  },
  { id: 'print', label: 'billing.bill.print', open: 'print', testId: 'bill-print' },
];

/** The Print action: the browser's print dialog at once (the print styles leave the bill alone on paper). */
export function PrintNow({ close }: DetailDialogProps<BillRecord>) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: prints once, when opened
  useEffect(() => {
    window.print();
    close();
  }, []);
  return null;
}

/**
 * Paper shows the bill only: the shell's menu, header and breadcrumbs, the buttons and the
 * drill-down are left out, and tables print whole instead of scrolling.
 */
const PRINT_CSS = `@media print {
  @page { margin: 12mm; }
  html, body, #root { height: auto !important; background: #fff !important; }
  div:has(> #app-sidebar), header:has(+ #main), #main > :not([data-print-root]) { display: none !important; }
  #main { padding: 0 !important; }
  [data-print-root] button, [data-print-hide], [data-testid="bill-cards-section"] { display: none !important; }
  [data-print-root] .overflow-auto { overflow: visible !important; max-height: none !important; }
  [data-print-root] section, [data-print-root] table { break-inside: auto; }
  [data-print-root] tr { break-inside: avoid; }
}`;

/**
 * Above a bill's sections: its print styles, and the hop to the page of its kind when the URL names
 * a bill of the other kind (a consumption bill opened as profit sharing, or the reverse).
 */
export function BillBefore({ record, page }: DetailPartProps<BillRecord> & { page: BillRecord['kind'] }) {
  if (record.kind !== page) return <Navigate to={billPath(record)} replace />;
  return <style>{PRINT_CSS}</style>;
}

/** Back to the list of the bill's kind (platform users on the bill's enterprise). */
export const backToList = (b: BillRecord | undefined, ctx: DetailContext, kind: BillRecord['kind']) => {
  const owner = b?.channelCustId ?? ctx.scope.channelCustId;
  return `/billing/bill/list/${kind}${ctx.scope.platform && owner ? `?channelCustId=${encodeURIComponent(owner)}` : ''}`;
};
