import { EmptyState, Select } from '@cmp/ui-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/data-list';
import { useSession } from '../../../lib/use-session';
import { AppKeyPanel } from './app-key-panel';
import { HowToPanel } from './how-to-panel';
import { IpListPanel } from './ip-list-panel';
import { SettingsPanel } from './settings-panel';
import { useEnterprises } from './use-api-manager';

const PLATFORM_ROLES = ['1000', '2000'];

/** /home/doc/api-manager (permission 1000001): the open API's key, switch, daily limit and IP allow-list. */
export default function ApiManagerPage() {
  const { t } = useTranslation();
  const { roleId } = useSession();
  const platform = PLATFORM_ROLES.includes(roleId ?? '');
  const enterprises = useEnterprises(platform);
  const [chosen, setChosen] = useState<string | null>(null);
  const scope = platform ? (chosen ? { channelCustId: chosen } : null) : {};

  return (
    <div className="space-y-5" data-testid="api-manager-page">
      <PageHeader title={t('apiManager.title')} subtitle={t('apiManager.subtitle')} />
      {platform && (
        <section className="flex flex-wrap items-end gap-3 rounded-xl border border-slate-200/80 bg-white p-4 shadow-sm">
          <Select
            className="w-72"
            label={t('apiManager.enterprise')}
            placeholder={enterprises.isLoading ? t('dataList.loading') : t('apiManager.chooseEnterprise')}
            options={(enterprises.data ?? []).map((c) => ({ value: c.channelCustId, label: `${c.name} (${c.channelCustId})` }))}
            value={chosen}
            onChange={setChosen}
            disabled={enterprises.isLoading || Boolean(enterprises.error)}
          />
          {enterprises.error && <p className="pb-2 text-sm text-red-600">{enterprises.error.msg}</p>}
        </section>
      )}
      {scope ? (
        <div key={scope.channelCustId ?? 'own'} className="grid gap-5 xl:grid-cols-2">
          <AppKeyPanel scope={scope} />
          <SettingsPanel scope={scope} />
          <IpListPanel scope={scope} />
          <HowToPanel scope={scope} />
        </div>
      ) : (
        <EmptyState
          data-testid="choose-enterprise"
          title={t('apiManager.chooseEnterprise')}
          description={t('apiManager.chooseEnterpriseHint')}
        />
      )}
    </div>
  );
}
