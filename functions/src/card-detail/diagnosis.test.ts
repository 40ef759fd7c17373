import { describe, expect, it } from 'vitest';
import { type DiagnosisInput, adviceCodes, diagnose } from './diagnosis.ts';

const base: DiagnosisInput = { state: 64, operatorStatus: '1', network: 'allowed', online: true, remainingBytes: 100 };

describe('diagnosis advice', () => {
  it.each([
    [60, 'START'],
    [62, 'NOT_ACTIVATED'],
    [63, 'NOT_ACTIVATED'],
    [65, 'DEACTIVATED'],
    [66, 'INVALID'],
    [67, 'CANCELLED'],
    [68, 'FORCED_SHUTDOWN'],
  ])('state %i → %s', (state, code) => {
    expect(adviceCodes({ ...base, state })).toEqual([code]);
  });
  it('test cards: test period, or test cap reached by operator status or by usage', () => {
    expect(adviceCodes({ ...base, state: 61, operatorStatus: 'T' })).toEqual(['TEST']);
    expect(adviceCodes({ ...base, state: 61, operatorStatus: 'TC' })).toEqual(['TEST_CAP']);
    expect(adviceCodes({ ...base, state: 61, remainingBytes: 0 })).toEqual(['TEST_CAP']);
  });
  it('active cards: ok when online, offline advice otherwise, unknown when the operator could not answer', () => {
    expect(adviceCodes(base)).toEqual(['OK']);
    expect(adviceCodes({ ...base, online: false })).toEqual(['OFFLINE']);
    expect(adviceCodes({ ...base, online: null })).toEqual(['ONLINE_UNKNOWN']);
  });
  it('active cards: no data left, blocked network and operator cut-offs come first', () => {
    expect(adviceCodes({ ...base, remainingBytes: 0, network: 'blocked' })).toEqual(['NO_DATA_LEFT', 'NETWORK_BLOCKED']);
    expect(adviceCodes({ ...base, operatorStatus: 'q', remainingBytes: 0 })).toEqual(['QUOTA_SHUTDOWN']);
    expect(adviceCodes({ ...base, operatorStatus: 'Z' })).toEqual(['ARREARS']);
  });
  it('reports the separation time in both languages', () => {
    const input = { ...base, operatorStatus: 'N', operatorStatusAt: '2026-11-20T02:03:04Z' };
    expect(diagnose(input, 'en-US')[0]).toMatchObject({
      code: 'SEPARATED',
      level: 'error',
      message: expect.stringContaining('2026/11/20 10:03:04'),
    });
    expect(diagnose(input, 'zh-CN')[0]!.message).toBe(
      '卡于 2026/11/20 10:03:04 检测到机卡分离，已停机。请将卡插回原设备或申请解锁。',
    );
  });
});
