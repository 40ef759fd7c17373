import { Dialog, TextField } from '@cmp/ui-kit';
import { useTranslation } from 'react-i18next';
import { api } from '../../../app/services';
import { useDraftForm } from '../../../components/form-page';
import type { ListDialogProps } from '../../../components/list-page';
import { type DsimRow, type PairDraft, pairDraftProblem } from './dsim-model';

const fields = ['sn', 'iccid1', 'iccid2'] as const;

/** The first problem of a pairing, on its field. */
const rules = (d: PairDraft) => {
  const problem = pairDraftProblem(d);
  return problem ? { [problem.field]: `card.dsim.pair.${problem.key}` } : {};
};

/** Pairs two cards in one device (its serial number and the two ICCIDs). */
export function DsimPairDialog({ ctx, close, done }: ListDialogProps<DsimRow>) {
  const { t } = useTranslation('card');
  const { draft, set, errors, saving, save } = useDraftForm<PairDraft>({ sn: '', iccid1: '', iccid2: '' }, rules, 'sn');
  const submit = () =>
    save(
      (d) =>
        api.call(
          'dsim.pair',
          { sn: d.sn.trim(), iccid1: d.iccid1.trim(), iccid2: d.iccid2.trim(), ...ctx.scope.body },
          { silent: true },
        ),
      () => t('card.dsim.pair.done'),
      done,
    );

  return (
    <Dialog
      open
      onClose={close}
      title={t('card.dsim.pair.title')}
      description={t('card.dsim.pair.description')}
      confirmLabel={t('card.dsim.pair.submit')}
      cancelLabel={t('dataList.cancel')}
      onConfirm={submit}
      loading={saving}
      data-testid="dsim-pair-dialog"
    >
      <div className="space-y-3">
        {fields.map((field) => (
          <TextField
            key={field}
            label={t(`card.dsim.pair.${field}`)}
            value={draft[field]}
            maxLength={field === 'sn' ? 40 : 22}
            error={errors[field]}
            onChange={(e) => set({ [field]: e.target.value })}
            data-testid={`dsim-pair-${field}`}
          />
        ))}
      </div>
    </Dialog>
  );
}
