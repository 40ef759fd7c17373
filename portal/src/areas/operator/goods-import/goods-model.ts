/** Operator goods (standard rate plan import) as the API answers them. */
import type { FlowUnit } from '@cmp/functions/contracts';
export const GOODS_KINDS = ['data', 'sms', 'package'] as const;
export type GoodsKind = (typeof GOODS_KINDS)[number];
export { flowUnits as FLOW_UNITS, type FlowUnit } from '@cmp/functions/contracts';

export interface OperatorGoods {
  goodsId: string;
  kind: GoodsKind;
  operator: 'CMCC' | 'CUCC' | 'CTCC';
  code: string;
  name: string;
  volumeBytes?: number;
  volume?: { value: number; unit: FlowUnit };
  smsCount?: number;
  validityMonths: number;
  priceFen: number;
  status: 1 | 0;
}

/** A price typed in yuan ("12", "12.5", "12.50") as integer fen, or null when it is not one. */
export function yuanToFen(text: string): number | null {
  const m = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

/** Whether the kind carries a data volume (data and packages) or an SMS count (SMS). */
export const hasVolume = (kind: GoodsKind) => kind !== 'sms';
