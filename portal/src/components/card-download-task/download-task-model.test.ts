import { describe, expect, it } from 'vitest';
import { REFRESH_MS, refreshInterval, taskTone } from './download-task-model';

describe('download task list refresh', () => {
  it('polls while any task is processing and stops when all have ended', () => {
    expect(refreshInterval([{ status: 'succeeded' }, { status: 'processing' }])).toBe(REFRESH_MS);
    expect(refreshInterval([{ status: 'succeeded' }, { status: 'failed' }])).toBe(0);
    expect(refreshInterval(undefined)).toBe(0);
  });
  it('colours statuses', () => {
    expect([taskTone('processing'), taskTone('succeeded'), taskTone('failed')]).toEqual(['blue', 'green', 'red']);
  });
});
