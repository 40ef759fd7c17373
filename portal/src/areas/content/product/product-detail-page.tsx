import { featureCodes } from '@cmp/functions/platform/permissions';
import { Navigate, useParams } from 'react-router';
import { type DetailDeclaration, DetailPage } from '../../../components/detail-page';
import type { ContentProduct } from '../shared/content-model';

const k = (key: string) => `content.product.${key}`;

/** /content/product/detail/:productId?: a rights product, and a link to order it (12020001). */
const productDetail: DetailDeclaration<ContentProduct> = {
  title: 'menu.content.product.detail',
  heading: (p) => p.productName,
  subtitle: (p) => p?.providerName,
  source: 'content.productDetail',
  request: ({ params }) => ({ productId: params.productId ?? '' }),
  notFound: k('notFound'),
  notFoundTestId: 'content-product-not-found',
  testId: 'content-product-detail',
  sections: [
    {
      id: 'product',
      columns: 3,
      fields: [
        { key: 'category', label: k('fields.category'), enumLabel: 'content.categories' },
        { key: 'monthlyPrice', label: k('fields.monthlyPrice'), format: 'money' },
        {
          key: 'periods',
          label: k('fields.periods'),
          value: (p, { t }) => t(k('periodsValue'), { list: p.periods.join(' / ') }),
        },
        {
          key: 'state',
          label: k('fields.state'),
          state: {
            tones: { onSale: 'green', withdrawn: 'slate' },
            label: 'content.productStates',
            testId: 'content-product-state',
          },
        },
        { key: 'code', label: k('fields.code'), format: 'code' },
        { key: 'version', label: k('fields.version'), format: 'count' },
        { key: 'firstSyncedAt', label: k('fields.firstSyncedAt'), format: 'dateTime' },
        { key: 'updatedAt', label: k('fields.updatedAt'), format: 'dateTime' },
        { key: 'description', label: k('fields.description'), wide: true },
      ],
    },
  ],
  back: () => '/content/product/list',
  actions: [
    {
      id: 'order',
      label: k('order'),
      permission: featureCodes.contentOrder,
      visible: (p) => p.state === 'onSale',
      variant: 'primary',
      to: (p) => `/content/order/list?productId=${encodeURIComponent(p.productId)}`,
      testId: 'content-product-order',
    },
  ],
};

export default function ProductDetailPage() {
  const { productId } = useParams();
  if (!productId) return <Navigate to="/content/product/list" replace />;
  return <DetailPage declaration={productDetail} />;
}
