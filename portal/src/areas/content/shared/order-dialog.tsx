import { useTranslation } from 'react-i18next';
import { type DialogField, FormDialog } from '../../../components/form-page';
import type { ListDialogProps } from '../../../components/list-page';
import { formatCny } from '../../../lib/format';
import { useRoute } from '../../../lib/use-route';
import { type ContentOrder, type ContentProduct, TARGET_KINDS, placeOrder, targetProblem } from './content-model';

interface OrderDraft {
  productId: string;
  targetKind: string;
  target: string;
  months: string;
  remark: string;
}

const k = (key: string) => `content.order.dialog.${key}`;

/** The products on sale (every one: the catalogue is small), for the choice of product and its periods. */
const useProducts = () => useRoute('content.productList', { pageSize: 100, state: 'onSale' }).data?.items ?? [];

/**
 * Orders a rights product for a card or a vehicle of the scope's enterprise (12020001): the product,
 * what it is for, the ICCID or VIN, the months the product offers; confirmed with the amount before
 * the call. A product chosen before (`?productId=` of the product detail's link) is preselected.
 */
export function OrderDialog({ ctx, close, done }: ListDialogProps<ContentOrder>) {
  const { t } = useTranslation('content');
  const preselected = new URLSearchParams(window.location.search).get('productId') ?? '';
  const productOf = (products: ContentProduct[], id: string) => products.find((p) => p.productId === id);
  const fields: DialogField<OrderDraft, ContentProduct[]>[] = [
    {
      kind: 'select',
      name: 'productId',
      label: k('product'),
      required: true,
      options: (_d, c) =>
        c.data.map((p) => ({
          value: p.productId,
          label: c.t(k('productOption'), { name: p.productName, provider: p.providerName, price: formatCny(p.monthlyPrice) }),
        })),
      testId: 'content-order-product',
    },
    { kind: 'radio', name: 'targetKind', label: k('targetKind'), options: TARGET_KINDS, optionLabel: 'content.targetKinds' },
    {
      kind: 'text',
      name: 'target',
      label: k('target'),
      hint: k('targetHint'),
      required: true,
      maxLength: 20,
      testId: 'content-order-target',
    },
    {
      kind: 'select',
      name: 'months',
      label: k('months'),
      required: true,
      options: (d, c) =>
        (productOf(c.data, d.productId)?.periods ?? []).map((m) => ({
          value: String(m),
          label: c.t(k('monthsOption'), { count: m }),
        })),
      placeholder: (d) => (d.productId ? k('chooseMonths') : k('choose')),
      testId: 'content-order-months',
    },
    { kind: 'text', name: 'remark', label: k('remark'), maxLength: 200, testId: 'content-order-remark' },
  ];
  return (
    <FormDialog<OrderDraft, ContentProduct[]>
      namespace="content"
      title={t(k('title'))}
      initial={() => ({ productId: preselected, targetKind: 'iccid', target: '', months: '', remark: '' })}
      useData={useProducts}
      fields={fields}
      normalize={(d, prev) => (d.productId !== prev.productId ? { ...d, months: '' } : d)}
      validate={(d) => {
        const problem = targetProblem(d.targetKind, d.target);
        return problem ? { target: problem } : {};
      }}
      confirm={(d, c) => {
        const product = productOf(c.data, d.productId);
        return {
          title: c.t(k('confirmTitle')),
          description: c.t(k('confirmDescription'), {
            product: product?.productName ?? d.productId,
            target: d.target.trim().toUpperCase(),
            months: d.months,
            amount: formatCny((product?.monthlyPrice ?? 0) * Number(d.months)),
          }),
          confirmLabel: c.t(k('confirm')),
          testId: 'content-order-confirm',
        };
      }}
      submit={(d) =>
        placeOrder({
          ...ctx.scope.body,
          productId: d.productId,
          targetKind: d.targetKind as 'iccid' | 'vin',
          target: d.target.trim().toUpperCase(),
          months: Number(d.months),
          ...(d.remark.trim() ? { remark: d.remark.trim() } : {}),
        })
      }
      done={(answer) => t(k('done'), { orderId: (answer as ContentOrder).orderId })}
      fallbackField="target"
      onClose={close}
      onDone={done}
      testId="content-order-dialog"
    />
  );
}
