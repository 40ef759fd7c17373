/**
 * Orders as the API serves them: the order center's list (packs, renewals, one-off fees) and the card
 * purchases' list, an order's detail, the platform's recording of a one-off fee or a card purchase,
 * and pay-state changes. The scope comes from the principal: the platform sees every order, an
 * enterprise its own, a secondary customer the orders for its cards, at retail prices only.
 */
import { randomUUID } from 'node:crypto';
import { type Principal, isPlatformRole, scopeOf } from '../shared/auth/principal.ts';
import { requestedTenant } from '../shared/auth/tenant.ts';
import { scopeKeys } from '../shared/data/keys.ts';
import { AppError } from '../shared/http/error-catalogue.ts';
import type { Lang } from '../shared/i18n/lang.ts';
import {
  type OrderFamily,
  type OrderRecord,
  type OrderType,
  type PayState,
  amountOf,
  canMovePayState,
  canRead,
  dayRange,
  familyOf,
  newOrderId,
  orderView,
  ownerOfOrder,
  payStateWord,
} from './order-model.ts';
import type { OrderRepository } from './order.repository.ts';

export interface OrderServiceDeps {
  orders: OrderRepository;
  clock: () => Date;
  newId?: () => string;
}

export interface ListInput {
  channelCustId?: string;
  custId?: string;
  orderType?: OrderType;
  payState?: PayState;
  createdFrom?: string;
  createdTo?: string;
  invoiceId?: string;
  cursor?: string;
  pageSize?: number;
}

export interface CreateInput {
  orderType: 'oneoff' | 'card';
  channelCustId: string;
  itemName: string;
  quantity: number;
  unitPrice: number;
  iccid?: string;
  operator?: string;
  remark?: string;
}

/** The list partition of the request: the caller's scope, narrowed to the enterprise or secondary customer it names. */
function listScope(p: Principal, body: { channelCustId?: string; custId?: string }): string {
  if (isPlatformRole(p) && !body.channelCustId) return scopeKeys.platform;
  const tenant = requestedTenant(p, body);
  return scopeKeys.customer(tenant.channelCustId, tenant.custId);
}

export function createOrderService(d: OrderServiceDeps) {
  const newId = d.newId ?? randomUUID;

  async function named(items: OrderRecord[], lang: Lang) {
    const names = await d.orders.customerNames(items, lang);
    return items.map((o) => ({
      ...orderView(o),
      enterpriseName: names.get(o.channelCustId) ?? null,
      customerName: o.custId ? (names.get(`${o.channelCustId}|${o.custId}`) ?? null) : null,
    }));
  }

  async function list(p: Principal, family: OrderFamily, body: ListInput, lang: Lang) {
    const conditions: string[] = [];
    const values: Record<string, unknown> = {};
    if (body.orderType && family === 'ORDERS') {
      conditions.push('orderType = :t');
      values[':t'] = body.orderType;
    }
    if (body.payState !== undefined) {
      conditions.push('payState = :ps');
      values[':ps'] = body.payState;
    }
    if (body.invoiceId) {
      conditions.push('invoiceId = :inv');
      values[':inv'] = body.invoiceId;
    }
    const page = await d.orders.list({
      scope: listScope(p, body),
      family,
      range: dayRange(body.createdFrom, body.createdTo),
      filter: conditions.length ? { expression: conditions.join(' AND '), values } : undefined,
      cursor: body.cursor,
      pageSize: body.pageSize ?? 20,
    });
    return { items: await named(page.items, lang), cursor: page.cursor };
  }

  /** The order the caller may read, of the family the screen shows, or 404 (a foreign order is not revealed). */
  async function readable(p: Principal, orderId: string, family: OrderFamily): Promise<OrderRecord> {
    const owner = ownerOfOrder(orderId);
    const order = owner ? await d.orders.get(owner, orderId) : undefined;
    if (!order || familyOf(order.orderType) !== family || !canRead(scopeOf(p), order))
      throw new AppError('NOT_FOUND', {}, 'orderId');
    return order;
  }

  async function detail(p: Principal, family: OrderFamily, body: { orderId: string }, lang: Lang) {
    const [view] = await named([await readable(p, body.orderId, family)], lang);
    return view!;
  }

  return {
    list: (p: Principal, body: ListInput, lang: Lang) => list(p, 'ORDERS', body, lang),
    cardList: (p: Principal, body: ListInput, lang: Lang) => list(p, 'CARDORDERS', body, lang),
    detail: (p: Principal, body: { orderId: string }, lang: Lang) => detail(p, 'ORDERS', body, lang),
    cardDetail: (p: Principal, body: { orderId: string }, lang: Lang) => detail(p, 'CARDORDERS', body, lang),

    /**
     * The platform records a one-off fee (optionally for one card) or a purchase of cards by an
     * enterprise: unpaid. A retried request with the same Idempotency-Key is answered from the
     * idempotency store, so it records no second order.
     */
    async create(p: Principal, body: CreateInput, lang: Lang) {
      if (!isPlatformRole(p)) throw new AppError('FORBIDDEN');
      if (!(await d.orders.enterpriseExists(body.channelCustId))) throw new AppError('NOT_FOUND', {}, 'channelCustId');
      if (body.orderType === 'oneoff' && body.iccid && !(await d.orders.card(body.channelCustId, body.iccid)))
        throw new AppError('ORDER_CARD_UNKNOWN', { iccid: body.iccid }, 'iccid');
      if (body.orderType === 'card' && !body.operator) throw new AppError('VALIDATION', { reasonKey: 'required' }, 'operator');
      const now = d.clock();
      const order: OrderRecord = {
        orderId: newOrderId(body.channelCustId, now, newId()),
        orderType: body.orderType,
        channelCustId: body.channelCustId,
        // A one-off fee is the enterprise's to pay, even for a card it allocated to a secondary customer.
        custId: null,
        payState: 1,
        iccid: body.orderType === 'oneoff' ? (body.iccid ?? null) : null,
        goodsReleaseId: null,
        itemName: body.itemName,
        quantity: body.quantity,
        basicUnitPrice: body.unitPrice,
        basicAmount: amountOf(body.unitPrice, body.quantity),
        retailUnitPrice: null,
        retailAmount: null,
        retailId: null,
        currency: 'CNY',
        operator: body.orderType === 'card' ? (body.operator ?? null) : null,
        remark: body.remark ?? null,
        invoiceId: null,
        createdAt: now.toISOString(),
        createdBy: p.loginName,
        payStateAt: null,
        payStateBy: null,
      };
      await d.orders.create(order);
      const [view] = await named([order], lang);
      return view!;
    },

    /** The platform moves an order's pay state (paid, confirmed, closed, failed) along the allowed steps. */
    async payState(p: Principal, body: { orderId: string; payState: PayState }, lang: Lang) {
      if (!isPlatformRole(p)) throw new AppError('FORBIDDEN');
      const owner = ownerOfOrder(body.orderId);
      const order = owner ? await d.orders.get(owner, body.orderId) : undefined;
      if (!order) throw new AppError('NOT_FOUND', {}, 'orderId');
      const refuse = () =>
        new AppError(
          'ORDER_PAY_STATE',
          { from: payStateWord(order.payState, lang), to: payStateWord(body.payState, lang) },
          'payState',
        );
      if (!canMovePayState(order.payState, body.payState)) throw refuse();
      const at = d.clock().toISOString();
      if (!(await d.orders.setPayState(order, order.payState, body.payState, p.loginName, at))) throw refuse();
      return { orderId: order.orderId, payState: body.payState, payStateAt: at };
    },
  };
}

export type OrderService = ReturnType<typeof createOrderService>;
