import type { DetailPartProps, DetailSectionDeclaration } from '../../components/detail-page';
import { EMPTY } from '../../lib/format';
import type { BasicPlan } from './plan-model';

/** The APN → zone → communication service structure of a basic plan. */
function PlanStructure({ record: plan, ctx: { t } }: DetailPartProps<BasicPlan>) {
  const services = new Map((plan.commservs ?? []).map((c) => [c.commservId, c.name]));
  if ((plan.apnConfigs ?? []).length === 0) return <p className="text-sm text-slate-500">{EMPTY}</p>;
  return (
    <ul className="space-y-3">
      {(plan.apnConfigs ?? []).map((apn) => (
        <li key={apn.apnId} className="rounded-lg border border-slate-200 p-3">
          <p className="text-sm font-semibold text-slate-900">
            {t('billing.plan.apnPicker.apn')}: {plan.apnNames?.[apn.apnId] ?? apn.apnId}
          </p>
          <ul className="mt-2 space-y-1 pl-4">
            {apn.zones.map((zone) => (
              <li key={zone.elementId} className="text-sm text-slate-700">
                <span className="font-medium">{zone.elementName ?? zone.elementId}</span>
                {' — '}
                {zone.commservIds.map((id) => services.get(id) ?? id).join(', ')}
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}

const field = (key: string) => `billing.plan.fields.${key}`;
/** Two sections' titles in one panel. */
const both = (a: string, b: string) => (_: BasicPlan, ctx: DetailPartProps<BasicPlan>['ctx']) =>
  `${ctx.t(`billing.plan.sections.${a}`)} · ${ctx.t(`billing.plan.sections.${b}`)}`;

/**
 * The sections of a basic plan: basics, prices and cycle, test periods and out-of-plan, renewal and
 * tax, and its APN → zone → service structure. `hidePrices`: without the platform's prices (a
 * secondary customer's view of a retail plan).
 */
export function basicPlanSections(hidePrices = false): DetailSectionDeclaration<BasicPlan>[] {
  const price = () => !hidePrices;
  return [
    {
      id: 'basics',
      title: 'billing.plan.sections.basics',
      fields: [
        { key: 'goodsReleaseId', label: field('goodsReleaseId'), format: 'code' },
        { key: 'code', label: field('code') },
        { key: 'name', label: field('name') },
        { key: 'goodsType', label: field('goodsType'), enumLabel: 'billing.plan.goodsType' },
        { key: 'tariffType', label: field('tariffType'), enumLabel: 'billing.plan.tariffType' },
        { key: 'operator', label: field('operator'), enumLabel: 'billing.plan.operator' },
        { key: 'modeType', label: field('modeType'), enumLabel: 'billing.plan.modeType' },
        { key: 'status', label: field('status'), enumLabel: 'billing.plan.status' },
      ],
    },
    {
      id: 'prices',
      title: both('prices', 'cycle'),
      fields: [
        { key: 'releasePrice', label: field('releasePrice'), format: 'money', visible: price },
        { key: 'normPrice', label: field('normPrice'), format: 'money', visible: price },
        {
          key: 'releaseCycle',
          label: field('releaseCycle'),
          value: (p, ctx) => (p.releaseCycle ? ctx.t('billing.plan.releaseCycle', { count: p.releaseCycle }) : undefined),
        },
        { key: 'durationMonths', label: field('durationMonths') },
        { key: 'quotaBytes', label: field('quota'), format: 'size' },
      ],
    },
    {
      id: 'test',
      title: both('test', 'outOfPlan'),
      fields: [
        { key: 'testPrice', label: field('testPrice'), format: 'money' },
        { key: 'testPeriodMonths', label: field('testPeriodMonths') },
        { key: 'silentPeriodMonths', label: field('silentPeriodMonths') },
        { key: 'testValidDays', label: field('testValidDays') },
        { key: 'useUpAction', label: field('useUpAction'), enumLabel: 'billing.plan.useUpAction' },
        {
          key: 'terminateByUsage',
          label: field('terminateByUsage'),
          value: (p) => (p.terminateByUsage ? 'yes' : 'no'),
          enumLabel: 'billing.plan',
        },
        { key: 'outOfPlanGrade', label: field('outOfPlanGrade') },
        { key: 'outOfPlanPrice', label: field('outOfPlanPrice'), format: 'money' },
      ],
    },
    {
      id: 'renewal',
      title: both('renewal', 'tax'),
      fields: [
        { key: 'renewalMode', label: field('renewalMode'), enumLabel: 'billing.plan.renewalMode' },
        { key: 'taxRate', label: field('taxRate'), format: 'percent' },
        { key: 'currency', label: field('currency') },
        { key: 'remark', label: field('remark') },
      ],
    },
    { id: 'structure', title: 'billing.plan.structure', wide: true, testId: 'plan-structure', content: PlanStructure },
  ];
}
