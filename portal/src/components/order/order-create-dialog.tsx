import { featureCodes } from '@cmp/functions/platform/permissions';
import { useTranslation } from 'react-i18next';
import { type DialogField, FormDialog } from '../form-page';
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
  const enterprises = (ctx.scope.enterprises ?? []).map((c) => ({
    value: c.channelCustId,
    label: `${c.name} (${c.channelCustId})`,
  }));
  const fields: DialogField<OrderDraft>[] = [
    {
      kind: 'select',
      name: 'channelCustId',
      label: k('fields.enterprise'),
      options: () => enterprises,
      placeholder: k('fields.enterprisePick'),
      wide: true,
      testId: 'order-create-enterprise',
    },
    ...(card
      ? [
          {
            kind: 'select',
            name: 'operator',
            label: k('fields.operator'),
            options: ORDER_OPERATORS,
            optionLabel: 'operator',
            placeholder: k('fields.operatorPick'),
            testId: 'order-create-operator',
          } satisfies DialogField<OrderDraft>,
        ]
      : []),
    {
      kind: 'text',
      name: 'itemName',
      label: k(`${kind}.itemName`),
      placeholder: k(`${kind}.itemNameHint`),
      maxLength: ORDER_LIMITS.itemName,
      wide: !card,
      testId: 'order-create-item',
    },
    card
      ? { kind: 'text', name: 'quantity', label: k('fields.quantity'), inputMode: 'numeric', testId: 'order-create-quantity' }
      : {
          kind: 'text',
          name: 'iccid',
          label: k('fields.iccid'),
          hint: k('fields.iccidHint'),
          inputMode: 'numeric',
          maxLength: 20,
          testId: 'order-create-iccid',
        },
    { kind: 'text', name: 'unitPrice', label: k(`${kind}.unitPrice`), inputMode: 'decimal', testId: 'order-create-amount' },
    {
      kind: 'textarea',
      name: 'remark',
      label: k('fields.remark'),
      maxLength: ORDER_LIMITS.remark,
      wide: true,
      testId: 'order-create-remark',
    },
  ];

  return (
    <FormDialog<OrderDraft, undefined, OrderRow>
      namespace="billing"
      size="lg"
      columns={2}
      title={t(k(`${kind}.title`))}
      description={t(k(`${kind}.description`))}
      confirmLabel={t(k('submit'))}
      initial={() => emptyOrderDraft(ctx.scope.channelCustId)}
      fields={fields}
      validate={(d) => orderDraftProblems(kind, d)}
      submit={(d) => createOrder(createOrderBody(kind, d))}
      done={(order) => t(k('done'), { orderId: order.orderId })}
      fallbackField="itemName"
      onClose={close}
      onDone={(order) => {
        if (order.channelCustId !== ctx.scope.channelCustId) ctx.scope.choose(order.channelCustId);
        done();
      }}
      testId={`order-create-${kind}-dialog`}
    />
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
