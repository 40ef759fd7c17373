/**
 * Content and rights as the API serves them (issue #17 item 4). The catalogue (providers, products,
 * sync runs) is the platform's and every holder of the content area reads it (enterprises see products
 * on sale only); orders, users and bills are an enterprise's: an enterprise (3000) acts on its own,
 * platform roles on the one they name (or, by id, the owner). Ordering a product for a card (ICCID)
 * or a vehicle (VIN) calls the provider, then writes the order, its user and its month's bill in one
 * transaction, audited.
 */
import { randomUUID } from 'node:crypto';
import { type Client, auditWriter } from '../audit/audit-trail.ts';
import type { AuditRepository } from '../audit/audit.repository.ts';
import { type Principal, isPlatformRole } from '../shared/auth/principal.ts';
import { requestedTenant } from '../shared/auth/tenant.ts';
import type { ContentTargetKind, ProductCategory, ProductState } from '../shared/data/entities/content.entity.ts';
import { allOf, attributeContains, attributeIs } from '../shared/data/list-filter.ts';
import { AppError } from '../shared/http/error-catalogue.ts';
import type { Lang } from '../shared/i18n/lang.ts';
import { shanghaiMonth } from '../shared/time/calendar.ts';
import { type ContentProduct, VIN_PATTERN, billIdOf, billOfId, manualRunIdOf, orderIdOf, rightsEnd } from './content-model.ts';
import type { ContentSync } from './content-sync.ts';
import { billView, orderView, productView, providerView, runView, userView } from './content-views.ts';
import type {
  ContentBill,
  ContentOrder,
  ContentProvider,
  ContentRepository,
  ContentSyncRun,
  ContentUser,
} from './content.repository.ts';
import { type ContentProviderAdapter, ProviderError } from './provider/provider-adapter.ts';

export interface ContentServiceDeps {
  repo: ContentRepository;
  sync: ContentSync;
  providers: () => readonly ContentProviderAdapter[];
  /** The card of an enterprise (its secondary customer), or null when the ICCID is not the enterprise's. */
  cardOf(channelCustId: string, iccid: string): Promise<{ custId: string | null } | null>;
  audit: Pick<AuditRepository, 'record'>;
  clock: () => Date;
  newId?: () => string;
}

type Scoped = { channelCustId?: string };
type Paging = { cursor?: string; pageSize?: number };

/** A page of an in-memory list: the cursor is the offset of the next page. */
function slice<T>(items: readonly T[], body: Paging) {
  const from = Math.max(0, Number.parseInt(body.cursor ?? '0', 10) || 0);
  const size = body.pageSize ?? 20;
  const next = from + size;
  return { items: items.slice(from, next), cursor: next < items.length ? String(next) : null };
}

export interface OrderInput extends Scoped {
  productId: string;
  targetKind: ContentTargetKind;
  target: string;
  months: number;
  remark?: string;
}

