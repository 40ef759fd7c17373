import { Button } from '@cmp/ui-kit';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { PageHeader } from '../../../components/data-list';
import { BasicPlanPanels, DetailState } from '../detail-parts';
import { useBasicPlan } from '../use-plans';

/** /billing/package/basicdetail/:goodsReleaseId/:tariffType — every field of a basic plan and its structure. */
export default function BasicDetailPage() {
  const { t } = useTranslation('billing');
  const navigate = useNavigate();
  const { goodsReleaseId } = useParams();
  const plan = useBasicPlan(goodsReleaseId);
  return (
    <div className="space-y-5">
      <PageHeader
        title={plan.data?.name ?? t('billing.plan.menu.basicDetail')}
        subtitle={plan.data ? `${plan.data.code} · ${t(`billing.plan.tariffType.${plan.data.tariffType}`)}` : undefined}
        actions={
          <Button variant="secondary" onClick={() => navigate('/billing/package/list/basic')}>
            {t('dataList.back')}
          </Button>
        }
      />
      <DetailState error={plan.error}>{plan.data ? <BasicPlanPanels plan={plan.data} /> : null}</DetailState>
    </div>
  );
}
