import { useTranslation } from 'react-i18next';
import { api } from '../../../app/services';
import { type DialogField, FormDialog } from '../../../components/form-page';
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

const fields: DialogField<CardTypeDraft, { editing: boolean }>[] = [
  {
    kind: 'text',
    name: 'code',
    label: 'card.cardType.fields.code',
    hint: 'card.cardType.codeHint',
    maxLength: 20,
    disabled: (_, ctx) => ctx.data.editing,
    testId: 'card-type-code',
  },
  { kind: 'text', name: 'name', label: 'card.cardType.fields.name', maxLength: 30, testId: 'card-type-name' },
  {
    kind: 'select',
    name: 'formFactor',
    label: 'card.cardType.fields.formFactor',
    options: FORM_FACTORS,
    optionLabel: 'card.cardType.formFactors',
  },
  {
    kind: 'select',
    name: 'grade',
    label: 'card.cardType.fields.grade',
    options: CARD_GRADES,
    optionLabel: 'card.cardType.grades',
  },
  { kind: 'text', name: 'tempMinC', label: 'card.cardType.fields.tempMinC', inputMode: 'numeric', testId: 'card-type-temp-min' },
  { kind: 'text', name: 'tempMaxC', label: 'card.cardType.fields.tempMaxC', inputMode: 'numeric', testId: 'card-type-temp-max' },
  { kind: 'text', name: 'remark', label: 'card.cardType.fields.remark', maxLength: 200, wide: true },
];

/** Adds a card type (a header action) or edits one (a row action) of the card type list. */
export function CardTypeDialog({ row: editing, close, done }: ListDialogProps<CardType>) {
  const { t } = useTranslation('card');
  return (
    <FormDialog<CardTypeDraft, { editing: boolean }>
      namespace="card"
      size="lg"
      title={editing ? t('card.cardType.editTitle', { code: editing.code }) : t('card.cardType.addTitle')}
      initial={editing ? draftOf(editing) : emptyDraft}
      useData={() => ({ editing: Boolean(editing) })}
      fields={fields}
      columns={2}
      // Codes are upper case.
      normalize={(d) => ({ ...d, code: d.code.toUpperCase() })}
      validate={validateCardType}
      submit={(d) =>
        api.call('card-type.save', { ...bodyOf(d), ...(editing ? { typeId: editing.typeId } : {}) }, { silent: true })
      }
      done={() => t('dataList.saved')}
      fallbackField="name"
      onClose={close}
      onDone={done}
      testId="card-type-dialog"
    />
  );
}
