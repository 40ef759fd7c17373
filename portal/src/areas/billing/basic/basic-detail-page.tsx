import { type DetailDeclaration, DetailPage } from '../../../components/detail-page';
import { basicPlanSections } from '../detail-parts';
import type { BasicPlan } from '../plan-model';

/** /billing/package/basicdetail/:goodsReleaseId/:tariffType — every field of a basic plan and its structure. */
export const basicDetail: DetailDeclaration<BasicPlan> = {
  title: 'billing.plan.menu.basicDetail',
  heading: (plan) => plan.name,
  subtitle: (plan, ctx) => plan && `${plan.code} · ${ctx.t(`billing.plan.tariffType.${plan.tariffType}`)}`,
  source: 'plan.basicDetail',
  request: ({ params }) => (params.goodsReleaseId ? { goodsReleaseId: params.goodsReleaseId } : null),
  notFound: 'billing.plan.notFound',
  layout: 'grid',
  sections: basicPlanSections(),
  back: () => '/billing/package/list/basic',
};

export default function BasicDetailPage() {
  return <DetailPage declaration={basicDetail} />;
}
