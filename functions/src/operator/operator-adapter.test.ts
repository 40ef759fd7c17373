import { describe, expect, it } from 'vitest';
import {
  type DataSession,
  OperatorError,
  SESSION_HISTORY_MS,
  isOperatorError,
  operatorAnswerOrNull,
  operatorStatus,
  operatorStatusCodes,
  operatorStatusLabel,
  recentSessions,
} from './operator-adapter.ts';

describe('operator status labels', () => {
  it('holds the twelve codes of the spec table plus the owner codes T, TC, PC', () => {
    expect([...operatorStatusCodes].sort()).toEqual(['1', 'D', 'I', 'J', 'M', 'N', 'PC', 'T', 'TC', 'X', 'Z', 'q'].sort());
  });
  it('labels every known code in both languages', () => {
    for (const code of operatorStatusCodes) {
      expect(operatorStatusLabel(code, 'en-US')).not.toBe('');
      expect(operatorStatusLabel(code, 'zh-CN')).not.toBe('');
    }
    expect(operatorStatusLabel('J', 'en-US')).toBe('Pending activation');
    expect(operatorStatusLabel('1', 'en-US')).toBe('Powered on');
    expect(operatorStatusLabel('D', 'zh-CN')).toBe(operatorStatus.D.zh);
    expect(operatorStatusLabel('PC', 'en-US')).toBe('Pre-cancellation');
  });
  it.each(['', 'j', 'Q', '2', '64', 'toString', 'constructor', '__proto__', 'TCX'])('gives an empty label for %j', (code) => {
    expect(operatorStatusLabel(code, 'en-US')).toBe('');
    expect(operatorStatusLabel(code, 'zh-CN')).toBe('');
  });
});

describe('OperatorError', () => {
  it('is retryable for timeouts and outages, not for rejections, unless told otherwise', () => {
    expect(new OperatorError('TIMEOUT', 't').retryable).toBe(true);
    expect(new OperatorError('UNAVAILABLE', 'u').retryable).toBe(true);
    expect(new OperatorError('REJECTED', 'r').retryable).toBe(false);
    expect(new OperatorError('REJECTED', 'r', true).retryable).toBe(true);
    const e = new OperatorError('TIMEOUT', 'late');
    expect(e).toBeInstanceOf(Error);
    expect(isOperatorError(e)).toBe(true);
    expect(isOperatorError(new Error('x'))).toBe(false);
    expect(e.name).toBe('OperatorError');
  });
});

describe('recentSessions', () => {
  const now = new Date('2026-11-22T00:00:00Z');
  const at = (msAgo: number): DataSession => ({
    start: new Date(now.getTime() - msAgo).toISOString(),
    end: null,
    bytes: 1,
    apn: 'cmiot',
    ratType: 2,
  });
  it('drops sessions that started more than 3 days ago', () => {
    const kept = recentSessions([at(SESSION_HISTORY_MS + 1), at(SESSION_HISTORY_MS), at(1000)], now);
    expect(kept.map((s) => s.start)).toEqual([at(SESSION_HISTORY_MS).start, at(1000).start]);
  });
  it('keeps only the last 100, oldest first', () => {
    const many = Array.from({ length: 150 }, (_, i) => at(i * 60_000));
    const kept = recentSessions(many, now);
    expect(kept).toHaveLength(100);
    expect(kept[0]!.start).toBe(at(99 * 60_000).start);
    expect(kept[99]!.start).toBe(at(0).start);
  });
});

describe('operatorAnswerOrNull', () => {
  it('is the answer, null when the operator could not answer, and any other failure thrown', async () => {
    expect(await operatorAnswerOrNull(async () => ({ status: 2 }))).toEqual({ status: 2 });
    expect(await operatorAnswerOrNull(() => Promise.reject(new OperatorError('UNAVAILABLE', 'down')))).toBeNull();
    await expect(operatorAnswerOrNull(() => Promise.reject(new TypeError('a bug')))).rejects.toThrow('a bug');
  });
});
