import type { ResponseOf } from '@cmp/functions/contracts';

/** A row of the dual-SIM list as the API answers it (docs/api.md "Dual-SIM list"). */
export type DsimRow = ResponseOf<'dsim.list'>['items'][number];
/** One card of a pair (null: not found). */
export type DsimCardView = NonNullable<DsimRow['card1']>;

export interface PairDraft {
  sn: string;
  iccid1: string;
  iccid2: string;
}

/** The first problem of a pair form (i18n key under `dsim.pair`), checked before sending; the server checks again. */
export function pairDraftProblem(d: PairDraft): { field: keyof PairDraft; key: string } | null {
  if (!/^[A-Za-z0-9_-]{4,40}$/.test(d.sn.trim())) return { field: 'sn', key: 'snInvalid' };
  if (!/^\d{19,20}$/.test(d.iccid1.trim())) return { field: 'iccid1', key: 'iccidInvalid' };
  if (!/^\d{19,20}$/.test(d.iccid2.trim())) return { field: 'iccid2', key: 'iccidInvalid' };
  if (d.iccid1.trim() === d.iccid2.trim()) return { field: 'iccid2', key: 'sameIccid' };
  return null;
}

export const otherSlot = (slot: 1 | 2): 1 | 2 => (slot === 1 ? 2 : 1);
