import { Button, EmptyState, Panel, Skeleton, StateBadge } from '@cmp/ui-kit';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { PageHeader } from '../../../components/data-list';
import { formatDateTime } from '../../../lib/format';
import { useAccount } from './use-operator';

/** /operator/config/detail/:operAccountId — the secret only as a mask. */
export default function AccountDetailPage() {
  const { t } = useTranslation('operator');
  const navigate = useNavigate();
  const { operAccountId } = useParams();
  const account = useAccount(operAccountId);
  const a = account.data;
  const f = (k: string) => t(`operator.config.accounts.fields.${k}`);
  return (
    <div className="space-y-5">
      <PageHeader
        title={t('operator.config.menu.accountDetail')}
        subtitle={a?.accountName}
        actions={
          a && (
            <Button variant="secondary" onClick={() => navigate(`/operator/config/edit/${a.operAccountId}`)}>
              {t('dataList.edit')}
            </Button>
          )
        }
      />
      {account.error ? (
        <EmptyState
          data-testid="load-error"
          title={account.error.status === 404 ? t('operator.config.accounts.notFound') : t('dataList.loadFailed')}
          description={account.error.msg}
        />
      ) : !a ? (
        <div aria-busy="true">
          <span className="sr-only">{t('dataList.loading')}</span>
          <Skeleton className="h-40 rounded-xl" />
        </div>
      ) : (
        <Panel title={t('operator.config.menu.accounts')}>
          <dl className="grid grid-cols-1 gap-x-6 gap-y-3 sm:grid-cols-2" data-testid="account-detail">
            {(
              [
                ['operAccountId', a.operAccountId],
                ['operator', t(`operator.${a.operator}`)],
                ['accountName', a.accountName],
                ['endpoint', a.endpoint],
                ['appId', a.appId],
                ['secret', a.secretMask],
                [
                  'status',
                  <StateBadge key="s" tone={a.status === 'enabled' ? 'green' : 'slate'}>
                    {t(`operator.config.accounts.status.${a.status}`)}
                  </StateBadge>,
                ],
                ['remark', a.remark || t('dataList.none')],
                ['updatedAt', formatDateTime(a.updatedAt)],
              ] as const
            ).map(([k, v]) => (
              <div key={k} className="min-w-0">
                <dt className="text-xs font-medium text-slate-500">{f(k)}</dt>
                <dd className="mt-0.5 text-sm break-words text-slate-900">{v}</dd>
              </div>
            ))}
          </dl>
        </Panel>
      )}
    </div>
  );
}
