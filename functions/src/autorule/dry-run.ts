/**
 * The dry run (issue #15, item 5), pure: replays the recorded days of the last 30 through the one
 * evaluator (rule-evaluate.ts), card by card (or pool by pool), from a clean state, and lists when
 * the rule would have fired. The reads are autorule/dry-run.repository.ts's.
 */
import { cycleOfDay } from '../bill/rating/cycle.ts';
import type { Operator } from '../plan/plan-model.ts';
import type { StateLogEntry } from '../shared/data/entities/card.entity.ts';
import { type Observation, replay } from './rule-evaluate.ts';
import type { RuleTrigger, TriggerKind } from './rule-model.ts';

/** Triggers the recorded history can replay: usage records, the cycle calendar and the cards' state logs. */
export const dryRunKinds: readonly TriggerKind[] = ['cycleUsage', 'dailyUsage', 'poolUsage', 'cycleEnd', 'stateChange'];

export interface DryCard {
  iccid: string;
  msisdn: string;
  operator: Operator;
  quotaBytes: number;
  poolId?: string | null;
  stateLog?: StateLogEntry[];
  /** Bytes by Shanghai day ('YYYY-MM-DD'), for the window and the cycle days before it. */
  usage: Map<string, number>;
}

export interface DryPool {
  poolId: string;
  name: string;
  operator: Operator;
  totalBytes: number;
}

export interface DryFiring {
  /** The Shanghai day it would have fired. */
  day: string;
  /** The card's ICCID or the pool's id. */
  subject: string;
  /** A card's MSISDN or a pool's name. */
  subjectLabel: string;
  period: string;
  value: number | null;
}

/** The first day whose usage a replay from `window[0]` needs: the start of the cycle holding it. */
export const firstUsageDay = (operators: readonly Operator[], firstDay: string): string =>
  operators.reduce((min, op) => {
    const start = cycleOfDay(op, firstDay).start;
    return start < min ? start : min;
  }, firstDay);

/** Each day of the window with the cycle's usage up to and including it. */
function cycleTotals(operator: Operator, window: readonly string[], usage: (day: string) => number) {
  const out: { day: string; used: number }[] = [];
  let cycle = cycleOfDay(operator, window[0]!);
  let used = 0;
  // The cycle's days before the window count towards its first day.
  for (const day of allDays(cycle.start, window[0]!)) if (day !== window[0]) used += usage(day);
  for (const day of window) {
    const c = cycleOfDay(operator, day);
    if (c.cycleMonth !== cycle.cycleMonth) {
      cycle = c;
      used = 0;
    }
    used += usage(day);
    out.push({ day, used });
  }
  return out;
}

/** The days from `from` to `to`, inclusive. */
function allDays(from: string, to: string): string[] {
  const out: string[] = [];
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= Date.parse(`${to}T00:00:00Z`); t += 86_400_000)
    out.push(new Date(t).toISOString().slice(0, 10));
  return out;
}

/** Replays one subject's observations (each with the day it was seen) and lists its firings. */
function firingsOf(
  trigger: RuleTrigger,
  observations: readonly { day: string; o: Observation }[],
  subject: Pick<DryFiring, 'subject' | 'subjectLabel'>,
): DryFiring[] {
  const dayOf = new Map(observations.map((x) => [x.o, x.day]));
  return replay(
    trigger,
    observations.map((x) => x.o),
  ).fired.map((f) => ({ day: dayOf.get(f.observation)!, ...subject, period: f.period, value: f.value }));
}

const byDay = (a: DryFiring, b: DryFiring) => a.day.localeCompare(b.day) || a.subject.localeCompare(b.subject);
const shanghaiDayOf = (iso: string) => new Date(Date.parse(iso) + 8 * 3_600_000).toISOString().slice(0, 10);

/** When a card trigger would have fired over `window` (Shanghai days, oldest first). */
export function dryRunCards(trigger: RuleTrigger, cards: readonly DryCard[], window: readonly string[]): DryFiring[] {
  const out: DryFiring[] = [];
  for (const card of cards) {
    const usage = (day: string) => card.usage.get(day) ?? 0;
    let observations: { day: string; o: Observation }[] = [];
    if (trigger.kind === 'cycleUsage')
      observations = cycleTotals(card.operator, window, usage).map(({ day, used }) => ({
        day,
        o: { kind: 'cycleUsage', day, operator: card.operator, usedBytes: used, quotaBytes: card.quotaBytes },
      }));
    else if (trigger.kind === 'dailyUsage')
      observations = window.map((day) => ({ day, o: { kind: 'dailyUsage', day, bytes: usage(day) } }));
    else if (trigger.kind === 'cycleEnd')
      observations = window.map((day) => ({
        day,
        o: { kind: 'cycleEnd', day, endDay: cycleOfDay(card.operator, day).end },
      }));
    else if (trigger.kind === 'stateChange')
      observations = (card.stateLog ?? [])
        .filter((e) => window.includes(shanghaiDayOf(e.at)))
        .map((e) => ({ day: shanghaiDayOf(e.at), o: { kind: 'stateChange', at: e.at, state: e.to } }));
    out.push(...firingsOf(trigger, observations, { subject: card.iccid, subjectLabel: card.msisdn }));
  }
  return out.sort(byDay);
}

/** When a pool-usage trigger would have fired: each pool's cycle usage is the sum of its member cards' days. */
export function dryRunPools(
  trigger: RuleTrigger,
  pools: readonly DryPool[],
  cards: readonly DryCard[],
  window: readonly string[],
): DryFiring[] {
  const out: DryFiring[] = [];
  for (const pool of pools) {
    const members = cards.filter((c) => c.poolId === pool.poolId);
    const usage = (day: string) => members.reduce((t, c) => t + (c.usage.get(day) ?? 0), 0);
    const observations = cycleTotals(pool.operator, window, usage).map(({ day, used }) => ({
      day,
      o: { kind: 'poolUsage', day, operator: pool.operator, usedBytes: used, totalBytes: pool.totalBytes } as Observation,
    }));
    out.push(...firingsOf(trigger, observations, { subject: pool.poolId, subjectLabel: pool.name }));
  }
  return out.sort(byDay);
}

/** The 30 Shanghai days ending `today`, oldest first. */
export const windowOf = (today: string): string[] =>
  allDays(new Date(Date.parse(`${today}T00:00:00Z`) - 29 * 86_400_000).toISOString().slice(0, 10), today);
