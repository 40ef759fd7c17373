/**
 * Operator (channel) bills: the file formats per operator and the reconciliation of an operator's
 * lines against our own rating, as pure functions (docs/decisions.md "Channel bills").
 */
import type { ChannelBillDifference, ChannelBillSummary } from '../shared/data/entities/channel-bill.entity.ts';

export const channelOperators = ['CMCC', 'CUCC', 'CTCC'] as const;
export type ChannelOperator = (typeof channelOperators)[number];

/** A line of the operator's file as read: the card, its cycle ('YYYY-MM'), usage in bytes and amount in fen. */
export interface OperatorLine {
  line: number;
  iccid: string;
  cycle: string;
  bytes: number;
  amount: number;
}
/** A row of the file that could not be read, with why. */
export interface RejectedRow {
  line: number;
  reason: 'iccid' | 'cycle' | 'otherCycle' | 'usage' | 'amount';
}

/** Our side of one card: what our bills of the cycle charge for it (fen, before tax) and who pays it. */
export interface OurCard {
  iccid: string;
  amount: number;
  /** `E` when the enterprise pays the card itself (basic prices), else the secondary customer's custId (retail prices). */
  payer: string;
}

/** A difference and the reconciliation's summary, as the bill stores them (their declaration: the entity). */
export type Difference = ChannelBillDifference;
export type ReconcileSummary = ChannelBillSummary;
export type DiffKind = Difference['kind'];
export const diffKinds: readonly DiffKind[] = ['missingOurs', 'missingOperator', 'amountDiffers'];

/** What each operator's file calls its columns (Chinese as they print them, English as an alternative), and the usage unit. */
export const operatorFormats: Record<
  ChannelOperator,
  { headers: Record<'iccid' | 'cycle' | 'usage' | 'amount', readonly string[]>; usageUnit: 'KB' | 'MB' }
> = {
  CMCC: {
    headers: {
      iccid: ['ICCID', 'iccid'],
      cycle: ['账期', 'cycle'],
      usage: ['使用流量(KB)', 'usage_kb'],
      amount: ['应收金额(元)', 'amount_yuan'],
    },
    usageUnit: 'KB',
  },
  CUCC: {
    headers: {
      iccid: ['ICCID', 'iccid'],
      cycle: ['计费周期', 'cycle'],
      usage: ['数据用量(MB)', 'usage_mb'],
      amount: ['费用合计(元)', 'amount_yuan'],
    },
    usageUnit: 'MB',
  },
  CTCC: {
    headers: {
      iccid: ['ICCID', 'iccid'],
      cycle: ['账期', 'cycle'],
      usage: ['流量(KB)', 'usage_kb'],
      amount: ['金额(元)', 'amount_yuan'],
    },
    usageUnit: 'KB',
  },
};

/**
 * The most lines one file may have: the file is read and checked in the import request, then
 * reconciled as a chunked job (channel-bill-job.ts), so the bound is the request's reading (a
 * 250,000-line CSV is about 12 MB) rather than the reconciliation.
 */
export const CHANNEL_BILL_MAX_LINES = 250_000;
/** Cards (both sides' ICCIDs) one chunk of the import reconciles. */
export const CHANNEL_BILL_CHUNK_CARDS = 5_000;

const normal = (s: string) => s.replace(/\s+/g, '').replace(/（/g, '(').replace(/）/g, ')').toLowerCase();

/** Yuan as written ('12.3', '12.30', '-1.5', '1,234.50') to fen, exactly; undefined when it is not an amount. */
export function yuanToFen(text: string): number | undefined {
  const m = /^(-)?(\d{1,12})(?:\.(\d{1,2}))?$/.exec(text.replace(/,/g, '').trim());
  if (!m) return undefined;
  const fen = Number(m[2]) * 100 + Number((m[3] ?? '').padEnd(2, '0'));
  return m[1] ? -fen : fen;
}

/** A cycle as operators write it ('202610', '2026-10', '2026/10') to 'YYYY-MM'. */
export function cycleOf(text: string): string | undefined {
  const m = /^(\d{4})[-/]?(0[1-9]|1[0-2])$/.exec(text.trim());
  return m ? `${m[1]}-${m[2]}` : undefined;
}

/**
 * Reads the operator's table (header row first): the columns by the operator's names, every row a
 * line or a rejected row; rows of another cycle are rejected. `missing` names absent columns.
 */
