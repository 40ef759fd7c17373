import { jobViews } from '@cmp/functions/contracts';
import { ConfirmDialog, Dialog, Select, Upload, useNotify } from '@cmp/ui-kit';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSWRConfig } from 'swr';
import { isApiError } from '../../lib/api';
import { useSession } from '../../lib/use-session';
import { useEnterprises } from '../card-list/use-cards';
import { TextAreaField } from '../form-fields';
import type { ParsedIccids } from './batch-model';

/** A file of ICCIDs: 10,000 lines of 20 digits and a CSV's other columns fit well within 1 MB. */
const MAX_FILE_BYTES = 1024 * 1024;

interface Props {
  /**
   * i18n namespace of the texts: dialogTitle, dialogText, enterprise, enterprisePlaceholder, iccids,
   * iccidsHint, summary, next, confirmTitle ({{count}} and `confirmParams`), confirmText, confirm,
   * cancel, started, failed, errors.enterprise.
   */
  ns: string;
  /** Prefix of the test ids: `<prefix>-dialog`, `-enterprise`, `-iccids`, `-summary`, `-error`, `-confirm`. */
  testId: string;
  /** The pasted (or read) ICCIDs and the message key of their first problem (null: they can be sent). */
  check: (text: string, fromFile?: boolean) => ParsedIccids & { problem: string | null };
  /**
   * ICCIDs may also come from a .txt/.csv file (texts upload, uploadPrompt, uploadHint, uploadType,
   * uploadSize, uploadCount, loadedFromFile {{count}} {{name}}); test id `<prefix>-file`.
   */
  file?: boolean;
  /** The list route whose cached pages must show the new job (default: the batches'). */
  listRoute?: string;
  /** Fields of the batch kind above the ICCIDs (they show their own errors once `submitted`). */
  fields?: (submitted: boolean) => ReactNode;
  /** True while those fields are not complete: the dialog does not go on. */
  fieldsIncomplete?: boolean;
  confirmParams?: Record<string, string>;
  start: (iccids: string[], channelCustId?: string) => Promise<{ batchId: string }>;
  detailPath: (batchId: string, channelCustId: string, platform: boolean) => string;
  onClose: () => void;
}

/**
 * A new batch of pasted ICCIDs, or of a file's (data recovery, standard SIM, separation renewal): the enterprise for platform users, the
 * kind's own fields, the ICCIDs checked here, a confirmation, then the start; the server's refusal is
 * shown in the dialog, a started batch opens its detail page.
 */
export function IccidBatchDialog({
  ns,
  testId,
  check,
  fields,
  fieldsIncomplete,
  confirmParams,
  file,
  listRoute = jobViews.batch.routes.list,
  start,
  detailPath,
  onClose,
}: Props) {
  const { t } = useTranslation(['card', 'shortcuts']);
  const notify = useNotify();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const session = useSession();
  const platform = !session.channelCustId;
  const enterprises = useEnterprises(platform);
  const [enterprise, setEnterprise] = useState<string | null>(null);
  const [text, setText] = useState('');
  const [fromFile, setFromFile] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const [step, setStep] = useState<'edit' | 'confirm'>('edit');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const input = check(text, fromFile !== null);
  const enterpriseProblem = platform && !enterprise ? `${ns}.errors.enterprise` : null;

  const run = async () => {
    setBusy(true);
    setError(null);
    try {
      const { batchId } = await start(input.iccids, platform && enterprise ? enterprise : undefined);
      // The batch lists read before (deduplicated for a few seconds) must show the new batch.
      void mutate((key) => Array.isArray(key) && key[0] === listRoute);
      notify({ type: 'success', title: t(`${ns}.started`) });
      navigate(detailPath(batchId, enterprise ?? '', platform));
    } catch (e) {
      setError(isApiError(e) ? e.msg : t(`${ns}.failed`));
      setBusy(false);
      setStep('edit');
    }
  };

  if (step === 'confirm')
    return (
      <ConfirmDialog
        open
        onClose={() => (busy ? undefined : setStep('edit'))}
        title={t(`${ns}.confirmTitle`, { count: input.iccids.length, ...confirmParams })}
        description={t(`${ns}.confirmText`)}
        confirmLabel={t(`${ns}.confirm`)}
        cancelLabel={t(`${ns}.cancel`)}
        onConfirm={() => void run()}
        loading={busy}
        data-testid={`${testId}-confirm`}
      />
    );

  return (
    <Dialog
      open
      onClose={onClose}
      title={t(`${ns}.dialogTitle`)}
      description={t(`${ns}.dialogText`)}
      confirmLabel={t(`${ns}.next`)}
      cancelLabel={t(`${ns}.cancel`)}
      onConfirm={() => {
        setSubmitted(true);
        if (!input.problem && !enterpriseProblem && !fieldsIncomplete) setStep('confirm');
      }}
      data-testid={`${testId}-dialog`}
    >
      <div className="grid gap-4">
        {platform && (
          <div>
            <Select
              label={t(`${ns}.enterprise`)}
              placeholder={t(`${ns}.enterprisePlaceholder`)}
              options={(enterprises.data ?? []).map((c) => ({ value: c.channelCustId, label: c.name || c.channelCustId }))}
              value={enterprise}
              onChange={setEnterprise}
              data-testid={`${testId}-enterprise`}
            />
            {submitted && enterpriseProblem && (
              <p role="alert" className="mt-1 text-sm text-red-600">
                {t(enterpriseProblem)}
              </p>
            )}
          </div>
        )}
        {fields?.(submitted)}
        <TextAreaField
          label={t(`${ns}.iccids`)}
          hint={fromFile ? t(`${ns}.loadedFromFile`, { count: input.iccids.length, name: fromFile }) : t(`${ns}.iccidsHint`)}
          error={
            submitted && input.problem
              ? t(input.problem, { count: input.invalidCount, samples: input.invalid.join(', ') })
              : undefined
          }
          rows={8}
          value={text}
          onChange={(value) => {
            setFromFile(null);
            setText(value);
          }}
          data-testid={`${testId}-iccids`}
        />
        <p className="-mt-2 text-sm text-slate-600" aria-live="polite" data-testid={`${testId}-summary`}>
          {t(`${ns}.summary`, { count: input.iccids.length })}
        </p>
        {file && (
          <Upload
            label={t(`${ns}.upload`)}
            prompt={t(`${ns}.uploadPrompt`)}
            hint={t(`${ns}.uploadHint`)}
            accept={['.txt', '.csv']}
            maxSize={MAX_FILE_BYTES}
            messages={{ type: t(`${ns}.uploadType`), size: t(`${ns}.uploadSize`), count: t(`${ns}.uploadCount`) }}
            onChange={(picked) => {
              if (!picked) return;
              void picked.text().then((content) => {
                setFromFile(picked.name);
                setText(content);
              });
            }}
            data-testid={`${testId}-file`}
          />
        )}
        {error && (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700" data-testid={`${testId}-error`}>
            {error}
          </p>
        )}
      </div>
    </Dialog>
  );
}
