import { Panel } from '@cmp/ui-kit';
import { useTranslation } from 'react-i18next';
import { OPENAPI_DOCUMENT_PATH, OPEN_API_PATH, callExample } from './api-manager-model';
import { type Scope, useAppKey } from './use-api-manager';

/** How a partner's server calls the open API: headers, the signed text and a runnable example. */
export function HowToPanel({ scope }: { scope: Scope }) {
  const { t } = useTranslation('home');
  const key = useAppKey(scope);
  const headers = [
    ['x-cmp-app-key', t('home.apiManager.howTo.headerKey')],
    ['x-cmp-timestamp', t('home.apiManager.howTo.headerTimestamp')],
    ['x-cmp-signature', t('home.apiManager.howTo.headerSignature')],
  ] as const;
  return (
    <Panel className="xl:col-span-2" title={t('home.apiManager.howTo.title')} data-testid="how-to-panel">
      <div className="space-y-4 text-sm text-slate-700">
        <p>
          {t('home.apiManager.howTo.intro')} <code className="font-mono text-slate-900">POST {OPEN_API_PATH}</code>
        </p>
        <dl className="grid gap-x-4 gap-y-2 sm:grid-cols-[11rem_minmax(0,1fr)]">
          {headers.map(([name, text]) => (
            <div key={name} className="contents">
              <dt>
                <code className="font-mono text-slate-900">{name}</code>
              </dt>
              <dd className="text-slate-600">{text}</dd>
            </div>
          ))}
        </dl>
        <div>
          <p className="mb-1 font-medium text-slate-900">{t('home.apiManager.howTo.signed')}</p>
          <pre className="overflow-x-auto rounded-lg bg-slate-900 p-3 font-mono text-xs text-slate-100">
            {'hex( HMAC-SHA256( secret, timestamp + "\\n" + path + "\\n" + rawBody ) )'}
          </pre>
        </div>
        <div>
          <p className="mb-1 font-medium text-slate-900">{t('home.apiManager.howTo.example')}</p>
          <pre
            className="max-h-80 overflow-auto rounded-lg bg-slate-900 p-3 font-mono text-xs text-slate-100"
            data-testid="how-to-example"
          >
            {callExample(window.location.origin, key.data?.appKey ?? '<app key>')}
          </pre>
        </div>
        <p className="text-slate-500">{t('home.apiManager.howTo.errors')}</p>
        <p>
          {t('home.apiManager.howTo.openApi')}{' '}
          <a
            className="font-mono text-brand-600 underline"
            href={OPENAPI_DOCUMENT_PATH}
            target="_blank"
            rel="noreferrer"
            data-testid="openapi-link"
          >
            {t('home.apiManager.howTo.openApiLink')}
          </a>
        </p>
      </div>
    </Panel>
  );
}
