/** Dual-SIM pairing rules (docs/decisions.md "Cards: dual-SIM list"), pure so they are unit-tested. */

/** A device serial number: letters, digits, `-` and `_`, 4..40 characters (upper-cased when stored). */
export const SN_PATTERN = /^[A-Za-z0-9_-]{4,40}$/;
export const normaliseSn = (sn: string): string => sn.trim().toUpperCase();

/** Lifecycle states a card of a pair may not be in: invalid (66) and cancelled (67) cards carry no traffic. */
export const DEAD_STATES: readonly number[] = [66, 67];

export type Slot = 1 | 2;

export interface PairCard {
  iccid: string;
  custId: string | null;
  state: number;
  dsimSn?: string;
}

export type PairProblem =
  | { code: 'DSIM_SAME_ICCID' }
  | { code: 'DSIM_CARD_PAIRED'; iccid: string }
  | { code: 'DSIM_CARD_UNAVAILABLE'; iccid: string }
  | { code: 'DSIM_CUST_MISMATCH' };

/** Why two (found) cards cannot be paired, or null. Checked again by the write's conditions. */
export function pairProblem(primary: PairCard, backup: PairCard): PairProblem | null {
  if (primary.iccid === backup.iccid) return { code: 'DSIM_SAME_ICCID' };
  for (const c of [primary, backup]) if (c.dsimSn) return { code: 'DSIM_CARD_PAIRED', iccid: c.iccid };
  for (const c of [primary, backup]) if (DEAD_STATES.includes(c.state)) return { code: 'DSIM_CARD_UNAVAILABLE', iccid: c.iccid };
  if ((primary.custId ?? null) !== (backup.custId ?? null)) return { code: 'DSIM_CUST_MISMATCH' };
  return null;
}

/** A secondary customer sees a pair only when both its cards are allocated to it. */
export const visibleTo = (custId: string | null, cards: readonly ({ custId: string | null } | null)[]): boolean =>
  !custId || cards.every((c) => c?.custId === custId);

/** The ICCID in a slot of a pair. */
export const iccidIn = (pair: { iccid1: string; iccid2: string }, slot: Slot): string => (slot === 1 ? pair.iccid1 : pair.iccid2);
