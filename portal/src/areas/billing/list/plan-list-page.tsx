import { Button, Tabs } from '@cmp/ui-kit';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { PageHeader } from '../../../components/data-list';
import { useSession } from '../../../lib/use-session';
import { isPlatformRole } from '../plan-model';
import { BasicTab } from './basic-tab';
import { RetailTab } from './retail-tab';

/**
 * /billing/package/list/:tab? — basic plans (platform: every plan and its actions; enterprise: the
 * plans published to it) and retail plans (an enterprise's own; a secondary customer's offers).
 */
export default function PlanListPage() {
  const { t } = useTranslation('billing');
  const navigate = useNavigate();
  const { tab } = useParams();
  const { roleId } = useSession();
  const platform = isPlatformRole(roleId);
  const secondary = roleId === '5000';
  const enterprise = !platform && !secondary;
  const selected = secondary ? 'retail' : tab === 'retail' ? 'retail' : 'basic';
  const tabs = [
    ...(secondary
      ? []
      : [
          {
            id: 'basic',
            label: t('billing.plan.tabs.basic'),
            content: <BasicTab platform={platform} />,
          },
        ]),
    { id: 'retail', label: t('billing.plan.tabs.retail'), content: <RetailTab /> },
  ];

  return (
    <div className="space-y-5">
      <PageHeader
        title={t('billing.plan.title')}
        subtitle={t('billing.plan.subtitle')}
        actions={
          <>
            {platform && (
              <Button onClick={() => navigate('/billing/package/addbasic')} data-testid="plan-add-basic">
                {t('billing.plan.addBasic')}
              </Button>
            )}
            {enterprise && (
              <Button onClick={() => navigate('/billing/package/addretail')} data-testid="plan-add-retail">
                {t('billing.plan.addRetail')}
              </Button>
            )}
          </>
        }
      />
      <Tabs
        label={t('billing.plan.title')}
        tabs={tabs}
        selectedId={selected}
        onChange={(id) => navigate(`/billing/package/list/${id}`, { replace: true })}
      />
    </div>
  );
}
