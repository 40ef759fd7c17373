import { Button, Dialog, Panel, Select, useNotify } from '@cmp/ui-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import useSWR from 'swr';
import { TextAreaField } from '../../../components/form-fields';
import type { ListContext } from '../../../components/list-page';
import { type ApiError, isApiError } from '../../../lib/api';
import type { CursorPage } from '../../../lib/use-cursor-list';
import { POOL_LIST, changePool } from './pool-api';
import { type Pool, type PoolChange, type PoolFailure, checkChangeIccids } from './pool-model';

type Action = 'add' | 'remove';

/**
 * Moves pasted ICCIDs into or out of a pool after a confirmation; shows the outcome and links the
 * fail log. The pool chosen is kept in the URL (`?poolId=`), which narrows the list below to it.
 */
export function PoolChangePanel({ ctx }: { ctx: ListContext }) {
  const { t } = useTranslation('card');
  const notify = useNotify();
  const [params, setParams] = useSearchParams();
  const poolId = params.get('poolId');
  const pools = useSWR<CursorPage<Pool>, ApiError>([POOL_LIST, { pageSize: 100, ...ctx.scope.body }]);
  const choosePool = (id: string) => {
    const next = new URLSearchParams(params);
    if (id) next.set('poolId', id);
    else next.delete('poolId');
    setParams(next, { replace: true });
  };
  const [action, setAction] = useState<Action>('add');
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const [pending, setPending] = useState<string[] | null>(null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<(PoolChange & { failures: PoolFailure[] }) | null>(null);
  const pool = pools.data?.items.find((p) => p.poolId === poolId);

  const review = () => {
    if (!pool) return setError(t('card.pool.change.pickPool'));
    const checked = checkChangeIccids(text);
    if ('error' in checked) return setError(t(checked.error, checked.values));
    setPending(checked.iccids);
  };

  const submit = async () => {
    if (!pending || !pool) return;
    setBusy(true);
    try {
      const res = await changePool({ poolId: pool.poolId, action, iccids: pending, ...ctx.scope.body });
      setOutcome(res);
      notify({
        type: res.failed ? 'warning' : 'success',
        title: t('card.pool.change.result', { succeeded: res.succeeded, unchanged: res.unchanged, failed: res.failed }),
      });
      setText(res.failures.map((f) => f.iccid).join('\n'));
      setPending(null);
      ctx.reload();
      void pools.mutate();
    } catch (e) {
      setPending(null);
      setError(isApiError(e) ? e.msg : String(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Panel title={t('card.pool.change.start')} description={t('card.pool.change.subtitle')} data-testid="pool-change-panel">
      <div className="space-y-3">
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <Select
            label={t('card.pool.change.pool')}
            options={(pools.data?.items ?? []).map((p) => ({ value: p.poolId, label: `${p.name} (${p.poolId})` }))}
            value={poolId}
            placeholder={t('card.pool.change.pickPool')}
            onChange={(id) => {
              choosePool(id);
              setError(undefined);
            }}
            data-testid="pool-change-pool"
          />
          <Select
            label={t('card.pool.change.action')}
            options={(['add', 'remove'] as const).map((a) => ({ value: a, label: t(`card.pool.change.actions.${a}`) }))}
            value={action}
            onChange={setAction}
            data-testid="pool-change-action"
          />
        </div>
        {pool && (
          <p className="text-xs text-slate-500">
            {t(`operator.${pool.operator}`)} · {t(`card.pool.modeTypes.${pool.modeType}`)} · {pool.elementName}
          </p>
        )}
        <TextAreaField
          label={t('card.pool.change.iccids')}
          value={text}
          rows={6}
          onChange={(v) => {
            setText(v);
            setError(undefined);
          }}
          error={error}
          data-testid="pool-change-iccids"
        />
        <p className="text-xs text-slate-500">{t('card.pool.change.iccidsHint')}</p>
        <Button onClick={review} data-testid="pool-change-submit">
          {t('card.pool.change.submit')}
        </Button>
        {outcome && (
          <div className="rounded-lg bg-slate-50 p-3 text-sm" data-testid="pool-change-result">
            <p className="font-medium text-slate-800">
              {t('card.pool.change.result', {
                succeeded: outcome.succeeded,
                unchanged: outcome.unchanged,
                failed: outcome.failed,
              })}
            </p>
            {outcome.failures.length > 0 && (
              <>
                <ul className="mt-2 max-h-40 space-y-0.5 overflow-auto font-mono text-xs text-red-700">
                  {outcome.failures.slice(0, 20).map((f) => (
                    <li key={f.iccid}>
                      {f.iccid} — {t(`card.pool.reasons.${f.reason}`)}
                    </li>
                  ))}
                </ul>
                <Link
                  to={`/card/pool/change/fail-log/${outcome.batchId}${ctx.scope.query}`}
                  className="mt-2 inline-block text-sm font-medium text-brand-700 hover:underline"
                  data-testid="pool-change-fail-link"
                >
                  {t('card.pool.change.failLog')}
                </Link>
              </>
            )}
          </div>
        )}
      </div>
      {pending && pool && (
        <Dialog
          open
          tone={action === 'remove' ? 'danger' : 'default'}
          onClose={() => setPending(null)}
          title={t('card.pool.change.confirmTitle', { action: t(`card.pool.change.actions.${action}`), count: pending.length })}
          description={t('card.pool.change.confirmDescription', { pool: pool.name })}
          confirmLabel={t('card.pool.change.submit')}
          cancelLabel={t('dataList.cancel')}
          onConfirm={submit}
          loading={busy}
          data-testid="pool-change-confirm"
        />
      )}
    </Panel>
  );
}
