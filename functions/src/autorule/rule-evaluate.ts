/**
 * The one evaluation of a rule against one observation (issue #15, items 2 and 5), pure: the dry run
 * replays recorded days through it and the live evaluator will feed it events. No AWS, no clock.
 *
 * The firing state of a (rule, subject) pair is `{ lastFiredPeriod, armed }`:
 *
 * - **Period.** Every observation belongs to a period: the billing cycle for cycle and pool usage
 *   (bill/rating/cycle.ts: Unicom from the 26th, others the calendar month, Asia/Shanghai), the
 *   Shanghai day for daily usage and funds, the end date for expiry, the bill's cycle for an overdue
 *   bill, the instant of the change for a state or zone change. A rule fires at most once per
 *   period, and never for a period before the last it fired in (a late, out-of-order observation).
 * - **Breach.** Usage at or above the threshold; funds below it; the end within N days (0 ≤ left ≤ N);
 *   one of the watched states or zone states entered; a bill overdue.
 * - **Re-arm and hysteresis.** Without a clear threshold a rule is always armed: it fires again in
 *   the next period in breach (Soracom's "beginning of next day/month"). With one (A and B funds), a
 *   firing disarms it, and only a value seen on the far side of the clear threshold (usage below it,
 *   funds at or above it) re-arms it: a value hovering at the threshold fires once, not every period.
 */
import { cycleOfDay } from '../bill/rating/cycle.ts';
import type { Operator } from '../plan/plan-model.ts';
import { shanghaiDay } from '../shared/time/calendar.ts';
import { MB, type RuleTrigger, type ZoneState } from './rule-model.ts';

export type Observation =
  /** A card's usage of its current cycle up to and including `day` (bytes), and its quota. */
  | { kind: 'cycleUsage'; day: string; operator: Operator; usedBytes: number; quotaBytes: number }
  /** A card's usage of one day. */
  | { kind: 'dailyUsage'; day: string; bytes: number }
  /** A pool's usage of its current cycle up to `day`, and its total. */
  | { kind: 'poolUsage'; day: string; operator: Operator; usedBytes: number; totalBytes: number }
  /** The available funds (fen) after a movement at `at` (ISO instant). */
  | { kind: 'funds'; at: string; available: number }
  /** A bill of `cycle` ('YYYY-MM') seen overdue (or not). */
  | { kind: 'billOverdue'; cycle: string; overdue: boolean }
  /** On `day`, the cycle, test period or contract ends on `endDay` (both Shanghai days). */
  | { kind: 'cycleEnd' | 'testEnd' | 'contractEnd'; day: string; endDay: string }
  /** A card entered `state` at `at`. */
  | { kind: 'stateChange'; at: string; state: number }
  /** A zone of a card was blocked or allowed at `at`. */
  | { kind: 'zoneChange'; at: string; zoneState: ZoneState };

export interface FiringState {
  /** The period of the last firing (null: never fired). */
  lastFiredPeriod: string | null;
  /** May fire (false only between a firing and a clear, for a rule with a clear threshold). */
  armed: boolean;
}

export type Outcome = 'fire' | 'rearm' | 'none';

export interface Decision {
  outcome: Outcome;
  /** The observation's period. */
  period: string;
  /** The value compared (MB, percent, fen, days left, the state entered, 1 block / 2 allow, 1 overdue); null when it cannot be compared (no quota). */
  value: number | null;
  /** The state to keep for the next observation. */
  next: FiringState;
  /** Why it did not fire while in breach: 'samePeriod' (already fired in it), 'disarmed' (not cleared since). */
  held?: 'samePeriod' | 'disarmed';
}

export const initialState: FiringState = { lastFiredPeriod: null, armed: true };

const MS_DAY = 86_400_000;
const dayNumber = (day: string) => Math.round(Date.parse(`${day}T00:00:00Z`) / MS_DAY);
/** Whole days from `day` to `endDay` (0 on the end day itself, negative after it). */
export const daysLeft = (day: string, endDay: string): number => dayNumber(endDay) - dayNumber(day);

const round2 = (n: number) => Math.round(n * 100) / 100;

