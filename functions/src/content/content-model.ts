import type { contentProductEntity } from '../shared/data/entities/content.entity.ts';
/**
 * Pure rules of content and rights (issue #17 item 4): how a provider's catalogue is merged into the
 * stored one (the sync), the ids of orders, bills and scheduled runs, and what a VIN may be.
 */
import type { InferItem } from '../shared/data/entity.ts';
import type { ProviderProduct } from './provider/provider-adapter.ts';

export type ContentProduct = InferItem<typeof contentProductEntity>;

const OFFSET_MS = 8 * 60 * 60 * 1000;
/** `yyyyMMddHHmmssSSS` of the instant in Shanghai. */
const shanghaiStamp = (at: Date) => new Date(at.getTime() + OFFSET_MS).toISOString().replace(/\D/g, '').slice(0, 17);

/** `CO<Shanghai yyyyMMddHHmmssSSS><6 hex>`: orders sort by time, and a month's are one sort-key prefix. */
export const orderIdOf = (at: Date, uuid: string) => `CO${shanghaiStamp(at)}${uuid.replace(/-/g, '').slice(0, 6).toUpperCase()}`;
/** The sort-key prefix of a Shanghai month's orders (`2026-11` → `CO202611`). */
export const orderPrefixOf = (month: string) => `CO${month.replace('-', '')}`;
/** `CB<channelCustId>-<yyyyMM>`: one content bill per enterprise and month. */
export const billIdOf = (channelCustId: string, month: string) => `CB${channelCustId}-${month.replace('-', '')}`;
/** The enterprise and month of a bill id (null when it is not one). */
export function billOfId(billId: string): { channelCustId: string; month: string } | null {
  const m = /^CB(.+)-(\d{4})(\d{2})$/.exec(billId);
  return m ? { channelCustId: m[1]!, month: `${m[2]}-${m[3]}` } : null;
}
/** A scheduled sync's run id: its Shanghai hour (`S2026112713`), so a retried run of the hour is the same run. */
export const scheduledRunIdOf = (at: Date) => `S${shanghaiStamp(at).slice(0, 10)}`;
/** A manual sync's run id (`M<Shanghai yyyyMMddHHmmssSSS><6 hex>`). */
export const manualRunIdOf = (at: Date, uuid: string) =>
  `M${shanghaiStamp(at)}${uuid.replace(/-/g, '').slice(0, 6).toUpperCase()}`;

/** ISO 3779: 17 characters, digits and capitals without I, O and Q. */
export const VIN_PATTERN = /^[A-HJ-NPR-Z0-9]{17}$/;

/** The end of rights of `months` from `start` (same day of month, clamped to the month's last day). */
export function rightsEnd(start: Date, months: number): Date {
  const end = new Date(start.getTime());
  const day = end.getUTCDate();
  end.setUTCDate(1);
  end.setUTCMonth(end.getUTCMonth() + months);
  const last = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate();
  end.setUTCDate(Math.min(day, last));
  return end;
}

/** The product id of a provider's product. */
export const productIdOf = (providerId: string, code: string) => `${providerId}-${code}`;

/** What the sync writes for one provider: new products, changed ones (re-listed included), withdrawn ones. */
export interface CatalogueMerge {
  added: ContentProduct[];
  updated: { before: ContentProduct; after: ContentProduct }[];
  withdrawn: { before: ContentProduct; after: ContentProduct }[];
  unchanged: number;
}

const FIELDS = ['name', 'englishName', 'category', 'monthlyPrice', 'description', 'englishDescription'] as const;

const differs = (stored: ContentProduct, incoming: ProviderProduct) =>
  FIELDS.some((f) => stored[f] !== incoming[f]) || stored.periods.join(',') !== incoming.periods.join(',');

/**
 * The merge rules of the catalogue sync, for one provider:
 * - a product the provider lists and we do not have is added, on sale, at version 1;
 * - one we have that differs (name, category, price, periods, descriptions) or was withdrawn is
 *   updated and put on sale, its version counted up;
 * - one we have on sale that the provider no longer lists is withdrawn (never deleted: orders and
 *   users refer to it);
 * - everything else is unchanged and not written, so a second sync of the same catalogue writes nothing.
 * A product listed twice by the provider counts once (its first listing).
 */
export function mergeCatalogue(
  providerId: string,
  stored: readonly ContentProduct[],
  incoming: readonly ProviderProduct[],
  at: string,
  runId: string,
): CatalogueMerge {
  const byId = new Map(stored.filter((p) => p.providerId === providerId).map((p) => [p.productId, p]));
  const seen = new Set<string>();
  const merge: CatalogueMerge = { added: [], updated: [], withdrawn: [], unchanged: 0 };
  for (const p of incoming) {
    const productId = productIdOf(providerId, p.code);
    if (seen.has(productId)) continue;
    seen.add(productId);
    const fields = {
      name: p.name,
      englishName: p.englishName,
      category: p.category,
      monthlyPrice: p.monthlyPrice,
      periods: [...p.periods],
      description: p.description,
      englishDescription: p.englishDescription,
    };
    const before = byId.get(productId);
    if (!before) {
      merge.added.push({
        productId,
        providerId,
        code: p.code,
        ...fields,
        state: 'onSale',
        version: 1,
        firstSyncedAt: at,
        updatedAt: at,
        updatedBy: runId,
      });
    } else if (before.state === 'withdrawn' || differs(before, p)) {
      merge.updated.push({
        before,
        after: { ...before, ...fields, state: 'onSale', version: before.version + 1, updatedAt: at, updatedBy: runId },
      });
    } else merge.unchanged++;
  }
  for (const before of byId.values()) {
    if (seen.has(before.productId)) continue;
    if (before.state === 'withdrawn') merge.unchanged++;
    else
      merge.withdrawn.push({
        before,
        after: { ...before, state: 'withdrawn', version: before.version + 1, updatedAt: at, updatedBy: runId },
      });
  }
  return merge;
}
