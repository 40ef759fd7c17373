import { useTranslation } from 'react-i18next';
import { type DialogField, FormDialog } from '../../../../components/form-page';
import { canonicalOriginOf } from './api-manager-model';
import { type Scope, saveOrigin } from './use-api-manager';

interface OriginDraft {
  origin: string;
}

/** Allows a widget origin; its form and duplicates are checked (here and on the server), a refusal shown on the field. */
export function OriginAddDialog({
  scope,
  existing,
  onClose,
  onSaved,
}: { scope: Scope; existing: readonly string[]; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation('home');
  const fields: DialogField<OriginDraft>[] = [
    {
      kind: 'text',
      name: 'origin',
      label: 'home.apiManager.origin.origin',
      placeholder: 'home.apiManager.origin.originPlaceholder',
      autoFocus: true,
      rules: [
        (origin: string) => {
          const canonical = canonicalOriginOf(origin);
          if (!canonical) return { key: 'home.apiManager.origin.invalidOrigin' };
          return existing.includes(canonical) ? { key: 'home.apiManager.origin.duplicateOrigin' } : null;
        },
      ],
      testId: 'origin-input',
    },
  ];
  return (
    <FormDialog<OriginDraft>
      namespace="home"
      title={t('home.apiManager.origin.addTitle')}
      initial={{ origin: '' }}
      fields={fields}
      submit={(d) => saveOrigin(scope, d.origin)}
      done={() => t('dataList.saved')}
      fallbackField="origin"
      onClose={onClose}
      onDone={onSaved}
      testId="origin-add-dialog"
    />
  );
}
