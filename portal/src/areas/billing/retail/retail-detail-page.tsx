import { Button, Panel } from '@cmp/ui-kit';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/data-list';
import { customerNames } from '../../../lib/customer-name';
import { EMPTY, formatCny, formatDateTime } from '../../../lib/format';
import { useSession } from '../../../lib/use-session';
import { BasicPlanPanels, DetailState, Facts } from '../detail-parts';
import { useRetailPlan } from '../use-plans';

/** /billing/package/retaildetail/:retailId/:tariffType — a retail plan and the basic plan under it. */
export default function RetailDetailPage() {
  const { t } = useTranslation('billing');
  const navigate = useNavigate();
  const { retailId } = useParams();
  const channelCustId = useSearchParams()[0].get('channelCustId');
  const { roleId } = useSession();
  const secondary = roleId === '5000';
  const retail = useRetailPlan(retailId, channelCustId);
  const r = retail.data;
  return (
    <div className="space-y-5">
      <PageHeader
        title={r?.retailName ?? t('billing.plan.menu.retailDetail')}
        subtitle={r?.basicName}
        actions={
          <>
            {r && !secondary && (
              <Button
                variant="secondary"
                onClick={() =>
                  navigate(
                    `/billing/package/retailrecord/${r.retailId}${channelCustId ? `?channelCustId=${encodeURIComponent(channelCustId)}` : ''}`,
                  )
                }
              >
                {t('billing.plan.record')}
              </Button>
            )}
            <Button variant="secondary" onClick={() => navigate('/billing/package/list/retail')}>
              {t('dataList.back')}
            </Button>
          </>
        }
      />
      <DetailState error={retail.error}>
        {r ? (
          <div className="space-y-5">
            <Panel title={t('billing.plan.sections.retail')}>
              <Facts
                rows={[
                  [
                    t('billing.plan.fields.retailId'),
                    <span key="id" className="font-mono text-xs">
                      {r.retailId}
                    </span>,
                  ],
                  [t('billing.plan.fields.retailName'), r.retailName],
                  [t('billing.plan.fields.retailPrice'), formatCny(r.retailPrice)],
                  ...(secondary
                    ? []
                    : ([
                        [t('billing.plan.fields.basicPrice'), r.basicPrice === undefined ? EMPTY : formatCny(r.basicPrice)],
                        [t('billing.plan.fields.dividend'), r.dividend ? t(`billing.plan.dividend.${r.dividend}`) : EMPTY],
                        [t('billing.plan.fields.proportion'), r.proportion === undefined ? EMPTY : `${r.proportion}%`],
                        [
                          t('billing.plan.fields.custIds'),
                          customerNames(r.customers ?? (r.custIds ?? []).map((custId) => ({ custId }))) || EMPTY,
                        ],
                      ] as [string, string][])),
                  [t('billing.plan.fields.taxRate'), `${r.taxRate}%`],
                  [t('billing.plan.fields.status'), t(`billing.plan.status.${r.status}`)],
                  [t('billing.plan.fields.remark'), r.remark || EMPTY],
                  [t('billing.plan.fields.createdAt'), formatDateTime(r.createdAt)],
                ]}
              />
            </Panel>
            {r.basic && <BasicPlanPanels plan={r.basic} hidePrices={secondary} />}
          </div>
        ) : null}
      </DetailState>
    </div>
  );
}
