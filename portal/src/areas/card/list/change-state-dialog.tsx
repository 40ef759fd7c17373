import type { CardRow, LifecycleState } from '@cmp/functions/contracts';
import { ConfirmDialog, Dialog, Select } from '@cmp/ui-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LIFECYCLE_STATES, batchDetailPath } from '../../../components/card-list/card-list-model';
import { changeStates } from '../../../components/card-list/use-cards';
import type { ListDialogProps } from '../../../components/list-page';
import { isApiError } from '../../../lib/api';

/**
 * "Change status" on the selection handed over (permission 2010106): choose the target state,
 * confirm, start the batch (route `batch.changeState`) and follow it on the batch detail page.
 */
export function ChangeStateDialog({ payload, ctx, close: onClose }: ListDialogProps<CardRow>) {
  const { t } = useTranslation('card');
  const iccids = (payload as string[] | undefined) ?? [];
  const channelCustId = ctx.scope.platform ? ctx.scope.channelCustId : undefined;
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
      setError(isApiError(e) ? e.msg : t('card.list.changeState.failed'));
      setBusy(false);
      setStep('choose');
    }
  };

  if (step === 'confirm')
    return (
      <ConfirmDialog
        open
        onClose={() => (busy ? undefined : setStep('choose'))}
        title={t('card.list.changeState.confirmTitle', { count })}
        description={t('card.list.changeState.confirmText', { count, state: stateName })}
        confirmLabel={t('card.list.changeState.confirm', { state: stateName })}
        cancelLabel={t('card.list.changeState.cancel')}
        onConfirm={start}
        loading={busy}
        data-testid="change-state-confirm"
      />
    );

  return (
    <Dialog
      open
      onClose={onClose}
      title={t('card.list.changeState.title')}
      description={t('card.list.changeState.description', { count })}
      confirmLabel={t('card.list.changeState.next')}
      cancelLabel={t('card.list.changeState.cancel')}
      confirmDisabled={target === null}
      onConfirm={() => setStep('confirm')}
      data-testid="change-state-dialog"
    >
      <Select
        label={t('card.list.changeState.target')}
        placeholder={t('card.list.changeState.chooseTarget')}
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
