import { Navigate, useParams } from 'react-router';
import { DetailPage } from '../../../components/detail-page';
import type { DetailDeclaration, DetailPartProps } from '../../../components/detail-page';
import { EMPTY } from '../../../lib/format';
import { type StockDetail, matchStateTones, operationPath, stockStateTones } from '../shared/stock-model';

const f = (key: string) => `stock.detail.fields.${key}`;

/** The item's cards: each ICCID, whether the platform has it, and the enterprise holding it (only its own for an enterprise). */
function CardsPart({ record, ctx }: DetailPartProps<StockDetail>) {
  if (!record.cards.length) return <p className="text-sm text-slate-500">{EMPTY}</p>;
  return (
    <table className="w-full text-sm" data-testid="stock-detail-cards">
      <thead>
        <tr className="text-left text-xs text-slate-500">
          <th className="py-1 font-medium">{ctx.t(f('iccid'))}</th>
          <th className="py-1 font-medium">{ctx.t(f('known'))}</th>
          <th className="py-1 font-medium">{ctx.t(f('cardEnterprise'))}</th>
        </tr>
      </thead>
      <tbody>
        {record.cards.map((c) => (
          <tr key={c.iccid} className="border-t border-slate-100">
            <td className="py-1.5 font-mono">{c.iccid}</td>
            <td className="py-1.5">{ctx.t(`stock.detail.known.${c.known ? 'yes' : 'no'}`)}</td>
            <td className="py-1.5">{c.enterpriseName ?? EMPTY}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A stock item's detail: `dsim` the dual-SIM pair page (/doublecard-detail/:sn?), else a card's or hardware's (/detail/:iccid?). */
const stockDetail = (dsim: boolean): DetailDeclaration<StockDetail> => ({
  title: dsim ? 'stock.detail.dsimTitle' : 'stock.detail.title',
  heading: (r) => `${r.name} · ${r.sn}`,
  source: 'stock.detail',
  request: ({ params }) => {
    const sn = dsim ? params.sn : params.iccid;
    return sn ? { sn, ...(dsim ? { kind: 'dsim' } : {}) } : null;
  },
  notFound: 'stock.detail.notFound',
  notFoundTestId: 'stock-detail-not-found',
  back: () => '/stock/stocklist/list',
  backLabel: 'stock.detail.back',
  backTestId: 'stock-detail-back',
  testId: 'stock-detail',
  layout: 'grid',
  sections: [
    {
      id: 'item',
      title: 'stock.detail.item',
      fields: [
        { key: 'sn', label: f('sn'), format: 'code', testId: 'stock-detail-sn' },
        { key: 'kind', label: f('kind'), enumLabel: 'stock.kind' },
        { key: 'name', label: f('name'), testId: 'stock-detail-name' },
        { key: 'remark', label: f('remark') },
        { key: 'networkType', label: f('networkType'), enumLabel: 'stock.networkType' },
        { key: 'operator', label: f('operator'), enumLabel: 'operator', visible: (r) => Boolean(r.operator) },
        { key: 'model', label: f('model'), visible: (r) => Boolean(r.model) },
        {
          key: 'stockState',
          label: f('stockState'),
          state: { tones: stockStateTones, label: 'stock.stockState', testId: 'stock-detail-state' },
        },
        {
          key: 'matchState',
          label: f('matchState'),
          state: { tones: matchStateTones, label: 'stock.matchState', testId: 'stock-detail-match' },
        },
        { key: 'enterpriseName', label: f('enterprise'), testId: 'stock-detail-enterprise' },
        { key: 'salesOrderNumber', label: f('salesOrderNumber'), format: 'code' },
        { key: 'createdAt', label: f('createdAt'), format: 'dateTime' },
        { key: 'createdBy', label: f('createdBy'), format: 'actor' },
        { key: 'outAt', label: f('outAt'), format: 'dateTime', visible: (r) => Boolean(r.outAt) },
        { key: 'scrappedAt', label: f('scrappedAt'), format: 'dateTime', visible: (r) => Boolean(r.scrappedAt) },
      ],
    },
    { id: 'cards', title: 'stock.detail.cards', content: CardsPart },
    {
      id: 'history',
      title: 'stock.detail.history',
      fields: [
        {
          key: 'importBatchId',
          label: f('importBatchId'),
          format: 'code',
          link: (r) => operationPath(r.importBatchId),
          visible: (_, ctx) => ctx.scope.platform,
        },
        {
          key: 'outBatchId',
          label: f('outBatchId'),
          format: 'code',
          link: (r) => (r.outBatchId ? operationPath(r.outBatchId) : ''),
        },
      ],
    },
  ],
});

const itemDetail = stockDetail(false);
const pairDetail = stockDetail(true);

export function StockDetailPage() {
  const { iccid } = useParams();
  if (!iccid) return <Navigate to="/stock/stocklist/list" replace />;
  return <DetailPage declaration={itemDetail} />;
}

export function DoubleCardDetailPage() {
  const { sn } = useParams();
  if (!sn) return <Navigate to="/stock/stocklist/list" replace />;
  return <DetailPage declaration={pairDetail} />;
}

export default StockDetailPage;
