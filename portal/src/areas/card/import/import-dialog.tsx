import { Dialog, Select, Upload, useNotify } from '@cmp/ui-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api';
import { useEnterpriseOptions } from '../batch/use-batches';
import { IMPORT_ACCEPT, IMPORT_MAX_BYTES, importTemplate, templateFileName } from './import-model';
import { importCards } from './use-imports';

/** Offers the template as a download made in the browser (no server round trip). */
function TemplateLink() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language.startsWith('en') ? 'en' : 'zh';
  const download = () => {
    const url = URL.createObjectURL(new Blob([importTemplate(lang)], { type: 'text/csv;charset=utf-8' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = templateFileName(lang);
    a.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };
  return (
    <button
      type="button"
      onClick={download}
      className="text-sm font-medium text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
      data-testid="import-template"
    >
      {t('cardImport.dialog.template')}
    </button>
  );
}

/**
 * The "Import cards" dialog of platform users: the receiving enterprise, the CSV file (checked by
 * name and size here, by content on the server), upload progress, then the import starts.
 */
export default function ImportDialog({
  open,
  onClose,
  onStarted,
  defaultEnterprise,
}: {
  open: boolean;
  onClose: () => void;
  onStarted: (batchId: string, channelCustId: string) => void;
  defaultEnterprise?: string;
}) {
  const { t } = useTranslation();
  const notify = useNotify();
  const enterprises = useEnterpriseOptions(open);
  const [enterprise, setEnterprise] = useState<string | null>(defaultEnterprise ?? null);
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [enterpriseProblem, setEnterpriseProblem] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);

  const close = () => {
    if (progress !== null) return;
    setFile(null);
    setProblem(null);
    setEnterpriseProblem(false);
    onClose();
  };

  const submit = async () => {
    if (!enterprise) setEnterpriseProblem(true);
    if (!file) setProblem(t('cardImport.dialog.required'));
    if (!enterprise || !file) return;
    setProgress(0);
    try {
      const { batchId } = await importCards(file, enterprise, setProgress);
      notify({ type: 'success', title: t('cardImport.dialog.started') });
      setFile(null);
      setProblem(null);
      onStarted(batchId, enterprise);
    } catch (error) {
      // A refused file (type, size, headers, rows, encoding) comes back with the server's message.
      setProblem(isApiError(error) ? error.msg : t('cardImport.dialog.uploadFailed'));
    } finally {
      setProgress(null);
    }
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      title={t('cardImport.dialog.title')}
      description={t('cardImport.dialog.description')}
      confirmLabel={progress === null ? t('cardImport.dialog.submit') : t('cardImport.dialog.uploading', { percent: progress })}
      cancelLabel={t('cardImport.dialog.cancel')}
      onConfirm={() => void submit()}
      loading={progress !== null}
      size="lg"
      data-testid="import-dialog"
    >
      <div className="space-y-4">
        <Select
          label={t('cardImport.dialog.enterprise')}
          options={(enterprises.data?.items ?? []).map((c) => ({
            value: c.channelCustId,
            label: `${c.name} (${c.channelCustId})`,
          }))}
          value={enterprise}
          placeholder={t('cardImport.dialog.enterprisePlaceholder')}
          onChange={(id) => {
            setEnterprise(id);
            setEnterpriseProblem(false);
          }}
          data-testid="import-enterprise"
        />
        {enterpriseProblem && (
          <p role="alert" className="-mt-2 text-sm text-red-600">
            {t('cardImport.dialog.enterpriseRequired')}
          </p>
        )}
        <Upload
          label={t('cardImport.dialog.file')}
          prompt={t('cardImport.dialog.prompt')}
          hint={t('cardImport.dialog.hint')}
          accept={IMPORT_ACCEPT}
          maxSize={IMPORT_MAX_BYTES}
          messages={{
            type: t('cardImport.dialog.wrongType'),
            size: t('cardImport.dialog.tooLarge'),
            count: t('cardImport.dialog.count'),
          }}
          error={problem ?? undefined}
          onChange={(chosen) => {
            setFile(chosen);
            setProblem(null);
          }}
          disabled={progress !== null}
          data-testid="import-file"
        />
        <TemplateLink />
      </div>
    </Dialog>
  );
}
