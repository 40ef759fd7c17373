import { describe, expect, it } from 'vitest';
import { reportProblem, usageShown } from './scale-reports.ts';

describe('the scale benchmark’s report lines', () => {
  it('flag a failed answer, a report without rows and a usage report showing no usage', () => {
    expect(reportProblem('card', { success: false, msg: 'boom' })).toBe('FAILED boom');
    expect(reportProblem('cardflow', { success: true, data: { items: [] } })).toBe('FAILED: no rows');
    expect(reportProblem('usage', { success: true, data: { items: [{}], totals: { bytes: 0 } } })).toBe('FAILED: no usage');
    expect(reportProblem('business', { success: true, data: { items: [{}], totals: { usageBytes: 0 } } })).toBe(
      'FAILED: no usage',
    );
    expect(reportProblem('business', { success: true, data: { items: [{}], totals: { usageBytes: 5 } } })).toBe('');
    expect(reportProblem('active', { success: true, data: { items: [{}] } })).toBe('');
  });

  it('read the usage shown from the totals of the reports that have it', () => {
    expect(usageShown('usage', { bytes: 7 })).toBe(7);
    expect(usageShown('business', { usageBytes: 9 })).toBe(9);
    expect(usageShown('card', { bytes: 7 })).toBeNull();
  });
});
