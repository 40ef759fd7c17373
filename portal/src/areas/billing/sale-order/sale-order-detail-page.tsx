import { featureCodes } from '@cmp/functions/platform/permissions';
import { Dialog, Select } from '@cmp/ui-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type DetailDeclaration,
  type DetailDialogProps,
  type DetailFieldDeclaration,
  DetailPage,
} from '../../../components/detail-page';
import { TextAreaField } from '../../../components/form-fields';
import { isApiError } from '../../../lib/api';
import { formatCount } from '../../../lib/format';
import { handleOrder, replyOrder } from './sale-order-api';
import {
  SALE_ORDER_DETAIL,
  type SaleOrderRecord,
  canHandle,
  canReply,
  handleTones,
  orderCardsPath,
  parseIccids,
  payerOf,
  replyChoices,
  replyTones,
  resultTones,
} from './sale-order-model';

type Field = DetailFieldDeclaration<SaleOrderRecord>;
const f = (key: string) => `billing.saleOrder.fields.${key}`;
const refusalOf = (e: unknown) => (isApiError(e) ? e.msg : e instanceof Error ? e.message : String(e));

/** A dialog's request: busy while it runs, the refusal shown in the dialog, `done` once it succeeded. */
function useSubmit(done: () => void) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const run = async (request: () => Promise<unknown>) => {
    setBusy(true);
    setError(null);
    try {
      await request();
      done();
    } catch (e) {
      setError(refusalOf(e));
    } finally {
      setBusy(false);
    }
  };
  return { error, setError, busy, run };
}

/** The platform links the cards it delivered (pasted ICCIDs); cards already linked are skipped. */
function HandleDialog({ record, ctx, close, done }: DetailDialogProps<SaleOrderRecord>) {
  const { t } = useTranslation('billing');
  const [text, setText] = useState('');
  const { error, setError, busy, run } = useSubmit(done);
  const left = record.quantity - record.handledCards;
  const submit = () => {
    const { iccids, invalid } = parseIccids(text);
    if (invalid.length) return setError(t('billing.saleOrder.handle.invalid', { values: invalid.slice(0, 3).join(', ') }));
    if (!iccids.length) return setError(t('billing.saleOrder.handle.none'));
    if (iccids.length > 1000) return setError(t('billing.saleOrder.handle.tooMany'));
    return run(() => handleOrder({ salesOrderNumber: record.salesOrderNumber, channelCustId: record.channelCustId, iccids }));
  };
  return (
    <Dialog
      open
      size="lg"
      onClose={close}
      title={t('billing.saleOrder.handle.title', { number: record.salesOrderNumber })}
      description={t('billing.saleOrder.handle.description', { left: formatCount(left), quantity: formatCount(record.quantity) })}
      confirmLabel={t('billing.saleOrder.handle.action')}
      cancelLabel={ctx.t('dataList.cancel')}
      onConfirm={submit}
      loading={busy}
      data-testid="sale-order-handle-dialog"
    >
      <TextAreaField
        label={t('billing.saleOrder.handle.iccids')}
        hint={t('billing.saleOrder.handle.hint')}
        value={text}
        onChange={setText}
        rows={6}
        error={error}
        data-testid="sale-order-handle-iccids"
      />
    </Dialog>
  );
}

/** The platform replies once: processed (once cards are linked), order modified or order cancelled. */
function ReplyDialog({ record, ctx, close, done }: DetailDialogProps<SaleOrderRecord>) {
  const { t } = useTranslation('billing');
  const choices = replyChoices(record);
  const [result, setResult] = useState(choices[0]!);
  const [remark, setRemark] = useState('');
  const { error, busy, run } = useSubmit(done);
  const submit = () =>
    run(() => replyOrder({ salesOrderNumber: record.salesOrderNumber, channelCustId: record.channelCustId, result, remark }));
  return (
    <Dialog
      open
      onClose={close}
      title={t('billing.saleOrder.reply.title', { number: record.salesOrderNumber })}
      description={t('billing.saleOrder.reply.description')}
      confirmLabel={t('billing.saleOrder.reply.action')}
      cancelLabel={ctx.t('dataList.cancel')}
      onConfirm={submit}
      loading={busy}
      data-testid="sale-order-reply-dialog"
    >
      <div className="space-y-4">
        <Select
          label={t('billing.saleOrder.reply.result')}
          options={choices.map((r) => ({ value: r, label: t(`billing.saleOrder.result.${r}`) }))}
          value={result}
          onChange={(r) => setResult(r)}
          data-testid="sale-order-reply-result"
        />
        <TextAreaField
          label={t('billing.saleOrder.reply.remark')}
          value={remark}
          onChange={setRemark}
          maxLength={500}
          error={error}
          data-testid="sale-order-reply-remark"
        />
      </div>
    </Dialog>
  );
}

