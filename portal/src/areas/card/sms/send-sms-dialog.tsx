import { Dialog, StateBadge } from '@cmp/ui-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../app/services';
import { type DialogField, FormDialog } from '../../../components/form-page';
import { SMS_MAX_LENGTH, SMS_SEND_MAX, type SmsSendResult, checkSend } from '../shared/sms-model';

const tone = { submitted: 'blue', failed: 'red', refused: 'amber' } as const;

interface SendDraft {
  /** ICCIDs separated by spaces, commas, semicolons or lines. */
  iccids: string;
  content: string;
}

const fields: DialogField<SendDraft>[] = [
  {
    kind: 'textarea',
    name: 'iccids',
    label: 'card.sms.dialog.iccids',
    hint: 'card.sms.dialog.iccidsHint',
    rows: 5,
    testId: 'sms-send-iccids',
  },
  {
    kind: 'textarea',
    name: 'content',
    label: 'card.sms.dialog.content',
    hint: (d, ctx) => ctx.t('card.sms.dialog.contentHint', { count: d.content.length }),
    rows: 3,
    maxLength: SMS_MAX_LENGTH,
    testId: 'sms-send-content',
  },
];

/** The send's problem, on the field it belongs to. */
function validate(d: SendDraft) {
  const { iccids, problem: p } = checkSend(d.iccids, d.content);
  if (!p) return {};
  if (p.key === 'contentRequired') return { content: 'card.sms.dialog.contentRequired' };
  if (p.key === 'invalid') return { iccids: { key: 'card.sms.dialog.invalid', values: { values: p.values.join(', ') } } };
  if (p.key === 'tooMany')
    return { iccids: { key: 'card.sms.dialog.tooMany', values: { count: iccids.length, max: SMS_SEND_MAX } } };
  return { iccids: `card.sms.dialog.${p.key}` };
}

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
  const [result, setResult] = useState<SmsSendResult | null>(null);

  if (result)
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
    <FormDialog<SendDraft, undefined, SmsSendResult>
      namespace="card"
      size="lg"
      title={t('card.sms.dialog.title')}
      description={t('card.sms.dialog.description', { max: SMS_SEND_MAX })}
      confirmLabel={t('card.sms.dialog.submit')}
      initial={{ iccids: initialIccids.join('\n'), content: '' }}
      intro={
        initialIccids.length > 0 && (
          <p className="mb-3 text-xs text-slate-500">{t('card.sms.dialog.fromSelection', { count: initialIccids.length })}</p>
        )
      }
      fields={fields}
      validate={validate}
      confirm={(d) => ({
        title: t('card.sms.dialog.confirm', { count: checkSend(d.iccids, d.content).iccids.length }),
        description: t('card.sms.dialog.confirmDescription'),
        confirmLabel: t('card.sms.dialog.submit'),
        cancelLabel: t('card.sms.dialog.back'),
        tone: 'default',
        body: <p className="whitespace-pre-wrap rounded-lg bg-slate-50 p-3 text-sm text-slate-700">{d.content}</p>,
        testId: 'sms-send-confirm',
      })}
      submit={(d) =>
        api.call(
          'sms.send',
          { iccids: checkSend(d.iccids, d.content).iccids, content: d.content, ...scopeBody },
          { silent: true },
        )
      }
      onDone={(res) => {
        setResult(res);
        onSent();
      }}
      fallbackField="iccids"
      onClose={onClose}
      testId="sms-send-dialog"
    />
  );
}