/** The period an observation belongs to (see the file's note). */
export function periodOf(o: Observation): string {
  switch (o.kind) {
    case 'cycleUsage':
    case 'poolUsage':
      return cycleOfDay(o.operator, o.day).cycleMonth;
    case 'dailyUsage':
      return o.day;
    case 'funds':
      return shanghaiDay(new Date(o.at));
    case 'billOverdue':
      return o.cycle;
    case 'cycleEnd':
    case 'testEnd':
    case 'contractEnd':
      return o.endDay;
    case 'stateChange':
    case 'zoneChange':
      return o.at;
  }
}

/** The value the trigger compares, in its unit. */
export function observedValue(t: RuleTrigger, o: Observation): number | null {
  switch (o.kind) {
    case 'cycleUsage':
    case 'poolUsage': {
      const used = o.usedBytes;
      const total = o.kind === 'cycleUsage' ? o.quotaBytes : o.totalBytes;
      if (t.unit === 'percent') return total > 0 ? round2((used / total) * 100) : null;
      return round2(used / MB);
    }
    case 'dailyUsage':
      return round2(o.bytes / MB);
    case 'funds':
      return o.available;
    case 'billOverdue':
      return o.overdue ? 1 : 0;
    case 'cycleEnd':
    case 'testEnd':
    case 'contractEnd':
      return daysLeft(o.day, o.endDay);
    case 'stateChange':
      return o.state;
    case 'zoneChange':
      return o.zoneState === 'block' ? 1 : 2;
  }
}

function breached(t: RuleTrigger, o: Observation, value: number | null): boolean {
  if (value === null) return false;
  switch (o.kind) {
    case 'cycleUsage':
    case 'dailyUsage':
    case 'poolUsage':
      return value >= (t.threshold ?? Number.POSITIVE_INFINITY);
    case 'funds':
      return value < (t.threshold ?? Number.NEGATIVE_INFINITY);
    case 'billOverdue':
      return o.overdue;
    case 'cycleEnd':
    case 'testEnd':
    case 'contractEnd':
      return value >= 0 && value <= (t.days ?? -1);
    case 'stateChange':
      return (t.states ?? []).includes(o.state);
    case 'zoneChange':
      return (t.zoneStates ?? []).includes(o.zoneState);
  }
}

/** Whether the value lies on the far side of the clear threshold (only rules with one). */
function cleared(t: RuleTrigger, o: Observation, value: number | null): boolean {
  if (t.clearThreshold === undefined || value === null) return false;
  return o.kind === 'funds' ? value >= t.clearThreshold : value < t.clearThreshold;
}

/**
 * Decides what one observation does to a (rule, subject): fire, re-arm, or nothing. The observation
 * must be of the trigger's kind (a mismatch never fires).
 */
export function evaluate(trigger: RuleTrigger, observation: Observation, previous: FiringState | null): Decision {
  const prev = previous ?? initialState;
  const period = periodOf(observation);
  const value = observedValue(trigger, observation);
  const hysteresis = trigger.clearThreshold !== undefined;
  const armed = hysteresis ? prev.armed : true;
  if (observation.kind !== trigger.kind) return { outcome: 'none', period, value, next: prev };
  if (breached(trigger, observation, value)) {
    if (prev.lastFiredPeriod !== null && period <= prev.lastFiredPeriod)
      return { outcome: 'none', period, value, next: prev, held: 'samePeriod' };
    if (!armed) return { outcome: 'none', period, value, next: prev, held: 'disarmed' };
    return { outcome: 'fire', period, value, next: { lastFiredPeriod: period, armed: !hysteresis } };
  }
  if (hysteresis && !prev.armed && cleared(trigger, observation, value))
    return { outcome: 'rearm', period, value, next: { ...prev, armed: true } };
  return { outcome: 'none', period, value, next: prev };
}

/** Replays observations in order; the firings with their period and value (the dry run's core). */
export function replay<O extends Observation>(
  trigger: RuleTrigger,
  observations: readonly O[],
  start: FiringState | null = null,
): { fired: { observation: O; period: string; value: number | null }[]; state: FiringState } {
  let state = start ?? initialState;
  const fired: { observation: O; period: string; value: number | null }[] = [];
  for (const o of observations) {
    const d = evaluate(trigger, o, state);
    if (d.outcome === 'fire') fired.push({ observation: o, period: d.period, value: d.value });
    state = d.next;
  }
  return { fired, state };
}
