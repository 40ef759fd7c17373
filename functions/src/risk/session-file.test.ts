import { describe, expect, it } from 'vitest';
import { SESSION_HEADER, byStart, formatSessions, parseSessions } from './session-file.ts';

describe('session files', () => {
  it('round-trip, sorted by start, with malformed rows rejected by line', () => {
    const rows = [
      { start: '2026-11-20T09:00:00.000Z', iccid: '89860000000000000002', imei: '860000000000025', province: '44', city: '4403' },
      { start: '2026-11-20T08:00:00.000Z', iccid: '89860000000000000001', imei: '860000000000017', province: '31', city: null },
    ];
    const text = `${formatSessions(rows)}bad,89860000000000000001,860000000000017,31,\n2026-11-20T08:00:00Z,1,860000000000017,31,\n2026-11-20T08:00:00Z,89860000000000000001,86,31,\n2026-11-20T08:00:00Z,89860000000000000001,860000000000017,31,4403\n`;
    const { rows: read, lines, rejected } = parseSessions(text);
    expect(lines).toEqual([2, 3]);
    const parsed = byStart(read);
    expect(parsed.map((r) => r.iccid)).toEqual(['89860000000000000001', '89860000000000000002']);
    expect(parsed[0]!.city).toBeNull();
    expect(rejected).toEqual([
      { line: 4, reason: 'bad start' },
      { line: 5, reason: 'bad iccid' },
      { line: 6, reason: 'bad imei' },
      { line: 7, reason: 'bad city' },
    ]);
  });
  it('refuses a file without the header', () => {
    expect(parseSessions('a,b\n').rejected).toEqual([{ line: 1, reason: `header must be ${SESSION_HEADER}` }]);
  });
});