export function readOperatorTable(
  operator: ChannelOperator,
  cycle: string,
  table: readonly (readonly string[])[],
  lineNumbers?: readonly number[],
): { lines: OperatorLine[]; rejected: RejectedRow[] } | { missing: string[] } | { empty: true } {
  // Rows with their 1-based line in the file (or the sheet's row number); blank rows are skipped.
  const rows = table.map((cells, i) => ({ cells, line: lineNumbers?.[i] ?? i + 1 })).filter((r) => r.cells.some((c) => c.trim()));
  if (rows.length < 2) return { empty: true };
  const format = operatorFormats[operator];
  const header = rows[0]!.cells.map(normal);
  const at = Object.fromEntries(
    Object.entries(format.headers).map(([field, names]) => [field, header.findIndex((h) => names.some((n) => normal(n) === h))]),
  ) as Record<keyof typeof format.headers, number>;
  const missing = Object.entries(at)
    .filter(([, i]) => i < 0)
    .map(([field]) => format.headers[field as keyof typeof format.headers][0]!);
  if (missing.length) return { missing };
  const lines: OperatorLine[] = [];
  const rejected: RejectedRow[] = [];
  for (const { cells, line } of rows.slice(1)) {
    const cell = (f: keyof typeof at) => (cells[at[f]] ?? '').trim();
    const iccid = cell('iccid');
    const rowCycle = cycleOf(cell('cycle'));
    const usage = Number(cell('usage') || '0');
    const amount = yuanToFen(cell('amount'));
    const reason: RejectedRow['reason'] | undefined = !/^\d{19,20}$/.test(iccid)
      ? 'iccid'
      : !rowCycle
        ? 'cycle'
        : rowCycle !== cycle
          ? 'otherCycle'
          : !Number.isFinite(usage) || usage < 0
            ? 'usage'
            : amount === undefined
              ? 'amount'
              : undefined;
    if (reason) {
      rejected.push({ line, reason });
      continue;
    }
    const bytes = Math.round(usage * (format.usageUnit === 'MB' ? 1024 * 1024 : 1024));
    lines.push({ line, iccid, cycle: cycle, bytes, amount: amount! });
  }
  return { lines, rejected };
}

export type Reconciled = { summary: ReconcileSummary; diffs: Difference[] };

/** The summary of nothing reconciled yet (a bill while its import runs). */
export const emptySummary = (): ReconcileSummary => ({
  operatorCards: 0,
  ourCards: 0,
  matched: 0,
  presenceOnly: 0,
  missingOurs: 0,
  missingOperator: 0,
  amountDiffers: 0,
  operatorAmount: 0,
  ourAmount: 0,
  difference: 0,
});

/**
 * Reconciles the operator's lines with our cards, card by card. Several operator lines of one card
 * (a plan fee and an overage, say) are added up; so are our bills' lines of one card. A card the
 * operator bills and we do not is `missingOurs` (whatever its amount: we do not know it); a card we
 * bill above zero that the operator does not is `missingOperator` (a card we rate at zero, e.g. one
 * in stock, is no difference); a card both bill whose amounts differ is `amountDiffers` — compared
 * for the cards the enterprise pays itself (basic prices, what the operator's cost should follow);
 * a secondary customer's card is billed at retail prices, so it is compared by presence only.
 */
