import { describe, expect, it } from 'vitest';
import { addMonths, dayAttr, daysInMonth, monthAttr, shanghaiDay, shanghaiMonth } from './calendar.ts';

describe('business calendar (Asia/Shanghai)', () => {
  it('rolls the month at midnight Shanghai time, not UTC', () => {
    expect(shanghaiMonth(new Date('2026-10-31T15:59:59Z'))).toBe('2026-10');
    expect(shanghaiMonth(new Date('2026-10-31T16:00:00Z'))).toBe('2026-11');
    expect(shanghaiDay(new Date('2026-11-21T16:30:00Z'))).toBe('2026-11-22');
  });
  it('adds months across years', () => {
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(addMonths('2026-11', 2)).toBe('2027-01');
    expect(addMonths('2026-11', -11)).toBe('2025-12');
  });
  it('knows month lengths and attribute names', () => {
    expect(daysInMonth('2028-02')).toBe(29);
    expect(daysInMonth('2026-02')).toBe(28);
    expect(dayAttr('2026-11-05')).toBe('d05');
    expect(monthAttr('2026-11')).toBe('m11');
  });
});
