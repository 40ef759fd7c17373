/** How the content API shows its records: names in the reader's language, ids resolved to names. */
import type { Lang } from '../shared/i18n/lang.ts';
import type { ContentProduct } from './content-model.ts';
import type { ContentBill, ContentOrder, ContentProvider, ContentSyncRun, ContentUser } from './content.repository.ts';

const named = (lang: Lang, zh: string, en: string) => (lang === 'en-US' ? en : zh);

export const providerView = (p: ContentProvider, lang: Lang) => ({
  providerId: p.providerId,
  providerName: named(lang, p.name, p.englishName),
  kind: p.kind,
  productCount: p.productCount,
  lastSyncAt: p.lastSyncAt,
  lastRunId: p.lastRunId,
  reachable: p.reachable,
});

const providerNameOf = (providers: Map<string, ContentProvider>, id: string, lang: Lang) => {
  const p = providers.get(id);
  return p ? named(lang, p.name, p.englishName) : id;
};

export const productView = (p: ContentProduct, providers: Map<string, ContentProvider>, lang: Lang) => ({
  productId: p.productId,
  code: p.code,
  productName: named(lang, p.name, p.englishName),
  providerId: p.providerId,
  providerName: providerNameOf(providers, p.providerId, lang),
  category: p.category,
  monthlyPrice: p.monthlyPrice,
  periods: p.periods,
  description: named(lang, p.description, p.englishDescription),
  state: p.state,
  version: p.version,
  firstSyncedAt: p.firstSyncedAt,
  updatedAt: p.updatedAt,
});

export const orderView = (o: ContentOrder, providers: Map<string, ContentProvider>, lang: Lang) => ({
  orderId: o.orderId,
  channelCustId: o.channelCustId,
  custId: o.custId,
  productId: o.productId,
  productName: named(lang, o.productName, o.englishProductName),
  providerId: o.providerId,
  providerName: providerNameOf(providers, o.providerId, lang),
  targetKind: o.targetKind,
  target: o.target,
  months: o.months,
  monthlyPrice: o.monthlyPrice,
  amount: o.amount,
  month: o.month,
  startAt: o.startAt,
  endAt: o.endAt,
  providerOrderId: o.providerOrderId,
  remark: o.remark ?? null,
  createdAt: o.createdAt,
  createdBy: o.createdBy,
});

export const userView = (u: ContentUser, now: Date) => ({
  channelCustId: u.channelCustId,
  custId: u.custId,
  targetKind: u.targetKind,
  target: u.target,
  orderCount: u.orderCount,
  amount: u.amount,
  firstOrderAt: u.firstOrderAt,
  lastOrderAt: u.lastOrderAt,
  rightsEndAt: u.rightsEndAt,
  state: (u.rightsEndAt > now.toISOString() ? 'active' : 'expired') as 'active' | 'expired',
});

export const billView = (b: ContentBill) => ({
  billId: b.billId,
  channelCustId: b.channelCustId,
  month: b.month,
  amount: b.amount,
  orderCount: b.orderCount,
  updatedAt: b.updatedAt,
});

export const runView = (r: ContentSyncRun, providers: Map<string, ContentProvider>, lang: Lang) => ({
  runId: r.runId,
  trigger: r.trigger,
  state: r.state,
  startedAt: r.startedAt,
  finishedAt: r.finishedAt ?? null,
  startedBy: r.startedBy,
  providers: r.providers.map((p) => ({
    ...p,
    providerName: providerNameOf(providers, p.providerId, lang),
    error: p.error ?? null,
  })),
  added: r.providers.reduce((n, p) => n + p.added, 0),
  updated: r.providers.reduce((n, p) => n + p.updated, 0),
  withdrawn: r.providers.reduce((n, p) => n + p.withdrawn, 0),
  failed: r.providers.filter((p) => p.error).length,
});
