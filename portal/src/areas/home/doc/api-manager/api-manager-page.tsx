import { EmptyState } from '@cmp/ui-kit';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../../components/data-list';
import { TenantPicker, useTenantScope } from '../../../../components/tenant-scope';
import { AppKeyPanel } from './app-key-panel';
import { HowToPanel } from './how-to-panel';
import { IpListPanel } from './ip-list-panel';
import { OriginListPanel } from './origin-list-panel';
import { SettingsPanel } from './settings-panel';

/**
 * /home/doc/api-manager (permission 1000001): the open API's key, switch, daily limit, IP allow-list,
 * widget origins and the link to the OpenAPI document;
 * platform users see those of the enterprise in the shell's tenant scope.
 */
export default function ApiManagerPage() {
  const { t } = useTranslation('home');
  const tenant = useTenantScope();
  const scope = tenant.ready ? tenant.body : null;

  return (
    <div className="space-y-5" data-testid="api-manager-page">
      <PageHeader title={t('home.apiManager.title')} subtitle={t('home.apiManager.subtitle')} />
      {tenant.platform && (
        <section className="flex flex-wrap items-end gap-3 rounded-xl border border-slate-200/80 bg-white p-4 shadow-sm">
          <TenantPicker scope={tenant} />
        </section>
      )}
      {scope ? (
        <div key={scope.channelCustId ?? 'own'} className="grid gap-5 xl:grid-cols-2">
          <AppKeyPanel scope={scope} />
          <SettingsPanel scope={scope} />
          <IpListPanel scope={scope} />
          <OriginListPanel scope={scope} />
          <HowToPanel scope={scope} />
        </div>
      ) : (
        <EmptyState
          data-testid="choose-enterprise"
          title={t('home.apiManager.chooseEnterprise')}
          description={t('home.apiManager.chooseEnterpriseHint')}
        />
      )}
    </div>
  );
}
