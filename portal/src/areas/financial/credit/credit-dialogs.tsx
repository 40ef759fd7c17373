import { featureCodes } from '@cmp/functions/platform/permissions';
import { useTranslation } from 'react-i18next';
import { type DialogField, FormDialog, ReasonDialog } from '../../../components/form-page';
import type { HeaderActionDeclaration, ListDialogProps, RowActionDeclaration } from '../../../components/list-page';
import { formatCny } from '../../../lib/format';
import {
  type CreditDraft,
  type CreditRow,
  cancelCredit,
  createCredit,
  creditProblems,
  creditUnits,
  draftOf,
  emptyCreditDraft,
  termsOf,
  updateCredit,
} from './credit-model';

const k = (key: string) => `financial.credit.dialog.${key}`;

/**
 * The platform records a credit order for an enterprise, or changes one (with the reason). The answer
 * says the enterprise's credit line before and after; a line below the credit used is refused on the
 * amount field.
 */
function CreditDialog({ row, ctx, close, done }: ListDialogProps<CreditRow>) {
  const { t } = useTranslation('financial');
  const change = row !== null;
  const enterprises = (ctx.scope.enterprises ?? []).map((c) => ({
    value: c.channelCustId,
    label: `${c.name} (${c.channelCustId})`,
  }));
  const fields: DialogField<CreditDraft>[] = [
    ...(change
      ? []
      : [
          {
            kind: 'select',
            name: 'channelCustId',
            label: k('enterprise'),
            options: () => enterprises,
            placeholder: k('enterprisePick'),
            wide: true,
            testId: 'credit-enterprise',
          } satisfies DialogField<CreditDraft>,
        ]),
    { kind: 'text', name: 'amount', label: k('amount'), inputMode: 'decimal', testId: 'credit-amount' },
    { kind: 'text', name: 'paymentDay', label: k('paymentDay'), placeholder: 'YYYY-MM-DD', testId: 'credit-payment-day' },
    { kind: 'text', name: 'validFrom', label: k('validFrom'), placeholder: 'YYYY-MM-DD', testId: 'credit-valid-from' },
    { kind: 'text', name: 'validity', label: k('validity'), inputMode: 'numeric', testId: 'credit-validity' },
    {
      kind: 'select',
      name: 'unit',
      label: k('unit'),
      options: creditUnits,
      optionLabel: 'financial.credit.units',
      testId: 'credit-unit',
    },
    { kind: 'textarea', name: 'remark', label: k('remark'), maxLength: 200, wide: true, testId: 'credit-remark' },
    ...(change
      ? [
          {
            kind: 'textarea',
            name: 'reason',
            label: k('reason'),
            maxLength: 200,
            wide: true,
            testId: 'credit-reason',
          } satisfies DialogField<CreditDraft>,
        ]
      : []),
  ];
  return (
    <FormDialog<CreditDraft, undefined, { lineBefore: number; lineAfter: number; channelCustId: string }>
      namespace="financial"
      size="lg"
      columns={2}
      title={change ? t(k('changeTitle'), { creditId: row.creditId }) : t(k('createTitle'))}
      description={t(k('description'))}
      confirmLabel={t(k(change ? 'changeSubmit' : 'createSubmit'))}
      initial={() => (change ? draftOf(row) : emptyCreditDraft(ctx.scope.channelCustId))}
      fields={fields}
      validate={(d) => creditProblems(d, change)}
      submit={(d) =>
        change
          ? updateCredit({ channelCustId: row.channelCustId, creditId: row.creditId, ...termsOf(d), reason: d.reason.trim() })
          : createCredit({ channelCustId: d.channelCustId, ...termsOf(d) })
      }
      done={(r) => t(k('done'), { before: formatCny(r.lineBefore), after: formatCny(r.lineAfter) })}
      fallbackField="amount"
      onClose={close}
      onDone={done}
      testId={change ? 'credit-change-dialog' : 'credit-create-dialog'}
    />
  );
}

function CancelDialog({ row, close, done }: ListDialogProps<CreditRow>) {
  const { t } = useTranslation('financial');
  const order = row!;
  return (
    <ReasonDialog
      namespace="financial"
      title={t(k('cancelTitle'), { creditId: order.creditId })}
      description={t(k('cancelDescription'), { amount: formatCny(order.amount) })}
      confirmLabel={t(k('cancelSubmit'))}
      label={k('reason')}
      maxLength={200}
      rule={(reason) => (reason.trim() ? null : { key: 'financial.credit.rules.reason' })}
      run={(reason) => cancelCredit({ channelCustId: order.channelCustId, creditId: order.creditId, reason: reason.trim() })}
      done={t(k('cancelled'))}
      onClose={close}
      onDone={done}
      testId="credit-cancel"
    />
  );
}

export const creditCreateAction: HeaderActionDeclaration<CreditRow> = {
  id: 'create',
  label: 'financial.credit.create',
  permission: featureCodes.creditEdit,
  visible: (ctx) => ctx.scope.side === 'platform',
  open: CreditDialog,
  variant: 'primary',
  testId: 'credit-create',
};

const changeable = (o: CreditRow) => o.state === 'active';

export const creditRowActions: RowActionDeclaration<CreditRow>[] = [
  {
    id: 'change',
    label: 'financial.credit.change',
    permission: featureCodes.creditEdit,
    visible: changeable,
    open: 'change',
    testId: (o) => `credit-change-${o.creditId}`,
  },
  {
    id: 'cancel',
    label: 'financial.credit.cancel',
    permission: featureCodes.creditEdit,
    visible: changeable,
    open: 'cancel',
    danger: () => true,
    testId: (o) => `credit-cancel-${o.creditId}`,
  },
];

export const creditDialogs = { change: CreditDialog, cancel: CancelDialog };
