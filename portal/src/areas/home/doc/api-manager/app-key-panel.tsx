import { Button, ConfirmDialog, Dialog, Panel, Skeleton, useNotify } from '@cmp/ui-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AsyncContent } from '../../../../components/async-content';
import { isApiError } from '../../../../lib/api';
import { formatDateTime } from '../../../../lib/format';
import { maskedSecret } from './api-manager-model';
import { type Scope, resetAppKey, useAppKey } from './use-api-manager';

/** The app key with a masked secret; Generate/Reset after a confirmation, the new secret shown once. */
export function AppKeyPanel({ scope }: { scope: Scope }) {
  const { t } = useTranslation('home');
  const notify = useNotify();
  const key = useAppKey(scope);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);
  const exists = Boolean(key.data);

  const reset = async () => {
    setBusy(true);
    try {
      const created = await resetAppKey(scope);
      await key.mutate(
        { appKey: created.appKey, secretHint: created.secretHint, createdAt: created.createdAt },
        { revalidate: false },
      );
      setSecret(created.secret);
    } catch (e) {
      notify({ type: 'error', title: t('request.errorTitle'), message: isApiError(e) ? e.msg : String(e) });
    } finally {
      setBusy(false);
      setConfirming(false);
    }
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
        <ConfirmDialog
          open
          onClose={() => setConfirming(false)}
          title={exists ? t('home.apiManager.key.confirmResetTitle') : t('home.apiManager.key.confirmGenerateTitle')}
          description={exists ? t('home.apiManager.key.confirmReset') : t('home.apiManager.key.confirmGenerate')}
          confirmLabel={exists ? t('home.apiManager.key.reset') : t('home.apiManager.key.generate')}
          cancelLabel={t('dataList.cancel')}
          onConfirm={reset}
          loading={busy}
          data-testid="app-key-confirm"
        />
      )}
      {secret && <SecretDialog secret={secret} onClose={() => setSecret(null)} />}
    </Panel>
  );
}

function SecretDialog({ secret, onClose }: { secret: string; onClose: () => void }) {
  const { t } = useTranslation('home');
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      setCopied(true);
    } catch {
      // Clipboard refused (insecure context): the secret stays selectable on screen.
    }
  };
  return (
    <Dialog
      open
      onClose={onClose}
      title={t('home.apiManager.key.doneTitle')}
      confirmLabel={t('dataList.close')}
      onConfirm={onClose}
      data-testid="secret-dialog"
    >
      <p role="alert" className="mb-3 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
        {t('home.apiManager.key.doneWarning')}
      </p>
      <div className="flex items-center gap-2 rounded-lg border border-slate-200 bg-slate-50 p-3">
        <code data-testid="secret-once" className="flex-1 font-mono text-sm break-all text-slate-900 select-all">
          {secret}
        </code>
        <Button size="sm" variant="secondary" onClick={copy} data-testid="copy-secret">
          {copied ? t('dataList.copied') : t('dataList.copy')}
        </Button>
      </div>
    </Dialog>
  );
}
