import { Button, Panel, Skeleton } from '@cmp/ui-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AsyncContent } from '../../../../components/async-content';
import { RevealSecretDialog } from '../../../../components/reveal-secret-dialog';
import { formatDateTime } from '../../../../lib/format';
import { maskedSecret } from './api-manager-model';
import { type Scope, resetAppKey, useAppKey } from './use-api-manager';

/** The app key with a masked secret; Generate/Reset after a confirmation, the new secret shown once. */
export function AppKeyPanel({ scope }: { scope: Scope }) {
  const { t } = useTranslation('home');
  const key = useAppKey(scope);
  const [confirming, setConfirming] = useState(false);
  const exists = Boolean(key.data);

  const reset = async () => {
    const created = await resetAppKey(scope);
    await key.mutate(
      { appKey: created.appKey, secretHint: created.secretHint, createdAt: created.createdAt },
      { revalidate: false },
    );
    return created.secret;
  };

  return (
    <Panel
      title={t('home.apiManager.key.title')}
      description={t('home.apiManager.key.description')}
      data-testid="app-key-panel"
      actions={
        !key.error &&
        !key.isLoading && (
          <Button
            size="sm"
            variant={exists ? 'secondary' : 'primary'}
            onClick={() => setConfirming(true)}
            data-testid="app-key-reset"
          >
            {exists ? t('home.apiManager.key.reset') : t('home.apiManager.key.generate')}
          </Button>
        )
      }
    >
      <AsyncContent
        loading={key.isLoading}
        error={key.error}
        empty={false}
        onRetry={() => void key.mutate()}
        skeleton={<Skeleton lines={3} />}
      >
        {key.data ? (
          <dl className="grid grid-cols-[8rem_minmax(0,1fr)] gap-y-3 text-sm">
            <dt className="text-slate-500">{t('home.apiManager.key.appKey')}</dt>
            <dd>
              <code data-testid="app-key" className="font-mono text-slate-900 select-all">
                {key.data.appKey}
              </code>
            </dd>
            <dt className="text-slate-500">{t('home.apiManager.key.secret')}</dt>
            <dd>
              <code data-testid="secret-hint" className="font-mono text-slate-700">
                {maskedSecret(key.data.secretHint)}
              </code>
            </dd>
            <dt className="text-slate-500">{t('home.apiManager.key.createdAt')}</dt>
            <dd className="tabular-nums text-slate-700">
              {key.data.createdAt ? formatDateTime(key.data.createdAt) : t('dataList.none')}
            </dd>
          </dl>
        ) : (
          <div data-testid="app-key-none" className="text-sm">
            <p className="font-medium text-slate-900">{t('home.apiManager.key.none')}</p>
            <p className="mt-1 text-slate-500">{t('home.apiManager.key.noneHint')}</p>
          </div>
        )}
      </AsyncContent>
      {confirming && (
        <RevealSecretDialog
          confirm={{
            title: exists ? t('home.apiManager.key.confirmResetTitle') : t('home.apiManager.key.confirmGenerateTitle'),
            description: exists ? t('home.apiManager.key.confirmReset') : t('home.apiManager.key.confirmGenerate'),
            confirmLabel: exists ? t('home.apiManager.key.reset') : t('home.apiManager.key.generate'),
            testId: 'app-key-confirm',
          }}
          run={reset}
          reveal={{
            title: t('home.apiManager.key.doneTitle'),
            warning: t('home.apiManager.key.doneWarning'),
            testId: 'secret-dialog',
            secretTestId: 'secret-once',
            copyTestId: 'copy-secret',
          }}
          onClose={() => setConfirming(false)}
        />
      )}
    </Panel>
  );
}
