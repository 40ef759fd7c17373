import { Dialog, StateBadge } from '@cmp/ui-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../app/services';
import { TextAreaField } from '../../../components/form-fields';
import { isApiError } from '../../../lib/api';
import { SMS_MAX_LENGTH, SMS_SEND_MAX, type SmsSendResult, checkSend } from '../shared/sms-model';

const tone = { submitted: 'blue', failed: 'red', refused: 'amber' } as const;

/**
 * Sends one text to many cards in three steps: the form (pasted or pre-selected ICCIDs and the
 * content), a confirmation naming the number of cards, then the per-card results.
 */
export function SendSmsDialog({
  initialIccids,
  scopeBody,
  onClose,
  onSent,
}: {
  initialIccids: string[];
  scopeBody: object;
  onClose: () => void;
  onSent: () => void;
}) {
  const { t } = useTranslation('card');
  const [text, setText] = useState(initialIccids.join('\n'));
  const [content, setContent] = useState('');
  const [step, setStep] = useState<'form' | 'confirm' | 'result'>('form');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<SmsSendResult | null>(null);
  const checked = checkSend(text, content);

  const next = () => {
    const p = checked.problem;
    if (!p) return setStep('confirm');
    if (p.key === 'invalid') return setError(t('card.sms.dialog.invalid', { values: p.values.join(', ') }));
    if (p.key === 'tooMany') return setError(t('card.sms.dialog.tooMany', { count: checked.iccids.length, max: SMS_SEND_MAX }));
    setError(t(`card.sms.dialog.${p.key}`));
  };

  const send = async () => {
    setBusy(true);
    try {
      const res = await api.call('sms.send', { iccids: checked.iccids, content, ...scopeBody }, { silent: true });
      setResult(res);
      setStep('result');
      onSent();
    } catch (e) {
      setError(isApiError(e) ? e.msg : String(e));
      setStep('form');
    } finally {
      setBusy(false);
    }
  };

  if (step === 'confirm')
    return (
      <Dialog
        open
        onClose={() => setStep('form')}
        title={t('card.sms.dialog.confirm', { count: checked.iccids.length })}
        description={t('card.sms.dialog.confirmDescription')}
        confirmLabel={t('card.sms.dialog.submit')}
        cancelLabel={t('card.sms.dialog.back')}
        onConfirm={send}
        loading={busy}
        data-testid="sms-send-confirm"
      >
        <p className="whitespace-pre-wrap rounded-lg bg-slate-50 p-3 text-sm text-slate-700">{content}</p>
      </Dialog>
    );

  if (step === 'result' && result)
    return (
      <Dialog open onClose={onClose} title={t('card.sms.result.title')} size="lg" data-testid="sms-send-result">
        <p className="text-sm font-medium text-slate-800" data-testid="sms-send-summary">
          {t('card.sms.result.summary', { submitted: result.submitted, failed: result.failed, refused: result.refused })}
        </p>
        <ul className="mt-3 max-h-72 space-y-1 overflow-auto text-sm">
          {result.results.map((r) => (
            <li key={r.iccid} className="flex flex-wrap items-center gap-2" data-testid={`sms-result-${r.iccid}`}>
              <span className="font-mono text-xs">{r.iccid}</span>
              <StateBadge tone={tone[r.result]}>{t(`card.sms.result.${r.result}`)}</StateBadge>
              {r.msg && <span className="text-xs text-slate-500">{r.msg}</span>}
            </li>
          ))}
        </ul>
      </Dialog>
    );

  return (
    <Dialog
      open
      onClose={onClose}
      title={t('card.sms.dialog.title')}
      description={t('card.sms.dialog.description', { max: SMS_SEND_MAX })}
      confirmLabel={t('card.sms.dialog.submit')}
      cancelLabel={t('dataList.cancel')}
      onConfirm={next}
      size="lg"
      data-testid="sms-send-dialog"
    >
      <div className="space-y-3">
        {initialIccids.length > 0 && (
          <p className="text-xs text-slate-500">{t('card.sms.dialog.fromSelection', { count: initialIccids.length })}</p>
        )}
        <TextAreaField
          label={t('card.sms.dialog.iccids')}
          hint={t('card.sms.dialog.iccidsHint')}
          value={text}
          rows={5}
          onChange={(v) => {
            setText(v);
            setError(undefined);
          }}
          data-testid="sms-send-iccids"
        />
        <TextAreaField
          label={t('card.sms.dialog.content')}
          hint={t('card.sms.dialog.contentHint', { count: content.length })}
          value={content}
          rows={3}
          maxLength={SMS_MAX_LENGTH}
          onChange={(v) => {
            setContent(v);
            setError(undefined);
          }}
          data-testid="sms-send-content"
        />
        {error && (
          <p className="text-sm font-medium text-red-600" role="alert" data-testid="sms-send-error">
            {error}
          </p>
        )}
      </div>
    </Dialog>
  );
}
