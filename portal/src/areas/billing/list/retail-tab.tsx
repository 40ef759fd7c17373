import type { ResponseOf } from '@cmp/functions/contracts';
import { featureCodes } from '@cmp/functions/platform/permissions';
import { type ListContext, type ListDeclaration, ListPage, enumFilter } from '../../../components/list-page';
import { EMPTY } from '../../../lib/format';
import { RETAIL_LIST, deleteRetail, exportRetails, switchRetail } from '../use-plans';
import { deletePlanAction, switchPlanAction } from './plan-actions';

type RetailRow = ResponseOf<'plan.retailList'>['items'][number];

const own = (ctx: Pick<ListContext, 'scope'>) => ctx.scope.side === 'enterprise';
const notSecondary = (ctx: Pick<ListContext, 'scope'>) => ctx.scope.side !== 'secondary';
const detailPath = (r: RetailRow, { scope }: ListContext) =>
  `/billing/package/retaildetail/${r.retailId}/${r.tariffType ?? 0}${scope.query}`;

/**
 * The retail-plan tab: an enterprise's own plans (edit, switch, delete, change log), a secondary
 * customer's offers, or for platform roles the plans of the enterprise chosen in the tenant scope.
 */
export const retailList: ListDeclaration<RetailRow> = {
  title: 'billing.plan.tabs.retail',
  source: RETAIL_LIST,
  scope: 'enterprise',
  rowKey: (r) => r.retailId,
  filters: [
    { kind: 'text', field: 'retailName', label: 'billing.plan.filters.name', testId: 'retail-filter-name' },
    enumFilter('status', 'billing.plan.filters.status', ['on', 'off'], 'billing.plan.status', {
      visible: notSecondary,
      width: 'w-36',
    }),
  ],
  columns: [
    { key: 'retailName', header: 'billing.plan.fields.retailName', link: detailPath },
    { key: 'basicName', header: 'billing.plan.fields.basicPlan', value: (r) => r.basicName ?? r.goodsReleaseId },
    { key: 'retailPrice', header: 'billing.plan.fields.retailPrice', format: 'money' },
    // A secondary customer sees its offers' prices, not the enterprise's costs and terms.
    { key: 'basicPrice', header: 'billing.plan.fields.basicPrice', format: 'money', visible: notSecondary },
    {
      key: 'dividend',
      header: 'billing.plan.fields.dividend',
      visible: notSecondary,
      cell: (r, { t }) => (r.dividend ? `${t(`billing.plan.dividend.${r.dividend}`)} · ${r.proportion}%` : EMPTY),
    },
    {
      key: 'custIds',
      header: 'billing.plan.fields.custIds',
      visible: notSecondary,
      cell: (r, { t }) => t('billing.plan.offeredTo', { count: r.custIds?.length ?? 0 }),
    },
    { key: 'status', header: 'billing.plan.fields.status', state: { tones: { on: 'green' }, label: 'billing.plan.status' } },
    { key: 'createdAt', header: 'billing.plan.fields.createdAt', format: 'date' },
  ],
  rowActions: [
    { id: 'view', label: 'billing.plan.view', to: detailPath },
    {
      id: 'edit',
      label: 'billing.plan.edit',
      visible: (_r, ctx) => own(ctx),
      to: (r) => `/billing/package/editretail/${r.retailId}`,
      testId: (r) => `retail-edit-${r.retailId}`,
    },
    {
      id: 'record',
      label: 'billing.plan.record',
      visible: (_r, ctx) => notSecondary(ctx),
      to: (r, { scope }) => `/billing/package/retailrecord/${r.retailId}${scope.query}`,
    },
    switchPlanAction({
      permission: featureCodes.packageSwitch2,
      name: (r) => r.retailName,
      on: (r) => r.status === 'on',
      visible: (_r, ctx) => own(ctx),
      run: (r, on) => switchRetail(r.retailId, on),
      testId: (r) => `retail-switch-${r.retailId}`,
    }),
    deletePlanAction({
      permission: featureCodes.packageDelete2,
      name: (r) => r.retailName,
      description: 'billing.plan.confirmDeleteRetail',
      visible: (r, ctx) => own(ctx) && r.status === 'off',
      run: (r) => deleteRetail(r.retailId),
      testId: (r) => `retail-delete-${r.retailId}`,
    }),
  ],
  export: {
    label: 'billing.plan.exportList.button',
    title: 'billing.plan.exportList.retailTitle',
    description: 'billing.plan.exportList.description',
    start: (body, format) => exportRetails({ ...body, format }),
    testId: 'retail-export',
  },
  testIds: { table: 'retail-table' },
};

export function RetailTab() {
  return (
    <div className="mt-4">
      <ListPage declaration={retailList} embedded />
    </div>
  );
}
