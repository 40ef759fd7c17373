import { Dialog, TextField } from '@cmp/ui-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../app/services';
import type { ListDialogProps } from '../../../components/list-page';
import { useSubmit } from '../../../lib/use-submit';
import { type DsimRow, type PairDraft, pairDraftProblem } from './dsim-model';

/** Pairs two cards in one device (its serial number and the two ICCIDs). */
export function DsimPairDialog({ ctx, close, done }: ListDialogProps<DsimRow>) {
  const { t } = useTranslation('card');
  const [pairing, setPairing] = useState<PairDraft>({ sn: '', iccid1: '', iccid2: '' });
  const { busy, error, setError, submit: send } = useSubmit();

  const submit = async () => {
    const problem = pairDraftProblem(pairing);
    if (problem) return setError(t(`card.dsim.pair.${problem.key}`));
    const body = { sn: pairing.sn.trim(), iccid1: pairing.iccid1.trim(), iccid2: pairing.iccid2.trim(), ...ctx.scope.body };
    await send(() => api.call('dsim.pair', body, { silent: true }), t('card.dsim.pair.done'), done);
  };

  return (
    <Dialog
      open
      onClose={close}
      title={t('card.dsim.pair.title')}
      description={t('card.dsim.pair.description')}
      confirmLabel={t('card.dsim.pair.submit')}
      cancelLabel={t('dataList.cancel')}
      onConfirm={submit}
      loading={busy}
      data-testid="dsim-pair-dialog"
    >
      <div className="space-y-3">
        {(['sn', 'iccid1', 'iccid2'] as const).map((field) => (
          <TextField
            key={field}
            label={t(`card.dsim.pair.${field}`)}
            value={pairing[field]}
            maxLength={field === 'sn' ? 40 : 22}
            onChange={(e) => setPairing({ ...pairing, [field]: e.target.value })}
            data-testid={`dsim-pair-${field}`}
          />
        ))}
        {error && (
          <p className="text-sm font-medium text-red-600" role="alert">
            {error}
          </p>
        )}
      </div>
    </Dialog>
  );
}
