import { Button, Tabs } from '@cmp/ui-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { api } from '../../../app/services';
import { PageHeader } from '../../../components/data-list';
import { type ListDeclaration, ListPage } from '../../../components/list-page';
import { GOODS_KINDS, type GoodsKind, type OperatorGoods } from './goods-model';

const LIST = 'operator-config.goodsList';
const OPERATORS = ['CMCC', 'CUCC', 'CTCC'] as const;

/** One tab: the operators' products of one kind, put on or taken off sale, deleted after confirmation. */
function goodsDeclaration(kind: GoodsKind): ListDeclaration<OperatorGoods> {
  const field = (k: string) => `operatorConfig.goods.fields.${k}`;
  return {
    title: `operatorConfig.goods.tabs.${kind}`,
    source: LIST,
    fixed: () => ({ kind }),
    intro: kind === 'package' ? 'operatorConfig.goods.packageNote' : undefined,
    rowKey: (x) => x.goodsId,
    filters: [
      { kind: 'text', field: 'name', label: 'operatorConfig.filters.name', width: 'w-48' },
      {
        kind: 'select',
        field: 'operator',
        label: 'operatorConfig.filters.operator',
        options: OPERATORS,
        optionLabel: 'operator',
        width: 'w-40',
      },
      ...(kind === 'package'
        ? []
        : [
            {
              kind: 'select' as const,
              field: 'status',
              label: 'operatorConfig.filters.status',
              options: [1, 0],
              optionLabel: 'operatorConfig.goods.status',
              width: 'w-36',
            },
          ]),
    ],
    columns: [
      { key: 'operator', header: field('operator'), enumLabel: 'operator' },
      { key: 'code', header: field('code'), format: 'code' },
      { key: 'name', header: field('name') },
      kind === 'sms'
        ? { key: 'smsCount', header: field('smsCount'), format: 'count' }
        : {
            key: 'volume',
            header: field('volume'),
            value: (x) => (x.volume ? `${x.volume.value} ${x.volume.unit}` : null),
            className: 'tabular-nums',
          },
      { key: 'validityMonths', header: field('validityMonths'), className: 'tabular-nums' },
      { key: 'priceFen', header: field('price'), format: 'money' },
      {
        key: 'status',
        header: field('status'),
        state: { tones: { 1: 'green', 0: 'slate' }, label: 'operatorConfig.goods.status' },
      },
    ],
    rowActions: [
      {
        id: 'status',
        label: (x) => [x.status === 1 ? 'operatorConfig.goods.takeOff' : 'operatorConfig.goods.putOn'],
        act: {
          run: (x) =>
            api.call(
              'operator-config.goodsStatus',
              { kind, goodsId: x.goodsId, status: x.status === 1 ? 0 : 1 },
              { silent: true },
            ),
          done: 'commserv.statusChanged',
        },
      },
      {
        id: 'delete',
        label: 'operatorConfig.goods.delete',
        confirm: {
          title: 'operatorConfig.goods.deleteTitle',
          description: (x) => ['operatorConfig.goods.deleteText', { name: x.name }],
          run: (x) => api.call('operator-config.goodsDelete', { kind, goodsId: x.goodsId }, { silent: true }),
          done: 'operatorConfig.goods.deleted',
        },
      },
    ],
    testIds: { table: `goods-table-${kind}` },
  };
}

const goodsLists = Object.fromEntries(GOODS_KINDS.map((k) => [k, goodsDeclaration(k)])) as Record<
  GoodsKind,
  ListDeclaration<OperatorGoods>
>;

/** /operator/goods-import/list: the operators' data, SMS and package products. */
export default function GoodsListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [tab, setTab] = useState<GoodsKind>('data');
  return (
    <div className="space-y-5">
      <PageHeader
        title={t('operatorConfig.menu.goods')}
        subtitle={t('operatorConfig.goods.subtitle')}
        actions={
          <Button onClick={() => navigate(`/operator/goods-import/add?kind=${tab}`)} data-testid="goods-add">
            {t('operatorConfig.goods.add')}
          </Button>
        }
      />
      <Tabs
        label={t('operatorConfig.menu.goods')}
        selectedId={tab}
        onChange={(id) => setTab(id as GoodsKind)}
        tabs={GOODS_KINDS.map((k) => ({
          id: k,
          label: t(`operatorConfig.goods.tabs.${k}`),
          content: <ListPage declaration={goodsLists[k]} embedded />,
        }))}
      />
    </div>
  );
}
