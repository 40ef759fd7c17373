import { useTranslation } from 'react-i18next';
import { api } from '../../../app/services';
import { type DialogField, FormDialog } from '../../../components/form-page';
import { ANNOUNCEMENT_MAX, type AnnouncementDraft, SEND_MODES, toSaveBody, validateAnnouncement } from './announcement-form';

const fields: DialogField<AnnouncementDraft>[] = [
  {
    kind: 'textarea',
    name: 'content',
    lang: 'zh-CN',
    label: 'shortcuts.notification.content',
    maxLength: ANNOUNCEMENT_MAX,
    wide: true,
  },
  {
    kind: 'textarea',
    name: 'englishContent',
    lang: 'en-US',
    label: 'shortcuts.notification.englishContent',
    maxLength: ANNOUNCEMENT_MAX,
    wide: true,
  },
  { kind: 'text', name: 'endDate', type: 'datetime-local', label: 'shortcuts.notification.endDate' },
  {
    kind: 'radio',
    name: 'sendMode',
    label: 'shortcuts.notification.sendMode',
    options: SEND_MODES,
    optionLabel: 'shortcuts.notification.modes',
  },
];

/** Adds an announcement: Chinese and English text, end date and send mode. */
export default function AddAnnouncementDialog({ onClose, onSaved }: { onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation('shortcuts');
  return (
    <FormDialog<AnnouncementDraft>
      namespace="shortcuts"
      size="lg"
      title={t('shortcuts.notification.add')}
      description={t('shortcuts.notification.subtitle')}
      confirmLabel={t('shortcuts.notification.save')}
      cancelLabel={t('shortcuts.notification.cancel')}
      initial={{ content: '', englishContent: '', endDate: '', sendMode: 'banner' }}
      fields={fields}
      columns={2}
      validate={(d) =>
        Object.fromEntries(Object.entries(validateAnnouncement(d)).map(([f, key]) => [f, `shortcuts.notification.${key}`]))
      }
      submit={(d) => api.call('announcement.save', toSaveBody(d), { silent: true })}
      done={() => t('shortcuts.notification.saved')}
      onClose={onClose}
      onDone={onSaved}
      testId="announcement-dialog"
    />
  );
}
