import { jobViews } from '@cmp/functions/contracts';
import { ConfirmDialog, Dialog, Select, useNotify } from '@cmp/ui-kit';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSWRConfig } from 'swr';
import { isApiError } from '../../lib/api';
import { useSession } from '../../lib/use-session';
import { useEnterprises } from '../card-list/use-cards';
import { TextAreaField } from '../form-fields';
import type { ParsedIccids } from './batch-model';

interface Props {
  /**
   * i18n namespace of the texts: dialogTitle, dialogText, enterprise, enterprisePlaceholder, iccids,
   * iccidsHint, summary, next, confirmTitle ({{count}} and `confirmParams`), confirmText, confirm,
   * cancel, started, failed, errors.enterprise.
   */
  ns: string;
  /** Prefix of the test ids: `<prefix>-dialog`, `-enterprise`, `-iccids`, `-summary`, `-error`, `-confirm`. */
  testId: string;
  /** The pasted ICCIDs and the message key of their first problem (null: they can be sent). */
  check: (text: string) => ParsedIccids & { problem: string | null };
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
 * A new batch of pasted ICCIDs (data recovery, standard SIM): the enterprise for platform users, the
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
  const [submitted, setSubmitted] = useState(false);
  const [step, setStep] = useState<'edit' | 'confirm'>('edit');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const input = check(text);
  const enterpriseProblem = platform && !enterprise ? `${ns}.errors.enterprise` : null;

  const run = async () => {
    setBusy(true);
    setError(null);
    try {
      const { batchId } = await start(input.iccids, platform && enterprise ? enterprise : undefined);
      // The batch lists read before (deduplicated for a few seconds) must show the new batch.
      void mutate((key) => Array.isArray(key) && key[0] === jobViews.batch.routes.list);
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
          hint={t(`${ns}.iccidsHint`)}
          error={
            submitted && input.problem
              ? t(input.problem, { count: input.invalidCount, samples: input.invalid.join(', ') })
              : undefined
          }
          rows={8}
          value={text}
          onChange={setText}
          data-testid={`${testId}-iccids`}
        />
        <p className="-mt-2 text-sm text-slate-600" aria-live="polite" data-testid={`${testId}-summary`}>
          {t(`${ns}.summary`, { count: input.iccids.length })}
        </p>
        {error && (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700" data-testid={`${testId}-error`}>
            {error}
          </p>
        )}
      </div>
    </Dialog>
  );
}
