import { featureCodes } from '@cmp/functions/platform/permissions';
import { Drawer } from '@cmp/ui-kit';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { type DialogField, FormDialog, ReasonDialog } from '../../../components/form-page';
import {
  type HeaderActionDeclaration,
  type ListDeclaration,
  type ListDialogProps,
  ListPage,
  type RowActionDeclaration,
} from '../../../components/list-page';
import { fenOf, formatCny, formatDate } from '../../../lib/format';
import {
  CONTRACT_DETAIL,
  CONTRACT_LOG,
  type ContractChange,
  type ContractDraft,
  type ContractPayment,
  type ContractRow,
  type PaymentDraft,
  contractDraftOf,
  contractPaymentKinds,
  contractProblems,
  contractTermsOf,
  createContract,
  customerOf,
  emptyContractDraft,
  newOpId,
  payContract,
  payModes,
  paymentProblems,
  terminateContract,
  today,
  updateContract,
} from './contract-model';

const k = (key: string) => `business.contract.dialog.${key}`;
const f = (key: string) => `business.contract.fields.${key}`;

/** The platform creates a contract for a customer, or edits one (on the version it read). */
function ContractDialog({ row, ctx, close, done }: ListDialogProps<ContractRow>) {
  const { t } = useTranslation('business');
  const isNew = row === null;
  const enterprises = (ctx.scope.enterprises ?? []).map((c) => ({ value: c.channelCustId, label: c.name }));
  const fields: DialogField<ContractDraft>[] = [
    ...(isNew
      ? ([
          {
            kind: 'select',
            name: 'channelCustId',
            label: k('customer'),
            options: () => enterprises,
            placeholder: k('customerPick'),
            testId: 'contract-customer',
          },
          {
            kind: 'text',
            name: 'contractNumber',
            label: k('contractNumber'),
            hint: k('contractNumberHint'),
            maxLength: 32,
            testId: 'contract-number',
          },
        ] satisfies DialogField<ContractDraft>[])
      : []),
    { kind: 'text', name: 'name', label: k('name'), maxLength: 100, wide: true, testId: 'contract-name' },
    {
      kind: 'select',
      name: 'paymentKind',
      label: k('paymentKind'),
      options: contractPaymentKinds,
      optionLabel: 'business.contract.paymentKinds',
      testId: 'contract-payment-kind',
    },
    {
      kind: 'select',
      name: 'payMode',
      label: k('payMode'),
      options: payModes,
      optionLabel: 'business.contract.payModes',
      testId: 'contract-pay-mode',
    },
    { kind: 'text', name: 'amount', label: k('amount'), inputMode: 'decimal', testId: 'contract-amount' },
    { kind: 'text', name: 'signedOn', label: k('signedOn'), placeholder: 'YYYY-MM-DD', testId: 'contract-signed-on' },
    { kind: 'text', name: 'validFrom', label: k('validFrom'), placeholder: 'YYYY-MM-DD', testId: 'contract-valid-from' },
    { kind: 'text', name: 'validTo', label: k('validTo'), placeholder: 'YYYY-MM-DD', testId: 'contract-valid-to' },
    { kind: 'textarea', name: 'remark', label: k('remark'), maxLength: 500, wide: true, testId: 'contract-remark' },
  ];
  return (
    <FormDialog<ContractDraft, undefined, { contractNumber: string }>
      namespace="business"
      size="lg"
      columns={2}
      title={isNew ? t(k('createTitle')) : t(k('editTitle'), { contractNumber: row.contractNumber })}
      description={t(k('description'))}
      confirmLabel={t(k(isNew ? 'createSubmit' : 'editSubmit'))}
      initial={() => (isNew ? emptyContractDraft(ctx.scope.channelCustId) : contractDraftOf(row))}
      fields={fields}
      validate={(d) => contractProblems(d, isNew)}
      submit={(d) =>
        isNew
          ? createContract({ channelCustId: d.channelCustId, contractNumber: d.contractNumber.trim(), ...contractTermsOf(d) })
          : updateContract({
              channelCustId: row.channelCustId,
              contractNumber: row.contractNumber,
              version: row.version,
              ...contractTermsOf(d),
            })
      }
      done={(r) => t(k(isNew ? 'created' : 'saved'), { contractNumber: r.contractNumber })}
      fallbackField="name"
      onClose={close}
      onDone={done}
      testId={isNew ? 'contract-create-dialog' : 'contract-edit-dialog'}
    />
  );
}

