// Shared by the billing screens (bills, operator bills): the cycles a person picks and where a card opens.

/** A card's detail page; platform users name the enterprise (the card detail's optional parameter). */
export const cardPath = (iccid: string, channelCustId: string | null) =>
  `/card/card-list/detail/${iccid}${channelCustId ? `/${encodeURIComponent(channelCustId)}` : ''}`;

/** The last `count` months up to the one holding `now`, newest first ('YYYY-MM'). */
export function recentCycles(now: Date, count = 24): string[] {
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const d = new Date(now.getFullYear(), now.getMonth() - i, 1);
    out.push(`${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}`);
  }
  return out;
}

/** The month before the one holding `now`: the last calendar-month cycle that has ended. */
export const lastEndedCycle = (now: Date) => recentCycles(now, 2)[1] as string;
