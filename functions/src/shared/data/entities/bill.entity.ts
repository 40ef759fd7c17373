/**
 * The bill aggregate: a bill run of an enterprise per cycle and calendar with its chunk markers
 * (partial sums and where the next chunk resumes); each bill with its lines, its cards' lines (one
 * item per run chunk) and its list copies per scope. Types of the lines: bill/bill-model.ts.
 */
import { attr, attrsNamed, entity, optionalAttr } from '../entity.ts';
import { keys } from '../keys.ts';

/**
 * A billing calendar: `month` bills CMCC and CTCC cards by calendar month, `unicom` bills CUCC cards
 * from the 26th to the 25th. A run and its bills belong to one calendar.
 */
export type Calendar = 'month' | 'unicom';
/** Consumption (what a payer owes for its cards) or profit sharing (the enterprise's share of its retail sales). */
export type BillKind = 'consumption' | 'profit';
/** Spec §4: 1 normal, 2 to be written off, 3 written off, 4 overdue written off, 5 overdue not written off. */
export type BillStatus = 1 | 2 | 3 | 4 | 5;

/**
 * A line of a consumption bill: the rated lines of its cards summed per plan, pack, kind, price and
 * reason; or one order (a one-off fee, a card purchase: bill/order-lines.ts).
 */
export interface SummaryLine {
  /** A rating line kind (bill/rating/rating-types.ts `LineKind`), or an order's (`oneoff`, `cardPurchase`). */
  kind: string;
  /** The plan or pack; '' for an order of no plan. */
  goodsReleaseId: string;
  retailId?: string;
  packId?: string;
  poolId?: string;
  /** The order a line bills (one-off fees and card purchases), and its item's name when ordered. */
  orderId?: string;
  itemName?: string;
  /** The plan's tariff type; -1 on an order's line. */
  tariffType: number;
  unit: string;
  unitPrice: number;
  /** Why the line is not billed (`UnbilledReason`), when it is not. */
  reason?: string;
  cardCount: number;
  quantity: number;
  amount: number;
  tax: number;
  bytes: number;
  /** An adjustment line: the cycle billed before and the kind of its line that changed (late usage). */
  adjusts?: { cycle: string; kind: string };
}

/** A line of a profit-sharing bill: one retail plan sold to one secondary customer. */
export interface ProfitLine {
  retailId: string;
  goodsReleaseId: string;
  custId: string;
  dividend: 'profit' | 'turnover';
  /** Percent, 0-100. */
  proportion: number;
  cardCount: number;
  /** The plan fees of those cards at the retail price, and at the basic price (fen, net of tax). */
  retailAmount: number;
  basicAmount: number;
  /** The enterprise's share: (retail − basic) × proportion, or retail × proportion; half-up. */
  share: number;
}

export interface BillTotals {
  amount: number;
  tax: number;
  total: number;
  cardCount: number;
}

/** A card's lines as the drill-down lists them: [kind, quantity, amount, tax, bytes, reason]. */
export type CompactLine = [string, number, number, number, number, string?];
export interface CardLines {
  iccid: string;
  goodsReleaseId: string;
  retailId?: string;
  poolId?: string;
  lines: CompactLine[];
  /** The days prepaid terms began in the cycle (a prepaid plan's fee line): what prepaid-card funds file. */
  terms?: string[];
}

export interface PoolShareSum {
  poolId: string;
  goodsReleaseId: string;
  quotaBytes: number;
  usedBytes: number;
  packBytes: number;
  members: number;
}

/** What one chunk of a bill run adds: partial sums only (added up in the finishing step). Payers: `E` or a custId. */
export interface ChunkSums {
  cards: number;
  payers: Record<string, SummaryLine[]>;
  pools: PoolShareSum[];
  profit: ProfitLine[];
}

export const billRunEntity = /* @__PURE__ */ entity({
  name: 'bill run',
  attributes: {
    channelCustId: attr<string>(),
    cycle: attr<string>(),
    calendar: attr<Calendar>(),
    status: attr<'processing' | 'succeeded' | 'failed'>(),
    /** Chunks the plan cut (set once by the plan step, so a replayed plan cuts the same). */
    chunks: optionalAttr<number>(),
    expectedCards: optionalAttr<number>(),
    /** Cards rated so far (the chunks' own counts, added as chunks end). */
    ratedCards: optionalAttr<number>(),
    billIds: optionalAttr<string[]>(),
    failureCause: optionalAttr<string>(),
    startedBy: attr<string>(),
    createdAt: attr<string>(),
    finishedAt: optionalAttr<string>(),
    /**
     * Late usage of pooled cards billed since (bill/late-adjustments.ts): per later run's cycle, the
     * bytes each pool (`<poolId>|<goodsReleaseId>`) gained, so the next adjustment starts from them.
     */
    poolAdjustments: optionalAttr<Record<string, Record<string, number>>>(),
  },
  key: ({ channelCustId, cycle, calendar }: { channelCustId: string; cycle: string; calendar: string }) =>
    keys.billRun(channelCustId, cycle, calendar),
});

