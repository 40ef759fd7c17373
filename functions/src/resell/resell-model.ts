/**
 * The resale (转售) status quick entry (spec §2 Shortcuts: resell): the status the platform last
 * recorded for a card (an attribute `resale` on the card item) against the one the operator reports.
 * No I/O.
 */
import type { ResaleRecord, ResaleStatus } from '../operator/index.ts';

/** Most cards one sync or set request acts on (one operator call each). */
export const RESELL_MAX_CARDS = 100;

/** What the platform records on the card item: the operator's record and when the platform read it. */
export interface RecordedResale extends ResaleRecord {
  syncedAt: string;
}

/** A card's resale status in the caller's language. */
export const resaleLabels: Record<ResaleStatus, { zh: string; en: string }> = {
  notListed: { zh: '未转售', en: 'Not listed' },
  listed: { zh: '转售中', en: 'Listed for resale' },
  sold: { zh: '已售出', en: 'Sold' },
  withdrawn: { zh: '已撤回', en: 'Withdrawn' },
};
export const resaleLabel = (status: ResaleStatus, lang: 'zh-CN' | 'en-US') =>
  lang === 'en-US' ? resaleLabels[status].en : resaleLabels[status].zh;

/**
 * Whether the platform's record is behind the operator: never synced, another status, or the
 * operator changed it after the platform recorded it. An unreachable operator is not a difference.
 */
export function resaleBehind(recorded: RecordedResale | null, reported: ResaleRecord | null): boolean {
  if (!reported) return false;
  if (!recorded) return true;
  return recorded.status !== reported.status || recorded.changedAt !== reported.changedAt;
}

/** The chosen ICCIDs once each, in the order given. */
export const distinctIccids = (iccids: readonly string[]): string[] => [...new Set(iccids)];