const orderFields: Field[] = [
  { key: 'salesOrderNumber', label: f('salesOrderNumber'), format: 'code', testId: 'sale-order-number' },
  { key: 'orderType', label: f('orderType'), enumLabel: 'billing.saleOrder.orderType' },
  {
    key: 'tradeTypeCode',
    label: f('tradeTypeCode'),
    value: (o, ctx) => `${o.tradeTypeCode} · ${ctx.t(`billing.saleOrder.tradeType.${o.tradeTypeCode}`)}`,
  },
  { key: 'enterpriseName', label: f('enterprise'), visible: (_o, ctx) => ctx.scope.platform || !ctx.session.custId },
  { key: 'customerName', label: f('customer'), visible: (o) => o.custId !== null },
  { key: 'operator', label: f('operator'), enumLabel: 'operator' },
  { key: 'planName', label: f('plan'), value: (o) => o.planName ?? o.goodsReleaseId },
  { key: 'retailName', label: f('retail'), visible: (o) => o.retailId !== null },
  { key: 'quantity', label: f('quantity'), format: 'count' },
  { key: 'createdAt', label: f('createdAt'), format: 'dateTime' },
  { key: 'createdBy', label: f('createdBy'), format: 'actor' },
  { key: 'remark', label: f('remark'), wide: true },
];

const priceFields: Field[] = [
  // Removed by the server for a secondary customer: the field is absent, so it is not shown.
  { key: 'basicPrice', label: f('basicPrice'), format: 'money', visible: (o) => 'basicPrice' in o && o.basicPrice != null },
  { key: 'retailPrice', label: f('retailPrice'), format: 'money', visible: (o) => o.retailPrice !== null },
  { key: 'amount', label: f('amount'), format: 'money', testId: 'sale-order-amount' },
];

const handleFields: Field[] = [
  {
    key: 'handleStatus',
    label: f('handleStatus'),
    state: { tones: handleTones, label: 'billing.saleOrder.handleStatus', testId: 'sale-order-handle-status' },
  },
  {
    key: 'handledCards',
    label: f('handledCards'),
    value: (o, ctx) =>
      ctx.t('billing.saleOrder.cardsOf', { linked: formatCount(o.handledCards), quantity: formatCount(o.quantity) }),
    link: (o, ctx) => orderCardsPath(o, ctx.scope.queryOf(o.channelCustId)),
    testId: 'sale-order-cards',
  },
  { key: 'handledAt', label: f('handledAt'), format: 'dateTime' },
  { key: 'handledBy', label: f('handledBy'), visible: (_o, ctx) => ctx.scope.platform },
];

const replyFields: Field[] = [
  {
    key: 'replyStatus',
    label: f('replyStatus'),
    state: { tones: replyTones, label: 'billing.saleOrder.replyStatus', testId: 'sale-order-reply-status' },
  },
  {
    key: 'result',
    label: f('result'),
    state: { tones: resultTones, label: 'billing.saleOrder.result', testId: 'sale-order-result' },
    visible: (o) => o.replyStatus === 1,
  },
  { key: 'replyRemark', label: f('replyRemark'), visible: (o) => o.replyStatus === 1, testId: 'sale-order-reply-remark-value' },
  { key: 'repliedAt', label: f('repliedAt'), format: 'dateTime', visible: (o) => o.replyStatus === 1 },
  { key: 'repliedBy', label: f('repliedBy'), visible: (o, ctx) => o.replyStatus === 1 && ctx.scope.platform },
];

/** /billing/saleOrder/detail/:salesOrderNumber — the order, its prices, its handling and its reply; the platform handles and replies. */
export const saleOrderDetail: DetailDeclaration<SaleOrderRecord> = {
  title: 'billing.saleOrder.detail.title',
  heading: (o, ctx) => ctx.t('billing.saleOrder.detail.heading', { number: o.salesOrderNumber }),
  subtitle: (o, ctx) => (o ? `${payerOf(o)} · ${ctx.t(`billing.saleOrder.orderType.${o.orderType}`)}` : undefined),
  source: SALE_ORDER_DETAIL,
  request: ({ params }) => (params.salesOrderNumber ? { salesOrderNumber: params.salesOrderNumber } : null),
  scope: 'byId',
  notFound: 'billing.saleOrder.notFound',
  notFoundTestId: 'sale-order-not-found',
  layout: 'grid',
  testId: 'sale-order-detail',
  sections: [
    {
      id: 'order',
      title: 'billing.saleOrder.detail.order',
      fields: orderFields,
      wide: true,
      columns: 3,
      testId: 'sale-order-info',
    },
    { id: 'prices', title: 'billing.saleOrder.detail.prices', fields: priceFields, columns: 1, testId: 'sale-order-prices' },
    {
      id: 'handling',
      title: 'billing.saleOrder.detail.handling',
      fields: handleFields,
      columns: 1,
      testId: 'sale-order-handling',
    },
    {
      id: 'reply',
      title: 'billing.saleOrder.detail.reply',
      fields: replyFields,
      wide: true,
      columns: 2,
      testId: 'sale-order-reply',
    },
  ],
  back: (o, ctx) => `/billing/saleOrder/list${ctx.scope.queryOf(o?.channelCustId)}`,
  actions: [
    {
      id: 'handle',
      label: 'billing.saleOrder.handle.action',
      permission: featureCodes.saleOrderHandle,
      visible: (o, ctx) => ctx.scope.platform && canHandle(o),
      open: 'handle',
      testId: 'sale-order-handle',
    },
    {
      id: 'reply',
      label: 'billing.saleOrder.reply.action',
      permission: featureCodes.saleOrderReply,
      visible: (o, ctx) => ctx.scope.platform && canReply(o),
      open: 'reply',
      variant: 'primary',
      testId: 'sale-order-reply-open',
    },
  ],
  dialogs: { handle: HandleDialog, reply: ReplyDialog },
};

export default function SaleOrderDetailPage() {
  return <DetailPage declaration={saleOrderDetail} />;
}
