import { Spinner } from '@cmp/ui-kit';
import { useTranslation } from 'react-i18next';
import { formatCny, formatDate } from '../../lib/format';
import { useRoute } from '../../lib/use-route';
import { type DialogField, FormDialog, ReasonDialog } from '../form-page';
import type { ListDialogProps } from '../list-page';
import { applyWithdrawal, rejectWithdrawal, runWithdrawals } from './withdrawal-api';
import {
  type ApplyDraft,
  REASON_MAX,
  RUN_DAY,
  WITHDRAWAL_SUMMARY,
  type WithdrawalFigures,
  type WithdrawalRow,
  applyBody,
  applyDraftProblems,
  emptyApplyDraft,
  validateReason,
} from './withdrawal-model';

const k = (key: string) => `business.withdraw.${key}`;

type Figures = WithdrawalFigures;

const applyFields: DialogField<ApplyDraft>[] = [
  {
    kind: 'text',
    name: 'amount',
    label: k('apply.amount'),
    hint: k('apply.amountHint'),
    inputMode: 'decimal',
    testId: 'withdraw-apply-amount',
  },
  { kind: 'text', name: 'accountName', label: k('apply.accountName'), maxLength: 60, testId: 'withdraw-apply-account-name' },
  { kind: 'text', name: 'bankName', label: k('apply.bankName'), maxLength: 60, testId: 'withdraw-apply-bank' },
  {
    kind: 'text',
    name: 'bankAccount',
    label: k('apply.bankAccount'),
    maxLength: 40,
    inputMode: 'numeric',
    testId: 'withdraw-apply-bank-account',
  },
  { kind: 'textarea', name: 'remark', label: k('apply.remark'), maxLength: 200, wide: true, testId: 'withdraw-apply-remark' },
];

/** The form once the figures are in: the withdrawable amount bounds the amount, the customer's bank fills the payee. */
function ApplyForm({ figures, close, done }: { figures: Figures; close: () => void; done: () => void }) {
  const { t } = useTranslation('business');
  const open = figures.openWithdrawalId;
  return (
    <FormDialog<ApplyDraft, undefined, WithdrawalRow>
      namespace="business"
      size="lg"
      columns={2}
      title={t(k('apply.title'))}
      description={t(k('apply.description'), { day: RUN_DAY, next: formatDate(figures.nextRunDate) })}
      intro={
        <div className="mb-4 rounded-md bg-slate-50 p-3 text-sm text-slate-700" data-testid="withdraw-apply-figures">
          {t(k('apply.withdrawable'), { amount: formatCny(figures.withdrawable) })}
          {open && <div className="mt-1 text-amber-700">{t(k('apply.inProcess'), { id: open })}</div>}
        </div>
      }
      confirmLabel={t(k('apply.submit'))}
      initial={() => emptyApplyDraft(figures)}
      fields={applyFields}
      validate={(d) => applyDraftProblems(d, figures.withdrawable)}
      confirm={(d) => ({
        title: t(k('apply.confirmTitle')),
        description: t(k('apply.confirmDescription'), {
          amount: formatCny(applyBody(d).amount),
          account: `${d.bankName} ${d.bankAccount}`,
          day: RUN_DAY,
        }),
        confirmLabel: t(k('apply.submit')),
        tone: 'default',
        testId: 'withdraw-apply-confirm',
      })}
      submit={(d) => applyWithdrawal(applyBody(d)) as Promise<WithdrawalRow>}
      done={(w) => t(k('apply.done'), { id: w.withdrawalId })}
      fallbackField="amount"
      onClose={close}
      onDone={done}
      testId="withdraw-apply-dialog"
    />
  );
}

/** The enterprise asks for a withdrawal (withdrawDeposit): the figures are read first. */
export function ApplyDialog({ close, done }: ListDialogProps<WithdrawalRow>) {
  const { data } = useRoute(WITHDRAWAL_SUMMARY, {});
  if (!data || !('withdrawable' in data)) return <Spinner />;
  return <ApplyForm figures={data as Figures} close={close} done={done} />;
}

/** Finance rejects a request with a required reason; its reservation is released. */
export function RejectDialog({ row, close, done }: ListDialogProps<WithdrawalRow>) {
  const { t } = useTranslation('business');
  if (!row) return null;
  return (
    <ReasonDialog
      namespace="business"
      title={t(k('reject.title'), { id: row.withdrawalId })}
      description={t(k('reject.description'), { amount: formatCny(row.amount) })}
      confirmLabel={t(k('reject.confirm'))}
      label={k('reject.reason')}
      hint={k('reject.reasonHint')}
      maxLength={REASON_MAX}
      rule={validateReason}
      run={(reason) => rejectWithdrawal(row.withdrawalId, reason)}
      done={t(k('reject.done'), { id: row.withdrawalId })}
      onClose={close}
      onDone={done}
      testId="withdraw-reject"
    />
  );
}

/** Finance starts the run of the 10th now: every examined request is paid (a confirmation first). */
export function RunDialog({ close, done }: ListDialogProps<WithdrawalRow>) {
  const { t } = useTranslation('business');
  return (
    <FormDialog<Record<string, never>, undefined, { paid: number; amount: number }>
      namespace="business"
      tone="default"
      title={t(k('run.title'))}
      description={t(k('run.description'), { day: RUN_DAY })}
      confirmLabel={t(k('run.confirm'))}
      initial={{}}
      fields={[]}
      submit={() => runWithdrawals() as Promise<{ paid: number; amount: number }>}
      done={(r) => t(k('run.done'), { count: r.paid, amount: formatCny(r.amount) })}
      onClose={close}
      onDone={done}
      testId="withdraw-run-dialog"
    />
  );
}
