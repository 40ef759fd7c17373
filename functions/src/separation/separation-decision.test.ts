import { describe, expect, it } from 'vitest';
import { IMEI_HISTORY_MAX, decideSeparation, mergeImeiHistory, sameHistory } from './separation-decision.ts';

const A = '860000000000017';
const B = '860000000000025';
const at = (minute: number) => `2026-11-20T08:${String(minute).padStart(2, '0')}:00.000Z`;
const bound = { mode: 'imei' as const, imei: A, boundAt: at(0) };

describe('decideSeparation', () => {
  it('does nothing for an unbound card or sessions in the bound device', () => {
    expect(decideSeparation(undefined, [{ start: at(5), imei: B }], '1')).toEqual({ kind: 'none' });
    expect(decideSeparation(bound, [{ start: at(5), imei: A }], '1')).toEqual({ kind: 'none' });
  });
  it('separates at the first session in another device', () => {
    const sessions = [
      { start: at(5), imei: A },
      { start: at(6), imei: B },
      { start: at(7), imei: '860000000000033' },
    ];
    expect(decideSeparation(bound, sessions, '1')).toEqual({
      kind: 'separate',
      separation: { at: at(6), boundImei: A, seenImei: B },
    });
  });
  it('ignores sessions that started before the binding', () => {
    expect(decideSeparation({ ...bound, boundAt: at(10) }, [{ start: at(5), imei: B }], '1')).toEqual({ kind: 'none' });
  });
  it('does not shut a card in N down again', () => {
    expect(decideSeparation(bound, [{ start: at(6), imei: B }], 'N')).toEqual({ kind: 'none' });
  });
  it("lets a 'first' binding learn its first IMEI, and separate later in the same file", () => {
    const first = { mode: 'first' as const, imei: null, boundAt: at(0) };
    expect(decideSeparation(first, [{ start: at(3), imei: A }], '1')).toEqual({ kind: 'bindFirst', imei: A, at: at(3) });
    expect(
      decideSeparation(
        first,
        [
          { start: at(3), imei: A },
          { start: at(4), imei: B },
        ],
        '1',
      ),
    ).toEqual({ kind: 'bindFirst', imei: A, at: at(3), separation: { at: at(4), boundImei: A, seenImei: B } });
  });
});

describe('mergeImeiHistory', () => {
  it('widens first and last seen, is idempotent, and keeps the most recent devices', () => {
    const sessions = [
      { start: at(5), imei: A },
      { start: at(1), imei: A },
      { start: at(9), imei: B },
    ];
    const once = mergeImeiHistory([], sessions);
    expect(once).toEqual([
      { imei: B, firstSeen: at(9), lastSeen: at(9) },
      { imei: A, firstSeen: at(1), lastSeen: at(5) },
    ]);
    expect(sameHistory(once, mergeImeiHistory(once, sessions))).toBe(true);
    const many = Array.from({ length: IMEI_HISTORY_MAX + 3 }, (_, i) => ({
      start: at(10 + i),
      imei: `86000000000${String(i).padStart(4, '0')}`,
    }));
    const capped = mergeImeiHistory(once, many);
    expect(capped).toHaveLength(IMEI_HISTORY_MAX);
    expect(capped[0]!.lastSeen).toBe(at(10 + IMEI_HISTORY_MAX + 2));
  });
});
