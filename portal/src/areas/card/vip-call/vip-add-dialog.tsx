import { useTranslation } from 'react-i18next';
import { api } from '../../../app/services';
import { type DialogField, FormDialog } from '../../../components/form-page';
import type { ListDialogProps } from '../../../components/list-page';
import { VIP_MAX, type VipRow, parseNumbers } from './vip-call-model';

interface VipDraft {
  iccid: string;
  numbers: string;
}

/** The ICCID (19–20 digits) and at least one well-formed number. */
const fields: DialogField<VipDraft>[] = [
  {
    kind: 'text',
    name: 'iccid',
    label: 'card.vipCall.dialog.iccid',
    maxLength: 20,
    rules: [(iccid: string) => (/^\d{19,20}$/.test(iccid.trim()) ? null : { key: 'card.vipCall.dialog.iccidInvalid' })],
    testId: 'vip-add-iccid',
  },
  {
    kind: 'text',
    name: 'numbers',
    label: 'card.vipCall.dialog.numbers',
    maxLength: 230,
    rules: [
      (text: string) => {
        const { numbers, bad } = parseNumbers(text);
        if (bad) return { key: 'card.vipCall.dialog.phoneWrong', values: { number: bad } };
        return numbers.length ? null : { key: 'card.vipCall.dialog.numbersRequired' };
      },
    ],
    testId: 'vip-add-numbers',
  },
];

/** Adds numbers to a card's voice whitelist: the ICCID and up to ten numbers separated by semicolons. */
export function VipAddDialog({ ctx, close, done }: ListDialogProps<VipRow>) {
  const { t } = useTranslation('card');
  return (
    <FormDialog<VipDraft>
      namespace="card"
      title={t('card.vipCall.dialog.title')}
      description={t('card.vipCall.dialog.description', { max: VIP_MAX })}
      confirmLabel={t('card.vipCall.dialog.submit')}
      initial={{ iccid: '', numbers: '' }}
      fields={fields}
      submit={(d) =>
        api.call(
          'vip-call.add',
          { iccid: d.iccid.trim(), numbers: parseNumbers(d.numbers).numbers, ...ctx.scope.body },
          { silent: true },
        )
      }
      done={() => t('card.vipCall.dialog.added')}
      fallbackField="iccid"
      onClose={close}
      onDone={done}
      testId="vip-add-dialog"
    />
  );
}
