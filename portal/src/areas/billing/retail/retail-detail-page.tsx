import { type DetailContext, type DetailDeclaration, DetailPage, DetailSections } from '../../../components/detail-page';
import { customerNames } from '../../../lib/customer-name';
import { basicPlanSections } from '../detail-parts';
import type { RetailPlan } from '../plan-model';

const field = (key: string) => `billing.plan.fields.${key}`;
/** A secondary customer sees neither the basic price nor the sharing terms. */
const secondary = (ctx: DetailContext) => ctx.session.roleId === '5000';
const notSecondary = (_: RetailPlan, ctx: DetailContext) => !secondary(ctx);
/** The enterprise a platform user opened the plan of. */
const enterpriseOf = (ctx: DetailContext) => ctx.search.get('channelCustId');

/** /billing/package/retaildetail/:retailId/:tariffType — a retail plan and the basic plan under it. */
export const retailDetail: DetailDeclaration<RetailPlan> = {
  title: 'billing.plan.menu.retailDetail',
  heading: (r) => r.retailName,
  subtitle: (r) => r?.basicName,
  source: 'plan.retailDetail',
  request: ({ params, search }) => {
    const channelCustId = search.get('channelCustId');
    return params.retailId ? { retailId: params.retailId, ...(channelCustId ? { channelCustId } : {}) } : null;
  },
  notFound: 'billing.plan.notFound',
  sections: [
    {
      id: 'retail',
      title: 'billing.plan.sections.retail',
      fields: [
        { key: 'retailId', label: field('retailId'), format: 'code' },
        { key: 'retailName', label: field('retailName') },
        { key: 'retailPrice', label: field('retailPrice'), format: 'money' },
        { key: 'basicPrice', label: field('basicPrice'), format: 'money', visible: notSecondary },
        { key: 'dividend', label: field('dividend'), enumLabel: 'billing.plan.dividend', visible: notSecondary },
        { key: 'proportion', label: field('proportion'), format: 'percent', visible: notSecondary },
        {
          key: 'custIds',
          label: field('custIds'),
          value: (r) => customerNames(r.customers ?? (r.custIds ?? []).map((custId) => ({ custId }))),
          visible: notSecondary,
        },
        { key: 'taxRate', label: field('taxRate'), format: 'percent' },
        { key: 'status', label: field('status'), enumLabel: 'billing.plan.status' },
        { key: 'remark', label: field('remark') },
        { key: 'createdAt', label: field('createdAt'), format: 'dateTime' },
      ],
    },
  ],
  after: ({ record, ctx }) =>
    record.basic ? (
      <DetailSections sections={basicPlanSections(secondary(ctx))} record={record.basic} ctx={ctx} layout="grid" />
    ) : null,
  back: () => '/billing/package/list/retail',
  actions: [
    {
      id: 'record',
      label: 'billing.plan.record',
      visible: notSecondary,
      to: (r, ctx) => {
        const channelCustId = enterpriseOf(ctx);
        return `/billing/package/retailrecord/${r.retailId}${channelCustId ? `?channelCustId=${encodeURIComponent(channelCustId)}` : ''}`;
      },
    },
  ],
};

export default function RetailDetailPage() {
  return <DetailPage declaration={retailDetail} />;
}
