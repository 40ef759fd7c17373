import { featureCodes } from '@cmp/functions/platform/permissions';
import { type ListDeclaration, ListPage, enumFilter, textFilter } from '../../../components/list-page';
import { enterpriseFilter } from '../../../components/list-page/common-filters';
import {
  STOCK_LIST,
  type StockRow,
  exportStock,
  itemPath,
  matchStateTones,
  matchStates,
  networkTypes,
  stockKinds,
  stockStateTones,
  stockStates,
} from '../shared/stock-model';
import { ScrapDialog, StockOutDialog } from './stock-dialogs';

const k = (key: string) => `stock.list.${key}`;

/**
 * /stock/stocklist/list: the stock of the caller's scope — platform users the whole inventory (or one
 * enterprise's, chosen in the filters), an enterprise the items out to it — with each item's stock and
 * matching state; platform users stock out against a sales order and scrap.
 */
export const stockList: ListDeclaration<StockRow> = {
  texts: 'stock.list',
  source: STOCK_LIST,
  localized: true,
  rowKey: 'sn',
  filters: [
    enterpriseFilter(k('fields.enterprise'), 'stock-filter-enterprise'),
    textFilter('sn', k('fields.sn'), { width: 'w-56', maxLength: 40, testId: 'stock-filter-sn' }),
    enumFilter('kind', k('fields.kind'), stockKinds, 'stock.kind', { width: 'w-40', testId: 'stock-filter-kind' }),
    enumFilter('stockState', k('fields.stockState'), stockStates, 'stock.stockState', {
      width: 'w-40',
      testId: 'stock-filter-state',
    }),
    enumFilter('matchState', k('fields.matchState'), matchStates, 'stock.matchState', {
      width: 'w-40',
      testId: 'stock-filter-match',
    }),
    textFilter('name', k('fields.name'), {
      width: 'w-40',
      maxLength: 10,
      more: true,
      pattern: /^.{1,10}$/u,
      invalid: k('invalid.name'),
      testId: 'stock-filter-name',
    }),
  ],
  columns: [
    // The table fits 1440 px: the cards an item holds go under its serial number (a card's is its own ICCID:
    // nothing under it), the network type under the type.
    {
      key: 'sn',
      format: 'code',
      link: (r) => itemPath(r),
      linkTestId: (r) => `stock-link-${r.sn}`,
      below: (r) => {
        const cards = r.iccids.filter((i) => i !== r.sn);
        return cards.length ? (
          <span className="font-mono" data-testid={`stock-cards-${r.sn}`}>
            {cards.map((i) => (
              <span key={i} className="block">
                {i}
              </span>
            ))}
          </span>
        ) : null;
      },
    },
    {
      key: 'kind',
      header: 'stock.list.fields.kindNetwork',
      enumLabel: 'stock.kind',
      below: (r, ctx) => (r.networkType ? ctx.t(`stock.networkType.${r.networkType}`) : null),
    },
    { key: 'name' },
    {
      key: 'stockState',
      state: { tones: stockStateTones, label: 'stock.stockState', testId: (r) => `stock-state-${r.sn}` },
    },
    {
      key: 'matchState',
      state: { tones: matchStateTones, label: 'stock.matchState', testId: (r) => `stock-match-${r.sn}` },
    },
    { key: 'enterprise', value: (r) => r.enterpriseName, below: (r) => r.salesOrderNumber ?? null },
    { key: 'createdAt', format: 'dateTime' },
  ],
  rowActions: [{ id: 'view', label: k('view'), to: (r) => itemPath(r), testId: (r) => `stock-view-${r.sn}` }],
  headerActions: [
    {
      id: 'stockOut',
      label: k('stockOut'),
      permission: featureCodes.stockOut,
      open: 'stockOut',
      variant: 'primary',
      testId: 'stock-out',
    },
    { id: 'scrap', label: k('scrap'), permission: featureCodes.stockScrap, open: 'scrap', testId: 'stock-scrap' },
  ],
  dialogs: { stockOut: StockOutDialog, scrap: ScrapDialog },
  export: {
    label: k('export.action'),
    title: k('export.title'),
    description: k('export.description'),
    start: exportStock,
    testId: 'stock-export',
  },
  shortPage: k('shortPage'),
  emptyDescription: k('empty'),
  testIds: { table: 'stock-table', empty: 'stock-empty' },
};

export default function StockListPage() {
  return <ListPage declaration={stockList} />;
}
