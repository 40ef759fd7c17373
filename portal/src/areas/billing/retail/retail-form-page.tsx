import type { ResponseOf } from '@cmp/functions/contracts';
import { TextField, Tree } from '@cmp/ui-kit';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { type CustomFieldProps, type FormContext, type FormDeclaration, FormPage } from '../../../components/form-page';
import { type ApiError, routeKey } from '../../../lib/api';
import type { RuleResult } from '../../../lib/form-rules';
import { formatCny } from '../../../lib/format';
import { type RetailPlan, validateRetail } from '../plan-model';
import { BASIC_LIST, usePublishedBasics } from '../use-plans';

interface Draft {
  retailName: string;
  goodsReleaseId: string;
  retailPrice: string;
  dividend: 'profit' | 'turnover';
  proportion: string;
  taxRate: string;
  remark: string;
  custIds: string[];
}
interface Data {
  /** The basic plans published to the enterprise (the select's options). */
  basics: ResponseOf<'plan.basicList'>['items'];
}
type Ctx = FormContext<RetailPlan, Data>;

const draftOf = (r: RetailPlan): Draft => ({
  retailName: r.retailName,
  goodsReleaseId: r.goodsReleaseId,
  retailPrice: (r.retailPrice / 100).toFixed(2),
  dividend: r.dividend ?? 'profit',
  proportion: String(r.proportion ?? 0),
  taxRate: String(r.taxRate ?? 0),
  remark: r.remark ?? '',
  custIds: r.custIds ?? [],
});
const DUPLICATE_NAME = 44231;
const field = (key: string) => `billing.plan.fields.${key}`;
/** The basic plan chosen (or the one the edited plan is on). */
const basicOf = (d: Draft, ctx: Ctx) =>
  ctx.data.basics.find((b) => b.goodsReleaseId === d.goodsReleaseId) ?? ctx.record?.basic ?? undefined;

/** The secondary customers the plan is for: a tree of the enterprise's, or their ids typed when the list cannot load. */
function CustomerPicker({ value, set, error, label }: CustomFieldProps<Draft, Ctx>) {
  const { t } = useTranslation('billing');
  const customers = useSWR<{ items: { custId: string | null; name: string }[] }, ApiError>(
    routeKey('customer.list', { pageSize: 100 }),
  );
  const custIds = value as string[];
  const secondaries = (customers.data?.items ?? []).filter((c) => c.custId);
  if (customers.error)
    return (
      <TextField
        label={label}
        value={custIds.join(';')}
        onChange={(e) =>
          set(
            e.target.value
              .split(';')
              .map((s) => s.trim())
              .filter(Boolean),
          )
        }
        error={error}
      />
    );
  return (
    <>
      {customers.isLoading ? (
        <p className="text-sm text-slate-500">{t('dataList.loading')}</p>
      ) : secondaries.length === 0 ? (
        <p className="text-sm text-slate-500">{t('billing.plan.noCustomers')}</p>
      ) : (
        <Tree
          label={label}
          expandLabel={t('dataList.expand')}
          collapseLabel={t('dataList.collapse')}
          nodes={secondaries.map((c) => ({ id: c.custId as string, label: `${c.name} (${c.custId})` }))}
          value={custIds}
          onChange={set}
          data-testid="retail-custIds"
        />
      )}
      {error && <p className="mt-2 text-xs font-medium text-red-600">{error}</p>}
    </>
  );
}

