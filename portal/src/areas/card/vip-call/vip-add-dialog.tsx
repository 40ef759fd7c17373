import { Dialog, TextField } from '@cmp/ui-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../app/services';
import type { ListDialogProps } from '../../../components/list-page';
import { useSubmit } from '../../../lib/use-submit';
import { VIP_MAX, type VipRow, parseNumbers } from './vip-call-model';

/** Adds numbers to a card's voice whitelist: the ICCID and up to ten numbers separated by semicolons. */
export function VipAddDialog({ ctx, close, done }: ListDialogProps<VipRow>) {
  const { t } = useTranslation('card');
  const [draft, setDraft] = useState({ iccid: '', numbers: '' });
  const { busy, error, setError, submit: send } = useSubmit();

  const submit = async () => {
    const iccid = draft.iccid.trim();
    if (!/^\d{19,20}$/.test(iccid)) return setError(t('card.vipCall.dialog.iccidInvalid'));
    const { numbers, bad } = parseNumbers(draft.numbers);
    if (bad) return setError(t('card.vipCall.dialog.phoneWrong', { number: bad }));
    if (!numbers.length) return setError(t('card.vipCall.dialog.numbersRequired'));
    await send(
      () => api.call('vip-call.add', { iccid, numbers, ...ctx.scope.body }, { silent: true }),
      t('card.vipCall.dialog.added'),
      done,
    );
  };

  return (
    <Dialog
      open
      onClose={close}
      title={t('card.vipCall.dialog.title')}
      description={t('card.vipCall.dialog.description', { max: VIP_MAX })}
      confirmLabel={t('card.vipCall.dialog.submit')}
      cancelLabel={t('dataList.cancel')}
      onConfirm={submit}
      loading={busy}
      data-testid="vip-add-dialog"
    >
      <div className="space-y-3">
        <TextField
          label={t('card.vipCall.dialog.iccid')}
          value={draft.iccid}
          maxLength={20}
          onChange={(e) => setDraft({ ...draft, iccid: e.target.value })}
          data-testid="vip-add-iccid"
        />
        <TextField
          label={t('card.vipCall.dialog.numbers')}
          value={draft.numbers}
          maxLength={230}
          onChange={(e) => setDraft({ ...draft, numbers: e.target.value })}
          data-testid="vip-add-numbers"
        />
        {error && (
          <p className="text-sm font-medium text-red-600" role="alert">
            {error}
          </p>
        )}
      </div>
    </Dialog>
  );
}
