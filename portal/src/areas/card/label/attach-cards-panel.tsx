import { Button, Panel, useNotify } from '@cmp/ui-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextAreaField } from '../../../components/form-fields';
import { isApiError } from '../../../lib/api';
import { ATTACH_MAX, type AttachOutcome, parseIccids } from '../shared/label-model';
import { attachCards } from './label-api';

/** Adds cards to a label by pasted ICCIDs; shows what was added and why the others were not. */
export function AttachCardsPanel({ labelId, scopeBody, onDone }: { labelId: string; scopeBody: object; onDone: () => void }) {
  const { t } = useTranslation('card');
  const notify = useNotify();
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<AttachOutcome | null>(null);

  const submit = async () => {
    const { iccids, invalid } = parseIccids(text);
    if (invalid.length) return setError(t('card.label.attach.invalid', { values: invalid.slice(0, 5).join(', ') }));
    if (!iccids.length) return setError(t('card.label.attach.none'));
    if (iccids.length > ATTACH_MAX) return setError(t('card.label.attach.tooMany', { count: iccids.length }));
    setBusy(true);
    try {
      const res = await attachCards({ labelId, iccids, ...scopeBody });
      setOutcome(res);
      notify({
        type: res.failed.length ? 'warning' : 'success',
        title: t('card.label.attach.result', {
          changed: res.changed.length,
          unchanged: res.unchanged.length,
          failed: res.failed.length,
        }),
      });
      setText(res.failed.map((f) => f.iccid).join('\n'));
      onDone();
    } catch (e) {
      setError(isApiError(e) ? e.msg : String(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Panel title={t('card.label.attach.title')} description={t('card.label.attach.description')} data-testid="label-attach">
      <div className="space-y-3">
        <TextAreaField
          label={t('card.label.attach.iccids')}
          value={text}
          rows={6}
          onChange={(v) => {
            setText(v);
            setError(undefined);
          }}
          error={error}
          data-testid="label-attach-iccids"
        />
        <Button onClick={submit} loading={busy} data-testid="label-attach-submit">
          {t('card.label.attach.submit')}
        </Button>
        {outcome && (
          <div className="rounded-lg bg-slate-50 p-3 text-sm" data-testid="label-attach-result">
            <p className="font-medium text-slate-800">
              {t('card.label.attach.result', {
                changed: outcome.changed.length,
                unchanged: outcome.unchanged.length,
                failed: outcome.failed.length,
              })}
            </p>
            {outcome.failed.length > 0 && (
              <>
                <p className="mt-2 text-xs font-medium text-slate-500">{t('card.label.attach.failedTitle')}</p>
                <ul className="mt-1 max-h-40 space-y-0.5 overflow-auto font-mono text-xs text-red-700">
                  {outcome.failed.map((f) => (
                    <li key={f.iccid}>
                      {f.iccid} — {t(`card.label.attach.reasons.${f.reason}`)}
                    </li>
                  ))}
                </ul>
              </>
            )}
          </div>
        )}
      </div>
    </Panel>
  );
}