/** /billing/package/addretail and /editretail/:retailId — an enterprise's retail plan on a basic plan published to it. */
export const retailForm: FormDeclaration<Draft, RetailPlan, Data> = {
  title: (ctx) => [ctx.creating ? 'billing.plan.menu.addRetail' : 'billing.plan.menu.editRetail'],
  subtitle: (ctx) => ctx.record?.retailName,
  load: {
    source: 'plan.retailDetail',
    request: ({ params }) => (params.retailId ? { retailId: params.retailId } : null),
    toDraft: draftOf,
    notFound: 'billing.plan.notFound',
  },
  initial: () => ({
    retailName: '',
    goodsReleaseId: '',
    retailPrice: '',
    dividend: 'profit',
    proportion: '0',
    taxRate: '6',
    remark: '',
    custIds: [],
  }),
  useData: () => ({ basics: usePublishedBasics(true).data?.items ?? [] }),
  layout: 'grid',
  sections: [
    {
      id: 'retail',
      title: 'billing.plan.sections.retail',
      fields: [
        { kind: 'text', name: 'retailName', label: field('retailName'), maxLength: 40, wide: true, testId: 'retail-retailName' },
        {
          kind: 'remoteSelect',
          name: 'goodsReleaseId',
          label: field('basicPlan'),
          placeholder: 'billing.plan.chooseBasic',
          source: BASIC_LIST,
          body: () => ({ status: 'published', pageSize: 100 }),
          option: (b: ResponseOf<'plan.basicList'>['items'][number]) => ({
            value: b.goodsReleaseId,
            label: `${b.name} (${b.code})`,
          }),
          wide: true,
          testId: 'retail-goodsReleaseId',
        },
        {
          kind: 'text',
          name: 'retailPrice',
          label: field('retailPrice'),
          inputMode: 'decimal',
          hint: (d, ctx) => {
            const basic = basicOf(d, ctx);
            return basic ? ctx.t('billing.plan.basicPriceHint', { price: formatCny(basic.releasePrice) }) : undefined;
          },
          testId: 'retail-retailPrice',
        },
        { kind: 'text', name: 'taxRate', label: field('taxRate'), inputMode: 'numeric' },
        { kind: 'textarea', name: 'remark', label: field('remark'), maxLength: 500, wide: true },
      ],
    },
    {
      id: 'sharing',
      title: 'billing.plan.sections.sharing',
      fields: [
        {
          kind: 'select',
          name: 'dividend',
          label: field('dividend'),
          options: ['profit', 'turnover'],
          optionLabel: 'billing.plan.dividend',
        },
        { kind: 'text', name: 'proportion', label: field('proportion'), inputMode: 'numeric', testId: 'retail-proportion' },
      ],
    },
    {
      id: 'customers',
      title: 'billing.plan.sections.customers',
      columns: 1,
      fields: [{ kind: 'custom', name: 'custIds', label: field('custIds'), render: CustomerPicker }],
    },
  ],
  // Spec §5: a name, a basic plan, a price strictly above the basic price, a proportion of 0-100.
  validate: (d, ctx) =>
    Object.fromEntries(
      Object.entries(validateRetail(d, basicOf(d, ctx)?.releasePrice)).map(([name, rule]): [string, RuleResult] => [
        name,
        { key: `billing.plan.rules.${rule}` },
      ]),
    ),
  submit: {
    route: (_, ctx) => (ctx.creating ? 'plan.retailSave' : 'plan.retailUpdate'),
    body: (d, ctx) => ({
      ...(ctx.creating ? {} : { retailId: ctx.params.retailId }),
      retailName: d.retailName.trim(),
      goodsReleaseId: d.goodsReleaseId,
      retailPrice: Math.round(Number(d.retailPrice) * 100),
      dividend: d.dividend,
      proportion: Number(d.proportion),
      taxRate: Number(d.taxRate),
      remark: d.remark.trim(),
      custIds: d.custIds,
    }),
    done: 'billing.plan.saved',
    goTo: (saved: RetailPlan, d, ctx) => `/billing/package/retaildetail/${saved.retailId}/${basicOf(d, ctx)?.tariffType ?? 0}`,
  },
  // Spec §5: a retail plan name already used asks whether to go on.
  confirmations: [
    {
      errorCode: DUPLICATE_NAME,
      title: 'billing.plan.duplicateTitle',
      description: 'billing.plan.duplicateConfirm',
      confirmLabel: 'billing.plan.continue',
      body: (sent) => ({ ...sent, confirmDuplicate: true }),
      testId: 'retail-duplicate',
    },
  ],
  testId: 'retail-form',
  saveTestId: 'retail-save',
};

export default function RetailFormPage() {
  return <FormPage declaration={retailForm} />;
}
