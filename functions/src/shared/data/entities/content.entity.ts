/**
 * Content and rights (functions/src/content/, issue #17 item 4): the platform's catalogue of content
 * providers (CP/SP) and their rights products, kept by the sync (one record per run); an enterprise's
 * rights orders for a card (ICCID) or a vehicle (VIN), its rights users (one per card or vehicle) and
 * its content bills (one per month, rolled up in each order's transaction).
 */
import { attr, entity, optionalAttr } from '../entity.ts';
import { keys } from '../keys.ts';

/** What a provider is: a content provider (the rights' owner) or a service provider (who runs them). */
export const providerKinds = ['CP', 'SP'] as const;
export type ProviderKind = (typeof providerKinds)[number];

/** What a rights product is about. */
export const productCategories = ['media', 'navigation', 'music', 'video', 'parking'] as const;
export type ProductCategory = (typeof productCategories)[number];

/** On sale, or withdrawn by its provider (kept: orders refer to it; a later sync may list it again). */
export const productStates = ['onSale', 'withdrawn'] as const;
export type ProductState = (typeof productStates)[number];

/** Who a rights order is for. */
export const contentTargetKinds = ['iccid', 'vin'] as const;
export type ContentTargetKind = (typeof contentTargetKinds)[number];

export const syncRunStates = ['running', 'done', 'failed'] as const;
export type SyncRunState = (typeof syncRunStates)[number];

export const contentProviderEntity = /* @__PURE__ */ entity({
  name: 'content provider',
  attributes: {
    providerId: attr<string>(),
    name: attr<string>(),
    englishName: attr<string>(),
    kind: attr<ProviderKind>(),
    /** Products on sale after the last sync that reached the provider. */
    productCount: attr<number>(),
    lastSyncAt: attr<string>(),
    lastRunId: attr<string>(),
    /** Whether the last sync reached the provider (a failure keeps the catalogue as it was). */
    reachable: attr<boolean>(),
  },
  key: ({ providerId }: { providerId: string }) => keys.contentProvider(providerId),
});

export const contentProductEntity = /* @__PURE__ */ entity({
  name: 'content product',
  attributes: {
    productId: attr<string>(),
    providerId: attr<string>(),
    /** The provider's own code of the product (the id is `<providerId>-<code>`). */
    code: attr<string>(),
    name: attr<string>(),
    englishName: attr<string>(),
    category: attr<ProductCategory>(),
    /** Price of a month, in fen (CNY). */
    monthlyPrice: attr<number>(),
    /** The validity choices a buyer has, in months. */
    periods: attr<number[]>(),
    description: attr<string>(),
    englishDescription: attr<string>(),
    state: attr<ProductState>(),
    /** Counted up by every change the sync makes. */
    version: attr<number>(),
    firstSyncedAt: attr<string>(),
    updatedAt: attr<string>(),
    /** The run that made the last change. */
    updatedBy: attr<string>(),
  },
  key: ({ productId }: { productId: string }) => keys.contentProduct(productId),
});

export interface ProviderRunResult {
  providerId: string;
  added: number;
  updated: number;
  withdrawn: number;
  unchanged: number;
  /** Why the provider could not be synced (its adapter's error code), when it could not. */
  error?: string;
}

export const contentSyncRunEntity = /* @__PURE__ */ entity({
  name: 'content sync run',
  attributes: {
    runId: attr<string>(),
    trigger: attr<'schedule' | 'manual'>(),
    state: attr<SyncRunState>(),
    startedAt: attr<string>(),
    finishedAt: optionalAttr<string>(),
    /** Who asked for a manual run (the schedule's are `schedule`). */
    startedBy: attr<string>(),
    providers: attr<ProviderRunResult[]>(),
  },
  key: ({ runId }: { runId: string }) => keys.contentSyncRun(runId),
});

export const contentOrderEntity = /* @__PURE__ */ entity({
  name: 'content order',
  attributes: {
    orderId: attr<string>(),
    channelCustId: attr<string>(),
    /** The secondary customer the card is allocated to (null for a vehicle or an unallocated card). */
    custId: attr<string | null>(),
    productId: attr<string>(),
    productName: attr<string>(),
    englishProductName: attr<string>(),
    providerId: attr<string>(),
    targetKind: attr<ContentTargetKind>(),
    /** The ICCID or the VIN. */
    target: attr<string>(),
    months: attr<number>(),
    monthlyPrice: attr<number>(),
    amount: attr<number>(),
    /** The Shanghai month the order is billed in (`yyyy-MM`). */
    month: attr<string>(),
    startAt: attr<string>(),
    endAt: attr<string>(),
    providerOrderId: attr<string>(),
    remark: optionalAttr<string>(),
    createdAt: attr<string>(),
    createdBy: attr<string>(),
  },
  key: ({ channelCustId, orderId }: { channelCustId: string; orderId: string }) => keys.contentOrder(channelCustId, orderId),
});

export const contentUserEntity = /* @__PURE__ */ entity({
  name: 'content user',
  attributes: {
    channelCustId: attr<string>(),
    custId: attr<string | null>(),
    targetKind: attr<ContentTargetKind>(),
    target: attr<string>(),
    orderCount: attr<number>(),
    /** Total of its orders, in fen. */
    amount: attr<number>(),
    firstOrderAt: attr<string>(),
    lastOrderAt: attr<string>(),
    /** The latest end of its rights (ISO): a user whose rights all ended is `expired` on the list. */
    rightsEndAt: attr<string>(),
  },
  key: ({ channelCustId, targetKind, target }: { channelCustId: string; targetKind: string; target: string }) =>
    keys.contentUser(channelCustId, `${targetKind.toUpperCase()}#${target}`),
});

export const contentBillEntity = /* @__PURE__ */ entity({
  name: 'content bill',
  attributes: {
    billId: attr<string>(),
    channelCustId: attr<string>(),
    month: attr<string>(),
    amount: attr<number>(),
    orderCount: attr<number>(),
    updatedAt: attr<string>(),
  },
  key: ({ channelCustId, month }: { channelCustId: string; month: string }) => keys.contentBill(channelCustId, month),
});
