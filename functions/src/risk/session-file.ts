/**
 * Operator session files (issue #16): CSV, one row per data session, header
 * `start,iccid,imei,province,city` (city empty when the operator does not know it). Files land under
 * `sessions/` in the imports bucket, where the usage-ingest worker picks them up by their prefix
 * (usage/ingest-handler.ts) beside the CDR files under `cdr/`.
 */
import type { ReportedSession } from './session-report.ts';

export const SESSION_HEADER = 'start,iccid,imei,province,city';
export const SESSION_PREFIX = 'sessions/';

export function formatSessions(rows: Iterable<ReportedSession>): string {
  const lines = [SESSION_HEADER];
  for (const r of rows) lines.push(`${r.start},${r.iccid},${r.imei},${r.province},${r.city ?? ''}`);
  return `${lines.join('\n')}\n`;
}

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?Z$/;

/** Parses a session file (rows in file order); malformed rows are returned with their line number, never guessed at. */
export function parseSessions(text: string): {
  rows: ReportedSession[];
  /** The file line of each row. */
  lines: number[];
  rejected: { line: number; reason: string }[];
} {
  const rows: ReportedSession[] = [];
  const lines: number[] = [];
  const rejected: { line: number; reason: string }[] = [];
  const fileLines = text.split(/\r?\n/);
  if (fileLines[0]?.trim() !== SESSION_HEADER)
    return { rows, lines, rejected: [{ line: 1, reason: `header must be ${SESSION_HEADER}` }] };
  for (let i = 1; i < fileLines.length; i++) {
    const line = fileLines[i]!.trim();
    if (!line) continue;
    const [start = '', iccid = '', imei = '', province = '', city = ''] = line.split(',');
    const reason =
      !ISO.test(start) || Number.isNaN(Date.parse(start))
        ? 'bad start'
        : !/^\d{19,20}$/.test(iccid)
          ? 'bad iccid'
          : !/^\d{15}$/.test(imei)
            ? 'bad imei'
            : !/^\d{2}$/.test(province)
              ? 'bad province'
              : city && !(/^\d{4}$/.test(city) && city.startsWith(province))
                ? 'bad city'
                : null;
    if (reason) rejected.push({ line: i + 1, reason });
    else {
      rows.push({ start: new Date(start).toISOString(), iccid, imei, province, city: city || null });
      lines.push(i + 1);
    }
  }
  return { rows, lines, rejected };
}

/** Sessions by start (then ICCID), as the checks read them. */
export const byStart = (rows: readonly ReportedSession[]): ReportedSession[] =>
  [...rows].sort((a, b) => a.start.localeCompare(b.start) || a.iccid.localeCompare(b.iccid));
