import { cardOperators } from '../card/card-codes.ts';
import { createApiHandler } from '../platform/api-handler.ts';
import { pageFields } from '../shared/data/page-cursor.ts';
import { Reply, route } from '../shared/http/route.ts';
import { int, oneOf, optional, str } from '../shared/http/schema.ts';
import { orderCenterFilter, orderListFilter } from './order-filter.ts';
import { ORDER_ID, orderFieldView, type orderTypes } from './order-model.ts';
import { createOrderRepository } from './order.repository.ts';
import { createOrderService } from './order.service.ts';

const orders = createOrderService({ orders: createOrderRepository(), clock: () => new Date() });

const channelCustId = str({ max: 40, pattern: /^[A-Za-z0-9]+$/ });
const orderId = str({ max: 60, pattern: ORDER_ID });

export const handler = createApiHandler('order', {
  list: route({
    view: orderFieldView,
    input: { ...orderCenterFilter, ...pageFields },
    run: ({ principal, body, lang }) => orders.list(principal, body, lang),
  }),
  detail: route({
    view: orderFieldView,
    input: { orderId },
    run: ({ principal, body, lang }) => orders.detail(principal, body, lang),
  }),
  cardList: route({
    view: orderFieldView,
    input: { ...orderListFilter, ...pageFields },
    run: ({ principal, body, lang }) => orders.cardList(principal, body, lang),
  }),
  cardDetail: route({
    view: orderFieldView,
    input: { orderId },
    run: ({ principal, body, lang }) => orders.cardDetail(principal, body, lang),
  }),
  create: route({
    view: orderFieldView,
    input: {
      orderType: oneOf(['oneoff', 'card'] as const satisfies readonly (typeof orderTypes)[number][]),
      channelCustId,
      itemName: str({ min: 1, max: 60 }),
      quantity: int({ min: 1, max: 100_000 }),
      unitPrice: int({ min: 0, max: 100_000_000 }),
      iccid: optional(str({ pattern: /^\d{19,20}$/ })),
      operator: optional(oneOf(cardOperators)),
      remark: optional(str({ max: 200 })),
    },
    run: async ({ principal, body, lang }) => new Reply(await orders.create(principal, body, lang), 200, 'OPERATION_OK'),
  }),
  payState: route({
    input: { orderId, payState: oneOf([2, 3, 4, 5] as const) },
    run: async ({ principal, body, lang }) => new Reply(await orders.payState(principal, body, lang), 200, 'OPERATION_OK'),
  }),
});
