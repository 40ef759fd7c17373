import { clientOf } from '../audit/audit-trail.ts';
import { createApiHandler } from '../platform/api-handler.ts';
import { isPlatformRole } from '../shared/auth/principal.ts';
import { contentTargetKinds, productCategories, productStates } from '../shared/data/entities/content.entity.ts';
import { createOwnerDirectory } from '../shared/data/owner-directory.repository.ts';
import { pageFields } from '../shared/data/page-cursor.ts';
import { AppError } from '../shared/http/error-catalogue.ts';
import { Reply, ownedBy, route } from '../shared/http/route.ts';
import { int, oneOf, optional, str } from '../shared/http/schema.ts';
import { contentService } from './service-instance.ts';

const service = contentService();
const owners = createOwnerDirectory();

const id = str({ max: 64, pattern: /^[A-Za-z0-9_-]+$/ });
const channelCustId = optional(id);
const productId = str({ max: 80, pattern: /^[A-Za-z0-9_-]+$/ });
const iccid = str({ pattern: /^\d{19,20}$/ });
const vin = str({ max: 17, pattern: /^[A-Za-z0-9]{17}$/ });
const month = str({ pattern: /^\d{4}-(0[1-9]|1[0-2])$/ });

export const handler = createApiHandler('content', {
  productList: route({
    input: {
      name: optional(str({ max: 64 })),
      providerId: optional(id),
      category: optional(oneOf(productCategories)),
      state: optional(oneOf(productStates)),
      ...pageFields,
    },
    run: ({ principal, body, lang }) => service.products(principal, body, lang),
  }),
  productDetail: route({
    input: { productId },
    run: ({ principal, body, lang }) => service.product(principal, body, lang),
  }),
  providerList: route({
    input: {},
    run: ({ lang }) => service.providers(lang),
  }),
  syncList: route({
    input: { ...pageFields },
    run: ({ body, lang }) => service.runs(body, lang),
  }),
  sync: route({
    input: {},
    run: async (ctx) => new Reply(await service.syncNow(ctx.principal, clientOf(ctx)), 201, 'OPERATION_OK'),
  }),
  orderList: route({
    input: {
      channelCustId,
      custId: optional(id),
      providerId: optional(id),
      productId: optional(productId),
      targetKind: optional(oneOf(contentTargetKinds)),
      target: optional(str({ max: 20 })),
      month: optional(month),
      ...pageFields,
    },
    run: ({ principal, body, lang }) => service.orders(principal, body, lang),
  }),
  orderDetail: route({
    input: { channelCustId, orderId: str({ max: 40, pattern: /^CO\d{17}[0-9A-F]{6}$/ }) },
    owner: ownedBy('CONTENT_ORDER', 'orderId', 'CONTENT_ORDER_NOT_FOUND'),
    run: ({ principal, body, lang }) => service.orderDetail(principal, body, lang),
  }),
  order: route({
    input: {
      channelCustId,
      productId,
      targetKind: oneOf(contentTargetKinds),
      target: str({ max: 20 }),
      months: int({ min: 1, max: 36 }),
      remark: optional(str({ max: 200 })),
    },
    run: async (ctx) => new Reply(await service.order(ctx.principal, ctx.body, clientOf(ctx)), 201, 'OPERATION_OK'),
  }),
  userList: route({
    input: { channelCustId, targetKind: optional(oneOf(contentTargetKinds)), target: optional(str({ max: 20 })), ...pageFields },
    run: ({ principal, body }) => service.users(principal, body),
  }),
  userDetail: route({
    input: { channelCustId, iccid: optional(iccid), vin: optional(vin) },
    owner: ownedBy('CARD', 'iccid', 'CONTENT_USER_NOT_FOUND'),
    run: async ({ principal, body }) => {
      // A vehicle's owner is its VIN's pointer (a card's is found by the owner middleware).
      if (isPlatformRole(principal) && !body.channelCustId && body.vin && !body.iccid) {
        const owner = await owners.ownerOf('CONTENT_VIN', body.vin.toUpperCase());
        if (!owner) throw new AppError('CONTENT_USER_NOT_FOUND');
        return service.userDetail(principal, { ...body, channelCustId: owner });
      }
      return service.userDetail(principal, body);
    },
  }),
  billList: route({
    input: { channelCustId, year: optional(str({ pattern: /^\d{4}$/ })), ...pageFields },
    run: ({ principal, body }) => service.bills(principal, body),
  }),
  billDetail: route({
    input: { channelCustId, billId: str({ max: 90, pattern: /^CB[A-Za-z0-9_-]+-\d{6}$/ }) },
    owner: ownedBy('CONTENT_BILL', 'billId', 'CONTENT_BILL_NOT_FOUND'),
    run: ({ principal, body }) => service.billDetail(principal, body),
  }),
});