export function createContentService(d: ContentServiceDeps) {
  const newId = d.newId ?? randomUUID;
  const audit = auditWriter(d);
  const tenantOf = (p: Principal, body: Scoped) => requestedTenant(p, body).channelCustId;
  const providerMap = async () => new Map((await d.repo.providers()).map((p) => [p.providerId, p]));

  return {
    /** Every provider (CP/SP) with its products on sale and its last sync. */
    async providers(lang: Lang) {
      const providers = await d.repo.providers();
      return providers.map((p) => providerView(p, lang)).sort((a, b) => a.providerId.localeCompare(b.providerId));
    },

    /** The catalogue's products, filtered; enterprises see the products on sale only. */
    async products(
      p: Principal,
      body: Paging & { name?: string; providerId?: string; category?: ProductCategory; state?: ProductState },
      lang: Lang,
    ) {
      const [products, providers] = await Promise.all([d.repo.products(), providerMap()]);
      const search = body.name?.trim().toLowerCase();
      const state = isPlatformRole(p) ? body.state : 'onSale';
      const rows = products
        .filter(
          (x) =>
            (!body.providerId || x.providerId === body.providerId) &&
            (!body.category || x.category === body.category) &&
            (!state || x.state === state) &&
            (!search || x.name.toLowerCase().includes(search) || x.englishName.toLowerCase().includes(search)),
        )
        .sort((a, b) => a.productId.localeCompare(b.productId))
        .map((x) => productView(x, providers, lang));
      return slice(rows, body);
    },

    async product(p: Principal, body: { productId: string }, lang: Lang) {
      const product = await d.repo.product(body.productId);
      if (!product || (!isPlatformRole(p) && product.state !== 'onSale')) throw new AppError('CONTENT_PRODUCT_NOT_FOUND');
      return productView(product, await providerMap(), lang);
    },

    /** The sync runs, newest first. */
    async runs(body: Paging, lang: Lang) {
      const [page, providers] = await Promise.all([
        d.repo.runs({ cursor: body.cursor, pageSize: body.pageSize ?? 20 }),
        providerMap(),
      ]);
      return { items: page.items.map((r) => runView(r, providers, lang)), cursor: page.cursor };
    },

    /** A sync run asked for by hand (the route's idempotency key keeps a retried request to one run). */
    async syncNow(p: Principal, client: Client) {
      const run = await d.sync.run({ runId: manualRunIdOf(d.clock(), newId()), trigger: 'manual', startedBy: p.loginName });
      await audit(p, 'contentSync', client, `contentSync ${run.runId} ${run.state}`);
      return runView(run, await providerMap(), client.lang);
    },

    /** Orders a product for a card or a vehicle of the enterprise: the provider's subscription, then the order. */
    async order(p: Principal, body: OrderInput, client: Client) {
      const channelCustId = tenantOf(p, body);
      const target = body.target.trim().toUpperCase();
      let custId: string | null = null;
      if (body.targetKind === 'iccid') {
        const card = await d.cardOf(channelCustId, target);
        if (!card) throw new AppError('CONTENT_CARD_NOT_FOUND', {}, 'target');
        custId = card.custId;
      } else if (!VIN_PATTERN.test(target)) throw new AppError('CONTENT_VIN_INVALID', {}, 'target');
      const product = await d.repo.product(body.productId);
      if (!product) throw new AppError('CONTENT_PRODUCT_NOT_FOUND', {}, 'productId');
      if (product.state !== 'onSale') throw new AppError('CONTENT_PRODUCT_WITHDRAWN', {}, 'productId');
      if (!product.periods.includes(body.months))
        throw new AppError('CONTENT_PERIOD_NOT_OFFERED', { months: body.months }, 'months');
      const adapter = d.providers().find((a) => a.info.providerId === product.providerId);
      if (!adapter) throw new AppError('CONTENT_PROVIDER_UNAVAILABLE');

      const now = d.clock();
      const orderId = orderIdOf(now, newId());
      const startAt = now.toISOString();
      const endAt = rightsEnd(now, body.months).toISOString();
      let providerOrderId: string;
      try {
        ({ providerOrderId } = await adapter.subscribe({
          reference: orderId,
          code: product.code,
          targetKind: body.targetKind,
          target,
          months: body.months,
          startAt,
        }));
      } catch (error) {
        if (error instanceof ProviderError)
          throw new AppError(error.code === 'REJECTED' ? 'CONTENT_PROVIDER_REJECTED' : 'CONTENT_PROVIDER_UNAVAILABLE');
        throw error;
      }
      const month = shanghaiMonth(now);
      const remark = body.remark?.trim();
      const order: ContentOrder = {
        orderId,
        channelCustId,
        custId,
        productId: product.productId,
        productName: product.name,
        englishProductName: product.englishName,
        providerId: product.providerId,
        targetKind: body.targetKind,
        target,
        months: body.months,
        monthlyPrice: product.monthlyPrice,
        amount: product.monthlyPrice * body.months,
        month,
        startAt,
        endAt,
        providerOrderId,
        ...(remark ? { remark } : {}),
        createdAt: startAt,
        createdBy: p.loginName,
      };
      const user = await d.repo.user(channelCustId, body.targetKind, target);
      const rightsEndAt = user && user.rightsEndAt > endAt ? user.rightsEndAt : endAt;
      await d.repo.placeOrder(order, billIdOf(channelCustId, month), rightsEndAt);
      await audit(
        { loginName: p.loginName, channelCustId },
        'contentOrder',
        client,
        `contentOrder ${channelCustId} ${orderId} ${product.productId} ${body.targetKind}:${target} ${body.months}m ${order.amount}`,
      );
      return orderView(order, await providerMap(), client.lang);
    },

    /** A page of the enterprise's orders, newest first, filtered. */
    async orders(
      p: Principal,
      body: Scoped &
        Paging & {
          custId?: string;
          providerId?: string;
          productId?: string;
          targetKind?: ContentTargetKind;
          target?: string;
          month?: string;
        },
      lang: Lang,
    ) {
      const channelCustId = tenantOf(p, body);
      const target = body.target?.trim().toUpperCase();
      const filter = allOf([
        body.custId && attributeIs('custId', body.custId),
        body.providerId && attributeIs('providerId', body.providerId),
        body.productId && attributeIs('productId', body.productId),
        body.targetKind && attributeIs('targetKind', body.targetKind),
        target && attributeContains('target', target),
      ]);
      const [page, providers] = await Promise.all([
        d.repo.orders(channelCustId, { month: body.month, filter, cursor: body.cursor, pageSize: body.pageSize ?? 20 }),
        providerMap(),
      ]);
      return { items: page.items.map((o) => orderView(o, providers, lang)), cursor: page.cursor };
    },

    async orderDetail(p: Principal, body: Scoped & { orderId: string }, lang: Lang) {
      const order = await d.repo.order(tenantOf(p, body), body.orderId);
      if (!order) throw new AppError('CONTENT_ORDER_NOT_FOUND');
      return orderView(order, await providerMap(), lang);
    },

    /** A page of the enterprise's rights users (cards and vehicles), filtered. */
    async users(p: Principal, body: Scoped & Paging & { targetKind?: ContentTargetKind; target?: string }) {
      const channelCustId = tenantOf(p, body);
      const target = body.target?.trim().toUpperCase();
      const filter = allOf([
        body.targetKind && attributeIs('targetKind', body.targetKind),
        target && attributeContains('target', target),
      ]);
      const page = await d.repo.users(channelCustId, { filter, cursor: body.cursor, pageSize: body.pageSize ?? 20 });
      const now = d.clock();
      return { items: page.items.map((u) => userView(u, now)), cursor: page.cursor };
    },

    async userDetail(p: Principal, body: Scoped & { iccid?: string; vin?: string }) {
      const channelCustId = tenantOf(p, body);
      const [targetKind, target] = body.iccid
        ? (['iccid', body.iccid] as const)
        : (['vin', body.vin?.toUpperCase() ?? ''] as const);
      const user = target ? await d.repo.user(channelCustId, targetKind, target) : undefined;
      if (!user) throw new AppError('CONTENT_USER_NOT_FOUND');
      return userView(user, d.clock());
    },

    /** A page of the enterprise's monthly content bills, newest month first (one year's with `year`). */
    async bills(p: Principal, body: Scoped & Paging & { year?: string }) {
      const channelCustId = tenantOf(p, body);
      const filter = allOf([
        body.year && { expression: 'begins_with(#m, :y)', names: { '#m': 'month' }, values: { ':y': body.year } },
      ]);
      const page = await d.repo.bills(channelCustId, { filter, cursor: body.cursor, pageSize: body.pageSize ?? 20 });
      return { items: page.items.map(billView), cursor: page.cursor };
    },

    async billDetail(p: Principal, body: Scoped & { billId: string }) {
      const channelCustId = tenantOf(p, body);
      const ref = billOfId(body.billId);
      const bill = ref && ref.channelCustId === channelCustId ? await d.repo.bill(channelCustId, ref.month) : undefined;
      if (!bill) throw new AppError('CONTENT_BILL_NOT_FOUND');
      return billView(bill);
    },
  };
}

export type ContentService = ReturnType<typeof createContentService>;