/** Terminating needs a reason, and says it cannot be undone. */
function TerminateDialog({ row, close, done }: ListDialogProps<ContractRow>) {
  const { t } = useTranslation('business');
  const c = row!;
  return (
    <ReasonDialog
      namespace="business"
      title={t(k('terminateTitle'), { contractNumber: c.contractNumber })}
      description={t(k('terminateDescription'))}
      confirmLabel={t(k('terminateSubmit'))}
      label={k('terminateReason')}
      maxLength={200}
      rule={(reason) => (reason.trim() ? null : { key: 'business.contract.rules.reason' })}
      run={(reason) =>
        terminateContract({
          channelCustId: c.channelCustId,
          contractNumber: c.contractNumber,
          version: c.version,
          reason: reason.trim(),
        })
      }
      done={t(k('terminated'))}
      onClose={close}
      onDone={done}
      testId="contract-terminate"
    />
  );
}

/** A payment received: at most what remains, confirmed before it is credited (once: the operation id). */
function PaymentDialog({ row, close, done }: ListDialogProps<ContractRow>) {
  const { t } = useTranslation('business');
  const c = row!;
  const opId = useMemo(newOpId, []);
  return (
    <FormDialog<PaymentDraft, undefined, { amount: number }>
      namespace="business"
      title={t(k('payTitle'), { contractNumber: c.contractNumber })}
      description={t(k('payDescription'), { remaining: formatCny(c.remaining), amount: formatCny(c.amount) })}
      confirmLabel={t(k('paySubmit'))}
      initial={{ amount: '', paidOn: today(), remark: '' }}
      fields={[
        { kind: 'text', name: 'amount', label: k('payAmount'), inputMode: 'decimal', testId: 'contract-pay-amount' },
        { kind: 'text', name: 'paidOn', label: k('paidOn'), placeholder: 'YYYY-MM-DD', testId: 'contract-pay-day' },
        { kind: 'textarea', name: 'remark', label: k('payRemark'), maxLength: 500, testId: 'contract-pay-remark' },
      ]}
      validate={(d) => paymentProblems(d, c.remaining)}
      confirm={(d) => ({
        title: t(k('payConfirmTitle'), { amount: formatCny(fenOf(d.amount) ?? 0) }),
        description: t(k('payConfirmDescription'), { customer: customerOf(c) }),
        confirmLabel: t(k('paySubmit')),
        tone: 'default',
        testId: 'contract-pay-confirm',
      })}
      submit={(d) =>
        payContract({
          channelCustId: c.channelCustId,
          contractNumber: c.contractNumber,
          amount: fenOf(d.amount) ?? 0,
          paidOn: d.paidOn,
          ...(d.remark.trim() ? { remark: d.remark.trim() } : {}),
          opId,
        })
      }
      done={(r) => t(k('paid'), { amount: formatCny(r.amount) })}
      fallbackField="amount"
      onClose={close}
      onDone={done}
      testId="contract-pay-dialog"
    />
  );
}

const l = (key: string) => `business.contract.detail.${key}`;

/** The order the terms of a change are shown in. */
const termOrder = [
  'name',
  'paymentKind',
  'payMode',
  'amount',
  'signedOn',
  'validFrom',
  'validTo',
  'state',
  'remark',
  'payment',
  'paidOn',
  'paid',
];

/** What a change touched, "before → after" (every term for a new contract; the amount of a payment). */
function ChangeTerms({ change, t }: { change: ContractChange; t: (key: string, o?: Record<string, unknown>) => string }) {
  const shown = (key: string, v: unknown) => {
    if (v === null || v === undefined || v === '') return t('business.contract.none');
    if (key === 'amount' || key === 'paid' || key === 'payment') return formatCny(v as number);
    if (key === 'paymentKind') return t(`business.contract.paymentKinds.${String(v)}`);
    if (key === 'payMode') return t(`business.contract.payModes.${String(v)}`);
    if (key === 'state') return t(`business.contract.statuses.${v === 'active' ? 'inForce' : String(v)}`);
    if (key === 'signedOn' || key === 'validFrom' || key === 'validTo' || key === 'paidOn') return formatDate(String(v));
    return String(v);
  };
  const label = (key: string) =>
    key === 'payment' ? t(l('actions.payment')) : key === 'paidOn' ? t(l('paymentFields.paidOn')) : t(f(key));
  const keys = termOrder
    .filter((key) => key in change.after)
    .filter((key) =>
      change.action === 'create' ? key !== 'paid' && key !== 'state' : change.before?.[key] !== change.after[key],
    );
  return (
    <ul className="space-y-0.5 text-sm">
      {keys.map((key) => (
        <li key={key}>
          <span className="text-slate-500">{label(key)}: </span>
          {change.before && key in change.before && (
            <>
              <span className="text-slate-500 line-through">{shown(key, change.before[key])}</span>
              {' → '}
            </>
          )}
          <span className="break-words text-slate-900">{shown(key, change.after[key])}</span>
        </li>
      ))}
    </ul>
  );
}