export function reconcile(
  operator: readonly Pick<OperatorLine, 'iccid' | 'amount' | 'bytes'>[],
  ours: readonly OurCard[],
): Reconciled {
  const theirs = new Map<string, { amount: number; bytes: number }>();
  for (const l of operator) {
    const t = theirs.get(l.iccid) ?? { amount: 0, bytes: 0 };
    theirs.set(l.iccid, { amount: t.amount + l.amount, bytes: t.bytes + l.bytes });
  }
  const mine = new Map<string, { amount: number; payer: string }>();
  for (const c of ours) {
    const m = mine.get(c.iccid);
    mine.set(c.iccid, { amount: (m?.amount ?? 0) + c.amount, payer: m?.payer ?? c.payer });
  }
  const diffs: Difference[] = [];
  const summary: ReconcileSummary = { ...emptySummary(), operatorCards: theirs.size, ourCards: mine.size };
  for (const t of theirs.values()) summary.operatorAmount += t.amount;
  for (const m of mine.values()) if (m.payer === 'E') summary.ourAmount += m.amount;
  const add = (d: Difference) => {
    diffs.push(d);
    summary[d.kind]++;
    summary.difference += (d.operatorAmount ?? 0) - (d.kind === 'missingOurs' || d.payer !== 'E' ? 0 : (d.ourAmount ?? 0));
  };
  for (const [iccid, t] of theirs) {
    const m = mine.get(iccid);
    if (!m) add({ iccid, kind: 'missingOurs', operatorAmount: t.amount, ourAmount: null, operatorBytes: t.bytes, payer: null });
    else if (m.payer !== 'E') summary.presenceOnly++;
    else if (m.amount !== t.amount)
      add({
        iccid,
        kind: 'amountDiffers',
        operatorAmount: t.amount,
        ourAmount: m.amount,
        operatorBytes: t.bytes,
        payer: m.payer,
      });
    else summary.matched++;
  }
  for (const [iccid, m] of mine) {
    if (theirs.has(iccid) || m.amount <= 0) continue;
    diffs.push({
      iccid,
      kind: 'missingOperator',
      operatorAmount: null,
      ourAmount: m.amount,
      operatorBytes: null,
      payer: m.payer,
    });
    summary.missingOperator++;
    if (m.payer === 'E') summary.difference -= m.amount;
  }
  diffs.sort(
    (a, b) => diffKinds.indexOf(a.kind) - diffKinds.indexOf(b.kind) || (a.iccid < b.iccid ? -1 : a.iccid > b.iccid ? 1 : 0),
  );
  return { summary, diffs };
}

/**
 * One card of the import's work file: its ICCID, the operator's side summed over its lines
 * (`[amount, bytes]`) and ours summed over our bills' lines (`[amount, payer]`), either absent.
 */
export type WorkCard = [
  iccid: string,
  operator: [amount: number, bytes: number] | null,
  ours: [amount: number, payer: string] | null,
];

/**
 * Both sides joined card by card and sorted by ICCID: what the import's chunks cut. Each card is
 * wholly in one chunk, so a chunk reconciles its cards alone and the chunks' parts add up to the
 * whole (`mergeReconciled`). Our side is every card on our bills, of any operator: a chunk keeps
 * the operator's own (the card items say) before it reconciles.
 */
export function joinSides(
  operator: readonly Pick<OperatorLine, 'iccid' | 'amount' | 'bytes'>[],
  ours: readonly OurCard[],
): WorkCard[] {
  const cards = new Map<string, WorkCard>();
  const card = (iccid: string) => {
    const found = cards.get(iccid);
    if (found) return found;
    const c: WorkCard = [iccid, null, null];
    cards.set(iccid, c);
    return c;
  };
  for (const l of operator) {
    const c = card(l.iccid);
    c[1] = [(c[1]?.[0] ?? 0) + l.amount, (c[1]?.[1] ?? 0) + l.bytes];
  }
  for (const o of ours) {
    const c = card(o.iccid);
    c[2] = [(c[2]?.[0] ?? 0) + o.amount, c[2]?.[1] ?? o.payer];
  }
  return [...cards.values()].sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
}

/** Reconciles a chunk of work cards; `ours` tells which of our cards count (the operator's own). */
export function reconcileCards(cards: readonly WorkCard[], ours: (iccid: string) => boolean): Reconciled {
  const operator = cards.flatMap(([iccid, t]) => (t ? [{ iccid, amount: t[0], bytes: t[1] }] : []));
  const mine = cards.flatMap(([iccid, , m]) => (m && ours(iccid) ? [{ iccid, amount: m[0], payer: m[1] }] : []));
  return reconcile(operator, mine);
}

/**
 * The chunks' parts as one reconciliation: the summaries added up (every count and sum is per card,
 * and a card is in one chunk), the differences by kind, then in chunk order — chunks are ICCID
 * ranges in order and each part is sorted by kind then ICCID, so the whole is too.
 */
export function mergeReconciled(parts: readonly Reconciled[]): Reconciled {
  const summary = emptySummary();
  for (const p of parts) for (const k of Object.keys(summary) as (keyof ReconcileSummary)[]) summary[k] += p.summary[k];
  const diffs = diffKinds.flatMap((kind) => parts.flatMap((p) => p.diffs.filter((d) => d.kind === kind)));
  return { summary, diffs };
}
