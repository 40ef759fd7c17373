import { featureCodes } from '@cmp/functions/platform/permissions';
import { StateBadge } from '@cmp/ui-kit';
import type { ListContext, ListDeclaration, ListDialogProps } from '../../../components/list-page';
import { ListPage, enumFilter } from '../../../components/list-page';
import { BASIC_STATUSES, type BasicPlan, GOODS_TYPES, statusTone } from '../plan-model';
import { BASIC_LIST, deleteBasic, exportBasics, switchBasic } from '../use-plans';
import { deletePlanAction, switchPlanAction } from './plan-actions';
import { PublishDialog } from './publish-dialog';

const detailPath = (p: BasicPlan) => `/billing/package/basicdetail/${p.goodsReleaseId}/${p.tariffType}`;
const onPlatform = (ctx: ListContext) => ctx.scope.platform;

function Publish({ row, close, done }: ListDialogProps<BasicPlan>) {
  return row ? <PublishDialog plan={row} onClose={close} onDone={done} /> : null;
}

/** The basic-plan tab: filters by name, status (platform) and plan type; platform roles publish, switch and delete. */
function basicDeclaration(platform: boolean): ListDeclaration<BasicPlan> {
  return {
    title: 'billing.plan.tabs.basic',
    source: BASIC_LIST,
    rowKey: (p) => p.goodsReleaseId,
    filters: [
      { kind: 'text', field: 'name', label: 'billing.plan.filters.name', testId: 'plan-filter-name' },
      ...(platform
        ? [enumFilter('status', 'billing.plan.filters.status', BASIC_STATUSES, 'billing.plan.status', { width: 'w-44' })]
        : []),
      enumFilter('goodsType', 'billing.plan.filters.goodsType', GOODS_TYPES, 'billing.plan.goodsType', { width: 'w-44' }),
    ],
    columns: [
      { key: 'code', header: 'billing.plan.fields.code', format: 'code' },
      { key: 'name', header: 'billing.plan.fields.name', link: detailPath },
      { key: 'goodsType', header: 'billing.plan.fields.goodsType', enumLabel: 'billing.plan.goodsType' },
      { key: 'tariffType', header: 'billing.plan.fields.tariffType', enumLabel: 'billing.plan.tariffType' },
      { key: 'releasePrice', header: 'billing.plan.fields.releasePrice', format: 'money' },
      { key: 'quotaBytes', header: 'billing.plan.fields.quota', format: 'size' },
      {
        key: 'status',
        header: 'billing.plan.fields.status',
        cell: (p, { t }) => <StateBadge tone={statusTone(p.status)}>{t(`billing.plan.status.${p.status}`)}</StateBadge>,
      },
      { key: 'createdAt', header: 'billing.plan.fields.createdAt', format: 'date' },
    ],
    rowActions: [
      { id: 'view', label: 'billing.plan.view', to: detailPath },
      {
        id: 'publish',
        label: 'billing.plan.publish.action',
        visible: (p, ctx) => onPlatform(ctx) && p.status === 'draft',
        open: 'publish',
        testId: (p) => `plan-publish-${p.code}`,
      },
      switchPlanAction({
        permission: featureCodes.packageSwitch1,
        name: (p) => p.name,
        on: (p) => p.status === 'published',
        visible: (p, ctx) => onPlatform(ctx) && p.status !== 'draft',
        run: (p, on) => switchBasic(p.goodsReleaseId, on),
        testId: (p) => `plan-switch-${p.code}`,
      }),
      deletePlanAction({
        permission: featureCodes.packageDelete1,
        name: (p) => p.name,
        description: 'billing.plan.confirmDelete',
        visible: (p, ctx) => onPlatform(ctx) && p.status === 'draft',
        run: (p) => deleteBasic(p.goodsReleaseId),
        testId: (p) => `plan-delete-${p.code}`,
      }),
    ],
    dialogs: { publish: Publish },
    export: {
      label: 'billing.plan.exportList.button',
      title: 'billing.plan.exportList.basicTitle',
      description: 'billing.plan.exportList.description',
      start: (body, format) => exportBasics({ ...body, format }),
      testId: 'basic-export',
    },
    testIds: { table: 'basic-table' },
  };
}

const platformBasics = basicDeclaration(true);
const enterpriseBasics = basicDeclaration(false);

export function BasicTab({ platform }: { platform: boolean }) {
  return (
    <div className="mt-4">
      <ListPage declaration={platform ? platformBasics : enterpriseBasics} embedded />
    </div>
  );
}
