import { Dialog, Select, useNotify } from '@cmp/ui-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { navigate } from '../../app/services';
import { isApiError } from '../../lib/api';
import { DOWNLOAD_TASKS_PATH } from '../card-download-task/download-task-model';

export type ExportFormat = 'csv' | 'xlsx';

/**
 * "Export": the rows matching a list's filter, as CSV or XLSX, written by a download task that
 * `start` begins (e.g. route `download.exportCards`); the notice links to the download tasks. Lists
 * pass their own texts, else the card list's.
 */
export function ExportDialog({
  onClose,
  start: startExport,
  title,
  description,
}: {
  onClose: () => void;
  start: (format: ExportFormat) => Promise<unknown>;
  title?: string;
  description?: string;
}) {
  const { t } = useTranslation('card');
  const notify = useNotify();
  const [format, setFormat] = useState<ExportFormat>('xlsx');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const start = async () => {
    setBusy(true);
    setError(null);
    try {
      await startExport(format);
      notify({
        type: 'success',
        title: t('card.list.exportDialog.started'),
        duration: 10_000,
        message: (
          <span>
            {t('card.list.exportDialog.startedText')}{' '}
            {/* The notifier sits outside the router: navigate through the app's navigator. */}
            <a
              href={DOWNLOAD_TASKS_PATH}
              className="font-medium text-brand-700 underline"
              data-testid="export-tasks-link"
              onClick={(e) => {
                e.preventDefault();
                navigate(DOWNLOAD_TASKS_PATH);
              }}
            >
              {t('card.list.exportDialog.openTasks')}
            </a>
          </span>
        ),
      });
      onClose();
    } catch (e) {
      setError(isApiError(e) ? e.msg : t('card.list.exportDialog.failed'));
      setBusy(false);
    }
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title={title ?? t('card.list.exportDialog.title')}
      description={description ?? t('card.list.exportDialog.description')}
      confirmLabel={t('card.list.exportDialog.confirm')}
      cancelLabel={t('card.list.exportDialog.cancel')}
      onConfirm={start}
      loading={busy}
      data-testid="export-dialog"
    >
      <Select
        label={t('card.list.exportDialog.format')}
        options={[
          { value: 'xlsx' as const, label: t('card.list.exportDialog.xlsx') },
          { value: 'csv' as const, label: t('card.list.exportDialog.csv') },
        ]}
        value={format}
        onChange={setFormat}
        data-testid="export-format"
      />
      {error && (
        <p role="alert" className="mt-3 text-sm text-red-600" data-testid="export-error">
          {error}
        </p>
      )}
    </Dialog>
  );
}