export const billRunChunkEntity = /* @__PURE__ */ entity({
  name: 'bill run chunk',
  attributes: {
    /** The card index cursor after this chunk's last card; null once the cards are exhausted. */
    cursor: attr<string | null>(),
    done: attr<boolean>(),
    /** Cards read by this chunk and the ones before it. */
    read: attr<number>(),
    sums: attr<ChunkSums>(),
    /** The payers this chunk wrote card lines for. */
    payers: attr<string[]>(),
  },
  key: ({ channelCustId, cycle, calendar, index }: { channelCustId: string; cycle: string; calendar: string; index: number }) =>
    keys.billRunChunk(channelCustId, cycle, calendar, index),
});

const billAttributes = {
  billId: attr<string>(),
  channelCustId: attr<string>(),
  /** The secondary customer a bill is for; null for the enterprise's own bills. */
  custId: attr<string | null>(),
  cycle: attr<string>(),
  calendar: attr<Calendar>(),
  kind: attr<BillKind>(),
  /** First and last day of the cycle. */
  start: attr<string>(),
  end: attr<string>(),
  status: attr<BillStatus>(),
  publishStatus: attr<0 | 1>(),
  totals: attr<BillTotals>(),
  currency: attr<'CNY'>(),
  createdAt: attr<string>(),
  publishedAt: optionalAttr<string>(),
  publishedBy: optionalAttr<string>(),
  /**
   * Write-off (issue #14, item 5): what has been written off (fen, 0 when published owing; absent on
   * a bill that owes nothing) and the day the bill falls due (Shanghai; the last day of the month
   * after its cycle); past it unpaid, the write-off cycle marks the bill overdue.
   */
  writtenOff: optionalAttr<number>(),
  dueDate: optionalAttr<string>(),
  /** Marked overdue and its `Bill Overdue` not on the bus yet (write-off/overdue-marks.ts sends it again). */
  overdueNoticePending: optionalAttr<true>(),
};

export const billEntity = /* @__PURE__ */ entity({
  name: 'bill',
  attributes: {
    ...billAttributes,
    lines: attr<SummaryLine[]>(),
    profitLines: attr<ProfitLine[]>(),
    /** The run chunks that wrote card lines for this bill (the drill-down's pages). */
    cardPages: attr<number[]>(),
  },
  key: ({ channelCustId, billId }: { channelCustId: string; billId: string }) => keys.bill(channelCustId, billId),
});

export const billCardsEntity = /* @__PURE__ */ entity({
  name: 'bill card lines',
  attributes: { cards: attr<CardLines[]>() },
  key: ({ channelCustId, billId, index }: { channelCustId: string; billId: string; index: number }) =>
    keys.billCards(channelCustId, billId, index),
});

/**
 * A card's usage in a billed cycle that changed after the bill: the bytes of each changed day as
 * billed (`bYYYYMMDD`, kept from the first change), and a version counted up by every change.
 */
export const lateUsageEntity = /* @__PURE__ */ entity({
  name: 'late usage marker',
  attributes: {
    channelCustId: attr<string>(),
    iccid: attr<string>(),
    calendar: attr<Calendar>(),
    cycle: attr<string>(),
    v: attr<number>(),
    ...attrsNamed('b', attr<number>()),
  },
  key: ({ channelCustId, calendar, cycle, iccid }: { channelCustId: string; calendar: string; cycle: string; iccid: string }) =>
    keys.lateUsage(channelCustId, calendar, cycle, iccid),
});

/** A bill in a scope's list: its summary without lines. */
export const billListEntity = /* @__PURE__ */ entity({
  name: 'bill list entry',
  attributes: billAttributes,
  key: ({ scope, cycle, billId }: { scope: string; cycle: string; billId: string }) => keys.billListItem(scope, cycle, billId),
});
