import type { LifecycleState } from '@cmp/functions/contracts';
import { Button, ConfirmDialog, Panel, Select, Upload, useNotify } from '@cmp/ui-kit';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { BATCH_MAX_CARDS, TARGET_STATES, batchDetailPath, parseIccids } from '../../../components/card-batch/batch-model';
import { startBatch, useEnterpriseOptions } from '../../../components/card-batch/use-batches';
import { PageHeader } from '../../../components/data-list';
import { TextAreaField } from '../../../components/form-fields';
import { isApiError } from '../../../lib/api';
import { useSession } from '../../../lib/use-session';

const PLATFORM_ROLES = ['1000', '2000'];
const MAX_FILE_BYTES = 1024 * 1024;

/**
 * /card/batchoperate/shortcuts/:salesorder?: batch change status. ICCIDs are pasted or read from a
 * .txt/.csv file, checked here (19–20 digits, de-duplicated, at most 10,000), then confirmed.
 */
export default function BatchShortcutPage() {
  const { t } = useTranslation(['card', 'shortcuts']);
  const notify = useNotify();
  const navigate = useNavigate();
  const { roleId } = useSession();
  const platform = PLATFORM_ROLES.includes(roleId ?? '');
  const enterprises = useEnterpriseOptions(platform);
  const [channelCustId, setChannelCustId] = useState<string | null>(null);
  const [text, setText] = useState('');
  const [fromFile, setFromFile] = useState<{ name: string } | null>(null);
  const [targetState, setTargetState] = useState<LifecycleState | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);

  const parsed = useMemo(() => parseIccids(text, Boolean(fromFile)), [text, fromFile]);
  const iccidError = parsed.invalidCount
    ? t('card.batch.form.invalid', { count: parsed.invalidCount, samples: parsed.invalid.join(', ') })
    : parsed.iccids.length > BATCH_MAX_CARDS
      ? t('card.batch.form.tooMany')
      : parsed.iccids.length === 0
        ? t('card.batch.form.empty')
        : null;
  const errors = {
    enterprise: platform && !channelCustId ? t('card.batch.form.enterpriseRequired') : null,
    iccids: iccidError,
    target: targetState === null ? t('card.batch.form.targetRequired') : null,
  };
  const valid = !errors.enterprise && !errors.iccids && !errors.target;

  const readFile = async (file: File | null) => {
    if (!file) return;
    const content = await file.text();
    setFromFile({ name: file.name });
    setText(content);
  };

  const submit = () => {
    setSubmitted(true);
    setServerError(null);
    if (valid) setConfirming(true);
  };

  const start = async () => {
    setBusy(true);
    try {
      const { batchId } = await startBatch({
        iccids: parsed.iccids,
        targetState: targetState!,
        ...(platform && channelCustId ? { channelCustId } : {}),
      });
      notify({ type: 'success', title: t('card.batch.form.started') });
      navigate(batchDetailPath('card', { batchId, targetState: targetState!, channelCustId: channelCustId ?? '' }, platform));
    } catch (e) {
      setServerError(isApiError(e) ? e.msg : t('card.batch.form.failed'));
      setConfirming(false);
      setBusy(false);
    }
  };

  const show = (message: string | null) => (submitted ? (message ?? undefined) : undefined);

  return (
    <div className="space-y-5">
      <PageHeader title={t('card.batch.shortcutTitle')} subtitle={t('card.batch.shortcutSubtitle')} />
      <Panel>
        <form
          noValidate
          className="grid max-w-3xl gap-5"
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          {platform && (
            <div>
              <Select
                label={t('card.batch.form.enterprise')}
                placeholder={t('card.batch.form.enterprisePlaceholder')}
                options={(enterprises.data?.items ?? []).map((c) => ({
                  value: c.channelCustId,
                  label: `${c.name} (${c.channelCustId})`,
                }))}
                value={channelCustId}
                onChange={setChannelCustId}
                data-testid="batch-enterprise"
              />
              {show(errors.enterprise) && (
                <p className="mt-1 text-sm text-red-600" role="alert">
                  {errors.enterprise}
                </p>
              )}
            </div>
          )}
          <TextAreaField
            label={t('card.batch.form.iccids')}
            hint={
              fromFile
                ? t('card.batch.form.loadedFromFile', { count: parsed.iccids.length, name: fromFile.name })
                : t('card.batch.form.iccidsHint')
            }
            error={show(errors.iccids)}
            rows={8}
            value={text}
            onChange={(value) => {
              setFromFile(null);
              setText(value);
            }}
            data-testid="batch-iccids"
          />
          <p className="-mt-3 text-sm text-slate-600" data-testid="batch-iccid-summary" aria-live="polite">
            {t('card.batch.form.summary', { count: parsed.iccids.length })}
            {parsed.duplicates > 0 && ` · ${t('card.batch.form.duplicates', { count: parsed.duplicates })}`}
          </p>
          <Upload
            label={t('card.batch.form.upload')}
            prompt={t('card.batch.form.uploadPrompt')}
            hint={t('card.batch.form.uploadHint')}
            accept={['.txt', '.csv']}
            maxSize={MAX_FILE_BYTES}
            messages={{
              type: t('card.batch.form.uploadType'),
              size: t('card.batch.form.uploadSize'),
              count: t('card.batch.form.uploadCount'),
            }}
            onChange={(file) => void readFile(file)}
            data-testid="batch-file"
          />
          <div>
            <Select
              className="w-64"
              label={t('card.batch.form.targetState')}
              placeholder={t('card.batch.form.targetPlaceholder')}
              options={TARGET_STATES.map((s) => ({ value: s, label: t(`cardState.${s}`) }))}
              value={targetState}
              onChange={setTargetState}
              data-testid="batch-target"
            />
            {show(errors.target) && (
              <p className="mt-1 text-sm text-red-600" role="alert">
                {errors.target}
              </p>
            )}
          </div>
          {serverError && (
            <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700" data-testid="batch-submit-error">
              {serverError}
            </p>
          )}
          <div>
            <Button type="submit" data-testid="batch-submit">
              {t('card.batch.form.submit')}
            </Button>
          </div>
        </form>
      </Panel>
      <ConfirmDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t('card.batch.form.confirmTitle', { count: parsed.iccids.length })}
        description={t('card.batch.form.confirmText', { state: targetState ? t(`cardState.${targetState}`) : '' })}
        confirmLabel={t('card.batch.form.confirm')}
        cancelLabel={t('card.batch.form.cancel')}
        onConfirm={() => void start()}
        loading={busy}
        data-testid="batch-confirm"
      />
    </div>
  );
}
