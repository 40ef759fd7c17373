import { ConfirmDialog, Dialog, Select, useNotify } from '@cmp/ui-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { api } from '../../../app/services';
import { TextAreaField } from '../../../components/form-fields';
import { isApiError } from '../../../lib/api';
import { useSession } from '../../../lib/use-session';
import { useEnterprises } from '../list/use-cards';
import { checkRecoveryInput, recoveryDetailPath } from './recovery-model';

const startRecovery = (body: { iccids: string[]; channelCustId?: string }) =>
  api.post<{ batchId: string }>('/cmp/sim/batch/dataRecovery', body, { silent: true });

/**
 * A new data recovery: ICCIDs pasted (≤ 1000), checked here, confirmed, then sent. The server checks
 * every card (only unallocated ones, in a recoverable state) and answers which one stops it.
 */
export function RecoveryDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const navigate = useNavigate();
  const session = useSession();
  const platform = !session.channelCustId;
  const enterprises = useEnterprises(platform);
  const [enterprise, setEnterprise] = useState<string | null>(null);
  const [text, setText] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [step, setStep] = useState<'edit' | 'confirm'>('edit');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const input = checkRecoveryInput(text);
  const enterpriseProblem = platform && !enterprise ? 'dataRecovery.errors.enterprise' : null;

  const start = async () => {
    setBusy(true);
    setError(null);
    try {
      const { batchId } = await startRecovery({
        iccids: input.iccids,
        ...(platform && enterprise ? { channelCustId: enterprise } : {}),
      });
      notify({ type: 'success', title: t('dataRecovery.started') });
      navigate(recoveryDetailPath(batchId, enterprise ?? '', platform));
    } catch (e) {
      setError(isApiError(e) ? e.msg : t('dataRecovery.failed'));
      setBusy(false);
      setStep('edit');
    }
  };

  if (step === 'confirm')
    return (
      <ConfirmDialog
        open
        onClose={() => (busy ? undefined : setStep('edit'))}
        title={t('dataRecovery.confirmTitle', { count: input.iccids.length })}
        description={t('dataRecovery.confirmText')}
        confirmLabel={t('dataRecovery.confirm')}
        cancelLabel={t('dataRecovery.cancel')}
        onConfirm={() => void start()}
        loading={busy}
        data-testid="recovery-confirm"
      />
    );

  return (
    <Dialog
      open
      onClose={onClose}
      title={t('dataRecovery.dialogTitle')}
      description={t('dataRecovery.dialogText')}
      confirmLabel={t('dataRecovery.next')}
      cancelLabel={t('dataRecovery.cancel')}
      onConfirm={() => {
        setSubmitted(true);
        if (!input.problem && !enterpriseProblem) setStep('confirm');
      }}
      data-testid="recovery-dialog"
    >
      <div className="grid gap-4">
        {platform && (
          <div>
            <Select
              label={t('dataRecovery.enterprise')}
              placeholder={t('dataRecovery.enterprisePlaceholder')}
              options={(enterprises.data ?? []).map((c) => ({ value: c.channelCustId, label: c.name || c.channelCustId }))}
              value={enterprise}
              onChange={setEnterprise}
              data-testid="recovery-enterprise"
            />
            {submitted && enterpriseProblem && (
              <p role="alert" className="mt-1 text-sm text-red-600">
                {t(enterpriseProblem)}
              </p>
            )}
          </div>
        )}
        <TextAreaField
          label={t('dataRecovery.iccids')}
          hint={t('dataRecovery.iccidsHint')}
          error={
            submitted && input.problem
              ? t(input.problem, { count: input.invalidCount, samples: input.invalid.join(', ') })
              : undefined
          }
          rows={8}
          value={text}
          onChange={setText}
          data-testid="recovery-iccids"
        />
        <p className="-mt-2 text-sm text-slate-600" aria-live="polite" data-testid="recovery-summary">
          {t('dataRecovery.summary', { count: input.iccids.length })}
        </p>
        {error && (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700" data-testid="recovery-error">
            {error}
          </p>
        )}
      </div>
    </Dialog>
  );
}
