/** Operator goods (standard rate plan import) as the API answers them. */
import type { ResponseOf } from '@cmp/functions/contracts';
export const GOODS_KINDS = ['data', 'sms', 'package'] as const;
export type GoodsKind = (typeof GOODS_KINDS)[number];
export { flowUnits as FLOW_UNITS, type FlowUnit } from '@cmp/functions/contracts';

export type OperatorGoods = ResponseOf<'operator-config.goodsList'>['items'][number];

/** A price typed in yuan ("12", "12.5", "12.50") as integer fen, or null when it is not one. */
export function yuanToFen(text: string): number | null {
  const m = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

/** Whether the kind carries a data volume (data and packages) or an SMS count (SMS). */
export const hasVolume = (kind: GoodsKind) => kind !== 'sms';
