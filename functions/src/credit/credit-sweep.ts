/**
 * The daily credit-line sweep (issue #14 item 4; platform/schedules.ts `credit-sweep-daily`): a credit
 * order counts towards the line only within its validity, so a day can end one order's validity or
 * begin another's with no one touching them. Each enterprise with an active order has its line
 * recomputed for today; when it differs from the stored one, the new line, one change log entry per
 * order whose validity ended (`expire`) or began (`start`) since the line was last computed, and that
 * day are ONE transaction, written on condition that the line is still the one read. Safe to re-run:
 * a second run the same day finds the line right and writes nothing.
 */
import { fundsAccount } from '../funds/funds-model.ts';
import type { LedgerRepository } from '../ledger/ledger.repository.ts';
import { shanghaiDay } from '../shared/time/calendar.ts';
import { type CreditOrder, countsOn, creditLineOf, termsOf } from './credit-model.ts';
import type { CreditChange, CreditRepository } from './credit.repository.ts';

export interface CreditSweepDeps {
  credits: CreditRepository;
  ledger: LedgerRepository;
  clock: () => Date;
  newId: () => string;
}

export interface CreditSweepResult {
  day: string;
  enterprises: number;
  changed: { channelCustId: string; lineBefore: number; lineAfter: number; expired: string[]; started: string[] }[];
}

/** The orders that counted on `since` (the day the line was last computed; null: never) and not on `day`, and the reverse. */
export function validityChanges(orders: readonly CreditOrder[], since: string | null, day: string) {
  const expired: CreditOrder[] = [];
  const started: CreditOrder[] = [];
  for (const o of orders) {
    const now = countsOn(o, day);
    const then = since !== null && countsOn(o, since);
    if (then && !now) expired.push(o);
    if (!then && now) started.push(o);
  }
  return { expired, started };
}

/** One enterprise's line brought to today; undefined when it was right. */
async function sweepOne(d: CreditSweepDeps, channelCustId: string, day: string, at: string) {
  const accountId = fundsAccount(channelCustId, 'credit');
  for (let attempt = 1; attempt <= 5; attempt++) {
    const stored = (await d.ledger.getAccount(accountId))?.creditLimit ?? 0;
    const orders = await d.credits.orders(channelCustId);
    const lineAfter = creditLineOf(orders, day);
    if (lineAfter === stored) return undefined;
    const last = await d.credits.line(channelCustId);
    const { expired, started } = validityChanges(orders, last?.day ?? null, day);
    const entry = (o: CreditOrder, action: 'expire' | 'start'): CreditChange => ({
      changeId: d.newId(),
      creditId: o.creditId,
      channelCustId,
      action,
      before: termsOf(o),
      after: termsOf(o),
      lineBefore: stored,
      lineAfter,
      reason: null,
      by: 'system',
      at,
    });
    const steps = [
      ...expired.map((o) => d.credits.changeStep(entry(o, 'expire'))),
      ...started.map((o) => d.credits.changeStep(entry(o, 'start'))),
      d.credits.lineStep(channelCustId, day, lineAfter, at),
    ];
    const outcome = await d.ledger.setCreditLimit(accountId, lineAfter, steps, stored);
    if (outcome.code === 'limitChanged') continue;
    if (outcome.code !== 'ok') throw new Error(`credit sweep: ${channelCustId} line ${stored} → ${lineAfter}: ${outcome.code}`);
    return {
      channelCustId,
      lineBefore: stored,
      lineAfter,
      expired: expired.map((o) => o.creditId),
      started: started.map((o) => o.creditId),
    };
  }
  throw new Error(`credit sweep: ${channelCustId} line kept changing`);
}

export async function runCreditSweep(d: CreditSweepDeps): Promise<CreditSweepResult> {
  const now = d.clock();
  const day = shanghaiDay(now);
  const at = now.toISOString();
  const out: CreditSweepResult = { day, enterprises: 0, changed: [] };
  for (const channelCustId of await d.credits.withActiveOrders()) {
    out.enterprises += 1;
    const changed = await sweepOne(d, channelCustId, day, at);
    if (changed) out.changed.push(changed);
  }
  return out;
}
