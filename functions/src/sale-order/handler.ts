import { createApiHandler } from '../platform/api-handler.ts';
import { pageFields } from '../shared/data/page-cursor.ts';
import { Reply, ownedBy, route } from '../shared/http/route.ts';
import { arrayOf, int, oneOf, optional, str } from '../shared/http/schema.ts';
import {
  HANDLE_MAX_ICCIDS,
  SALE_ORDER_MAX_CARDS,
  handleStatuses,
  replyStatuses,
  saleOrderResults,
  saleOrderTypes,
  saleOrderView,
} from './sale-order-model.ts';
import { createSaleOrderRepository } from './sale-order.repository.ts';
import { createSaleOrderService } from './sale-order.service.ts';

const orders = createSaleOrderService({ orders: createSaleOrderRepository(), clock: () => new Date() });

const channelCustId = optional(str({ max: 40, pattern: /^[A-Za-z0-9]+$/ }));
const salesOrderNumber = str({ pattern: /^SO\d{16}$/ });
/** Routes naming one order let a platform caller omit `channelCustId` (deep links). */
const order = ownedBy('SALE_ORDER', 'salesOrderNumber');
const view = saleOrderView;

export const handler = createApiHandler('sale-order', {
  list: route({
    view,
    input: {
      channelCustId,
      orderType: optional(oneOf(saleOrderTypes)),
      replyStatus: optional(oneOf(replyStatuses)),
      handleStatus: optional(oneOf(handleStatuses)),
      ...pageFields,
    },
    run: ({ principal, body, lang }) => orders.list(principal, body, lang),
  }),
  detail: route({
    view,
    owner: order,
    input: { channelCustId, salesOrderNumber },
    run: ({ principal, body, lang }) => orders.detail(principal, body, lang),
  }),
  save: route({
    view,
    input: {
      channelCustId,
      custId: optional(str({ max: 40, pattern: /^[A-Za-z0-9]+$/ })),
      orderType: oneOf(saleOrderTypes),
      goodsReleaseId: str({ max: 64 }),
      retailId: optional(str({ max: 64 })),
      quantity: int({ min: 1, max: SALE_ORDER_MAX_CARDS }),
      remark: optional(str({ max: 500 })),
    },
    run: async ({ principal, body, lang }) => new Reply(await orders.create(principal, body, lang), 201, 'OPERATION_OK'),
  }),
  handle: route({
    view,
    owner: order,
    input: {
      channelCustId,
      salesOrderNumber,
      iccids: arrayOf(str({ pattern: /^\s*\d{19,20}\s*$/ }), { min: 1, max: HANDLE_MAX_ICCIDS }),
    },
    run: async ({ principal, body, lang }) => new Reply(await orders.handle(principal, body, lang), 200, 'OPERATION_OK'),
  }),
  reply: route({
    view,
    owner: order,
    input: { channelCustId, salesOrderNumber, result: oneOf(saleOrderResults), remark: optional(str({ max: 500 })) },
    run: async ({ principal, body, lang }) => new Reply(await orders.reply(principal, body, lang), 200, 'OPERATION_OK'),
  }),
});
