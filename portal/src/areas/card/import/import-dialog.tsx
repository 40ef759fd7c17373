import { Dialog, Select, Upload, useNotify } from '@cmp/ui-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEnterpriseOptions } from '../../../components/card-batch/use-batches';
import { isApiError } from '../../../lib/api';
import {
  IMPORT_ACCEPT,
  IMPORT_MAX_BYTES,
  type ImportKind,
  dsimTemplate,
  dsimTemplateFileName,
  importTemplate,
  templateFileName,
} from './import-model';
import { importCards } from './use-imports';

/** Dual-SIM imports read CSV only. */
const DSIM_ACCEPT = ['.csv'] as const;

/** Offers the template as a download made in the browser (no server round trip). */
function TemplateLink({ kind }: { kind: ImportKind }) {
  const { t, i18n } = useTranslation(['card', 'shortcuts']);
  const lang = i18n.language.startsWith('en') ? 'en' : 'zh';
  const download = () => {
    const text = kind === 'dsim' ? dsimTemplate(lang) : importTemplate(lang);
    const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = kind === 'dsim' ? dsimTemplateFileName(lang) : templateFileName(lang);
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
      {t('card.import.dialog.template')}
    </button>
  );
}

/**
 * The "Import cards" dialog of platform users: the receiving enterprise, the CSV or XLSX file
 * (checked by name and size here, by content on the server), upload progress, then the import starts.
 */
export default function ImportDialog({
  open,
  onClose,
  onStarted,
  defaultEnterprise,
  kind = 'cards',
  platform = true,
}: {
  open: boolean;
  onClose: () => void;
  onStarted: (batchId: string, channelCustId: string) => void;
  defaultEnterprise?: string;
  /** `dsim`: the dual-SIM import (CSV only, its own texts and template). */
  kind?: ImportKind;
  /** Platform users choose the enterprise; an enterprise imports into its own. */
  platform?: boolean;
}) {
  const { t } = useTranslation(['card', 'shortcuts']);
  const notify = useNotify();
  const enterprises = useEnterpriseOptions(open && platform);
  const dsim = kind === 'dsim';
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
    if (platform && !enterprise) setEnterpriseProblem(true);
    if (!file) setProblem(t('card.import.dialog.required'));
    if ((platform && !enterprise) || !file) return;
    setProgress(0);
    try {
      const { batchId } = await importCards(file, platform ? enterprise : null, setProgress, kind);
      notify({ type: 'success', title: t('card.import.dialog.started') });
      setFile(null);
      setProblem(null);
      onStarted(batchId, enterprise ?? '');
    } catch (error) {
      // A refused file (type, size, headers, rows, encoding) comes back with the server's message.
      setProblem(isApiError(error) ? error.msg : t('card.import.dialog.uploadFailed'));
    } finally {
      setProgress(null);
    }
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      title={dsim ? t('card.import.dsim.dialogTitle') : t('card.import.dialog.title')}
      description={dsim ? t('card.import.dsim.description') : t('card.import.dialog.description')}
      confirmLabel={progress === null ? t('card.import.dialog.submit') : t('card.import.dialog.uploading', { percent: progress })}
      cancelLabel={t('card.import.dialog.cancel')}
      onConfirm={() => void submit()}
      loading={progress !== null}
      size="lg"
      data-testid="import-dialog"
    >
      <div className="space-y-4">
        {platform && (
          <Select
            label={t('card.import.dialog.enterprise')}
            options={(enterprises.data?.items ?? []).map((c) => ({
              value: c.channelCustId,
              label: `${c.name} (${c.channelCustId})`,
            }))}
            value={enterprise}
            placeholder={t('card.import.dialog.enterprisePlaceholder')}
            onChange={(id) => {
              setEnterprise(id);
              setEnterpriseProblem(false);
            }}
            data-testid="import-enterprise"
          />
        )}
        {enterpriseProblem && (
          <p role="alert" className="-mt-2 text-sm text-red-600">
            {t('card.import.dialog.enterpriseRequired')}
          </p>
        )}
        <Upload
          label={dsim ? t('card.import.dsim.file') : t('card.import.dialog.file')}
          prompt={dsim ? t('card.import.dsim.prompt') : t('card.import.dialog.prompt')}
          hint={dsim ? t('card.import.dsim.hint') : t('card.import.dialog.hint')}
          accept={dsim ? DSIM_ACCEPT : IMPORT_ACCEPT}
          maxSize={IMPORT_MAX_BYTES}
          messages={{
            type: dsim ? t('card.import.dsim.wrongType') : t('card.import.dialog.wrongType'),
            size: t('card.import.dialog.tooLarge'),
            count: t('card.import.dialog.count'),
          }}
          error={problem ?? undefined}
          onChange={(chosen) => {
            setFile(chosen);
            setProblem(null);
          }}
          disabled={progress !== null}
          data-testid="import-file"
        />
        <TemplateLink kind={kind} />
      </div>
    </Dialog>
  );
}
