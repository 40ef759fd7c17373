/**
 * Sales orders as the API serves them (docs/api.md "Sales orders"). The platform records an order an
 * enterprise placed (for itself or one of its secondary customers), handles it by linking the cards
 * it covers and replies to it (processed, order modified, order cancelled); an enterprise reads its
 * own orders, a secondary customer only the orders placed for it, at its retail price (the basic
 * price is removed by the route's response view).
 */
import { type Principal, isPlatformRole, scopeOf } from '../shared/auth/principal.ts';
import { requestedTenant } from '../shared/auth/tenant.ts';
import { scopeKeys } from '../shared/data/keys.ts';
import { DEFAULT_PAGE_SIZE } from '../shared/data/page-cursor.ts';
import { AppError } from '../shared/http/error-catalogue.ts';
import type { Lang } from '../shared/i18n/lang.ts';
import {
  type SaleOrder,
  type SaleOrderResult,
  type SaleOrderType,
  cardsToLink,
  newSalesOrderNumber,
  orderAmount,
  replyChanges,
  tradeTypeCodes,
} from './sale-order-model.ts';
import type { SaleOrderRepository } from './sale-order.repository.ts';

export interface SaleOrderServiceDeps {
  orders: SaleOrderRepository;
  clock: () => Date;
  random?: () => number;
}

type Scoped = { channelCustId?: string };
type OrderRef = Scoped & { salesOrderNumber: string };

export interface CreateOrderInput extends Scoped {
  custId?: string;
  orderType: SaleOrderType;
  goodsReleaseId: string;
  retailId?: string;
  quantity: number;
  remark?: string;
}

