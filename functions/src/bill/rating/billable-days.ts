/**
 * Which days of a cycle a card is billed for. A day is billed when the card is on the plan and in
 * state 64 (activated) at any moment of it — entering or leaving on a day bills that day whole. A day
 * not billed carries the reason: off the plan, test (61), silent (62 pending activation, 63 stock),
 * or another non-active state.
 */
import { cycleDays } from './cycle.ts';
import { type RateCardInput, STATE, type Span, type UnbilledReason } from './rating-types.ts';

export interface RatedDay {
  day: string;
  billed: boolean;
  /** Billed and a pool member that day. */
  pooled: boolean;
  bytes: number;
  reason?: UnbilledReason;
}

export const inSpan = (span: Span | undefined, day: string): boolean =>
  !!span && (span.from === undefined || day >= span.from) && (span.to === undefined || day <= span.to);

const ALL: Span = {};

/** The states the card is in at some moment of `day`: the one it starts the day in, and any set that day. */
function statesOn(input: RateCardInput, day: string): number[] {
  let current = input.initialState;
  const setToday: number[] = [];
  for (const change of input.stateChanges ?? []) {
    if (change.day < day) current = change.state;
    else if (change.day === day) setToday.push(change.state);
  }
  return [current, ...setToday];
}

function reasonFor(states: number[]): UnbilledReason {
  if (states.includes(STATE.test)) return 'testPeriod';
  if (states.includes(STATE.pendingActivation) || states.includes(STATE.stock)) return 'silentPeriod';
  return 'notActive';
}

/** Each day of the input's cycle with its usage and whether, and how, it is billed. */
export function rateDays(input: RateCardInput): RatedDay[] {
  const bytes = new Map<string, number>();
  for (const u of input.usage) bytes.set(u.day, (bytes.get(u.day) ?? 0) + u.bytes);
  return cycleDays(input.cycle).map((day) => {
    const used = bytes.get(day) ?? 0;
    if (!inSpan(input.onPlan ?? ALL, day)) return { day, billed: false, pooled: false, bytes: used, reason: 'notOnPlan' };
    const states = statesOn(input, day);
    if (!states.includes(STATE.activated)) return { day, billed: false, pooled: false, bytes: used, reason: reasonFor(states) };
    return { day, billed: true, pooled: inSpan(input.inPool, day), bytes: used };
  });
}

/** The reason a card with no billed day is not billed: the most frequent one, ties in declaration order. */
export function dominantReason(days: RatedDay[]): UnbilledReason {
  const order: UnbilledReason[] = ['testPeriod', 'silentPeriod', 'notOnPlan', 'notActive'];
  const count = (r: UnbilledReason) => days.filter((d) => d.reason === r).length;
  return order.reduce((best, r) => (count(r) > count(best) ? r : best), order[0] as UnbilledReason);
}
