import { Button } from '@cmp/ui-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { api } from '../../../app/services';
import { type ListDeclaration, ListTabs, enumFilter, operatorFilter, textFilter } from '../../../components/list-page';
import { GOODS_KINDS, type GoodsKind, type OperatorGoods } from './goods-model';

const LIST = 'operator-config.goodsList';

/** One tab: the operators' products of one kind, put on or taken off sale, deleted after confirmation. */
function goodsDeclaration(kind: GoodsKind): ListDeclaration<OperatorGoods> {
  const field = (k: string) => `operator.config.goods.fields.${k}`;
  return {
    title: `operator.config.goods.tabs.${kind}`,
    source: LIST,
    fixed: () => ({ kind }),
    intro: kind === 'package' ? 'operator.config.goods.packageNote' : undefined,
    rowKey: 'goodsId',
    filters: [
      textFilter('name', 'operator.config.filters.name', { width: 'w-48' }),
      operatorFilter('operator.config.filters.operator', { width: 'w-40' }),
      ...(kind === 'package'
        ? []
        : [enumFilter('status', 'operator.config.filters.status', [1, 0], 'operator.config.goods.status', { width: 'w-36' })]),
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
        state: { tones: { 1: 'green', 0: 'slate' }, label: 'operator.config.goods.status' },
      },
    ],
    rowActions: [
      {
        id: 'status',
        label: (x) => [x.status === 1 ? 'operator.config.goods.takeOff' : 'operator.config.goods.putOn'],
        act: {
          run: (x) =>
            api.call(
              'operator-config.goodsStatus',
              { kind, goodsId: x.goodsId, status: x.status === 1 ? 0 : 1 },
              { silent: true },
            ),
          done: 'operator.commserv.statusChanged',
        },
      },
      {
        id: 'delete',
        label: 'operator.config.goods.delete',
        confirm: {
          title: 'operator.config.goods.deleteTitle',
          description: (x) => ['operator.config.goods.deleteText', { name: x.name }],
          run: (x) => api.call('operator-config.goodsDelete', { kind, goodsId: x.goodsId }, { silent: true }),
          done: 'operator.config.goods.deleted',
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
  const { t } = useTranslation('operator');
  const navigate = useNavigate();
  const [tab, setTab] = useState<GoodsKind>('data');
  return (
    <ListTabs
      title="operator.config.menu.goods"
      subtitle="operator.config.goods.subtitle"
      actions={
        <Button onClick={() => navigate(`/operator/goods-import/add?kind=${tab}`)} data-testid="goods-add">
          {t('operator.config.goods.add')}
        </Button>
      }
      tabs={GOODS_KINDS.map((k) => ({ id: k, label: `operator.config.goods.tabs.${k}`, declaration: goodsLists[k] }))}
      selected={tab}
      onChange={(id) => setTab(id as GoodsKind)}
    />
  );
}
