import { describe, expect, it } from 'vitest';
import { shanghaiDateTime } from './card-export-columns.ts';
import { exportFileKey, exportFileName, exportProgress, failureReason, newTaskId } from './download-model.ts';

describe('export progress', () => {
  it('follows rows against the expected count and stays below 100 until the file is written', () => {
    expect(exportProgress(0, 200)).toBe(0);
    expect(exportProgress(50, 200)).toBe(25);
    expect(exportProgress(199, 200)).toBe(95);
    expect(exportProgress(300, 200)).toBe(95);
  });
  it('copes with an unknown or zero expectation', () => {
    expect(exportProgress(0, 0)).toBe(0);
    expect(exportProgress(10, 0)).toBe(95);
  });
});

describe('download task naming', () => {
  it('gives task ids that sort by creation time', () => {
    const a = newTaskId(new Date('2026-01-01T00:00:00Z'));
    const b = newTaskId(new Date('2026-01-01T00:00:01Z'));
    expect(a < b).toBe(true);
    expect(a).toMatch(/^[0-9a-z]{21}$/);
  });
  it('names files in the language and Shanghai time, and keys them under the tenant', () => {
    const at = new Date('2026-11-23T16:30:05Z');
    expect(exportFileName('en-US', 'csv', at)).toBe('cards_20261124003005.csv');
    expect(exportFileName('zh-CN', 'xlsx', at)).toBe('卡列表_20261124003005.xlsx');
    expect(exportFileKey({ channelCustId: 'C1001', custId: null }, 't1', 'csv')).toBe('exports/C1001/t1.csv');
    expect(exportFileKey({ channelCustId: 'C1001', custId: 'S2001' }, 't1', 'xlsx')).toBe('exports/C1001/S2001/t1.xlsx');
  });
  it('formats times for the export in Asia/Shanghai', () => {
    expect(shanghaiDateTime('2026-11-23T16:30:05.000Z')).toBe('2026/11/24 00:30:05');
    expect(shanghaiDateTime(null)).toBe('');
  });
  it('says why an export failed in the requester language', () => {
    expect(failureReason('en-US', 'boom')).toBe('The export failed. Please try again later. (boom)');
    expect(failureReason('zh-CN')).toBe('导出失败，请稍后重试');
  });
});
