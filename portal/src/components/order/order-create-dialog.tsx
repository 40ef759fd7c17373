import { featureCodes } from '@cmp/functions/platform/permissions';
import { Dialog, Select, TextField } from '@cmp/ui-kit';
import { useTranslation } from 'react-i18next';
import { TextAreaField } from '../form-fields';
import { useDraftForm } from '../form-page';
import type { HeaderActionDeclaration, ListDialogProps } from '../list-page';
import { createOrder } from './order-api';
import {
  type CreateKind,
  ORDER_LIMITS,
  ORDER_OPERATORS,
  type OrderDraft,
  type OrderRow,
  createOrderBody,
  emptyOrderDraft,
  orderDraftProblems,
} from './order-model';

const k = (key: string) => `billing.order.create.${key}`;

/**
 * The platform records an order for an enterprise: a one-off fee (optionally of one of its cards) or
 * a purchase of cards. Amounts are typed in yuan and sent in fen; a refusal shows on the field the
 * server names. Once recorded, the list shows the order's enterprise and reloads (newest first).
 */
function OrderCreateDialog({ kind, ctx, close, done }: ListDialogProps<OrderRow> & { kind: CreateKind }) {
  const { t } = useTranslation('billing');
  const card = kind === 'card';
  const { draft, set, errors, saving, save } = useDraftForm<OrderDraft>(
    emptyOrderDraft(ctx.scope.channelCustId),
    (d) => orderDraftProblems(kind, d),
    'itemName',
  );
  const submit = () =>
    save(
      (d) => createOrder(createOrderBody(kind, d)),
      (order: OrderRow) => t(k('done'), { orderId: order.orderId }),
      () => {
        if (draft.channelCustId !== ctx.scope.channelCustId) ctx.scope.choose(draft.channelCustId);
        done();
      },
    );
  const id = (field: string) => `order-create-${field}`;

  return (
    <Dialog
      open
      size="lg"
      onClose={close}
      title={t(k(`${kind}.title`))}
      description={t(k(`${kind}.description`))}
      confirmLabel={t(k('submit'))}
      cancelLabel={t('dataList.cancel')}
      onConfirm={submit}
      loading={saving}
      data-testid={`order-create-${kind}-dialog`}
    >
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <Select
          className="sm:col-span-2"
          label={t(k('fields.enterprise'))}
          options={(ctx.scope.enterprises ?? []).map((c) => ({
            value: c.channelCustId,
            label: `${c.name} (${c.channelCustId})`,
          }))}
          value={draft.channelCustId || null}
          placeholder={t(k('fields.enterprisePick'))}
          onChange={(channelCustId) => set({ channelCustId })}
          error={errors.channelCustId}
          data-testid={id('enterprise')}
        />
        {card && (
          <Select
            label={t(k('fields.operator'))}
            options={ORDER_OPERATORS.map((o) => ({ value: o, label: t(`operator.${o}`) }))}
            value={draft.operator || null}
            placeholder={t(k('fields.operatorPick'))}
            onChange={(operator) => set({ operator })}
            error={errors.operator}
            data-testid={id('operator')}
          />
        )}
        <TextField
          className={card ? undefined : 'sm:col-span-2'}
          label={t(k(`${kind}.itemName`))}
          placeholder={t(k(`${kind}.itemNameHint`))}
          value={draft.itemName}
          maxLength={ORDER_LIMITS.itemName}
          error={errors.itemName}
          onChange={(e) => set({ itemName: e.target.value })}
          data-testid={id('item')}
        />
        {card ? (
          <TextField
            label={t(k('fields.quantity'))}
            inputMode="numeric"
            value={draft.quantity}
            error={errors.quantity}
            onChange={(e) => set({ quantity: e.target.value })}
            data-testid={id('quantity')}
          />
        ) : (
          <TextField
            label={t(k('fields.iccid'))}
            hint={t(k('fields.iccidHint'))}
            inputMode="numeric"
            value={draft.iccid}
            maxLength={20}
            error={errors.iccid}
            onChange={(e) => set({ iccid: e.target.value })}
            data-testid={id('iccid')}
          />
        )}
        <TextField
          label={t(k(`${kind}.unitPrice`))}
          inputMode="decimal"
          value={draft.unitPrice}
          error={errors.unitPrice}
          onChange={(e) => set({ unitPrice: e.target.value })}
          data-testid={id('amount')}
        />
        <TextAreaField
          className="sm:col-span-2"
          label={t(k('fields.remark'))}
          value={draft.remark}
          maxLength={ORDER_LIMITS.remark}
          error={errors.remark}
          onChange={(remark) => set({ remark })}
          data-testid={id('remark')}
        />
      </div>
    </Dialog>
  );
}

const OneoffDialog = (props: ListDialogProps<OrderRow>) => <OrderCreateDialog kind="oneoff" {...props} />;
const CardOrderDialog = (props: ListDialogProps<OrderRow>) => <OrderCreateDialog kind="card" {...props} />;

/** The list header's "Record …" button: platform users holding 4030001 only (the server refuses anyone else). */
export const orderCreateAction = (kind: CreateKind): HeaderActionDeclaration<OrderRow> => ({
  id: `create-${kind}`,
  label: k(`${kind}.action`),
  permission: featureCodes.orderCreate,
  visible: (ctx) => ctx.scope.side === 'platform',
  open: kind === 'card' ? CardOrderDialog : OneoffDialog,
  variant: 'primary',
  testId: `order-create-${kind}`,
});
