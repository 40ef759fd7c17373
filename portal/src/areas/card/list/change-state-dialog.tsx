import type { LifecycleState } from '@cmp/functions/contracts';
import { ConfirmDialog, Dialog, Select } from '@cmp/ui-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LIFECYCLE_STATES, batchDetailPath } from '../../../components/card-list/card-list-model';
import { changeStates } from '../../../components/card-list/use-cards';
import { isApiError } from '../../../lib/api';

/**
 * "Change status" on the selection (permission 2010106): choose the target state, confirm, start
 * the batch (route `batch.changeState`) and follow it on the batch detail page.
 */
export function ChangeStateDialog({
  iccids,
  channelCustId,
  onClose,
}: {
  iccids: string[];
  channelCustId?: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [target, setTarget] = useState<LifecycleState | null>(null);
  const [step, setStep] = useState<'choose' | 'confirm'>('choose');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const count = iccids.length;
  const stateName = target === null ? '' : t(`cardState.${target}`);

  const start = async () => {
    if (target === null) return;
    setBusy(true);
    setError(null);
    try {
      const { batchId } = await changeStates({ iccids, targetState: target, ...(channelCustId ? { channelCustId } : {}) });
      navigate(batchDetailPath(batchId));
    } catch (e) {
      setError(isApiError(e) ? e.msg : t('cardList.changeState.failed'));
      setBusy(false);
      setStep('choose');
    }
  };

  if (step === 'confirm')
    return (
      <ConfirmDialog
        open
        onClose={() => (busy ? undefined : setStep('choose'))}
        title={t('cardList.changeState.confirmTitle', { count })}
        description={t('cardList.changeState.confirmText', { count, state: stateName })}
        confirmLabel={t('cardList.changeState.confirm', { state: stateName })}
        cancelLabel={t('cardList.changeState.cancel')}
        onConfirm={start}
        loading={busy}
        data-testid="change-state-confirm"
      />
    );

  return (
    <Dialog
      open
      onClose={onClose}
      title={t('cardList.changeState.title')}
      description={t('cardList.changeState.description', { count })}
      confirmLabel={t('cardList.changeState.next')}
      cancelLabel={t('cardList.changeState.cancel')}
      confirmDisabled={target === null}
      onConfirm={() => setStep('confirm')}
      data-testid="change-state-dialog"
    >
      <Select
        label={t('cardList.changeState.target')}
        placeholder={t('cardList.changeState.chooseTarget')}
        options={LIFECYCLE_STATES.filter((s) => s !== 60).map((s) => ({ value: s, label: t(`cardState.${s}`) }))}
        value={target}
        onChange={setTarget}
        data-testid="change-state-target"
      />
      {error && (
        <p role="alert" className="mt-3 text-sm text-red-600" data-testid="change-state-error">
          {error}
        </p>
      )}
    </Dialog>
  );
}
