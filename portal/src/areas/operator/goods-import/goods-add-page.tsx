import { cardOperators } from '@cmp/functions/contracts';
import { type FormDeclaration, FormPage } from '../../../components/form-page';
import { FLOW_UNITS, type FlowUnit, GOODS_KINDS, type GoodsKind, hasVolume, yuanToFen } from './goods-model';

interface Draft {
  kind: GoodsKind;
  operator: (typeof cardOperators)[number];
  code: string;
  name: string;
  volume: string;
  unit: FlowUnit;
  smsCount: string;
  validityMonths: string;
  price: string;
}

const field = (key: string) => `operator.config.goods.fields.${key}`;
const whole = (v: string) => (/^\d+$/.test(v) && Number(v) >= 1 ? null : { key: 'operator.config.goods.rules.number' });
const price = (v: string) => (yuanToFen(v) === null ? { key: 'operator.config.goods.rules.price' } : null);

/** /operator/goods-import/add: one operator product; data volumes are entered in KB/MB/GB and stored in bytes. */
export const goodsForm: FormDeclaration<Draft> = {
  title: 'operator.config.menu.goodsAdd',
  subtitle: (ctx) => ctx.t('operator.config.goods.subtitle'),
  initial: ({ search }) => {
    const kind = search.get('kind');
    return {
      kind: GOODS_KINDS.includes(kind as GoodsKind) ? (kind as GoodsKind) : 'data',
      operator: 'CMCC',
      code: '',
      name: '',
      volume: '',
      unit: 'MB',
      smsCount: '',
      validityMonths: '1',
      price: '',
    };
  },
  sections: [
    {
      id: 'goods',
      title: (d, ctx) => ctx.t(`operator.config.goods.tabs.${d.kind}`),
      fields: [
        { kind: 'select', name: 'kind', label: field('kind'), options: GOODS_KINDS, optionLabel: 'operator.config.goods.tabs' },
        { kind: 'select', name: 'operator', label: field('operator'), options: cardOperators, optionLabel: 'operator' },
        {
          kind: 'text',
          name: 'code',
          label: field('code'),
          required: true,
          pattern: { test: /^[A-Za-z0-9_-]+$/, message: 'formRules.code' },
        },
        { kind: 'text', name: 'name', label: field('name'), required: true },
        {
          kind: 'text',
          name: 'volume',
          label: field('volume'),
          inputMode: 'numeric',
          rules: [whole],
          visible: (d) => hasVolume(d.kind),
        },
        {
          kind: 'select',
          name: 'unit',
          label: field('unit'),
          options: FLOW_UNITS,
          optionLabel: (u: FlowUnit) => u,
          visible: (d) => hasVolume(d.kind),
        },
        {
          kind: 'text',
          name: 'smsCount',
          label: field('smsCount'),
          inputMode: 'numeric',
          rules: [whole],
          visible: (d) => !hasVolume(d.kind),
        },
        { kind: 'text', name: 'validityMonths', label: field('validityMonths'), inputMode: 'numeric', rules: [whole] },
        { kind: 'text', name: 'price', label: field('price'), inputMode: 'decimal', rules: [price] },
      ],
    },
  ],
  submit: {
    route: 'operator-config.goodsAdd',
    body: (d) => ({
      kind: d.kind,
      operator: d.operator,
      code: d.code,
      name: d.name.trim(),
      ...(hasVolume(d.kind) ? { volume: Number(d.volume), unit: d.unit } : { smsCount: Number(d.smsCount) }),
      validityMonths: Number(d.validityMonths),
      priceFen: yuanToFen(d.price),
    }),
    done: 'operator.config.goods.saved',
    goTo: () => '/operator/goods-import/list',
  },
  testId: 'goods-form',
};

export default function GoodsAddPage() {
  return <FormPage declaration={goodsForm} />;
}
