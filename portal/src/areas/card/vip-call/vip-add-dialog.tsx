import { Dialog, TextField } from '@cmp/ui-kit';
import { useTranslation } from 'react-i18next';
import { api } from '../../../app/services';
import { useDraftForm } from '../../../components/form-page';
import type { ListDialogProps } from '../../../components/list-page';
import { VIP_MAX, type VipRow, parseNumbers } from './vip-call-model';

interface VipDraft {
  iccid: string;
  numbers: string;
}

/** The ICCID (19–20 digits) and at least one well-formed number. */
function rules(d: VipDraft) {
  const { numbers, bad } = parseNumbers(d.numbers);
  return {
    iccid: /^\d{19,20}$/.test(d.iccid.trim()) ? undefined : 'card.vipCall.dialog.iccidInvalid',
    numbers: bad
      ? { key: 'card.vipCall.dialog.phoneWrong', values: { number: bad } }
      : numbers.length
        ? undefined
        : 'card.vipCall.dialog.numbersRequired',
  };
}

/** Adds numbers to a card's voice whitelist: the ICCID and up to ten numbers separated by semicolons. */
export function VipAddDialog({ ctx, close, done }: ListDialogProps<VipRow>) {
  const { t } = useTranslation('card');
  const { draft, set, errors, saving, save } = useDraftForm<VipDraft>({ iccid: '', numbers: '' }, rules, 'iccid');
  const submit = () =>
    save(
      (d) =>
        api.call(
          'vip-call.add',
          { iccid: d.iccid.trim(), numbers: parseNumbers(d.numbers).numbers, ...ctx.scope.body },
          { silent: true },
        ),
      () => t('card.vipCall.dialog.added'),
      done,
    );

  return (
    <Dialog
      open
      onClose={close}
      title={t('card.vipCall.dialog.title')}
      description={t('card.vipCall.dialog.description', { max: VIP_MAX })}
      confirmLabel={t('card.vipCall.dialog.submit')}
      cancelLabel={t('dataList.cancel')}
      onConfirm={submit}
      loading={saving}
      data-testid="vip-add-dialog"
    >
      <div className="space-y-3">
        <TextField
          label={t('card.vipCall.dialog.iccid')}
          value={draft.iccid}
          maxLength={20}
          error={errors.iccid}
          onChange={(e) => set({ iccid: e.target.value })}
          data-testid="vip-add-iccid"
        />
        <TextField
          label={t('card.vipCall.dialog.numbers')}
          value={draft.numbers}
          maxLength={230}
          error={errors.numbers}
          onChange={(e) => set({ numbers: e.target.value })}
          data-testid="vip-add-numbers"
        />
      </div>
    </Dialog>
  );
}
