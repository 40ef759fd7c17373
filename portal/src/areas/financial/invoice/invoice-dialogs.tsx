import { Spinner } from '@cmp/ui-kit';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type CustomFieldProps,
  type DialogContext,
  type DialogField,
  FormDialog,
  ReasonDialog,
} from '../../../components/form-page';
import type { ListDialogProps } from '../../../components/list-page';
import { firstError, maxLength, requiredText } from '../../../lib/form-rules';
import { formatCny, formatDate, formatMonth } from '../../../lib/format';
import { useRoute } from '../../../lib/use-route';
import { issueInvoice, rejectInvoice, requestInvoice } from './invoice-api';
import {
  type Candidates,
  INVOICE_CANDIDATES,
  INVOICE_KINDS,
  type InvoiceRow,
  type IssueDraft,
  MAX_ITEMS,
  type RequestDraft,
  chosenAmount,
  emptyRequestDraft,
  issueProblems,
  requestBody,
  requestProblems,
  shanghaiDay,
  withBuyer,
} from './invoice-model';

const k = (key: string) => `financial.invoice.${key}`;
const newRequestId = () => `ui-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;

/** The checklist of what may be invoiced: paid orders and written-off bills, amounts in yuan, and the total chosen. */
function ItemPicker({ value, set, error, ctx }: CustomFieldProps<RequestDraft, DialogContext<Candidates>>) {
  const { t } = useTranslation('financial');
  const chosen = new Set(value as string[]);
  const c = ctx.data;
  const toggle = (key: string) => set((chosen.has(key) ? [...chosen].filter((x) => x !== key) : [...chosen, key]) as never);
  const rows = [
    ...c.orders.map((o) => ({
      key: `order:${o.orderId}`,
      label: o.itemName,
      sub: `${t(k(`itemKinds.${o.orderType}`))} · ${o.orderId} · ${formatDate(o.createdAt)}`,
      amount: o.amount,
    })),
    ...c.bills.map((b) => ({
      key: `bill:${b.billId}`,
      label: t(k('billOf'), { month: formatMonth(b.cycle) }),
      sub: `${t(k('itemKinds.bill'))} · ${b.billId}`,
      amount: b.amount,
    })),
  ];
  return (
    <div className="space-y-2" data-testid="invoice-items">
      <div className="text-sm font-medium text-slate-700">{t(k('request.items'))}</div>
      {rows.length === 0 ? (
        <p className="rounded-md bg-slate-50 p-3 text-sm text-slate-500" data-testid="invoice-items-empty">
          {t(k('request.nothing'))}
        </p>
      ) : (
        <ul className="max-h-64 divide-y divide-slate-100 overflow-y-auto rounded-md border border-slate-200">
          {rows.map((r) => (
            <li key={r.key}>
              <label className="flex cursor-pointer items-center gap-3 px-3 py-2 hover:bg-slate-50">
                <input
                  type="checkbox"
                  checked={chosen.has(r.key)}
                  onChange={() => toggle(r.key)}
                  data-testid={`invoice-item-${r.key}`}
                />
                <span className="min-w-0 flex-1">
                  <span className="block truncate text-sm text-slate-900">{r.label}</span>
                  <span className="block truncate text-xs text-slate-500">{r.sub}</span>
                </span>
                <span className="text-sm tabular-nums whitespace-nowrap text-slate-900">{formatCny(r.amount)}</span>
              </label>
            </li>
          ))}
        </ul>
      )}
      <div className="flex justify-between text-sm" data-testid="invoice-items-total">
        <span className="text-slate-500">{t(k('request.chosen'), { count: chosen.size, max: MAX_ITEMS })}</span>
        <span className="font-medium tabular-nums text-slate-900">{formatCny(chosenAmount([...chosen], c))}</span>
      </div>
      {error && <p className="text-sm text-red-600">{error}</p>}
    </div>
  );
}

const buyerFields: DialogField<RequestDraft, Candidates>[] = [
  { kind: 'text', name: 'title', label: k('fields.title'), maxLength: 100, wide: true, testId: 'invoice-title' },
  {
    kind: 'radio',
    name: 'type',
    label: k('fields.type'),
    options: INVOICE_KINDS,
    optionLabel: k('kinds'),
    testId: 'invoice-type',
  },
  {
    kind: 'text',
    name: 'taxNumber',
    label: k('fields.taxNumber'),
    hint: k('request.taxNumberHint'),
    maxLength: 20,
    testId: 'invoice-tax-number',
  },
  { kind: 'text', name: 'address', label: k('fields.address'), maxLength: 200, testId: 'invoice-address' },
  { kind: 'text', name: 'phone', label: k('fields.phone'), maxLength: 40, testId: 'invoice-phone' },
  { kind: 'text', name: 'bankName', label: k('fields.bankName'), maxLength: 60, testId: 'invoice-bank' },
  { kind: 'text', name: 'bankAccount', label: k('fields.bankAccount'), maxLength: 40, testId: 'invoice-bank-account' },
  { kind: 'custom', name: 'items', label: k('request.items'), wide: true, render: ItemPicker },
  { kind: 'textarea', name: 'remark', label: k('fields.remark'), maxLength: 200, wide: true, testId: 'invoice-remark' },
];

/** The request form once the candidates of the customer are in: the buyer on file prefilled, the items to choose. */
function RequestForm({
  candidates,
  platform,
  close,
  done,
}: { candidates: Candidates; platform: boolean; close: () => void; done: () => void }) {
  const { t } = useTranslation('financial');
  const requestId = useMemo(newRequestId, []);
  return (
    <FormDialog<RequestDraft, Candidates, InvoiceRow>
      namespace="financial"
      size="lg"
      columns={2}
      title={t(k('request.title'))}
      description={t(k('request.description'), { customer: candidates.enterpriseName ?? candidates.channelCustId })}
      confirmLabel={t(k('request.submit'))}
      initial={() => withBuyer(emptyRequestDraft(candidates.channelCustId), candidates.buyer)}
      useData={() => candidates}
      fields={buyerFields}
      validate={(d) => requestProblems(d, platform)}
      confirm={(d) => ({
        title: t(k('request.confirmTitle')),
        description: t(k('request.confirmDescription'), {
          count: d.items.length,
          amount: formatCny(chosenAmount(d.items, candidates)),
          title: d.title.trim(),
          kind: t(k(`kinds.${d.type}`)),
        }),
        confirmLabel: t(k('request.submit')),
        tone: 'default',
        testId: 'invoice-request-confirm',
      })}
      submit={(d) => requestInvoice(requestBody(d, requestId, platform)) as Promise<InvoiceRow>}
      done={(i) => t(k('request.done'), { amount: formatCny(i.amount) })}
      serverField={(f) => (f === 'orderIds' || f === 'billIds' ? 'items' : (f as keyof RequestDraft))}
      fallbackField="items"
      onClose={close}
      onDone={done}
      testId="invoice-request-dialog"
    />
  );
}

/** Loads what the customer may invoice, then shows the form. */
function RequestLoader({
  channelCustId,
  platform,
  close,
  done,
}: { channelCustId?: string; platform: boolean; close: () => void; done: () => void }) {
  const { data, error } = useRoute(INVOICE_CANDIDATES, channelCustId ? { channelCustId } : {});
  const { t } = useTranslation('financial');
  if (error) {
    return (
      <FormDialog<Record<string, never>>
        namespace="financial"
        title={t(k('request.title'))}
        description={error.msg}
        initial={{}}
        fields={[]}
        incomplete={() => true}
        submit={() => Promise.resolve()}
        onClose={close}
        onDone={close}
        testId="invoice-request-failed"
      />
    );
  }
  if (!data) return <Spinner />;
  return <RequestForm candidates={data} platform={platform} close={close} done={done} />;
}

/**
 * Request an invoice (invoiceRequest): an enterprise for itself; the platform for the customer chosen in
 * the list's filter, else it chooses one first.
 */
export function RequestDialog({ ctx, close, done }: ListDialogProps<InvoiceRow>) {
  const { t } = useTranslation('financial');
  const platform = ctx.scope.side === 'platform';
  const [customer, setCustomer] = useState(platform ? String(ctx.body.channelCustId ?? '') : '');
  if (platform && !customer) {
    return (
      <FormDialog<{ channelCustId: string }, undefined, string>
        namespace="financial"
        title={t(k('request.title'))}
        description={t(k('request.chooseCustomer'))}
        confirmLabel={t(k('request.next'))}
        initial={{ channelCustId: '' }}
        fields={[
          {
            kind: 'remoteSelect',
            name: 'channelCustId',
            label: k('fields.enterprise'),
            required: true,
            source: 'customer.list',
            body: () => ({ pageSize: 100 }),
            option: (c: { channelCustId: string; name: string }) => ({
              value: c.channelCustId,
              label: `${c.name} (${c.channelCustId})`,
            }),
            testId: 'invoice-request-customer',
          },
        ]}
        submit={(d) => Promise.resolve(d.channelCustId)}
        onClose={close}
        onDone={(c) => setCustomer(c)}
        testId="invoice-request-customer-dialog"
      />
    );
  }
  return <RequestLoader channelCustId={platform ? customer : undefined} platform={platform} close={close} done={done} />;
}

/** Finance issues a requested invoice: its number and issue day, confirmed. */
export function IssueDialog({ row, close, done }: ListDialogProps<InvoiceRow>) {
  const { t } = useTranslation('financial');
  if (!row) return null;
  const today = shanghaiDay(new Date());
  const requested = shanghaiDay(row.createdAt);
  return (
    <FormDialog<IssueDraft, undefined, InvoiceRow>
      namespace="financial"
      title={t(k('issue.title'), { customer: row.enterpriseName ?? row.channelCustId })}
      description={t(k('issue.description'), { amount: formatCny(row.amount), title: row.title })}
      confirmLabel={t(k('issue.submit'))}
      initial={{ invoiceNumber: '', issueDay: today }}
      fields={[
        {
          kind: 'text',
          name: 'invoiceNumber',
          label: k('fields.invoiceNumber'),
          hint: k('issue.numberHint'),
          inputMode: 'numeric',
          maxLength: 20,
          testId: 'invoice-number',
        },
        {
          kind: 'text',
          name: 'issueDay',
          label: k('fields.issueDay'),
          hint: k('issue.dayHint'),
          maxLength: 10,
          testId: 'invoice-issue-day',
        },
      ]}
      validate={(d) => issueProblems(d, requested, today)}
      confirm={(d) => ({
        title: t(k('issue.confirmTitle')),
        description: t(k('issue.confirmDescription'), {
          number: d.invoiceNumber.trim(),
          day: formatDate(d.issueDay),
          amount: formatCny(row.amount),
        }),
        confirmLabel: t(k('issue.submit')),
        tone: 'default',
        testId: 'invoice-issue-confirm',
      })}
      submit={(d) =>
        issueInvoice({
          invoiceId: row.invoiceId,
          invoiceNumber: d.invoiceNumber.trim(),
          issueDay: d.issueDay,
        }) as Promise<InvoiceRow>
      }
      done={(i) => t(k('issue.done'), { number: i.invoiceNumber })}
      fallbackField="invoiceNumber"
      onClose={close}
      onDone={() => done()}
      testId="invoice-issue-dialog"
    />
  );
}

/** Finance rejects a requested invoice with a required reason; its orders and bills may be invoiced again. */
export function RejectDialog({ row, close, done }: ListDialogProps<InvoiceRow>) {
  const { t } = useTranslation('financial');
  if (!row) return null;
  return (
    <ReasonDialog
      namespace="financial"
      title={t(k('reject.title'), { customer: row.enterpriseName ?? row.channelCustId })}
      description={t(k('reject.description'), { amount: formatCny(row.amount) })}
      confirmLabel={t(k('reject.submit'))}
      label={k('reject.reason')}
      hint={k('reject.reasonHint')}
      maxLength={200}
      rule={(r) => firstError(requiredText(r), maxLength(r, 200))}
      run={(reason) => rejectInvoice(row.invoiceId, reason)}
      done={t(k('reject.done'))}
      onClose={close}
      onDone={done}
      testId="invoice-reject"
    />
  );
}