export function createSaleOrderService(d: SaleOrderServiceDeps) {
  /** The order if the caller's tenant holds it (a secondary customer: only its own), else 404 without revealing it. */
  async function visible(p: Principal, body: OrderRef): Promise<SaleOrder> {
    const tenant = requestedTenant(p, { channelCustId: body.channelCustId });
    const order = await d.orders.get(tenant.channelCustId, body.salesOrderNumber);
    if (!order || (tenant.custId && order.custId !== tenant.custId)) throw new AppError('NOT_FOUND', {}, 'salesOrderNumber');
    return order;
  }

  /** Orders with the names a person reads: the enterprise, the secondary customer, the plan and the retail plan. */
  async function named(orders: SaleOrder[], lang: Lang) {
    const names = await d.orders.names(
      {
        enterprises: orders.map((o) => o.channelCustId),
        secondaries: orders.flatMap((o) => (o.custId ? [[o.channelCustId, o.custId] as [string, string]] : [])),
        plans: orders.map((o) => o.goodsReleaseId),
        retails: orders.flatMap((o) => (o.retailId ? [[o.channelCustId, o.retailId] as [string, string]] : [])),
      },
      lang,
    );
    return orders.map(({ scope: _s, ...o }: SaleOrder & { scope?: string }) => ({
      ...o,
      enterpriseName: names.customers.get(o.channelCustId) ?? null,
      customerName: o.custId ? (names.customers.get(`${o.channelCustId}|${o.custId}`) ?? null) : null,
      planName: names.plans.get(o.goodsReleaseId) ?? null,
      retailName: o.retailId ? (names.retails.get(o.retailId) ?? null) : null,
    }));
  }
  const one = async (o: SaleOrder, lang: Lang) => (await named([o], lang))[0]!;

  return {
    /** Records an order placed by an enterprise (platform only): priced from its plan (basic, or retail for a secondary customer). */
    async create(p: Principal, body: CreateOrderInput, lang: Lang) {
      if (!isPlatformRole(p)) throw new AppError('FORBIDDEN');
      const { channelCustId } = requestedTenant(p, { channelCustId: body.channelCustId });
      if (!(await d.orders.enterpriseExists(channelCustId))) throw new AppError('NOT_FOUND', {}, 'channelCustId');
      const custId = body.custId ?? null;
      if (custId && !(await d.orders.secondaryExists(channelCustId, custId))) throw new AppError('NOT_FOUND', {}, 'custId');
      const plan = await d.orders.plan(body.goodsReleaseId);
      if (!plan || plan.status !== 'published') throw new AppError('SALE_ORDER_PLAN_UNKNOWN', {}, 'goodsReleaseId');
      let retailPrice: number | null = null;
      if (custId) {
        const retail = body.retailId ? await d.orders.retail(channelCustId, body.retailId) : undefined;
        if (
          !retail ||
          retail.status !== 'on' ||
          !retail.custIds.includes(custId) ||
          retail.goodsReleaseId !== body.goodsReleaseId
        )
          throw new AppError('SALE_ORDER_PLAN_UNKNOWN', {}, 'retailId');
        retailPrice = retail.retailPrice;
      }
      const now = d.clock();
      const base = {
        channelCustId,
        custId,
        orderType: body.orderType,
        tradeTypeCode: tradeTypeCodes[body.orderType],
        operator: plan.operator,
        goodsReleaseId: body.goodsReleaseId,
        retailId: custId ? (body.retailId ?? null) : null,
        quantity: body.quantity,
        basicPrice: plan.releasePrice,
        retailPrice,
        currency: 'CNY' as const,
        remark: (body.remark ?? '').trim(),
        handleStatus: 0 as const,
        handledCards: 0,
        replyStatus: 0 as const,
        createdAt: now.toISOString(),
        createdBy: p.loginName,
      };
      // A number taken in the same hundredth of a second, by any enterprise, is drawn again (its last digit is random).
      for (let attempt = 0; ; attempt++) {
        const order: SaleOrder = {
          ...base,
          salesOrderNumber: newSalesOrderNumber(now, d.random),
          amount: orderAmount(base),
        };
        try {
          await d.orders.create(order, new AppError('CONFLICT', {}, 'salesOrderNumber'));
          return one(order, lang);
        } catch (error) {
          if (!(error instanceof AppError) || error.key !== 'CONFLICT' || attempt >= 9) throw error;
        }
      }
    },

    async list(
      p: Principal,
      body: Scoped & { orderType?: number; replyStatus?: number; handleStatus?: number; cursor?: string; pageSize?: number },
      lang: Lang,
    ) {
      // A channel role naming another enterprise is refused (403), never answered with an empty list.
      if (!isPlatformRole(p)) requestedTenant(p, { channelCustId: body.channelCustId });
      const scope = scopeOf(p);
      const partition =
        scope.kind === 'platform'
          ? body.channelCustId
            ? scopeKeys.enterprise(body.channelCustId)
            : scopeKeys.platform
          : scope.kind === 'enterprise'
            ? scopeKeys.enterprise(scope.channelCustId)
            : scopeKeys.secondary(scope.channelCustId, scope.custId);
      const page = await d.orders.page(partition, {
        orderType: body.orderType,
        replyStatus: body.replyStatus,
        handleStatus: body.handleStatus,
        cursor: body.cursor,
        pageSize: body.pageSize ?? DEFAULT_PAGE_SIZE,
      });
      return { items: await named(page.items, lang), cursor: page.cursor };
    },

    async detail(p: Principal, body: OrderRef, lang: Lang) {
      return one(await visible(p, body), lang);
    },

    /**
     * Handles the order with the cards it covers (platform only): each must be the enterprise's card
     * (and its secondary customer's, for such an order). Cards already linked are skipped, so a
     * repeated request changes nothing; more cards than ordered are refused.
     */
    async handle(p: Principal, body: OrderRef & { iccids: string[] }, lang: Lang) {
      if (!isPlatformRole(p)) throw new AppError('FORBIDDEN');
      const order = await visible(p, body);
      const linked = await d.orders.linked(order);
      const fresh = cardsToLink({ ...order, handledCards: linked.size }, linked, body.iccids);
      if (!fresh.length && order.handleStatus === 1) return { ...(await one(order, lang)), linked: 0 };
      const held = await d.orders.cards(order.channelCustId, fresh);
      const foreign = fresh.filter((i) => !held.has(i) || (order.custId !== null && held.get(i) !== order.custId));
      if (foreign.length)
        throw new AppError(
          'SALE_ORDER_CARDS_UNKNOWN',
          { iccids: foreign.slice(0, 5).join(', ') + (foreign.length > 5 ? ' …' : '') },
          'iccids',
        );
      const at = d.clock().toISOString();
      const total = linked.size + fresh.length;
      await d.orders.handle(order, fresh, total, at, p.loginName);
      const handled: SaleOrder = { ...order, handleStatus: 1, handledCards: total, handledAt: at, handledBy: p.loginName };
      return { ...(await one(handled, lang)), linked: fresh.length };
    },

    /** Replies to the order once (0 → 1) with a result; the same reply again answers the order as it stands. */
    async reply(p: Principal, body: OrderRef & { result: SaleOrderResult; remark?: string }, lang: Lang) {
      if (!isPlatformRole(p)) throw new AppError('FORBIDDEN');
      const order = await visible(p, body);
      const remark = (body.remark ?? '').trim();
      if (!replyChanges(order, { result: body.result, remark })) return one(order, lang);
      const set = {
        replyStatus: 1 as const,
        result: body.result,
        replyRemark: remark,
        repliedAt: d.clock().toISOString(),
        repliedBy: p.loginName,
      };
      await d.orders.reply(order, set);
      return one({ ...order, ...set }, lang);
    },
  };
}

export type SaleOrderService = ReturnType<typeof createSaleOrderService>;
