/**
 * Traffic pools per customer, plan and zone (spec §2 Shortcuts: cust-operation): the enterprise's
 * pooled cards grouped by the customer holding them (a secondary customer, or the enterprise itself
 * for cards not allocated), their basic plan and the pool's zone, with the usage of one day and of
 * its month up to that day. No I/O.
 */

/** A pooled card as the grouping reads it. */
export interface PooledCard {
  iccid: string;
  msisdn: string | null;
  custId: string | null;
  goodsReleaseId: string;
  poolId: string;
  poolName: string;
  elementId: string;
  elementName: string;
  /** The quota the card brought to its pool. */
  quotaBytes: number;
  /** Usage on the queried day, and from the 1st of its month to that day. */
  dayBytes: number;
  monthBytes: number;
}

export interface Names {
  account: (custId: string | null) => string;
  plan: (goodsReleaseId: string) => string;
}

export interface OperationRow {
  /** `<custId or ->|<goodsReleaseId>|<elementId>`: what tells rows apart. */
  groupId: string;
  accountName: string;
  custId: string | null;
  ratePlanName: string;
  goodsReleaseId: string;
  zoneName: string;
  elementId: string;
  queryDate: string;
  pools: string[];
  cardCount: number;
  quotaBytes: number;
  dayBytes: number;
  monthBytes: number;
}

export const groupIdOf = (c: Pick<PooledCard, 'custId' | 'goodsReleaseId' | 'elementId'>) =>
  `${c.custId ?? '-'}|${c.goodsReleaseId}|${c.elementId}`;

/** One row per customer, plan and zone, ordered by customer, plan and zone names. */
export function groupRows(cards: readonly PooledCard[], names: Names, queryDate: string): OperationRow[] {
  const rows = new Map<string, OperationRow>();
  for (const c of cards) {
    const id = groupIdOf(c);
    let row = rows.get(id);
    if (!row) {
      row = {
        groupId: id,
        accountName: names.account(c.custId),
        custId: c.custId,
        ratePlanName: names.plan(c.goodsReleaseId),
        goodsReleaseId: c.goodsReleaseId,
        zoneName: c.elementName,
        elementId: c.elementId,
        queryDate,
        pools: [],
        cardCount: 0,
        quotaBytes: 0,
        dayBytes: 0,
        monthBytes: 0,
      };
      rows.set(id, row);
    }
    if (!row.pools.includes(c.poolName)) row.pools.push(c.poolName);
    row.cardCount += 1;
    row.quotaBytes += c.quotaBytes;
    row.dayBytes += c.dayBytes;
    row.monthBytes += c.monthBytes;
  }
  const key = (r: OperationRow) => [r.accountName, r.ratePlanName, r.zoneName].join('\u0000');
  return [...rows.values()].sort((a, b) => key(a).localeCompare(key(b)));
}

export interface RowFilter {
  accountName?: string;
  ratePlanName?: string;
  zoneName?: string;
}

const has = (value: string, part?: string) => !part || value.toLowerCase().includes(part.toLowerCase());

/** The rows whose names contain the filter's parts (case-insensitive). */
export const filterRows = (rows: readonly OperationRow[], f: RowFilter): OperationRow[] =>
  rows.filter((r) => has(r.accountName, f.accountName) && has(r.ratePlanName, f.ratePlanName) && has(r.zoneName, f.zoneName));

/** The usage a card month item holds for the days of `day`'s month up to `day` (`d01`..`dNN`). */
export function usageUpTo(item: Record<string, unknown> | undefined, day: string): { dayBytes: number; monthBytes: number } {
  if (!item) return { dayBytes: 0, monthBytes: 0 };
  const upTo = Number(day.slice(8, 10));
  let monthBytes = 0;
  for (let d = 1; d <= upTo; d++) {
    const v = item[`d${String(d).padStart(2, '0')}`];
    if (typeof v === 'number') monthBytes += v;
  }
  const v = item[`d${day.slice(8, 10)}`];
  return { dayBytes: typeof v === 'number' ? v : 0, monthBytes };
}
