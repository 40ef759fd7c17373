import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { type DialogField, FormDialog } from '../../../components/form-page';
import type { ListDialogProps } from '../../../components/list-page';
import { fenOf } from '../../../lib/format';
import { formatCny } from '../../../lib/format';
import { type WriteOffRow, writeOffBill } from './write-off-api';
import { amountProblem, yuanText } from './write-off-model';

interface Draft {
  amount: string;
  reason: string;
}

const k = (key: string) => `financial.writeOff.dialog.${key}`;

/**
 * Writes off (part of) a bill: the amount prefilled with what the customer's pre-deposits and grants
 * cover, checked by the spec's three rules before the call (the server checks them again), confirmed,
 * sent with an operation id of this dialog so a repeated submission is one write-off.
 */
export function WriteOffDialog({ row, close, done }: ListDialogProps<WriteOffRow>) {
  const { t } = useTranslation('financial');
  const opId = useMemo(() => `ui-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`, []);
  if (!row) return null;
  const fields: DialogField<Draft>[] = [
    { kind: 'text', name: 'amount', label: k('amount'), hint: k('amountHint'), inputMode: 'decimal', testId: 'write-off-amount' },
    {
      kind: 'textarea',
      name: 'reason',
      label: k('reason'),
      hint: k('reasonHint'),
      maxLength: 200,
      testId: 'write-off-reason',
    },
  ];
  return (
    <FormDialog<Draft, undefined, { amount: number }>
      namespace="financial"
      title={t(k('title'), { billId: row.billId })}
      description={t(k('description'), {
        remaining: formatCny(row.remaining),
        grant: formatCny(row.grant),
        preDeposit: formatCny(row.preDeposit),
      })}
      confirmLabel={t(k('submit'))}
      initial={{ amount: yuanText(row.suggested), reason: '' }}
      fields={fields}
      validate={(d) => ({ amount: amountProblem(d.amount, row) })}
      confirm={(d) => ({
        title: t(k('confirmTitle'), { amount: formatCny(fenOf(d.amount) ?? 0), billId: row.billId }),
        description: t(k('confirmDescription')),
        confirmLabel: t(k('submit')),
        testId: 'write-off-confirm',
      })}
      submit={(d) =>
        writeOffBill({
          billId: row.billId,
          amount: fenOf(d.amount) ?? 0,
          opId,
          ...(d.reason.trim() ? { reason: d.reason.trim() } : {}),
        })
      }
      done={(answer) => t(k('done'), { amount: formatCny(answer.amount), billId: row.billId })}
      fallbackField="amount"
      onClose={close}
      onDone={() => done()}
      testId="write-off-dialog"
    />
  );
}
