import { Button, ConfirmDialog, Select, StateBadge, type TableColumn, Tabs, TextField, useNotify } from '@cmp/ui-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { api } from '../../../app/services';
import { FilterBar, ListTable, PageHeader, RowAction } from '../../../components/data-list';
import { isApiError } from '../../../lib/api';
import { EMPTY, formatCny, formatCount } from '../../../lib/format';
import { useCursorList } from '../../../lib/use-cursor-list';
import { GOODS_KINDS, type GoodsKind, type OperatorGoods } from './goods-model';

const LIST = '/cmp/base/goods/operator/list';
interface Filters extends Record<string, unknown> {
  kind: GoodsKind;
  operator: string;
  status: 1 | 0 | '';
  name: string;
}

function GoodsTable({ kind }: { kind: GoodsKind }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const initial: Filters = { kind, operator: '', status: '', name: '' };
  const list = useCursorList<OperatorGoods, Filters>(LIST, initial);
  const [draft, setDraft] = useState(initial);
  const [deleting, setDeleting] = useState<OperatorGoods | null>(null);
  const [busy, setBusy] = useState(false);
  const g = (k: string) => t(`operatorConfig.goods.fields.${k}`);
  const run = async (action: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await action();
      notify({ type: 'success', title: done });
      list.reload();
    } catch (e) {
      notify({ type: 'error', title: t('request.errorTitle'), message: isApiError(e) ? e.msg : String(e) });
    } finally {
      setBusy(false);
      setDeleting(null);
    }
  };
  const columns: TableColumn<OperatorGoods>[] = [
    { key: 'operator', header: g('operator'), cell: (x) => t(`operator.${x.operator}`) },
    { key: 'code', header: g('code'), className: 'font-mono text-xs' },
    { key: 'name', header: g('name') },
    kind === 'sms'
      ? {
          key: 'smsCount',
          header: g('smsCount'),
          cell: (r: OperatorGoods) => (r.smsCount === undefined ? EMPTY : formatCount(r.smsCount)),
          className: 'tabular-nums',
        }
      : {
          key: 'volume',
          header: g('volume'),
          cell: (x) => (x.volume ? `${x.volume.value} ${x.volume.unit}` : t('dataList.none')),
          className: 'tabular-nums',
        },
    { key: 'validityMonths', header: g('validityMonths'), className: 'tabular-nums' },
    { key: 'price', header: g('price'), cell: (x) => formatCny(x.priceFen), className: 'tabular-nums' },
    {
      key: 'status',
      header: g('status'),
      cell: (x) => (
        <StateBadge tone={x.status === 1 ? 'green' : 'slate'}>{t(`operatorConfig.goods.status.${x.status}`)}</StateBadge>
      ),
    },
    {
      key: 'actions',
      header: t('dataList.actions'),
      cell: (x) => (
        <div className="flex gap-1 whitespace-nowrap">
          <RowAction
            onClick={() =>
              run(
                () =>
                  api.post(
                    '/cmp/base/goods/operator/status',
                    { kind, goodsId: x.goodsId, status: x.status === 1 ? 0 : 1 },
                    { silent: true },
                  ),
                t('commserv.statusChanged'),
              )
            }
          >
            {t(x.status === 1 ? 'operatorConfig.goods.takeOff' : 'operatorConfig.goods.putOn')}
          </RowAction>
          <RowAction danger onClick={() => setDeleting(x)}>
            {t('operatorConfig.goods.delete')}
          </RowAction>
        </div>
      ),
    },
  ];
  return (
    <div className="space-y-4">
      {kind === 'package' && <p className="text-sm text-slate-500">{t('operatorConfig.goods.packageNote')}</p>}
      <FilterBar
        onSearch={() => list.setFilters(draft)}
        onReset={() => {
          setDraft(initial);
          list.setFilters(initial);
        }}
      >
        <TextField
          className="w-48"
          label={t('operatorConfig.filters.name')}
          value={draft.name}
          onChange={(e) => setDraft({ ...draft, name: e.target.value })}
        />
        <Select
          className="w-40"
          label={t('operatorConfig.filters.operator')}
          options={[
            { value: '', label: t('dataList.any') },
            ...(['CMCC', 'CUCC', 'CTCC'] as const).map((o) => ({ value: o, label: t(`operator.${o}`) })),
          ]}
          value={draft.operator}
          onChange={(operator) => setDraft({ ...draft, operator })}
        />
        {kind !== 'package' && (
          <Select
            className="w-36"
            label={t('operatorConfig.filters.status')}
            options={[
              { value: '' as const, label: t('dataList.any') },
              ...([1, 0] as const).map((s) => ({ value: s, label: t(`operatorConfig.goods.status.${s}`) })),
            ]}
            value={draft.status}
            onChange={(status) => setDraft({ ...draft, status })}
          />
        )}
      </FilterBar>
      <ListTable
        caption={t(`operatorConfig.goods.tabs.${kind}`)}
        columns={columns}
        list={list}
        rowKey={(x) => x.goodsId}
        data-testid={`goods-table-${kind}`}
      />
      <ConfirmDialog
        open={Boolean(deleting)}
        onClose={() => setDeleting(null)}
        title={t('operatorConfig.goods.deleteTitle')}
        description={t('operatorConfig.goods.deleteText', { name: deleting?.name ?? '' })}
        confirmLabel={t('operatorConfig.goods.delete')}
        cancelLabel={t('dataList.cancel')}
        onConfirm={() =>
          deleting &&
          run(
            () => api.post('/cmp/base/goods/operator/delete', { kind, goodsId: deleting.goodsId }, { silent: true }),
            t('operatorConfig.goods.deleted'),
          )
        }
        loading={busy}
      />
    </div>
  );
}

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
        tabs={GOODS_KINDS.map((k) => ({ id: k, label: t(`operatorConfig.goods.tabs.${k}`), content: <GoodsTable kind={k} /> }))}
      />
    </div>
  );
}
