import { Dialog, Select, TextField } from '@cmp/ui-kit';
import { useTranslation } from 'react-i18next';
import { api } from '../../../app/services';
import { FieldError } from '../../../components/form-fields';
import { useDraftForm } from '../../../components/form-page';
import type { ListDialogProps } from '../../../components/list-page';
import {
  CARD_GRADES,
  type CardType,
  type CardTypeDraft,
  FORM_FACTORS,
  bodyOf,
  draftOf,
  emptyDraft,
  validateCardType,
} from './card-type-model';

/** Adds a card type (a header action) or edits one (a row action) of the card type list. */
export function CardTypeDialog({ row: editing, close: onClose, done: onSaved }: ListDialogProps<CardType>) {
  const { t } = useTranslation('card');
  const {
    draft,
    set,
    errors,
    saving,
    save: submit,
  } = useDraftForm<CardTypeDraft>(editing ? draftOf(editing) : emptyDraft, validateCardType, 'name');
  const save = () =>
    submit(
      (d) => api.call('card-type.save', { ...bodyOf(d), ...(editing ? { typeId: editing.typeId } : {}) }, { silent: true }),
      () => t('dataList.saved'),
      onSaved,
    );

  return (
    <Dialog
      open
      size="lg"
      onClose={onClose}
      title={editing ? t('card.cardType.editTitle', { code: editing.code }) : t('card.cardType.addTitle')}
      confirmLabel={t('dataList.save')}
      cancelLabel={t('dataList.cancel')}
      onConfirm={save}
      loading={saving}
      data-testid="card-type-dialog"
    >
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <TextField
          label={t('card.cardType.fields.code')}
          hint={t('card.cardType.codeHint')}
          value={draft.code}
          disabled={Boolean(editing)}
          maxLength={20}
          error={errors.code}
          onChange={(e) => set({ code: e.target.value.toUpperCase() })}
          data-testid="card-type-code"
        />
        <TextField
          label={t('card.cardType.fields.name')}
          value={draft.name}
          maxLength={30}
          error={errors.name}
          onChange={(e) => set({ name: e.target.value })}
          data-testid="card-type-name"
        />
        <Select
          label={t('card.cardType.fields.formFactor')}
          options={FORM_FACTORS.map((f) => ({ value: f, label: t(`card.cardType.formFactors.${f}`) }))}
          value={draft.formFactor}
          onChange={(formFactor) => set({ formFactor })}
        />
        <Select
          label={t('card.cardType.fields.grade')}
          options={CARD_GRADES.map((g) => ({ value: g, label: t(`card.cardType.grades.${g}`) }))}
          value={draft.grade}
          onChange={(grade) => set({ grade })}
        />
        <TextField
          label={t('card.cardType.fields.tempMinC')}
          inputMode="numeric"
          value={draft.tempMinC}
          error={errors.tempMinC}
          onChange={(e) => set({ tempMinC: e.target.value })}
          data-testid="card-type-temp-min"
        />
        <TextField
          label={t('card.cardType.fields.tempMaxC')}
          inputMode="numeric"
          value={draft.tempMaxC}
          error={errors.tempMaxC}
          onChange={(e) => set({ tempMaxC: e.target.value })}
          data-testid="card-type-temp-max"
        />
        <TextField
          className="sm:col-span-2"
          label={t('card.cardType.fields.remark')}
          value={draft.remark}
          maxLength={200}
          onChange={(e) => set({ remark: e.target.value })}
        />
        <FieldError>{errors.formFactor ?? errors.grade ?? errors.remark}</FieldError>
      </div>
    </Dialog>
  );
}
