/**
 * Ingests operator session files (risk/session-file.ts) for the usage-ingest worker: a file already
 * done is skipped; otherwise its sessions are parsed, their cards read once, every registered check
 * (risk/session-checks.ts) runs on them, and the file is marked done. Each check is idempotent on its
 * own (a crash before the marker reads the file again), so a file ingested twice has no second effect.
 */
import type { Card } from '../card/card-record.ts';
import { byStart, parseSessions } from './session-file.ts';
import type { SessionCheck } from './session-report.ts';

/** Where the files are and which are done (the usage repository's file markers, shared with CDR files). */
export interface SessionFiles {
  fileStatus(key: string): Promise<string | undefined>;
  readFile(key: string): Promise<string>;
  markDone(key: string): Promise<void>;
}

/** The usage ingestion's result shape (usage/usage-ingest.service.ts `IngestResult`), with the checks' actions. */
export interface SessionIngestResult {
  key: string;
  status: 'ingested' | 'skipped';
  rows: number;
  rejected: { line: number; reason: string }[];
  /** What each check did (shutdowns, records), by check name. */
  actions: Record<string, number>;
}

export function createSessionIngest(d: {
  files: SessionFiles;
  cards: (iccids: readonly string[]) => Promise<Map<string, Card>>;
  checks: readonly SessionCheck[];
}) {
  return {
    async ingest(key: string): Promise<SessionIngestResult> {
      if ((await d.files.fileStatus(key)) === 'done') return { key, status: 'skipped', rows: 0, rejected: [], actions: {} };
      const { rows, lines, rejected } = parseSessions(await d.files.readFile(key));
      const cards = await d.cards(rows.map((r) => r.iccid));
      rows.forEach((r, i) => {
        if (!cards.has(r.iccid)) rejected.push({ line: lines[i]!, reason: 'unknown iccid' });
      });
      const sessions = byStart(rows);
      const actions: Record<string, number> = {};
      // One after the other: a check that shuts cards down sees the same cards the next one does.
      for (const c of d.checks) actions[c.name] = (await c.check(sessions, cards)).actions;
      await d.files.markDone(key);
      return { key, status: 'ingested', rows: rows.length, rejected, actions };
    },
  };
}
