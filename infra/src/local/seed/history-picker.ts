import type { Card } from '@cmp/functions/card/card-record';

/**
 * Chooses the demo cards the history acts on: fixed choices (the highest ICCIDs that fit, each card
 * used once), so every start seeds the same history and the lowest ICCIDs of each list — the cards
 * tests and people pick first — keep their seeded state.
 */
export function createCardPicker(cards: readonly Card[]) {
  const used = new Set<string>();
  const ordered = [...cards].sort((a, b) => (a.iccid < b.iccid ? 1 : -1));
  return {
    /** `n` unused cards matching `where`, highest ICCID first; throws when the dataset has too few. */
    pick(n: number, where: (c: Card) => boolean, what: string): Card[] {
      const out: Card[] = [];
      for (const c of ordered) {
        if (out.length === n) break;
        if (!used.has(c.iccid) && where(c)) out.push(c);
      }
      if (out.length < n) throw new Error(`history seed: the demo dataset has fewer than ${n} cards for ${what}`);
      for (const c of out) used.add(c.iccid);
      return out;
    },
  };
}

export type CardPicker = ReturnType<typeof createCardPicker>;

/** Card predicates the history uses. */
export const of =
  (
    channelCustId: string,
    o: { state?: number; operator?: Card['operator']; custId?: string | null; modeType?: Card['modeType'] } = {},
  ) =>
  (c: Card): boolean =>
    c.channelCustId === channelCustId &&
    (o.state === undefined || c.state === o.state) &&
    (o.operator === undefined || c.operator === o.operator) &&
    (o.custId === undefined || c.custId === o.custId) &&
    (o.modeType === undefined || c.modeType === o.modeType);

export const iccids = (cards: readonly Card[]): string[] => cards.map((c) => c.iccid);
