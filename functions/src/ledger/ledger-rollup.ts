/**
 * The roll-ups the ledger keeps on write (issue #14, item 7; docs/decisions.md "Financial reports"):
 * every transfer that moves money ADDs its amount and a count to its enterprise's day and month items
 * (Shanghai calendar), in the SAME transaction as the transfer (ledger.repository `write` appends
 * these steps). The transfer is put absent-only in that transaction, so a replay is cancelled whole
 * and adds nothing; a refused transfer adds nothing either.
 *
 * A movement is named by what the transfer settles and the kinds of its two accounts
 * (`recharge:settlement:preDeposit`, `bill:grant:toWriteOff`, …): a bounded set the ledger guarantees,
 * unlike the reason (a grant carries its remark as reason). What a movement means in a report is the
 * report's business (finreport/finreport-model.ts), so a new kind of movement is stored as it is and
 * reported as "other" until the report names it. Only posted money counts: a single transfer or the
 * post of a reservation (its posted amount); a reservation and a void never.
 */
import { finReportDayEntity, finReportMonthEntity } from '../shared/data/entities/finreport.entity.ts';
import { entitySteps } from '../shared/data/entity-operations.ts';
import type { TransactStep } from '../shared/data/operations.ts';
import { shanghaiDay } from '../shared/time/calendar.ts';
import { type Transfer, parseAccountId } from './ledger-model.ts';

/** The movement a transfer is counted under, or undefined when it moves no money yet (pending) or none at all (void). */
export function movementOf(t: Pick<Transfer, 'type' | 'settles' | 'debitAccountId' | 'creditAccountId'>): string | undefined {
  if (t.type !== 'single' && t.type !== 'post') return undefined;
  const debit = parseAccountId(t.debitAccountId)?.kind ?? 'unknown';
  const credit = parseAccountId(t.creditAccountId)?.kind ?? 'unknown';
  return `${t.settles.kind}:${debit}:${credit}`;
}

/** The counter attributes of a movement: its fen and its number of transfers. */
export const amountAttr = (movement: string) => `fen:${movement}`;
export const countAttr = (movement: string) => `n:${movement}`;

/** One roll-up item's change: which enterprise and day, and what to ADD. */
export interface RollupChange {
  channelCustId: string;
  /** Shanghai day `YYYY-MM-DD`. */
  day: string;
  add: Record<string, number>;
}

/**
 * What `ts` (one transaction's transfers: a transfer, linked legs, a post) add, per enterprise and
 * Shanghai day of their time; empty when none moves money. Legs of one movement sum into one pair of
 * counters (a transaction may touch an item once).
 */
export function rollupChanges(ts: readonly Transfer[]): RollupChange[] {
  const out = new Map<string, RollupChange>();
  for (const t of ts) {
    const movement = movementOf(t);
    if (!movement) continue;
    const day = shanghaiDay(new Date(t.at));
    const key = `${t.channelCustId}|${day}`;
    const change = out.get(key) ?? { channelCustId: t.channelCustId, day, add: {} };
    out.set(key, change);
    change.add[amountAttr(movement)] = (change.add[amountAttr(movement)] ?? 0) + t.amount;
    change.add[countAttr(movement)] = (change.add[countAttr(movement)] ?? 0) + 1;
  }
  return [...out.values()];
}

/** The ADD of `add` to one roll-up item (created by its first ADD), its partition `range` and `period` set beside. */
const rollupStep = (
  table: string,
  e: typeof finReportDayEntity | typeof finReportMonthEntity,
  key: { range: string; period: string; channelCustId: string },
  add: Record<string, number>,
): TransactStep => entitySteps.update(table, e, key, { set: key, add });

/** The transaction steps of `ts`'s roll-ups: for each change, its day item and its month item. */
export function rollupSteps(table: string, ts: readonly Transfer[]): TransactStep[] {
  const months = new Map<string, { channelCustId: string; month: string; add: Record<string, number> }>();
  const steps: TransactStep[] = [];
  for (const c of rollupChanges(ts)) {
    steps.push(
      rollupStep(table, finReportDayEntity, { range: c.day.slice(0, 7), period: c.day, channelCustId: c.channelCustId }, c.add),
    );
    const month = c.day.slice(0, 7);
    const key = `${c.channelCustId}|${month}`;
    const m = months.get(key);
    if (!m) months.set(key, { channelCustId: c.channelCustId, month, add: { ...c.add } });
    else for (const [k, v] of Object.entries(c.add)) m.add[k] = (m.add[k] ?? 0) + v;
  }
  for (const m of months.values())
    steps.push(
      rollupStep(
        table,
        finReportMonthEntity,
        { range: m.month.slice(0, 4), period: m.month, channelCustId: m.channelCustId },
        m.add,
      ),
    );
  return steps;
}
