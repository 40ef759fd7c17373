import { Dialog, Select, TextField, useNotify } from '@cmp/ui-kit';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api';
import { publishBasic } from '../use-plans';

/** Publishes a draft to every enterprise or to the enterprises named (semicolon-separated ids). */
export function PublishDialog({
  plan,
  onClose,
  onDone,
}: {
  plan: { goodsReleaseId: string; name: string } | null;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation('billing');
  const notify = useNotify();
  const [scope, setScope] = useState<'all' | 'selected'>('all');
  const [targets, setTargets] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (plan) {
      setScope('all');
      setTargets('');
      setError(undefined);
    }
  }, [plan]);

  const publish = async () => {
    if (!plan) return;
    const publishTo = targets
      .split(';')
      .map((s) => s.trim())
      .filter(Boolean);
    if (scope === 'selected' && !publishTo.length) {
      setError(t('billing.plan.rules.required'));
      return;
    }
    setBusy(true);
    try {
      await publishBasic({
        goodsReleaseId: plan.goodsReleaseId,
        publishScope: scope,
        ...(scope === 'selected' ? { publishTo } : {}),
      });
      notify({ type: 'success', title: t('billing.plan.publish.done') });
      onDone();
    } catch (e) {
      setError(isApiError(e) ? e.msg : String(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={plan !== null}
      onClose={onClose}
      title={`${t('billing.plan.publish.title')} · ${plan?.name ?? ''}`}
      description={t('billing.plan.publish.description')}
      confirmLabel={t('billing.plan.publish.action')}
      cancelLabel={t('dataList.cancel')}
      onConfirm={publish}
      loading={busy}
      data-testid="publish-dialog"
    >
      <div className="space-y-4">
        <Select
          label={t('billing.plan.fields.publishScope')}
          options={[
            { value: 'all' as const, label: t('billing.plan.publish.all') },
            { value: 'selected' as const, label: t('billing.plan.publish.selected') },
          ]}
          value={scope}
          onChange={setScope}
          data-testid="publish-scope"
        />
        {scope === 'selected' && (
          <TextField
            label={t('billing.plan.publish.enterprises')}
            value={targets}
            onChange={(e) => setTargets(e.target.value)}
            placeholder="C1001;C1002"
            error={error}
            data-testid="publish-targets"
          />
        )}
        {scope === 'all' && error && <p className="text-xs font-medium text-red-600">{error}</p>}
      </div>
    </Dialog>
  );
}
