/**
 * The separation decision (issue #16 item 1), pure: a card's binding and its reported sessions (sorted
 * by start) in, what to do out. A session that started before the binding says nothing about it. A
 * `first` binding still waiting takes the IMEI of its first session; a session in another device than
 * the bound one is a separation — the first one counts, and a card the operator already holds in N is
 * not shut down again. The IMEI history merge is pure too (min first seen, max last seen), so a
 * session file read twice leaves the history as it was.
 */
import type { ImeiSeen } from '../shared/data/entities/separation.entity.ts';

/** What the decision reads of a reported session (risk/session-report.ts `ReportedSession`). */
export interface SeenSession {
  start: string;
  imei: string;
}

export interface BindingState {
  mode: 'first' | 'imei';
  imei: string | null;
  boundAt: string;
}

export type SeparationDecision =
  | { kind: 'none' }
  /** A `first` binding learns its IMEI (and may still separate later in the same file). */
  | { kind: 'bindFirst'; imei: string; at: string; separation?: Separation }
  | { kind: 'separate'; separation: Separation };

export interface Separation {
  at: string;
  boundImei: string;
  seenImei: string;
}

/** What a card's sessions mean for its binding; `operatorStatus` is the card's (N: already separated). */
export function decideSeparation(
  binding: BindingState | undefined,
  sessions: readonly SeenSession[],
  operatorStatus: string | undefined,
): SeparationDecision {
  if (!binding) return { kind: 'none' };
  let bound = binding.imei;
  let learned: { imei: string; at: string } | undefined;
  for (const s of sessions) {
    if (s.start < binding.boundAt) continue;
    if (bound === null) {
      bound = s.imei;
      learned = { imei: s.imei, at: s.start };
      continue;
    }
    if (s.imei === bound) continue;
    const separation = { at: s.start, boundImei: bound, seenImei: s.imei };
    // Already shut down for a separation: nothing more to do (the binding may still learn its IMEI).
    if (operatorStatus === 'N') break;
    return learned ? { kind: 'bindFirst', ...learned, separation } : { kind: 'separate', separation };
  }
  return learned ? { kind: 'bindFirst', ...learned } : { kind: 'none' };
}

/** How many devices a card's history keeps (the most recently seen). */
export const IMEI_HISTORY_MAX = 10;

/** The history with the sessions merged in: each IMEI once, first/last seen widened, most recent first, capped. */
export function mergeImeiHistory(history: readonly ImeiSeen[], sessions: readonly SeenSession[]): ImeiSeen[] {
  const byImei = new Map(history.map((h) => [h.imei, { ...h }]));
  for (const s of sessions) {
    const h = byImei.get(s.imei);
    if (!h) byImei.set(s.imei, { imei: s.imei, firstSeen: s.start, lastSeen: s.start });
    else {
      if (s.start < h.firstSeen) h.firstSeen = s.start;
      if (s.start > h.lastSeen) h.lastSeen = s.start;
    }
  }
  return [...byImei.values()]
    .sort((a, b) => b.lastSeen.localeCompare(a.lastSeen) || a.imei.localeCompare(b.imei))
    .slice(0, IMEI_HISTORY_MAX);
}

/** Whether a merge changed anything (an unchanged history is not written again). */
export const sameHistory = (a: readonly ImeiSeen[], b: readonly ImeiSeen[]): boolean =>
  a.length === b.length &&
  a.every((h, i) => h.imei === b[i]!.imei && h.firstSeen === b[i]!.firstSeen && h.lastSeen === b[i]!.lastSeen);