/** The contract's detail in a drawer: the payments received and every change, with who, when and why. */
function DetailDrawer({ row, close }: ListDialogProps<ContractRow>) {
  const { t } = useTranslation('business');
  const c = row!;
  const payments = useMemo(
    (): ListDeclaration<ContractPayment> => ({
      title: l('payments'),
      heading: l('payments'),
      source: CONTRACT_DETAIL,
      paged: false,
      rows: (answer: { payments: ContractPayment[] }) => answer.payments,
      fixed: () => ({ contractNumber: c.contractNumber, channelCustId: c.channelCustId }),
      rowKey: 'paymentId',
      columns: [
        { key: 'paidOn', header: l('paymentFields.paidOn'), format: 'date', className: 'whitespace-nowrap' },
        { key: 'amount', header: l('paymentFields.amount'), format: 'money', align: 'end' },
        { key: 'paidAfter', header: l('paymentFields.paidAfter'), format: 'money', align: 'end' },
        { key: 'remark', header: l('paymentFields.remark') },
        { key: 'by', header: l('paymentFields.by'), format: 'actor' },
      ],
      emptyDescription: l('paymentsEmpty'),
      testIds: { table: 'contract-payments-table', empty: 'contract-payments-empty' },
    }),
    [c.contractNumber, c.channelCustId],
  );
  const changes = useMemo(
    (): ListDeclaration<ContractChange> => ({
      title: l('log'),
      heading: l('log'),
      source: CONTRACT_LOG,
      fixed: () => ({ contractNumber: c.contractNumber, channelCustId: c.channelCustId }),
      rowKey: (x) => `${x.at}${x.action}`,
      columns: [
        { key: 'at', header: l('logFields.at'), format: 'dateTime', className: 'whitespace-nowrap' },
        { key: 'action', header: l('logFields.action'), enumLabel: l('actions') },
        { key: 'terms', header: l('logFields.terms'), cell: (x, ctx) => <ChangeTerms change={x} t={ctx.t} /> },
        { key: 'reason', header: l('logFields.reason') },
        { key: 'by', header: l('logFields.by'), format: 'actor' },
      ],
      emptyDescription: l('logEmpty'),
      testIds: { table: 'contract-log-table' },
    }),
    [c.contractNumber, c.channelCustId],
  );
  return (
    <Drawer
      open
      onClose={close}
      size="lg"
      title={t(l('title'), { contractNumber: c.contractNumber })}
      description={`${c.name} · ${customerOf(c)}`}
      closeLabel={t(l('close'))}
      data-testid="contract-detail"
    >
      <dl className="mb-4 grid grid-cols-3 gap-3 text-sm" data-testid="contract-detail-figures">
        {(['amount', 'paid', 'remaining'] as const).map((key) => (
          <div key={key} className="rounded border border-slate-200 px-3 py-2">
            <dt className="text-slate-500">{t(f(key))}</dt>
            <dd className="font-medium text-slate-900" data-testid={`contract-detail-${key}`}>
              {formatCny(c[key])}
            </dd>
          </div>
        ))}
      </dl>
      {c.terminatedReason && (
        <p className="mb-4 text-sm text-slate-700">
          <span className="text-slate-500">{t(f('terminatedReason'))}: </span>
          {c.terminatedReason}
        </p>
      )}
      <ListPage embedded declaration={payments} />
      <div className="mt-4">
        <ListPage embedded declaration={changes} />
      </div>
    </Drawer>
  );
}

export const contractCreateAction: HeaderActionDeclaration<ContractRow> = {
  id: 'create',
  label: 'business.contract.create',
  permission: featureCodes.contractEdit,
  visible: (ctx) => ctx.scope.side === 'platform',
  open: ContractDialog,
  variant: 'primary',
  testId: 'contract-create',
};

const open = (c: ContractRow) => c.state !== 'terminated';

export const contractRowActions: RowActionDeclaration<ContractRow>[] = [
  { id: 'details', label: 'business.contract.details', open: 'details', testId: (c) => `contract-details-${c.contractNumber}` },
  {
    id: 'edit',
    label: 'business.contract.edit',
    permission: featureCodes.contractEdit,
    visible: open,
    open: 'edit',
    testId: (c) => `contract-edit-${c.contractNumber}`,
  },
  {
    id: 'pay',
    label: 'business.contract.pay',
    permission: featureCodes.contractPayment,
    visible: (c) => open(c) && c.remaining > 0,
    open: 'pay',
    testId: (c) => `contract-pay-${c.contractNumber}`,
  },
  {
    id: 'terminate',
    label: 'business.contract.terminate',
    permission: featureCodes.contractEdit,
    visible: open,
    open: 'terminate',
    danger: () => true,
    testId: (c) => `contract-terminate-${c.contractNumber}`,
  },
];

export const contractDialogs = { details: DetailDrawer, edit: ContractDialog, pay: PaymentDialog, terminate: TerminateDialog };
