import { useTranslation } from 'react-i18next';
import type { DetailDialogProps } from '../../../components/detail-page';
import { FormDialog } from '../../../components/form-page';
import { fenOf, formatCny } from '../../../lib/format';
import { type CapitalRow, type GrantDraft, giveGrant, grantProblems } from './capital-model';

const k = (key: string) => `business.capital.grant.${key}`;

/** The platform gives the enterprise a grant: typed in yuan, sent in fen; it pays bills before pre-deposits. */
export function GrantDialog({ record, close, done }: DetailDialogProps<CapitalRow>) {
  const { t } = useTranslation('business');
  return (
    <FormDialog<GrantDraft, undefined, { amount: number }>
      namespace="business"
      title={t(k('title'), { name: record.name ?? record.channelCustId })}
      description={t(k('description'))}
      confirmLabel={t(k('submit'))}
      initial={() => ({ amount: '', remark: '' })}
      fields={[
        { kind: 'text', name: 'amount', label: k('amount'), inputMode: 'decimal', testId: 'grant-amount' },
        { kind: 'textarea', name: 'remark', label: k('remark'), maxLength: 200, testId: 'grant-remark' },
      ]}
      validate={grantProblems}
      submit={(d) => giveGrant({ channelCustId: record.channelCustId, amount: fenOf(d.amount) ?? 0, remark: d.remark.trim() })}
      done={(r) => t(k('done'), { amount: formatCny(r.amount) })}
      fallbackField="amount"
      onClose={close}
      onDone={done}
      testId="grant-dialog"
    />
  );
}
