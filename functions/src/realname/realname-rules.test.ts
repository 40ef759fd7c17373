import { describe, expect, it } from 'vitest';
import { lacksRealName, realNameAction, statusOf } from './realname-rules.ts';

const active = { state: 64, operatorStatus: '1' };
const required = { required: true, status: 'unverified' as const };
const verified = { required: true, status: 'verified' as const };

describe('the real-name cut-off rule', () => {
  it('cuts off an active, powered-on card that requires real-name and lacks it', () => {
    expect(realNameAction(active, required)).toBe('cutOff');
  });

  it('is idempotent: a card already at I is not cut off again', () => {
    expect(realNameAction({ state: 64, operatorStatus: 'I' }, required)).toBe('none');
  });

  it('leaves cards that are not active, and the operator holds of other reasons, alone', () => {
    for (const state of [60, 61, 62, 63, 65, 66, 67, 68])
      expect(realNameAction({ state, operatorStatus: '1' }, required)).toBe('none');
    for (const code of ['N', 'X', 'q', 'Z', 'M'])
      expect(realNameAction({ state: 64, operatorStatus: code }, required)).toBe('none');
  });

  it('restores a card at I once it is verified or no longer requires real-name, and only then', () => {
    expect(realNameAction({ state: 64, operatorStatus: 'I' }, verified)).toBe('restore');
    expect(realNameAction({ state: 64, operatorStatus: 'I' }, { required: false, status: 'notRequired' })).toBe('restore');
    expect(realNameAction({ state: 64, operatorStatus: 'I' }, undefined)).toBe('restore');
    expect(realNameAction(active, verified)).toBe('none');
    expect(realNameAction({ state: 65, operatorStatus: 'I' }, verified)).toBe('none');
  });

  it('does nothing for cards without a requirement (existing data: not required)', () => {
    expect(realNameAction(active, undefined)).toBe('none');
    expect(realNameAction(active, { required: false, status: 'notRequired' })).toBe('none');
    expect(lacksRealName(undefined)).toBe(false);
  });

  it('keeps a verification when the requirement changes', () => {
    expect(statusOf(true, false)).toBe('unverified');
    expect(statusOf(false, false)).toBe('notRequired');
    expect(statusOf(true, true)).toBe('verified');
    expect(statusOf(false, true)).toBe('verified');
  });
});
