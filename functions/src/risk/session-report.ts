/**
 * What the operator reports of each data session (issue #16): the device (IMEI) the card was in and
 * where the session was (province and, when known, city). Card–device separation
 * (risk/separation) and region limits (risk/region) both check these reports; they arrive as
 * session files from the operator (the simulator writes them locally) and are read once per file by
 * the session ingestion, which hands each batch to every registered check (`SessionCheck`).
 */
import type { Card } from '../card/card-record.ts';

export interface ReportedSession {
  iccid: string;
  /** The device's IMEI, 15 digits. */
  imei: string;
  /** When the session started (ISO 8601). */
  start: string;
  /** Province code of GB/T 2260, two digits ('31' Shanghai, '44' Guangdong). */
  province: string;
  /** City code of GB/T 2260, four digits ('4403' Shenzhen), or null when the operator does not know it. */
  city: string | null;
}

/** A check run on every batch of reported sessions, with the sessions' cards read once for all checks. */
export interface SessionCheck {
  name: string;
  /** Checks the sessions (sorted by start); cards missing from `cards` are unknown ICCIDs and are skipped. */
  check(sessions: readonly ReportedSession[], cards: ReadonlyMap<string, Card>): Promise<{ actions: number }>;
}
