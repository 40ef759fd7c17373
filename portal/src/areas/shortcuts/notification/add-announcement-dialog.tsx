import { Dialog, TextField, cn, useNotify } from '@cmp/ui-kit';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../app/services';
import {
  ANNOUNCEMENT_MAX,
  type AnnouncementDraft,
  type DraftErrors,
  SEND_MODES,
  toSaveBody,
  validateAnnouncement,
} from './announcement-form';

function TextArea(props: {
  label: ReactNode;
  value: string;
  error?: string;
  onChange: (v: string) => void;
  name: string;
  lang: string;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {props.label}
      </label>
      <textarea
        id={id}
        name={props.name}
        lang={props.lang}
        rows={3}
        maxLength={ANNOUNCEMENT_MAX}
        value={props.value}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error ? `${id}-error` : undefined}
        onChange={(e) => props.onChange(e.target.value)}
        className={cn(
          'block w-full rounded-lg border bg-white px-3 py-2 text-sm text-slate-900 shadow-sm focus:outline-2 focus:outline-offset-0',
          props.error
            ? 'border-red-400 focus:outline-red-500/30'
            : 'border-slate-300 focus:border-brand-500 focus:outline-brand-500/30',
        )}
      />
      {props.error && (
        <p id={`${id}-error`} className="text-xs font-medium text-red-600">
          {props.error}
        </p>
      )}
    </div>
  );
}

/** Adds an announcement: Chinese and English text, end date and send mode. */
export default function AddAnnouncementDialog({ onClose, onSaved }: { onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation('shortcuts');
  const notify = useNotify();
  const [draft, setDraft] = useState<AnnouncementDraft>({ content: '', englishContent: '', endDate: '', sendMode: 'banner' });
  const [errors, setErrors] = useState<DraftErrors>({});
  const [saving, setSaving] = useState(false);
  const set = <K extends keyof AnnouncementDraft>(key: K, value: AnnouncementDraft[K]) => {
    setDraft((d) => ({ ...d, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };
  const message = (key: keyof AnnouncementDraft) => (errors[key] ? t(`shortcuts.notification.${errors[key]}`) : undefined);

  const save = async () => {
    const found = validateAnnouncement(draft);
    setErrors(found);
    if (Object.keys(found).length) return;
    setSaving(true);
    try {
      await api.call('announcement.save', toSaveBody(draft));
      notify({ type: 'success', title: t('shortcuts.notification.saved') });
      onSaved();
    } catch {
      // shown by the API client
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title={t('shortcuts.notification.add')}
      description={t('shortcuts.notification.subtitle')}
      confirmLabel={t('shortcuts.notification.save')}
      cancelLabel={t('shortcuts.notification.cancel')}
      onConfirm={() => void save()}
      loading={saving}
      size="lg"
      data-testid="announcement-dialog"
    >
      <div className="space-y-4">
        <TextArea
          name="content"
          lang="zh-CN"
          label={t('shortcuts.notification.content')}
          value={draft.content}
          error={message('content')}
          onChange={(v) => set('content', v)}
        />
        <TextArea
          name="englishContent"
          lang="en-US"
          label={t('shortcuts.notification.englishContent')}
          value={draft.englishContent}
          error={message('englishContent')}
          onChange={(v) => set('englishContent', v)}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            type="datetime-local"
            name="endDate"
            label={t('shortcuts.notification.endDate')}
            value={draft.endDate}
            error={message('endDate')}
            onChange={(e) => set('endDate', e.target.value)}
          />
          <fieldset className="flex flex-col gap-1.5">
            <legend className="mb-1.5 text-sm font-medium text-slate-700">{t('shortcuts.notification.sendMode')}</legend>
            {SEND_MODES.map((mode) => (
              <label key={mode} className="flex items-center gap-2 text-sm text-slate-700">
                <input
                  type="radio"
                  name="sendMode"
                  value={mode}
                  checked={draft.sendMode === mode}
                  onChange={() => set('sendMode', mode)}
                  className="size-4 accent-brand-600"
                />
                {t(`shortcuts.notification.modes.${mode}`)}
              </label>
            ))}
          </fieldset>
        </div>
      </div>
    </Dialog>
  );
}
