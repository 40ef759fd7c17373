/**
 * Operator usage (CDR) files: CSV, one row per card per day (owner decision), header
 * `day,iccid,bytes`. Files land under `cdr/` in the imports bucket.
 */
export interface CdrRow {
  day: string;
  iccid: string;
  bytes: number;
}

export const CDR_HEADER = 'day,iccid,bytes';
export const CDR_PREFIX = 'cdr/';

export function formatCdr(rows: Iterable<CdrRow>): string {
  const lines = [CDR_HEADER];
  for (const r of rows) lines.push(`${r.day},${r.iccid},${r.bytes}`);
  return `${lines.join('\n')}\n`;
}

/** Parses a CDR file; malformed rows are returned with their line number instead of being guessed at. */
export function parseCdr(text: string): { rows: CdrRow[]; rejected: { line: number; reason: string }[] } {
  const rows: CdrRow[] = [];
  const rejected: { line: number; reason: string }[] = [];
  const lines = text.split(/\r?\n/);
  if (lines[0]?.trim() !== CDR_HEADER) return { rows, rejected: [{ line: 1, reason: `header must be ${CDR_HEADER}` }] };
  for (let i = 1; i < lines.length; i++) {
    const line = lines[i]!.trim();
    if (!line) continue;
    const [day, iccid, bytes] = line.split(',');
    const n = Number(bytes);
    if (!day || !/^\d{4}-\d{2}-\d{2}$/.test(day)) rejected.push({ line: i + 1, reason: 'bad day' });
    else if (!iccid || !/^\d{19,20}$/.test(iccid)) rejected.push({ line: i + 1, reason: 'bad iccid' });
    else if (!Number.isSafeInteger(n) || n < 0) rejected.push({ line: i + 1, reason: 'bad bytes' });
    else rows.push({ day, iccid, bytes: n });
  }
  return { rows, rejected };
}
