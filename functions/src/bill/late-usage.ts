/**
 * Usage that arrives after its cycle was billed (docs/decisions.md "The bill run", late usage). The
 * usage pipeline asks here, before it writes anything, which of a file's days fall in cycles already
 * billed: a cycle whose run is in progress (or failed, and will resume) holds the file back (it is
 * ingested again by the daily sweep, once the run ended); for a billed cycle it records, per card,
 * what each changed day was when billed (`lateUsageEntity`, kept from the first change). The next
 * run of the calendar bills the difference as adjustment lines and clears the records, so a
 * published bill never changes and late usage is billed once.
 */
import type { Calendar } from '../shared/data/entities/bill.entity.ts';
import { calendarOperator, calendars } from './bill-model.ts';
import type { BillRun, RunRef } from './bill.repository.ts';
import { cycleOfDay } from './rating/cycle.ts';

/** A usage file holds days of a cycle being billed: ingest it after the run (the daily sweep retries). */
export class CycleBeingBilled extends Error {
  constructor(ref: RunRef) {
    super(`Usage of ${ref.channelCustId} for the ${ref.calendar} cycle ${ref.cycle} waits for its bill run to end`);
    this.name = 'CycleBeingBilled';
  }
}

/** The cycle of each calendar that a day ('YYYY-MM-DD') falls in. */
export const cyclesOfDay = (day: string): { calendar: Calendar; cycle: string }[] =>
  calendars.map((calendar) => ({ calendar, cycle: cycleOfDay(calendarOperator(calendar), day).cycleMonth }));

/** The attribute of a late-usage record holding a day's billed bytes. */
export const billedDayAttr = (day: string): `b${string}` => `b${day.replaceAll('-', '')}`;
/** The day ('YYYY-MM-DD') of a billed-day attribute. */
export const dayOfBilledAttr = (attr: string): string => `${attr.slice(1, 5)}-${attr.slice(5, 7)}-${attr.slice(7, 9)}`;

export interface LateUsageDeps {
  runStatus(ref: RunRef): Promise<BillRun['status'] | undefined>;
  /** Keeps each day's billed bytes unless the record has them already, and counts the change. */
  recordBilled(ref: RunRef & { iccid: string }, billed: Record<`b${string}`, number>): Promise<void>;
}

/** A card's new bytes for some days, and what those days held before (the card month items). */
export interface UsageChange {
  channelCustId: string;
  iccid: string;
  /** Day → bytes now being written. */
  days: Record<string, number>;
  /** Day → bytes stored before (absent: none). */
  before: Record<string, number>;
}

export function createLateUsage(d: LateUsageDeps) {
  const statuses = new Map<string, Promise<BillRun['status'] | undefined>>();
  const statusOf = (ref: RunRef) => {
    const key = `${ref.channelCustId}|${ref.calendar}|${ref.cycle}`;
    if (!statuses.has(key)) statuses.set(key, d.runStatus(ref));
    return statuses.get(key)!;
  };
  const cycles = new Map<string, { calendar: Calendar; cycle: string }[]>();
  const cyclesOf = (day: string) => {
    if (!cycles.has(day)) cycles.set(day, cyclesOfDay(day));
    return cycles.get(day)!;
  };

  /** The billed cycles (`channelCustId|calendar|cycle`) the changes touch; throws `CycleBeingBilled` when one is being billed. */
  async function billedCycles(changes: UsageChange[]): Promise<Set<string>> {
    const pairs = new Set<string>();
    for (const c of changes) for (const day of Object.keys(c.days)) pairs.add(`${c.channelCustId}|${day}`);
    const billed = new Set<string>();
    for (const pair of pairs) {
      const [channelCustId, day] = pair.split('|') as [string, string];
      for (const { calendar, cycle } of cyclesOf(day)) {
        const ref = { channelCustId, calendar, cycle };
        const status = await statusOf(ref);
        if (status === 'processing' || status === 'failed') throw new CycleBeingBilled(ref);
        if (status === 'succeeded') billed.add(`${channelCustId}|${calendar}|${cycle}`);
      }
    }
    return billed;
  }

  return {
    /** Call before writing a file's usage: refuses a file touching a cycle being billed (nothing written). */
    check: billedCycles,
    /** Records the billed bytes of every changed day of a billed cycle (idempotent: the first change's are kept). */
    async record(changes: UsageChange[]): Promise<number> {
      const billed = await billedCycles(changes);
      if (!billed.size) return 0;
      let records = 0;
      for (const c of changes) {
        const byCycle = new Map<string, { ref: RunRef; days: Record<`b${string}`, number> }>();
        for (const [day, bytes] of Object.entries(c.days)) {
          const was = c.before[day] ?? 0;
          if (was === bytes) continue;
          for (const { calendar, cycle } of cyclesOf(day)) {
            if (!billed.has(`${c.channelCustId}|${calendar}|${cycle}`)) continue;
            const entry = byCycle.get(`${calendar}|${cycle}`) ?? {
              ref: { channelCustId: c.channelCustId, calendar, cycle },
              days: {},
            };
            entry.days[billedDayAttr(day)] = was;
            byCycle.set(`${calendar}|${cycle}`, entry);
          }
        }
        for (const { ref, days } of byCycle.values()) {
          await d.recordBilled({ ...ref, iccid: c.iccid }, days);
          records += 1;
        }
      }
      return records;
    },
  };
}

export type LateUsage = ReturnType<typeof createLateUsage>;
