import { Button, ConfirmDialog, Panel, Skeleton, StateBadge, TextField, useNotify } from '@cmp/ui-kit';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AsyncContent } from '../../../../components/async-content';
import { isApiError } from '../../../../lib/api';
import { formatCount, formatDate } from '../../../../lib/format';
import { parseDailyLimit } from './api-manager-model';
import { type Scope, saveDailyLimit, saveStatus, useApiConfig } from './use-api-manager';

/** The API switch (stopping asks first) and the daily call limit with today's calls. */
export function SettingsPanel({ scope }: { scope: Scope }) {
  const { t } = useTranslation('home');
  const notify = useNotify();
  const config = useApiConfig(scope);
  const [limitText, setLimitText] = useState('');
  const [limitError, setLimitError] = useState<string | undefined>();
  const [busy, setBusy] = useState<'status' | 'limit' | null>(null);
  const [confirmStop, setConfirmStop] = useState(false);
  const data = config.data;

  useEffect(() => {
    if (data) setLimitText(formatCount(data.dailyLimit));
  }, [data]);

  const fail = (e: unknown) =>
    notify({ type: 'error', title: t('request.errorTitle'), message: isApiError(e) ? e.msg : String(e) });

  const switchTo = async (status: 'open' | 'stopped') => {
    setBusy('status');
    try {
      await config.mutate(await saveStatus(scope, status), { revalidate: false });
      notify({ type: 'success', title: t('dataList.saved') });
    } catch (e) {
      fail(e);
    } finally {
      setBusy(null);
      setConfirmStop(false);
    }
  };

  const saveLimit = async (event: FormEvent) => {
    event.preventDefault();
    const limit = parseDailyLimit(limitText);
    if (limit === null) return setLimitError(t('home.apiManager.settings.limitRange'));
    setBusy('limit');
    try {
      await saveDailyLimit(scope, limit);
      await config.mutate();
      notify({ type: 'success', title: t('dataList.saved') });
    } catch (e) {
      if (isApiError(e) && e.field === 'dailyLimit') setLimitError(e.msg);
      else fail(e);
    } finally {
      setBusy(null);
    }
  };

  return (
    <Panel title={t('home.apiManager.settings.title')} data-testid="api-settings-panel">
      <AsyncContent
        loading={config.isLoading}
        error={config.error}
        empty={false}
        onRetry={() => void config.mutate()}
        skeleton={<Skeleton lines={4} />}
      >
        {data && (
          <div className="space-y-5">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <div className="flex items-center gap-2 text-sm">
                <span className="text-slate-500">{t('home.apiManager.settings.status')}</span>
                <span data-testid="api-status" data-status={data.status}>
                  <StateBadge tone={data.status === 'open' ? 'green' : 'red'}>
                    {t(`home.apiManager.settings.${data.status}`)}
                  </StateBadge>
                </span>
              </div>
              {data.status === 'open' ? (
                <Button size="sm" variant="danger" onClick={() => setConfirmStop(true)} data-testid="api-stop">
                  {t('home.apiManager.settings.stopAction')}
                </Button>
              ) : (
                <Button size="sm" onClick={() => switchTo('open')} loading={busy === 'status'} data-testid="api-open">
                  {t('home.apiManager.settings.openAction')}
                </Button>
              )}
            </div>
            <p className="text-sm text-slate-600" data-testid="api-usage">
              {t('home.apiManager.settings.usedToday', { day: formatDate(data.day) })}{' '}
              <span className="font-semibold text-slate-900 tabular-nums">
                {t('home.apiManager.settings.usage', { used: formatCount(data.usedToday), limit: formatCount(data.dailyLimit) })}
              </span>
            </p>
            <form className="flex flex-wrap items-start gap-2" onSubmit={saveLimit} noValidate>
              <TextField
                className="w-52"
                label={t('home.apiManager.settings.dailyLimit')}
                inputMode="numeric"
                value={limitText}
                onChange={(e) => {
                  setLimitText(e.target.value);
                  setLimitError(undefined);
                }}
                error={limitError}
                data-testid="daily-limit"
              />
              <Button
                type="submit"
                variant="secondary"
                className="mt-6"
                loading={busy === 'limit'}
                data-testid="daily-limit-save"
              >
                {t('home.apiManager.settings.saveLimit')}
              </Button>
            </form>
          </div>
        )}
      </AsyncContent>
      {confirmStop && (
        <ConfirmDialog
          open
          onClose={() => setConfirmStop(false)}
          title={t('home.apiManager.settings.confirmStopTitle')}
          description={t('home.apiManager.settings.confirmStop')}
          confirmLabel={t('home.apiManager.settings.stopAction')}
          cancelLabel={t('dataList.cancel')}
          onConfirm={() => switchTo('stopped')}
          loading={busy === 'status'}
          data-testid="api-stop-confirm"
        />
      )}
    </Panel>
  );
}
