import { type ListDeclaration, ListPage } from '../../../components/list-page';
import { enumFilter, textFilter } from '../../../components/list-page/common-filters';
import { type ContentProduct, PRODUCT_CATEGORIES, PRODUCT_STATES, productPath } from '../shared/content-model';
import { providerFilter } from '../shared/provider-filter';

const k = (key: string) => `content.product.${key}`;

/**
 * /content/product/list: the rights catalogue as the last sync left it — every holder of the content
 * area reads it; enterprises see the products on sale, the platform may filter withdrawn ones.
 */
export const productList: ListDeclaration<ContentProduct> = {
  texts: 'content.product',
  source: 'content.productList',
  localized: true,
  rowKey: 'productId',
  filters: [
    textFilter('name', k('filters.name'), { maxLength: 64, testId: 'content-product-name' }),
    providerFilter(k('filters.provider'), 'content-product-provider'),
    enumFilter('category', k('filters.category'), PRODUCT_CATEGORIES, 'content.categories', { width: 'w-40' }),
    enumFilter('state', k('filters.state'), PRODUCT_STATES, 'content.productStates', {
      width: 'w-40',
      visible: ({ scope }) => scope.side === 'platform',
      testId: 'content-product-state',
    }),
  ],
  columns: [
    {
      key: 'productName',
      link: (p) => productPath(p.productId),
      linkTestId: (p) => `content-product-${p.productId}`,
      below: (p) => <span className="block text-xs text-slate-500">{p.providerName}</span>,
    },
    { key: 'category', enumLabel: 'content.categories' },
    { key: 'monthlyPrice', format: 'money', align: 'end' },
    { key: 'periods', cell: (p, { t }) => t(k('periodsValue'), { list: p.periods.join(' / ') }) },
    {
      key: 'state',
      state: { tones: { onSale: 'green', withdrawn: 'slate' }, label: 'content.productStates' },
    },
    { key: 'updatedAt', format: 'dateTime' },
  ],
  rowActions: [{ id: 'view', label: k('view'), to: (p) => productPath(p.productId) }],
  emptyTitle: k('empty'),
  testIds: { table: 'content-product-table' },
};

export default function ProductListPage() {
  return <ListPage declaration={productList} />;
}
