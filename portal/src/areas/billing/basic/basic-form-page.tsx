import type { CustomFieldProps, FormContext, FormDeclaration, FormFieldDeclaration } from '../../../components/form-page';
import { FormPage } from '../../../components/form-page';
import type { RuleResult } from '../../../lib/form-rules';
import {
  type ApnConfig,
  type BasicDraft,
  type BasicField,
  type BasicPlan,
  CURRENCIES,
  GOODS_TYPES,
  MODE_TYPES,
  OPERATORS,
  RELEASE_CYCLES,
  RENEWAL_MODES,
  TARIFFS_OF_GOODS_TYPE,
  USE_UP_ACTIONS,
  draftFieldOf,
  emptyBasicDraft,
  toBasicInput,
  validateBasic,
} from '../plan-model';
import { ApnPicker } from './apn-picker';

type Field = FormFieldDeclaration<BasicDraft, FormContext>;
const label = (key: BasicField) => `billing.plan.fields.${key}`;
/** A number typed as text (decimal: money, quota, months, rates). */
const number = (name: BasicField, extra: Partial<Field> = {}): Field =>
  ({ kind: 'text', name, label: label(name), inputMode: 'decimal', testId: `basic-${name}`, ...extra }) as Field;
type Select = Extract<Field, { kind: 'select' }>;
const choice = (name: BasicField, options: Select['options'], optionLabel: Select['optionLabel']): Field => ({
  kind: 'select',
  name,
  label: label(name),
  options,
  optionLabel,
  testId: `basic-${name}`,
});

function Apns({ value, set, error }: CustomFieldProps<BasicDraft, FormContext>) {
  return <ApnPicker value={value as ApnConfig[]} onChange={set} error={error} />;
}

/** /billing/package/addbasic: a platform user builds a basic plan (saved as a draft, then published). */
export const basicForm: FormDeclaration<BasicDraft> = {
  title: 'billing.plan.menu.addBasic',
  initial: emptyBasicDraft,
  layout: 'grid',
  sections: [
    {
      id: 'basics',
      title: 'billing.plan.sections.basics',
      fields: [
        { kind: 'text', name: 'code', label: label('code'), testId: 'basic-code' },
        { kind: 'text', name: 'name', label: label('name'), testId: 'basic-name' },
        choice('goodsType', GOODS_TYPES, 'billing.plan.goodsType'),
        choice('tariffType', (d) => TARIFFS_OF_GOODS_TYPE[d.goodsType] ?? [], 'billing.plan.tariffType'),
        choice('operator', OPERATORS, 'billing.plan.operator'),
        choice('modeType', MODE_TYPES, 'billing.plan.modeType'),
      ],
    },
    { id: 'prices', title: 'billing.plan.sections.prices', fields: [number('releasePrice'), number('normPrice')] },
    {
      id: 'cycle',
      title: 'billing.plan.sections.cycle',
      fields: [
        choice('releaseCycle', RELEASE_CYCLES, (c: number, t) => t('billing.plan.releaseCycle', { count: c })),
        number('durationMonths'),
        number('quotaMb'),
      ],
    },
    {
      id: 'test',
      title: 'billing.plan.sections.test',
      fields: [number('testPrice'), number('testPeriodMonths'), number('silentPeriodMonths'), number('testValidDays')],
    },
    {
      id: 'apns',
      title: 'billing.plan.sections.apns',
      wide: true,
      columns: 1,
      fields: [{ kind: 'custom', name: 'apnConfigs', label: label('apnConfigs'), render: Apns }],
    },
    {
      id: 'outOfPlan',
      title: 'billing.plan.sections.outOfPlan',
      fields: [
        choice('useUpAction', USE_UP_ACTIONS, 'billing.plan.useUpAction'),
        { kind: 'boolean', name: 'terminateByUsage', label: label('terminateByUsage'), optionLabel: 'billing.plan' },
        number('outOfPlanGrade', { visible: (d) => d.useUpAction === 'overdraw' }),
        number('outOfPlanPrice', { visible: (d) => d.useUpAction === 'overdraw' }),
      ],
    },
    {
      id: 'renewal',
      title: 'billing.plan.sections.renewal',
      fields: [choice('renewalMode', RENEWAL_MODES, 'billing.plan.renewalMode')],
    },
    {
      id: 'tax',
      title: 'billing.plan.sections.tax',
      fields: [
        number('taxRate'),
        choice('currency', CURRENCIES, (c: string) => c),
        { kind: 'textarea', name: 'remark', label: label('remark'), maxLength: 500, wide: true },
      ],
    },
  ],
  // A new plan type offers other tariff types: keep the choice valid.
  normalize: (d) => {
    const tariffs = TARIFFS_OF_GOODS_TYPE[d.goodsType] ?? [];
    return tariffs.includes(d.tariffType) ? d : { ...d, tariffType: tariffs[0] ?? 0 };
  },
  validate: (d) =>
    Object.fromEntries(
      Object.entries(validateBasic(d)).map(([name, rule]): [string, RuleResult] => [name, { key: `billing.plan.rules.${rule}` }]),
    ),
  invalidNotice: 'billing.plan.rules.fixErrors',
  serverField: draftFieldOf,
  submit: {
    route: 'plan.basicSave',
    body: (d) => toBasicInput(d),
    done: 'billing.plan.saved',
    goTo: (saved: BasicPlan) => `/billing/package/basicdetail/${saved.goodsReleaseId}/${saved.tariffType}`,
  },
  testId: 'basic-form',
  saveTestId: 'basic-save',
};

export default function BasicFormPage() {
  return <FormPage declaration={basicForm} />;
}
