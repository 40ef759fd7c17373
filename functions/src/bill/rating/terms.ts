/**
 * Prepaid and test terms (rating of tariff types 1, 2 and 10): the days a card's terms begin, and
 * those inside a cycle, kept with its lines for prepaid-card funds (bill/bill-prepaid.ts).
 */
import type { BasicPlan } from '../../plan/plan-model.ts';
import { addMonths, shanghaiDay } from '../../shared/time/calendar.ts';
import { inCycle } from './cycle.ts';
import { isPrepaid } from './plan-fee.ts';
import { type RateCardInput, STATE, TARIFF } from './rating-types.ts';

const dayOf = (iso: string) => shanghaiDay(new Date(iso));

/**
 * Days a term begins: a prepaid plan's terms run `durationMonths` (at least one) from the activation
 * day; a test plan's one term is the day the card entered test (its creation, for a card created in test).
 */
export function termStarts(
  card: { activatedAt: string | null; createdAt: string; stateLog?: readonly { to: number; at: string }[] },
  plan: Pick<BasicPlan, 'tariffType' | 'durationMonths'>,
  until: string,
): string[] {
  if (plan.tariffType === TARIFF.test) {
    const entered = card.stateLog?.find((e) => e.to === STATE.test)?.at ?? card.createdAt;
    return [dayOf(entered)];
  }
  if (!isPrepaid(plan.tariffType) || !card.activatedAt) return [];
  const first = dayOf(card.activatedAt);
  const step = Math.max(1, plan.durationMonths || 1);
  const out: string[] = [];
  for (let k = 0; k < 1200; k += step) {
    const month = addMonths(first.slice(0, 7), k);
    const day = `${month}-${first.slice(8, 10)}`;
    if (day > until) break;
    out.push(day);
  }
  return out;
}

/** The days the card's prepaid terms began in the cycle, kept with its lines for prepaid-card funds (bill/bill-prepaid.ts). */
export function termsInCycle(input: RateCardInput): { terms?: string[] } {
  if (!isPrepaid(input.plan.tariffType)) return {};
  const terms = (input.termStarts ?? []).filter((day) => inCycle(input.cycle, day));
  return terms.length ? { terms } : {};
}
